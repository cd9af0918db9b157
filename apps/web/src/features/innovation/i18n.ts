import { registerMessages, useTranslation } from '../../lib/i18n';
import en from './locales/en';

export const INNOVATION_NS = 'innovation';
// Hindi loads only once it is chosen (or is already on screen: then this module waits for it)
await registerMessages(INNOVATION_NS, { en, hi: () => import('./locales/hi') });

/** t() of the "innovation" namespace, in the language on screen. */
export function useInnovationTranslation() {
  return useTranslation(INNOVATION_NS);
}
