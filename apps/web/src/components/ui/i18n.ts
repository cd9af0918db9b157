import { registerMessages, useTranslation } from '../../lib/i18n';
import en from './locales/en';

export const UI_NS = 'ui';
// Hindi loads only once it is chosen (or is already on screen: then this module waits for it)
await registerMessages(UI_NS, { en, hi: () => import('./locales/hi') });

/** t() of the "ui" namespace, in the language on screen. */
export function useUiTranslation() {
  return useTranslation(UI_NS);
}
