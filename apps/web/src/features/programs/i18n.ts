import { registerMessages, useTranslation } from '../../lib/i18n';
import en from './locales/en';

export const PROGRAMS_NS = 'programs';
// Hindi loads only once it is chosen (or is already on screen: then this module waits for it)
await registerMessages(PROGRAMS_NS, { en, hi: () => import('./locales/hi') });

/** t() of the "programs" namespace, in the language on screen. */
export function useProgramsTranslation() {
  return useTranslation(PROGRAMS_NS);
}
