import { registerMessages, useTranslation } from '../../lib/i18n';
import en from './locales/en';

export const ENGINE_NS = 'engine';
// Hindi loads only once it is chosen (or is already on screen: then this module waits for it)
await registerMessages(ENGINE_NS, { en, hi: () => import('./locales/hi') });

/** t() of the "engine" namespace, in the language on screen. */
export function useEngineTranslation() {
  return useTranslation(ENGINE_NS);
}
