import { defineModule } from '../../lib/module.ts';
import { adminRoutes } from './admin.routes.ts';
import { cohortRoutes } from './cohort.routes.ts';
import { readinessRoutes } from './readiness.routes.ts';

/**
 * Readiness (issue 24): four assessments as data with versions (admin.routes.ts), taking one with
 * SPEC §3's survey state saved step by step, results and the pathway (readiness.routes.ts), and a
 * cohort's readiness for its managers with nudges (cohort.routes.ts).
 */
/** A person's latest completed result of one assessment (the Engine and the innovation workspace read it). */
export { type LatestResult, latestCompleted } from './results.repository.ts';

export const readinessModule = defineModule({
  name: 'readiness',
  routes: async (api, { db }) => {
    await api.register(readinessRoutes, { db });
    await api.register(adminRoutes, { db });
    await api.register(cohortRoutes, { db });
  },
});
