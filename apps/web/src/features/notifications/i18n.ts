import { registerMessages, useTranslation } from '../../lib/i18n';
import en from './locales/en';

export const NOTIFICATIONS_NS = 'notifications';
// Hindi loads only once it is chosen (or is already on screen: then this module waits for it)
await registerMessages(NOTIFICATIONS_NS, { en, hi: () => import('./locales/hi') });

/** t() of the "notifications" namespace, in the language on screen. */
export function useNotificationsTranslation() {
  return useTranslation(NOTIFICATIONS_NS);
}
