import { registerMessages, useTranslation } from '../../../lib/i18n';
import en from './locales/en';

export const COMMUNITY_MODERATION_NS = 'communityModeration';
// Hindi loads only once it is chosen (or is already on screen: then this module waits for it)
await registerMessages(COMMUNITY_MODERATION_NS, { en, hi: () => import('./locales/hi') });

/** t() of the "communityModeration" namespace, in the language on screen. */
export function useModerationTranslation() {
  return useTranslation(COMMUNITY_MODERATION_NS);
}
