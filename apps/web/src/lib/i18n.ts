import i18next, { type i18n as I18n } from 'i18next';
import { useEffect } from 'react';
import { initReactI18next, useTranslation } from 'react-i18next';
import en, { type IdentityMessages } from '../features/identity/locales/en';
import hi from '../features/identity/locales/hi';

/**
 * English and Hindi for the screens that use them (the identity screens for now). Imported by
 * those screens, not by main.tsx, so i18next stays out of the landing page's bundle.
 * Resources are bundled: initialisation is synchronous and nothing ever suspends.
 */

export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
/** The chosen language, kept across visits. */
export const LANGUAGE_STORAGE_KEY = 'ankur_lang';
/** Each language's own name, as the language switch shows it. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = { en: 'English', hi: 'हिन्दी' };
export const IDENTITY_NS = 'identity';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'identity';
    resources: { identity: IdentityMessages };
  }
}

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

/**
 * Keeps `<html lang>` in step with the language while a translated screen is shown, and gives
 * the page back its own language when the screen goes (the rest of the app is English for now).
 */
export function useDocumentLanguage(): void {
  const { i18n: instance } = useTranslation();
  const language = instance.resolvedLanguage ?? DEFAULT_LANGUAGE;
  useEffect(() => {
    const root = document.documentElement;
    const previous = root.getAttribute('lang');
    root.setAttribute('lang', language);
    return () => {
      if (previous === null) root.removeAttribute('lang');
      else root.setAttribute('lang', previous);
    };
  }, [language]);
}
