import { registerMessages, useTranslation } from '../../../lib/i18n';
import en from './locales/en';

export const HOME_NS = 'home';
// Hindi loads only once it is chosen (or is already on screen: then this module waits for it)
await registerMessages(HOME_NS, { en, hi: () => import('./locales/hi') });

/** t() of the "home" namespace (the signed-in home and the header's search). */
export function useHomeTranslation() {
  return useTranslation(HOME_NS);
}
