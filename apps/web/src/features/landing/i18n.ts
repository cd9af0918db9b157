import { i18n, LANGUAGES, registerMessages, useTranslation } from '../../lib/i18n';
import en from './locales/en';

export const LANDING_NS = 'landing';
// Hindi loads only once it is chosen (or is already on screen: then this module waits for it)
await registerMessages(LANDING_NS, { en, hi: () => import('./locales/hi') });

/**
 * Adds the texts of a page that loads on demand (the audience and web section pages) to the
 * "landing" namespace, so the landing page's own chunk does not carry them. Deep-merged; keys
 * already present are kept. The screen module calls it when it loads, before it renders.
 */
export function registerLandingContent<M extends object>(bundles: { en: M; hi: M }): void {
  for (const language of LANGUAGES) {
    i18n.addResourceBundle(language, LANDING_NS, bundles[language], true, false);
  }
}

/** t() of the "landing" namespace, in the language on screen. */
export function useLandingTranslation() {
  return useTranslation(LANDING_NS);
}
