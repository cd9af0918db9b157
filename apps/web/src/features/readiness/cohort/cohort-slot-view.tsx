import { PROGRAMS_MENU } from '@ankur/shared/role-privileges';
import { lazy, Suspense } from 'react';
import { lazyScreen } from '../../../lib/chunk-reload';
import type { CohortSlotPlace } from '../../../lib/cohort-slot';
import { useCan } from '../../../stores/access';

/** The cohort's managers: update on Program Cohort or on Programs and Courses (the API checks it again). */
export const COHORT_MENU = 'Program Cohort';

// the view (with its charts) is its own chunk, fetched only for those who may see it
const CohortReadiness = lazy(lazyScreen(() => import('./cohort-readiness')));

/**
 * What app/screens/cohort-screens.tsx puts in lib/cohort-slot: on /cohort/:id a section for the
 * cohort's managers (members see nothing extra), on /manage-cohort/:id the Readiness tab's content.
 */
export function CohortReadinessSlot({ cohortId, place }: { cohortId: number; place: CohortSlotPlace }) {
  const managesPrograms = useCan(PROGRAMS_MENU, 'update');
  const managesCohorts = useCan(COHORT_MENU, 'update');
  if (place === 'cohort' && !managesPrograms && !managesCohorts) return null;
  return (
    <Suspense
      fallback={<div aria-busy="true" className="mt-8 h-48 animate-pulse rounded-2xl bg-white ring-1 ring-stone-200" />}
    >
      <CohortReadiness cohortId={cohortId} place={place} />
    </Suspense>
  );
}
