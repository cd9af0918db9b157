import { registerMessages, useTranslation } from '../../lib/i18n';
import en from './locales/en';

export const READINESS_NS = 'readiness';
// Hindi loads only once it is chosen (or is already on screen: then this module waits for it)
await registerMessages(READINESS_NS, { en, hi: () => import('./locales/hi') });

/** t() of the "readiness" namespace, in the language on screen. */
export function useReadinessTranslation() {
  return useTranslation(READINESS_NS);
}
