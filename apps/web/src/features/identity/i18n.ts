import { registerMessages, useTranslation } from '../../lib/i18n';
import en from './locales/en';

/** The identity screens' namespace (the app's default namespace, for <Trans> too). */
export const IDENTITY_NS = 'identity';
// Hindi loads only once it is chosen (or is already on screen: then this module waits for it)
await registerMessages(IDENTITY_NS, { en, hi: () => import('./locales/hi') });

/** t() of the "identity" namespace, in the language on screen. */
export function useIdentityTranslation() {
  return useTranslation(IDENTITY_NS);
}
