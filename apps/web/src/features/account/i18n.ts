import { registerMessages, useTranslation } from '../../lib/i18n';
import en from './locales/en';

export const ACCOUNT_NS = 'account';
// Hindi loads only once it is chosen (or is already on screen: then this module waits for it)
await registerMessages(ACCOUNT_NS, { en, hi: () => import('./locales/hi') });

/** t() of the "account" namespace, in the language on screen. */
export function useAccountTranslation() {
  return useTranslation(ACCOUNT_NS);
}
