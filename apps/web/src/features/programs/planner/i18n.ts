import { registerMessages, useTranslation } from '../../../lib/i18n';
import en from './locales/en';

export const PROGRAMS_PLANNER_NS = 'programsPlanner';
// Hindi loads only once it is chosen (or is already on screen: then this module waits for it)
await registerMessages(PROGRAMS_PLANNER_NS, { en, hi: () => import('./locales/hi') });

/** t() of the "programsPlanner" namespace (plans, the cohort dashboard, certificates), in the language on screen. */
export function usePlannerTranslation() {
  return useTranslation(PROGRAMS_PLANNER_NS);
}
