import { useTranslation } from 'react-i18next';
import { registerMessages } from '../../lib/i18n';
import en from './locales/en';
import hi from './locales/hi';

export const ERRORS_NS = 'errors';
registerMessages(ERRORS_NS, { en, hi });

/** t() of the "errors" namespace, in the language on screen. */
export function useErrorsTranslation() {
  return useTranslation(ERRORS_NS);
}
