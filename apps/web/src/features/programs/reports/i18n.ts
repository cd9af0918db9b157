import { registerMessages, useTranslation } from '../../../lib/i18n';
import en from './locales/en';

export const PROGRAMS_REPORTS_NS = 'programsReports';
// Hindi loads only once it is chosen (or is already on screen: then this module waits for it)
await registerMessages(PROGRAMS_REPORTS_NS, { en, hi: () => import('./locales/hi') });

/** t() of the "programsReports" namespace (the manager's view of a program's learners), in the language on screen. */
export function useReportsTranslation() {
  return useTranslation(PROGRAMS_REPORTS_NS);
}
