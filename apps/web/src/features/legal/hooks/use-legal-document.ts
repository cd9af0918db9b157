import { useEffect, useState } from 'react';
import { type Language, useLanguage } from '../../../lib/i18n';
import { cachedLegalDocument, loadLegalDocument } from '../content/load';
import type { LegalDocument, LegalKind } from '../content/types';

export type LegalDocumentState =
  | { status: 'loading' }
  | { status: 'ready'; document: LegalDocument }
  | { status: 'error'; retry: () => void };

interface Outcome {
  key: string;
  document?: LegalDocument;
  failed?: boolean;
}

const keyOf = (kind: LegalKind, language: Language) => `${kind}:${language}`;

/** Loads a document into `report`; the returned function stops a late answer from being reported. */
function fetchInto(kind: LegalKind, language: Language, report: (outcome: Outcome) => void): () => void {
  let current = true;
  const key = keyOf(kind, language);
  loadLegalDocument(kind, language).then(
    (document) => current && report({ key, document }),
    () => current && report({ key, failed: true }),
  );
  return () => {
    current = false;
  };
}

/**
 * The document of `kind` in the language on screen. Each language is fetched only when it is
 * chosen; while it arrives the state is "loading" (never the other language's text).
 */
export function useLegalDocument(kind: LegalKind): LegalDocumentState {
  const language = useLanguage();
  const cached = cachedLegalDocument(kind, language);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  useEffect(() => {
    if (cachedLegalDocument(kind, language)) return;
    return fetchInto(kind, language, setOutcome);
  }, [kind, language]);

  if (cached) return { status: 'ready', document: cached };
  const key = keyOf(kind, language);
  if (outcome?.key === key && outcome.document) return { status: 'ready', document: outcome.document };
  if (outcome?.key === key && outcome.failed) {
    const retry = () => {
      setOutcome(null);
      fetchInto(kind, language, setOutcome);
    };
    return { status: 'error', retry };
  }
  return { status: 'loading' };
}
