import { registerMessages, useTranslation } from '../../lib/i18n';
import en from './locales/en';

export const PRAJNA_NS = 'prajna';
// Hindi loads only once it is chosen (or is already on screen: then this module waits for it)
await registerMessages(PRAJNA_NS, { en, hi: () => import('./locales/hi') });

/** t() of the "prajna" namespace, in the language on screen. */
export function usePrajnaTranslation() {
  return useTranslation(PRAJNA_NS);
}
