import { registerMessages, useTranslation } from '../../lib/i18n';
import en from './locales/en';

export const PROFILES_NS = 'profiles';
// Hindi loads only once it is chosen (or is already on screen: then this module waits for it)
await registerMessages(PROFILES_NS, { en, hi: () => import('./locales/hi') });

/** t() of the "profiles" namespace, in the language on screen. */
export function useProfilesTranslation() {
  return useTranslation(PROFILES_NS);
}
