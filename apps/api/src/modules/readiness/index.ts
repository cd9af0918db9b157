import { defineModule } from '../../lib/module.ts';
import { adminRoutes } from './admin.routes.ts';
import { cohortRoutes } from './cohort.routes.ts';
import { registerReadinessPersonalData } from './personal-data.repository.ts';
import { readinessRoutes } from './readiness.routes.ts';

/** The tenant's four assessments, created with version 1 published on first use (rd-admin and the seed call it). */
export { ensureAssessments } from './assessments.repository.ts';
/** An attempt as the contract shows it, and the result's summary sentence (rd-admin's cohort view, the seed). */
export { toAttempt } from './attempts.service.ts';
/** Builds a completed attempt's pathway once, inside the caller's transaction (the seed, reads of seeded attempts). */
export { buildPathway, type PathwayAttempt } from './pathway.service.ts';
/**
 * Readiness (issue 24): four assessments as data with versions (admin.routes.ts), taking one with
 * SPEC §3's survey state saved step by step, results and the pathway (readiness.routes.ts), and a
 * cohort's readiness for its managers with nudges (cohort.routes.ts).
 */
/** A person's latest completed result of one assessment (the Engine and the innovation workspace read it). */
export { type LatestResult, latestCompleted } from './results.repository.ts';

export const readinessModule = defineModule({
  name: 'readiness',
  setup: async () => {
    // rd-api: attempts, pathways and nudges as personal data
    registerReadinessPersonalData();
  },
  routes: async (api, { db }) => {
    await api.register(readinessRoutes, { db });
    await api.register(adminRoutes, { db });
    await api.register(cohortRoutes, { db });
  },
});
