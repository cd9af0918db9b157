import { registerMessages, useTranslation } from '../../../lib/i18n';
import en from './locales/en';

export const COMMUNITY_NETWORK_NS = 'communityNetwork';
// Hindi loads only once it is chosen (or is already on screen: then this module waits for it)
await registerMessages(COMMUNITY_NETWORK_NS, { en, hi: () => import('./locales/hi') });

/** t() of the "communityNetwork" namespace, in the language on screen. */
export function useNetworkTranslation() {
  return useTranslation(COMMUNITY_NETWORK_NS);
}
