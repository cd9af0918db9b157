import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import {
  rowsOf,
  type SearchDoc,
  type SearchSource,
  type SourceSlice,
  sliceSql,
  sourceOf,
  titleOf,
} from '../../search/index.ts';

/**
 * Posts in the one search (issue 22): a post in the main community is found by members, a post in
 * a circle by that circle's members only; deleted or hidden posts (and posts of hidden circles) are
 * not found. A post has no title: its first words are one, its author the second line.
 */
interface Row {
  post_id: number;
  circle_id: number | null;
  circle_name: string | null;
  body_text: string;
  topics: string[];
  author_id: number;
  author: string;
  reactions: number;
  created_at: string;
}

async function read(tx: Db, slice: SourceSlice): Promise<SearchDoc[]> {
  const { where, tail } = sliceSql(sql`p.post_id`, slice);
  const r = await tx.execute(sql`select p.post_id, p.circle_id, c.name as circle_name, p.body_text, p.topics,
      p.author_id, coalesce(nullif(trim(concat_ws(' ', u.first_name, u.last_name)), ''), u.username) as author,
      p.reaction_count as reactions, p.created_at
    from posts p join users u on u.user_id = p.author_id
    left join circles c on c.circle_id = p.circle_id
    where ${where} and p.deleted_at is null and p.hidden_at is null and u.is_deleted = false
      and (p.circle_id is null or c.hidden_at is null) and length(trim(p.body_text)) > 0
    ${tail}`);
  return rowsOf<Row>(r).map((p) => ({
    kind: 'post',
    ref_id: p.post_id,
    title: titleOf(p.body_text),
    subtitle: p.circle_name ? `${p.author} · ${p.circle_name}` : p.author,
    body: `${p.body_text}\n${(p.topics ?? []).map((t) => `#${t}`).join(' ')}`,
    url: p.circle_id ? `/community-group/${p.circle_id}#post-${p.post_id}` : `/community?post=${p.post_id}`,
    language: /[\u0900-\u097F]/.test(p.body_text) ? 'hi' : 'en',
    audience: p.circle_id ? 'circle' : 'members',
    circle_id: p.circle_id,
    meta: { author_id: p.author_id, author: p.author, topics: p.topics ?? [], created_at: p.created_at },
    boost: Math.min(1, (p.reactions ?? 0) / 50),
  }));
}

export const postsSearchSource: SearchSource = { kind: 'post', version: 1, ...sourceOf(read) };
