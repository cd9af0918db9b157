import type { Language } from '../../../lib/i18n';
import type { LegalDocument, LegalKind } from './types';

type DocumentModule = { default: LegalDocument };

/**
 * One dynamic import per document and language, so each becomes its own chunk: a reader of the
 * English page never downloads the Hindi text, and the route chunks stay small.
 */
const LOADERS: Readonly<Record<LegalKind, Readonly<Record<Language, () => Promise<DocumentModule>>>>> = {
  terms: {
    en: () => import('./terms.en'),
    hi: () => import('./terms.hi'),
  },
  privacy: {
    en: () => import('./privacy.en'),
    hi: () => import('./privacy.hi'),
  },
};

const loaded = new Map<string, LegalDocument>();

const cacheKey = (kind: LegalKind, language: Language) => `${kind}:${language}`;

/** The document if it was loaded before in this page view (switching back is then instant). */
export function cachedLegalDocument(kind: LegalKind, language: Language): LegalDocument | undefined {
  return loaded.get(cacheKey(kind, language));
}

/** Loads (once) the document of `kind` in `language`. */
export async function loadLegalDocument(kind: LegalKind, language: Language): Promise<LegalDocument> {
  const cached = cachedLegalDocument(kind, language);
  if (cached) return cached;
  const module = await LOADERS[kind][language]();
  loaded.set(cacheKey(kind, language), module.default);
  return module.default;
}
