import { registerMessages, useTranslation } from '../../lib/i18n';
import en from './locales/en';

export const SHELL_NS = 'shell';
// Hindi loads only once it is chosen (or is already on screen: then this module waits for it)
await registerMessages(SHELL_NS, { en, hi: () => import('./locales/hi') });

/** t() of the "shell" namespace, in the language on screen. */
export function useShellTranslation() {
  return useTranslation(SHELL_NS);
}
