import { useCallback } from 'react';
import { ApiError } from './api-client';
import { registerMessages, useTranslation } from './i18n';
import en from './locales/en';

/**
 * What a failed API call means to the reader, said once for every feature: the error's text
 * (network, server, or the API's own message) and the fields a 400/409 names in its details.
 * The words live in the "common" namespace; a feature whose wording truly differs overrides a key.
 */

export const COMMON_NS = 'common';
// Hindi loads only once it is chosen (or is already on screen: then this module waits for it)
await registerMessages(COMMON_NS, { en, hi: () => import('./locales/hi') });

/** t() of the "common" namespace, in the language on screen. */
export function useCommonTranslation() {
  return useTranslation(COMMON_NS);
}

export interface ErrorWords {
  /** no answer at all (offline, DNS, CORS) */
  network: string;
  /** a 5xx: the API's message is not for the reader */
  server: string;
}

/** The reader's text for a failed call: the API's own message for a 4xx, `words` otherwise. */
export function errorText(error: unknown, words: ErrorWords): string {
  if (error instanceof ApiError) return error.status >= 500 ? words.server : error.message;
  return words.network;
}

/** errorText() in the common words of the language on screen, or the caller's where given. */
export function useErrorText(overrides: Partial<ErrorWords> = {}): (error: unknown) => string {
  const { t } = useCommonTranslation();
  const network = overrides.network ?? t('errors.network');
  const server = overrides.server ?? t('errors.server');
  return useCallback((error: unknown) => errorText(error, { network, server }), [network, server]);
}

/** One entry of an API error's details: `{ path: 'body.items[0].name', message }`. */
export interface FieldIssue {
  /** the zod issue path as the API wrote it */
  path: string;
  /** the request field it names ('items' for the path above) */
  field: string;
  message: string;
}

/** The request field a detail's path names: its first segment below body, querystring or params. */
export function fieldOfPath(path: string): string {
  return path.replace(/^(?:body|querystring|params|headers)(?:\.|(?=\[)|$)/, '').split(/[.[]/)[0] ?? '';
}

/** The field issues of an API error (optionally only of one status), in the order the API gave them. */
export function fieldIssuesOf(error: unknown, status?: number): FieldIssue[] {
  if (!(error instanceof ApiError) || !Array.isArray(error.details)) return [];
  if (status !== undefined && error.status !== status) return [];
  const issues: FieldIssue[] = [];
  for (const detail of error.details as unknown[]) {
    if (typeof detail !== 'object' || detail === null) continue;
    const { path, message } = detail as { path?: unknown; message?: unknown };
    if (typeof path !== 'string' || typeof message !== 'string') continue;
    issues.push({ path, field: fieldOfPath(path), message });
  }
  return issues;
}

/**
 * The first issue of each of `fields` an API error names, worded by `word` (the API's message by
 * default). Other fields are left out (the caller shows the error's text instead).
 */
export function fieldErrorsOf<F extends string, T = string>(
  error: unknown,
  fields: readonly F[],
  options: { status?: number; word?: (issue: FieldIssue & { field: F }) => T } = {},
): Partial<Record<F, T>> {
  const errors: Partial<Record<F, T>> = {};
  for (const issue of fieldIssuesOf(error, options.status)) {
    const field = issue.field as F;
    if (!fields.includes(field) || errors[field] !== undefined) continue;
    errors[field] = options.word ? options.word({ ...issue, field }) : (issue.message as T);
  }
  return errors;
}
