import { defineModule } from '../../lib/module.ts';
import { registerSearchSource } from '../search/index.ts';
import { assignmentRoutes } from './assignments.routes.ts';
import { certificateRoutes } from './certificates.routes.ts';
import { registerEnrolmentDelivery } from './enrolment-requests.events.ts';
import { enrolmentRequestRoutes } from './enrolment-requests.routes.ts';
import { myLearningRoutes } from './my-learning.routes.ts';
import { outlineOrderRoutes } from './outline-order.routes.ts';
import { registerProgramsPersonalData } from './personal-data.repository.ts';
import { planRoutes } from './plans.routes.ts';
import { PROGRAMS_RESOURCES } from './programs.resources.ts';
import { programsSearchSource } from './programs.search.repository.ts';
import { registerProgramUploads } from './programs.uploads.ts';
import { progressRoutes } from './progress.routes.ts';
import { quizRoutes } from './quiz.routes.ts';
import { reportRoutes } from './report.routes.ts';
import { registerSearchPrograms } from './search-programs.route.ts';

export const programsModule = defineModule({
  name: 'programs',
  resources: PROGRAMS_RESOURCES,
  setup: async (app, { db }) => {
    registerProgramsPersonalData();
    registerProgramUploads();
    registerSearchSource(programsSearchSource);
    const unregister = registerEnrolmentDelivery(db, app.io);
    app.addHook('onClose', async () => unregister());
  },
  routes: async (api, { db, resources }) => {
    registerSearchPrograms(api, resources.programs, db);
    await api.register(progressRoutes, { db });
    await api.register(myLearningRoutes, { db });
    await api.register(quizRoutes, { db });
    await api.register(assignmentRoutes, { db });
    await api.register(outlineOrderRoutes, { db });
    await api.register(reportRoutes, { db });
    await api.register(planRoutes, { db });
    await api.register(certificateRoutes, { db });
    await api.register(enrolmentRequestRoutes, { db });
  },
});

export { issueCompetitionCertificate } from './certificates.service.ts';
export { learningForProfile } from './profile-learning.ts';
export { PROGRAMS_RESOURCES, programScope } from './programs.resources.ts';
