import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { rowsOf, type SearchDoc, type SearchSource, type SourceSlice, sliceSql, sourceOf } from '../../search/index.ts';

/** Forum threads in the one search (issue 22): members find them; deleted or hidden ones are not found. */
interface Row {
  thread_id: number;
  title: string;
  body_text: string;
  tags: string[];
  category: string;
  category_slug: string;
  author: string;
  votes: number;
  replies: number;
  answered: boolean;
}

async function read(tx: Db, slice: SourceSlice): Promise<SearchDoc[]> {
  const { where, tail } = sliceSql(sql`t.thread_id`, slice);
  const r = await tx.execute(sql`select t.thread_id, t.title, t.body_text, t.tags, c.name as category,
      c.slug as category_slug, t.vote_count as votes, t.reply_count as replies,
      t.accepted_reply_id is not null as answered,
      coalesce(nullif(trim(concat_ws(' ', u.first_name, u.last_name)), ''), u.username) as author
    from forum_threads t join forum_categories c on c.category_id = t.category_id
    join users u on u.user_id = t.author_id
    where ${where} and t.deleted_at is null and t.hidden_at is null
    ${tail}`);
  return rowsOf<Row>(r).map((t) => ({
    kind: 'thread',
    ref_id: t.thread_id,
    title: t.title,
    subtitle: `${t.category} · ${t.author}`,
    body: `${t.body_text}\n${(t.tags ?? []).join(' ')}`,
    url: `/community/forum?thread=${t.thread_id}`,
    language: /[\u0900-\u097F]/.test(t.title + t.body_text) ? 'hi' : 'en',
    audience: 'members',
    meta: { category: t.category_slug, replies: t.replies, votes: t.votes, answered: t.answered, tags: t.tags ?? [] },
    boost: Math.min(1, (t.votes + t.replies) / 40),
  }));
}

export const threadsSearchSource: SearchSource = { kind: 'thread', version: 1, ...sourceOf(read) };
