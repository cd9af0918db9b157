import { registerMessages, useTranslation } from '../../../lib/i18n';
import en from './locales/en';

export const PROGRAMS_MANAGE_NS = 'programsManage';
// Hindi loads only once it is chosen (or is already on screen: then this module waits for it)
await registerMessages(PROGRAMS_MANAGE_NS, { en, hi: () => import('./locales/hi') });

/** t() of the "programsManage" namespace, in the language on screen. */
export function useProgramsManageTranslation() {
  return useTranslation(PROGRAMS_MANAGE_NS);
}
