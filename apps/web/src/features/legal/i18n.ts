import { useTranslation } from 'react-i18next';
import { registerMessages } from '../../lib/i18n';
import en from './locales/en';
import hi from './locales/hi';

export const LEGAL_NS = 'legal';
registerMessages(LEGAL_NS, { en, hi });

/** t() of the "legal" namespace, in the language on screen. */
export function useLegalTranslation() {
  return useTranslation(LEGAL_NS);
}
