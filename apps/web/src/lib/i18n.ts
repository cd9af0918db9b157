import {
  cloneElement,
  createElement,
  Fragment,
  type ReactElement,
  type ReactNode,
  useEffect,
  useMemo,
  useSyncExternalStore,
} from 'react';
import { type Bundle, deepMerge, type MessageKey, type TFunction, type TOptions, translate } from './i18n-core';

export type { MessageKey, TFunction, TOptions } from './i18n-core';

/**
 * English and Hindi for the whole shell (engine: lib/i18n-core.ts, i18next's message format). Every feature owns a namespace:
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

/** The message types of the namespaces, filled in by app/i18n-resources.ts. */
// biome-ignore lint/suspicious/noEmptyInterface: declaration merging adds the namespaces
export interface Namespaces {}
export type Namespace = keyof Namespaces & string;

type Listener = () => void;
const listeners = new Set<Listener>();
/** Bumped on every change of language or messages: what useTranslation re-renders on. */
let version = 0;
function changed(): void {
  version += 1;
  for (const listener of listeners) listener();
}

const store: Record<Language, Record<string, Bundle>> = { en: {}, hi: {} };
let language: Language = initialLanguage();

/** The app's translation state (the parts of i18next's instance the app and its tests use). */
export const i18n = {
  get language(): Language {
    return language;
  },
  get resolvedLanguage(): Language {
    return language;
  },
  hasResourceBundle(lng: string, namespace: string): boolean {
    return isLanguage(lng) && store[lng][namespace] !== undefined;
  },
  /** Adds texts to a namespace: merged into what is there when `deep`, the new ones winning when `overwrite`. */
  addResourceBundle(lng: string, namespace: string, bundle: object, deep = false, overwrite = false): void {
    if (!isLanguage(lng)) return;
    const current = store[lng][namespace];
    store[lng][namespace] = current && deep ? deepMerge(current, bundle as Bundle, overwrite) : (bundle as Bundle);
    changed();
  },
  /** Switches the language once what it lacks has loaded, so nothing shows half translated. */
  async changeLanguage(lng: string): Promise<void> {
    const next = isLanguage(lng) ? lng : DEFAULT_LANGUAGE;
    await loadLanguage(next);
    // a screen that registered its texts while these loaded (a lazy screen opening as the
    // language stored in the person's settings is applied) has its Hindi loaded too
    while (next === 'hi' && hindiLoaders.size > 0) await loadLanguage(next);
    if (next === language) return;
    language = next;
    changed();
  },
  /** A text of `namespace` in the language on screen (English where it is missing). */
  t(namespace: string, key: string, options?: TOptions): unknown {
    const order: Language[] = language === DEFAULT_LANGUAGE ? [language] : [language, DEFAULT_LANGUAGE];
    return translate(
      order.map((lng) => ({ language: lng, bundle: store[lng][namespace] })),
      key,
      options,
    );
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** A namespace's Hindi messages, loaded only once Hindi is chosen. */
export type MessageLoader<M extends object> = () => Promise<{ default: M }>;

/** The messages of one namespace in both languages (Hindi directly, or loaded on demand). */
export interface MessageBundles<M extends object> {
  en: M;
  hi: M | MessageLoader<M>;
}

/** Hindi bundles registered but not loaded yet, by namespace. */
const hindiLoaders = new Map<string, () => Promise<void>>();

/** Loads every registered bundle `lng` still lacks (English is always present). */
export async function loadLanguage(lng: string): Promise<void> {
  if (lng !== 'hi') return;
  await Promise.all([...hindiLoaders.values()].map((load) => load()));
}

/**
 * Adds a namespace's messages (idempotent: a namespace registered twice keeps its first bundles).
 * A Hindi loader runs at once when Hindi is on screen, otherwise when Hindi is chosen; the promise
 * settles when the language on screen has its messages, so a module can `await` it before it renders.
 */
export function registerMessages<M extends object>(namespace: string, bundles: MessageBundles<M>): Promise<void> {
  if (!i18n.hasResourceBundle('en', namespace)) i18n.addResourceBundle('en', namespace, bundles.en);
  const { hi } = bundles;
  if (typeof hi !== 'function') {
    if (!i18n.hasResourceBundle('hi', namespace)) i18n.addResourceBundle('hi', namespace, hi);
    return Promise.resolve();
  }
  let loading = hindiLoaders.get(namespace);
  if (!loading) {
    let promise: Promise<void> | null = null;
    loading = () => {
      promise ??= hi().then((module) => {
        // merged: texts added to the namespace meanwhile (pages loaded on demand) stay
        i18n.addResourceBundle('hi', namespace, module.default, true, false);
        hindiLoaders.delete(namespace);
      });
      return promise;
    };
    hindiLoaders.set(namespace, loading);
  }
  return language === 'hi' ? loading() : Promise.resolve();
}

function subscribe(listener: Listener): () => void {
  return i18n.subscribe(listener);
}
const getVersion = () => version;

/** t() of `namespace` in the language on screen; the component re-renders when either changes. */
export function useTranslation<N extends Namespace>(namespace: N): { t: TFunction<Namespaces[N]>; i18n: typeof i18n } {
  const current = useSyncExternalStore(subscribe, getVersion, getVersion);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new t on every change of language or messages, so memoised children see it
  const t = useMemo(
    () => ((key: string, options?: TOptions) => i18n.t(namespace, key, options)) as TFunction<Namespaces[N]>,
    [namespace, current],
  );
  return { t, i18n };
}

const TAG = /<(\w+)>(.*?)<\/\1>/gs;

/**
 * A translated sentence with elements inside it: "<terms>Terms of Service</terms>" renders as the
 * element given for `terms`, with the tag's text as its children (i18next's <Trans> form).
 */
export function Trans<N extends Namespace>({
  ns,
  i18nKey,
  values,
  components,
}: {
  ns: N;
  i18nKey: MessageKey<Namespaces[N]>;
  values?: Record<string, unknown>;
  components: Record<string, ReactElement>;
}): ReactNode {
  useSyncExternalStore(subscribe, getVersion, getVersion);
  const text = String(i18n.t(ns, i18nKey, values));
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    const [whole, tag = '', inner = ''] = match;
    parts.push(text.slice(last, match.index));
    const element = components[tag];
    parts.push(element ? cloneElement(element, { key: `${tag}-${match.index}` }, inner) : inner);
    last = match.index + whole.length;
  }
  parts.push(text.slice(last));
  return createElement(Fragment, null, ...parts);
}

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
  return language;
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
  useSyncExternalStore(subscribe, getVersion, getVersion);
  return language;
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
