import { registerMessages, useTranslation } from '../../../lib/i18n';
import en from './locales/en';

export const COMMUNITY_FEED_NS = 'communityFeed';
// Hindi loads only once it is chosen (or is already on screen: then this module waits for it)
await registerMessages(COMMUNITY_FEED_NS, { en, hi: () => import('./locales/hi') });

/** t() of the "communityFeed" namespace, in the language on screen. */
export function useFeedTranslation() {
  return useTranslation(COMMUNITY_FEED_NS);
}
