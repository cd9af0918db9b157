import {
  type TContent,
  type TContentDetails,
  type TContentInput,
  type TContentKind,
  ZContentInput,
} from '@ankur/shared/schemas/content';
import { fieldIssuesOf } from '../../../lib/api-errors';
import type { FileValue } from './file-field';

/** What the editor holds: the input of the contract, plus the attached files to show. */
export interface Draft {
  kind: TContentKind;
  title: string;
  summary: string;
  body_html: string;
  language: 'en' | 'hi';
  level: 'beginner' | 'intermediate' | 'advanced';
  topics: string[];
  hubs: string[];
  cover: FileValue | null;
  file: FileValue | null;
  details: TContentDetails;
}

export function emptyDetails(kind: TContentKind): TContentDetails {
  switch (kind) {
    case 'article':
      return { kind };
    case 'video':
      return { kind, source: 'youtube', url: null, file_id: null, duration_seconds: 0, transcript: '' };
    case 'podcast':
      return { kind, file_id: null, duration_seconds: 0, chapters: [], transcript: '' };
    case 'case_study':
      return { kind, organisation: '', context: '', challenge: '', approach: '', outcome: '' };
    case 'template':
      return { kind, file_id: null, preview: '' };
    default:
      return { kind, file_id: null, authors: '', publisher: '', year: null, isbn: null, pages: null };
  }
}

export function newDraft(kind: TContentKind, language: 'en' | 'hi'): Draft {
  return {
    kind,
    title: '',
    summary: '',
    body_html: '',
    language,
    level: 'beginner',
    topics: [],
    hubs: [],
    cover: null,
    file: null,
    details: emptyDetails(kind),
  };
}

export function draftOf(content: TContent): Draft {
  return {
    kind: content.kind,
    title: content.title,
    summary: content.summary,
    body_html: content.body_html,
    language: content.language,
    level: content.level,
    topics: content.topics,
    hubs: content.hubs,
    cover:
      content.cover_file_id && content.cover_url
        ? {
            upload_id: content.cover_file_id,
            file_name: content.cover_url.split('/').pop() ?? '',
            url: content.cover_url,
            content_type: 'image/*',
          }
        : null,
    file: content.file,
    details: content.details,
  };
}

/** The body of POST /api/content/items from a draft. */
export function inputOf(draft: Draft): TContentInput {
  return {
    kind: draft.kind,
    title: draft.title,
    summary: draft.summary,
    body_html: draft.body_html,
    language: draft.language,
    level: draft.level,
    topics: draft.topics,
    hubs: draft.hubs as TContentInput['hubs'],
    cover_file_id: draft.cover?.upload_id ?? null,
    details: draft.details,
  };
}

/** Field errors by path ('title', 'details.url', 'topics'), from the contract before sending. */
export function localErrors(draft: Draft, word: (issue: LocalIssue) => string): Record<string, string> {
  const result = ZContentInput.safeParse(inputOf(draft));
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const [first, second] = issue.path.map(String);
    const key = first === 'details' && second ? `details.${second}` : (first ?? '');
    const limit = 'minimum' in issue ? Number(issue.minimum) : 'maximum' in issue ? Number(issue.maximum) : undefined;
    errors[key] ??= word({ code: issue.code, limit });
  }
  return errors;
}

export interface LocalIssue {
  code: string;
  limit?: number;
}

/** Field errors by path from the API's 400 answer (its details name body.<field>). */
export function serverErrors(error: unknown): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of fieldIssuesOf(error, 400)) {
    const parts = issue.path.replace(/^body\.?/, '').split(/[.[]/);
    const key = parts[0] === 'details' && parts[1] ? `details.${parts[1]}` : (parts[0] ?? '');
    errors[key] ??= issue.message;
  }
  return errors;
}
