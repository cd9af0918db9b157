import { useTranslation } from 'react-i18next';
import { registerMessages } from '../../lib/i18n';
import en from './locales/en';
import hi from './locales/hi';

export const LANDING_NS = 'landing';
registerMessages(LANDING_NS, { en, hi });

/** t() of the "landing" namespace, in the language on screen. */
export function useLandingTranslation() {
  return useTranslation(LANDING_NS);
}
