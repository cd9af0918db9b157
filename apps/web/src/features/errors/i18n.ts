import { registerMessages, useTranslation } from '../../lib/i18n';
import en from './locales/en';

export const ERRORS_NS = 'errors';
// Hindi loads only once it is chosen (or is already on screen: then this module waits for it)
await registerMessages(ERRORS_NS, { en, hi: () => import('./locales/hi') });

/** t() of the "errors" namespace, in the language on screen. */
export function useErrorsTranslation() {
  return useTranslation(ERRORS_NS);
}
