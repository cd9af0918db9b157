import { registerMessages, useTranslation } from '../../lib/i18n';
import en from './locales/en';

export const EVENTS_NS = 'events';
// Hindi loads only once it is chosen (or is already on screen: then this module waits for it)
await registerMessages(EVENTS_NS, { en, hi: () => import('./locales/hi') });

/** t() of the "events" namespace, in the language on screen. */
export function useEventsTranslation() {
  return useTranslation(EVENTS_NS);
}
