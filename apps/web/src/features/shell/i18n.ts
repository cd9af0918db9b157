import { useTranslation } from 'react-i18next';
import { registerMessages } from '../../lib/i18n';
import en from './locales/en';
import hi from './locales/hi';

export const SHELL_NS = 'shell';
registerMessages(SHELL_NS, { en, hi });

/** t() of the "shell" namespace, in the language on screen. */
export function useShellTranslation() {
  return useTranslation(SHELL_NS);
}
