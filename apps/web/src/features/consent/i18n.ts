import { useTranslation } from 'react-i18next';
import { registerMessages } from '../../lib/i18n';
import en from './locales/en';
import hi from './locales/hi';

export const CONSENT_NS = 'consent';
registerMessages(CONSENT_NS, { en, hi });

/** t() of the "consent" namespace, in the language on screen. */
export function useConsentTranslation() {
  return useTranslation(CONSENT_NS);
}
