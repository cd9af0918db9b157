import { registerMessages, useTranslation } from '../../lib/i18n';
import en from './locales/en';

export const MESSAGES_NS = 'messages';
// Hindi loads only once it is chosen (or is already on screen: then this module waits for it)
await registerMessages(MESSAGES_NS, { en, hi: () => import('./locales/hi') });

/** t() of the "messages" namespace, in the language on screen. */
export function useMessagesTranslation() {
  return useTranslation(MESSAGES_NS);
}
