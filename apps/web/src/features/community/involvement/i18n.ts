import { registerMessages, useTranslation } from '../../../lib/i18n';
import en from './locales/en';

export const COMMUNITY_INVOLVEMENT_NS = 'communityInvolvement';
// Hindi loads only once it is chosen (or is already on screen: then this module waits for it)
await registerMessages(COMMUNITY_INVOLVEMENT_NS, { en, hi: () => import('./locales/hi') });

/** t() of the "communityInvolvement" namespace, in the language on screen. */
export function useInvolvementTranslation() {
  return useTranslation(COMMUNITY_INVOLVEMENT_NS);
}
