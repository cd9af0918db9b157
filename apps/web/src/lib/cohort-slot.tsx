import { createContext, type ReactNode, useContext } from 'react';

/**
 * Where a cohort's screens (/cohort/:cohort_id, the learner's dashboard, and /manage-cohort/:cohort_id,
 * the manager's tabs) show what other features know about the cohort: the readiness view (issue 24).
 * The programs feature imports no other feature, so app/screens/cohort-screens.tsx provides the
 * content here around the programs' screens. Without a provider nothing shows (and the manage screen
 * shows no extra tab).
 */
export type CohortSlotPlace = 'cohort' | 'manage';
export type CohortSlotRender = (cohortId: number, place: CohortSlotPlace) => ReactNode;

export const CohortSlotContext = createContext<CohortSlotRender | null>(null);

/** Whether a provider fills the slot (the manage screen adds its tab only then). */
export function useCohortSlotProvided(): boolean {
  return useContext(CohortSlotContext) !== null;
}

export function CohortSlot({ cohortId, place }: { cohortId: number; place: CohortSlotPlace }) {
  const render = useContext(CohortSlotContext);
  return render ? render(cohortId, place) : null;
}
