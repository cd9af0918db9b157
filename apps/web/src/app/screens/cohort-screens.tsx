import { CohortReadinessSlot } from '../../features/readiness/cohort/cohort-slot-view';
import { CohortSlotContext, type CohortSlotRender } from '../../lib/cohort-slot';
import { lazyPart as part, type RoutePart, RouteParts } from '../../lib/route-parts';

/**
 * /cohort/:cohort_id and /manage-cohort/:cohort_id: the programs' screens, with the cohort's
 * readiness (issue 24) in their slot (lib/cohort-slot). One chunk in the entry for both routes;
 * each screen stays its own chunk, and the readiness view loads only for those who manage the cohort.
 */
const COHORT_PARTS: RoutePart[] = [
  [/^\/cohort\/[^/]+$/, part(() => import('../../features/programs/planner/screens/cohort-screen'))],
  [/^\/manage-cohort\/[^/]+$/, part(() => import('../../features/programs/manage/screens/manage-program-screen'))],
];

const readiness: CohortSlotRender = (cohortId, place) => <CohortReadinessSlot cohortId={cohortId} place={place} />;

export default function CohortScreens() {
  return (
    <CohortSlotContext.Provider value={readiness}>
      <RouteParts parts={COHORT_PARTS} />
    </CohortSlotContext.Provider>
  );
}
