import { registerMessages, useTranslation } from '../../lib/i18n';
import en from './locales/en';

export const CONTENT_NS = 'content';
// Hindi loads only once it is chosen (or is already on screen: then this module waits for it)
await registerMessages(CONTENT_NS, { en, hi: () => import('./locales/hi') });

/** t() of the "content" namespace, in the language on screen. */
export function useContentTranslation() {
  return useTranslation(CONTENT_NS);
}
