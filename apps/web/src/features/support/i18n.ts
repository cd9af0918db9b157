import { useTranslation } from 'react-i18next';
import { registerMessages } from '../../lib/i18n';
import en from './locales/en';
import hi from './locales/hi';

export const SUPPORT_NS = 'support';
registerMessages(SUPPORT_NS, { en, hi });

/** t() of the "support" namespace, in the language on screen. */
export function useSupportTranslation() {
  return useTranslation(SUPPORT_NS);
}
