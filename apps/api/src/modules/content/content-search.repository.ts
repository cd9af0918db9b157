import {
  CONTENT_KIND_SEGMENTS,
  contentPath,
  type TContentDetails,
  type TContentKind,
} from '@ankur/shared/schemas/content';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { indexDocuments, removeDocuments, type SearchDoc, type SearchSource } from '../search/index.ts';
import { rowsOf } from './content.repository.ts';

/**
 * The library in the one search index (issue 22): a published piece is a public document (title;
 * kind and author; summary, text, transcript and case-study parts), written in the same
 * transaction as the publish or edit, removed on archive or delete. The source pages through
 * published pieces for a (re)build (the demo seed writes rows, not documents).
 */

interface DocRow {
  content_id: number;
  kind: string;
  title: string;
  summary: string;
  body_text: string;
  language: string;
  details: TContentDetails;
  minutes: number;
  save_count: number;
  view_count: number;
  author_name: string;
  cover_public_id: string | null;
  cover_file_name: string | null;
}

const docSelect = sql`
  select c.content_id, c.kind, c.title, c.summary, c.body_text, c.language, c.details, c.minutes, c.save_count, c.view_count,
    coalesce(nullif(trim(concat_ws(' ', u.first_name, u.last_name)), ''), u.username) as author_name,
    cu.public_id::text as cover_public_id, cu.file_name as cover_file_name
  from content_items c join users u on u.user_id = c.author_id
  left join uploads cu on cu.upload_id = c.cover_upload_id
  where c.deleted_at is null and c.status = 'published' and c.hidden_at is null`;

function detailText(d: TContentDetails): string {
  switch (d.kind) {
    case 'video':
    case 'podcast':
      return [d.transcript, ...(d.kind === 'podcast' ? d.chapters.map((c) => c.title) : [])].join(' ');
    case 'case_study':
      return [d.organisation, d.context, d.challenge, d.approach, d.outcome].join(' ');
    case 'template':
      return d.preview;
    case 'report':
    case 'book':
      return [d.authors, d.publisher, d.isbn ?? ''].join(' ');
    default:
      return '';
  }
}

const toDoc = (r: DocRow): SearchDoc => {
  const kind = r.kind as TContentKind;
  return {
    kind: 'content',
    ref_id: r.content_id,
    title: r.title,
    subtitle: `${CONTENT_KIND_SEGMENTS[kind].replace('-', ' ')} · ${r.author_name}`,
    body: [r.summary, r.body_text, detailText(r.details)].filter(Boolean).join('\n'),
    url: contentPath(kind, r.content_id),
    language: r.language,
    audience: 'public',
    image_url: r.cover_public_id ? `/api/content/items/${r.content_id}/cover?v=${r.cover_public_id.slice(0, 8)}` : null,
    meta: { kind, minutes: r.minutes },
    boost: Math.min(1, (r.save_count * 3 + r.view_count) / 100),
  };
};

/** Writes the piece's document when it is published; removes it otherwise. */
export async function reindexItem(tx: Db, contentId: number): Promise<void> {
  const [row] = await rowsOf<DocRow>(tx, sql`${docSelect} and c.content_id = ${contentId}`);
  if (row) await indexDocuments(tx, [toDoc(row)]);
  else await removeDocuments(tx, 'content', [contentId]);
}

export const contentSearchSource: SearchSource = {
  kind: 'content',
  load: async (tx, afterRefId, limit) =>
    (
      await rowsOf<DocRow>(tx, sql`${docSelect} and c.content_id > ${afterRefId} order by c.content_id limit ${limit}`)
    ).map(toDoc),
};

/** A published piece as a community moderator sees it after a report (issue 22), or undefined. */
export async function contentForModeration(
  tx: Db,
  contentId: number,
): Promise<
  { kind: TContentDetails['kind']; title: string; summary: string; author_id: number; hidden: boolean } | undefined
> {
  const [row] = await rowsOf<{
    kind: TContentDetails['kind'];
    title: string;
    summary: string;
    author_id: number;
    hidden: boolean;
  }>(
    tx,
    sql`select c.kind, c.title, c.summary, c.author_id, c.hidden_at is not null as hidden from content_items c
      where c.content_id = ${contentId} and c.deleted_at is null and c.status = 'published'`,
  );
  return row;
}

/** A moderator hides (or restores) a piece: out of (back into) lists, search and reading. */
export async function setContentHidden(tx: Db, contentId: number, hidden: boolean, at: string): Promise<void> {
  await tx.execute(sql`update content_items set hidden_at = ${hidden ? at : null} where content_id = ${contentId}`);
  await reindexItem(tx, contentId);
}
