import { registerMessages, useTranslation } from '../../../lib/i18n';
import en from './locales/en';

export const COMMUNITY_CIRCLES_NS = 'communityCircles';
// Hindi loads only once it is chosen (or is already on screen: then this module waits for it)
await registerMessages(COMMUNITY_CIRCLES_NS, { en, hi: () => import('./locales/hi') });

/** t() of the "communityCircles" namespace, in the language on screen. */
export function useCirclesTranslation() {
  return useTranslation(COMMUNITY_CIRCLES_NS);
}
