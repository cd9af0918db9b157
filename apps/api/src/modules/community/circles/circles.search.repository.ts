import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { preparedRows } from '../../../db/prepared.ts';
import { rowsOf, type SearchDoc, type SearchSource, type SourceSlice, sliceSql, sourceOf } from '../../search/index.ts';

/**
 * Circles in the one search (issue 22): public and private circles are found by members (a private
 * one shows its card, joining asks); a hidden circle only by its own members; a circle hidden by
 * the moderators by nobody.
 */
interface Row {
  circle_id: number;
  name: string;
  description: string;
  visibility: string;
  topics: string[];
  member_count: number;
  archived: boolean;
}

async function read(tx: Db, slice: SourceSlice): Promise<SearchDoc[]> {
  const { where, tail } = sliceSql(sql`c.circle_id`, slice);
  const r = await tx.execute(sql`select c.circle_id, c.name, c.description, c.visibility, c.topics, c.member_count,
      c.archived_at is not null as archived
    from circles c where ${where} and c.hidden_at is null ${tail}`);
  return rowsOf<Row>(r).map((c) => ({
    kind: 'circle',
    ref_id: c.circle_id,
    title: c.name,
    subtitle: (c.topics ?? []).join(' · '),
    body: c.description,
    url: `/community-group/${c.circle_id}`,
    language: /[\u0900-\u097F]/.test(c.name + c.description) ? 'hi' : 'en',
    audience: c.visibility === 'hidden' ? 'circle' : 'members',
    circle_id: c.circle_id,
    meta: { visibility: c.visibility, members: c.member_count, archived: c.archived },
    boost: Math.min(1, c.member_count / 100),
  }));
}

export const circlesSearchSource: SearchSource = { kind: 'circle', version: 1, ...sourceOf(read) };

/** The circles a person is an active member of (the search reads what lies in them). */
export async function memberCircleIds(tx: Db, userId: number): Promise<number[]> {
  // prepared (db/prepared.ts): every search and Prajna question runs it first
  const rows = await preparedRows<{ circle_id: number }>(
    tx,
    sql`select circle_id from circle_members where user_id = ${userId} and status = 'active' order by circle_id`,
  );
  return rows.map((row) => row.circle_id);
}
