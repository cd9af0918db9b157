import { useTranslation } from 'react-i18next';
import { registerMessages } from '../../../lib/i18n';
import en from './locales/en';
import hi from './locales/hi';

export const HOME_NS = 'home';
registerMessages(HOME_NS, { en, hi });

/** t() of the "home" namespace (the signed-in home and the header's search). */
export function useHomeTranslation() {
  return useTranslation(HOME_NS);
}
