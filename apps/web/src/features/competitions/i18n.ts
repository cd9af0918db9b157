import { registerMessages, useTranslation } from '../../lib/i18n';
import en from './locales/en';

export const COMPETITIONS_NS = 'competitions';
// Hindi loads only once it is chosen (or is already on screen: then this module waits for it)
await registerMessages(COMPETITIONS_NS, { en, hi: () => import('./locales/hi') });

/** t() of the "competitions" namespace, in the language on screen. */
export function useCompetitionsTranslation() {
  return useTranslation(COMPETITIONS_NS);
}
