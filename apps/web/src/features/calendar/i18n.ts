import { registerMessages, useTranslation } from '../../lib/i18n';
import en from './locales/en';

export const CALENDAR_NS = 'calendar';
// Hindi loads only once it is chosen (or is already on screen: then this module waits for it)
await registerMessages(CALENDAR_NS, { en, hi: () => import('./locales/hi') });

/** t() of the "calendar" namespace, in the language on screen. */
export function useCalendarTranslation() {
  return useTranslation(CALENDAR_NS);
}
