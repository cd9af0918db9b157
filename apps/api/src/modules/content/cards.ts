import {
  READING_WPM,
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
  cover_url: r.cover_public_id && r.cover_file_name ? uploadUrl(r.cover_public_id, r.cover_file_name) : null,
  minutes: r.minutes,
  author: { user_id: r.author_id, name: r.author_name, photo_url: personPhoto(r.author_id, r.author_photo_key) },
  featured: r.featured,
  save_count: r.save_count,
  view_count: r.view_count,
  published_at: isoOrNull(r.published_at),
  updated_at: iso(r.updated_at),
  saved: Boolean(r.saved),
});

const words = (text: string) => (text.trim() ? text.trim().split(/\s+/).length : 0);
const readingMinutes = (text: string) => {
  const n = words(text);
  return n ? Math.max(1, Math.round(n / READING_WPM)) : 0;
};

/** A piece's minutes: reading (article, case study) at READING_WPM, listening or watching, or ≈2 a page. */
export function minutesOf(details: TContentDetails, bodyText: string): number {
  switch (details.kind) {
    case 'article':
      return readingMinutes(bodyText);
    case 'case_study':
      return readingMinutes(
        [bodyText, details.context, details.challenge, details.approach, details.outcome].join(' '),
      );
    case 'video':
    case 'podcast':
      return Math.ceil(details.duration_seconds / 60);
    case 'report':
    case 'book':
      return details.pages ? details.pages * 2 : 0;
    case 'template':
      return 0;
  }
}
