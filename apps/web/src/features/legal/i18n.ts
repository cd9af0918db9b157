import { registerMessages, useTranslation } from '../../lib/i18n';
import en from './locales/en';

export const LEGAL_NS = 'legal';
// Hindi loads only once it is chosen (or is already on screen: then this module waits for it)
await registerMessages(LEGAL_NS, { en, hi: () => import('./locales/hi') });

/** t() of the "legal" namespace, in the language on screen. */
export function useLegalTranslation() {
  return useTranslation(LEGAL_NS);
}
