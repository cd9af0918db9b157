import {
  contentMinutes,
  type TContentCard,
  type TContentDetails,
  type TContentKind,
  type TContentLanguage,
  type TContentLevel,
  type TContentStatus,
} from '@ankur/shared/schemas/content';
import { uploadUrl } from '../uploads/index.ts';
import type { CardRow } from './content.repository.ts';

/** Pure shaping of the library's rows: cards, people, dates and a piece's minutes. */

export const iso = (v: string | Date) => new Date(v).toISOString();
export const isoOrNull = (v: string | Date | null | undefined) => (v === null || v === undefined ? null : iso(v));

/** Where a person's processed photo is read (profiles' route; the version busts a cached copy). */
export const personPhoto = (userId: number, key: string | null) =>
  key ? `/api/profiles/${userId}/photo?v=${key.slice(0, 8)}` : null;

/**
 * A cover's address: a published piece's through the public cover route (the explorer is public;
 * the version busts a cached copy), a draft's as its upload (its author and editors are signed in).
 */
export const coverUrl = (r: Pick<CardRow, 'content_id' | 'status' | 'cover_public_id' | 'cover_file_name'>) =>
  !r.cover_public_id || !r.cover_file_name
    ? null
    : r.status === 'published'
      ? `/api/content/items/${r.content_id}/cover?v=${r.cover_public_id.slice(0, 8)}`
      : uploadUrl(r.cover_public_id, r.cover_file_name);

export const toCard = (r: CardRow): TContentCard => ({
  content_id: r.content_id,
  kind: r.kind as TContentKind,
  title: r.title,
  summary: r.summary,
  language: r.language as TContentLanguage,
  level: r.level as TContentLevel,
  topics: r.topics ?? [],
  hubs: r.hubs ?? [],
  status: r.status as TContentStatus,
  cover_url: coverUrl(r),
  minutes: r.minutes,
  author: { user_id: r.author_id, name: r.author_name, photo_url: personPhoto(r.author_id, r.author_photo_key) },
  featured: r.featured,
  save_count: r.save_count,
  view_count: r.view_count,
  published_at: isoOrNull(r.published_at),
  updated_at: iso(r.updated_at),
  saved: Boolean(r.saved),
});

const wordCount = (text: string) => (text.trim() ? text.trim().split(/\s+/).length : 0);

/** A piece's minutes (contentMinutes): a case study reads its parts as well as its text. */
export function minutesOf(details: TContentDetails, bodyText: string): number {
  const text =
    details.kind === 'case_study'
      ? [bodyText, details.context, details.challenge, details.approach, details.outcome].join(' ')
      : bodyText;
  return contentMinutes(details, wordCount(text));
}
