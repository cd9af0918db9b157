import { registerMessages, useTranslation } from '../../lib/i18n';
import en from './locales/en';

export const ANNOUNCEMENTS_NS = 'announcements';
// Hindi loads only once it is chosen (or is already on screen: then this module waits for it)
await registerMessages(ANNOUNCEMENTS_NS, { en, hi: () => import('./locales/hi') });

/** t() of the "announcements" namespace, in the language on screen. */
export function useAnnouncementsTranslation() {
  return useTranslation(ANNOUNCEMENTS_NS);
}
