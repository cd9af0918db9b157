import i18next, { type i18n as I18n } from 'i18next';
import { useEffect } from 'react';
import { initReactI18next, useTranslation } from 'react-i18next';
import en from '../features/identity/locales/en';
import hi from '../features/identity/locales/hi';

/**
 * English and Hindi for the whole shell (i18next + react-i18next). Every feature owns a namespace:
 * `features/<x>/locales/en.ts` (the source of truth; its type is the namespace's message type) and
 * `hi.ts` typed with it, so a key missing in Hindi is a type error. `features/<x>/i18n.ts` calls
 * `registerMessages()` when it loads and exports the hook its components use; the namespaces'
 * types are listed once in app/i18n-resources.ts. Resources are bundled: initialisation is
 * synchronous and nothing ever suspends.
 */

export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
/** The chosen language, kept across visits. */
export const LANGUAGE_STORAGE_KEY = 'ankur_lang';
/** Each language's own name, as the language switch shows it. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = { en: 'English', hi: 'हिन्दी' };
export const IDENTITY_NS = 'identity';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The stored choice; otherwise Hindi for a browser that prefers it; otherwise English. */
export function initialLanguage(): Language {
  try {
    const stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    if (isLanguage(stored)) return stored;
  } catch {
    // storage unavailable (private mode): fall through to the browser's preference
  }
  const preferred = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  return preferred.some((tag) => tag?.toLowerCase().startsWith('hi')) ? 'hi' : DEFAULT_LANGUAGE;
}

export const i18n: I18n = i18next.createInstance();

/** The messages of one namespace in both languages. */
export interface MessageBundles<M extends object> {
  en: M;
  hi: M;
}

/** Adds a namespace's messages (idempotent: a namespace registered twice keeps its first bundles). */
export function registerMessages<M extends object>(namespace: string, bundles: MessageBundles<M>): void {
  for (const language of LANGUAGES) {
    if (!i18n.hasResourceBundle(language, namespace)) {
      i18n.addResourceBundle(language, namespace, bundles[language]);
    }
  }
}

void i18n.use(initReactI18next).init({
  resources: { en: { [IDENTITY_NS]: en }, hi: { [IDENTITY_NS]: hi } },
  lng: initialLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  ns: [IDENTITY_NS],
  defaultNS: IDENTITY_NS,
  // React escapes what it renders
  interpolation: { escapeValue: false },
  initAsync: false,
  react: { useSuspense: false },
});

/**
 * The font stack for Hindi text: the bundled Devanagari face ahead of the system fonts, which
 * otherwise win on systems that have no Devanagari font of their own and draw empty boxes.
 */
export const DEVANAGARI_FONT_STYLE = { fontFamily: 'Inter, "Noto Sans Devanagari", var(--font-sans)' } as const;

/** The inline style a block of text in `language` needs (none for English). */
export function languageFontStyle(language: string | undefined): typeof DEVANAGARI_FONT_STYLE | undefined {
  return language === 'hi' ? DEVANAGARI_FONT_STYLE : undefined;
}

export function currentLanguage(): Language {
  return isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE;
}

/** Switches the language and remembers the choice. */
export async function setLanguage(language: Language): Promise<void> {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // the switch still works for this visit
  }
  await i18n.changeLanguage(language);
}

/** The language now shown; components re-render when it changes. */
export function useLanguage(): Language {
  const { i18n: instance } = useTranslation();
  return isLanguage(instance.resolvedLanguage) ? instance.resolvedLanguage : DEFAULT_LANGUAGE;
}

/** The Intl locale numbers are written in: Indian digit grouping (1,23,456) in both languages. */
export function numberLocale(language: Language): string {
  return language === 'hi' ? 'hi-IN' : 'en-IN';
}

/** A number in Indian grouping, such as 1,23,456. */
export function formatNumber(value: number, language: Language = currentLanguage()): string {
  return new Intl.NumberFormat(numberLocale(language)).format(value);
}

/** formatNumber for the language on screen. */
export function useFormatNumber(): (value: number) => string {
  const language = useLanguage();
  return (value) => formatNumber(value, language);
}

/** Keeps `<html lang>` in step with the language (mounted once, by the root route). */
export function useDocumentLanguage(): void {
  const language = useLanguage();
  useEffect(() => {
    document.documentElement.setAttribute('lang', language);
  }, [language]);
}
