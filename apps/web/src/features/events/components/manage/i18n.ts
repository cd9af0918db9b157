import { registerMessages, useTranslation } from '../../../../lib/i18n';
import en from './locales/en';

/**
 * The organiser's screens (the event editor and the dashboard) have their own namespace, beside
 * the events feature's: they load only with those two screens.
 */
export const EVENTS_MANAGE_NS = 'eventsManage';
// Hindi loads only once it is chosen (or is already on screen: then this module waits for it)
await registerMessages(EVENTS_MANAGE_NS, { en, hi: () => import('./locales/hi') });

/** t() of the "eventsManage" namespace, in the language on screen. */
export function useManageTranslation() {
  return useTranslation(EVENTS_MANAGE_NS);
}
