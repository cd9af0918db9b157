import { useTranslation } from 'react-i18next';
import { registerMessages } from '../../lib/i18n';
import en from './locales/en';
import hi from './locales/hi';

export const UI_NS = 'ui';
registerMessages(UI_NS, { en, hi });

/** t() of the "ui" namespace, in the language on screen. */
export function useUiTranslation() {
  return useTranslation(UI_NS);
}
