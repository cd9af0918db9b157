import { registerMessages, useTranslation } from '../../lib/i18n';
import en from './locales/en';

export const MEMBERSHIPS_NS = 'memberships';
// Hindi loads only once it is chosen (or is already on screen: then this module waits for it)
await registerMessages(MEMBERSHIPS_NS, { en, hi: () => import('./locales/hi') });

/** t() of the "memberships" namespace, in the language on screen. */
export function useMembershipsTranslation() {
  return useTranslation(MEMBERSHIPS_NS);
}
