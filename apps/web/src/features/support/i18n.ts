import { registerMessages, useTranslation } from '../../lib/i18n';
import en from './locales/en';

export const SUPPORT_NS = 'support';
// Hindi loads only once it is chosen (or is already on screen: then this module waits for it)
await registerMessages(SUPPORT_NS, { en, hi: () => import('./locales/hi') });

/** t() of the "support" namespace, in the language on screen. */
export function useSupportTranslation() {
  return useTranslation(SUPPORT_NS);
}
