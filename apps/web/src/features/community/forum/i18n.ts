import { registerMessages, useTranslation } from '../../../lib/i18n';
import en from './locales/en';

export const COMMUNITY_FORUM_NS = 'communityForum';
// Hindi loads only once it is chosen (or is already on screen: then this module waits for it)
await registerMessages(COMMUNITY_FORUM_NS, { en, hi: () => import('./locales/hi') });

/** t() of the "communityForum" namespace, in the language on screen. */
export function useForumTranslation() {
  return useTranslation(COMMUNITY_FORUM_NS);
}
