import { registerMessages, useTranslation } from '../../lib/i18n';
import en from './locales/en';

export const CONSENT_NS = 'consent';
// Hindi loads only once it is chosen (or is already on screen: then this module waits for it)
await registerMessages(CONSENT_NS, { en, hi: () => import('./locales/hi') });

/** t() of the "consent" namespace, in the language on screen. */
export function useConsentTranslation() {
  return useTranslation(CONSENT_NS);
}
