import { registerMessages, useTranslation } from '../../lib/i18n';
import en from './locales/en';

export const SEARCH_NS = 'search';
// Hindi loads only once it is chosen (or is already on screen: then this module waits for it)
await registerMessages(SEARCH_NS, { en, hi: () => import('./locales/hi') });

/** t() of the "search" namespace, in the language on screen. */
export function useSearchTranslation() {
  return useTranslation(SEARCH_NS);
}
