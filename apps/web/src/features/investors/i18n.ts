import { registerMessages, useTranslation } from '../../lib/i18n';
import en from './locales/en';

export const INVESTORS_NS = 'investors';
// Hindi loads only once it is chosen (or is already on screen: then this module waits for it)
await registerMessages(INVESTORS_NS, { en, hi: () => import('./locales/hi') });

/** t() of the "investors" namespace, in the language on screen. */
export function useInvestorsTranslation() {
  return useTranslation(INVESTORS_NS);
}
