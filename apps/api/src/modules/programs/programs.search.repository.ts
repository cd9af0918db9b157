import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf, type SearchDoc, type SearchSource, type SourceSlice, sliceSql, sourceOf } from '../search/index.ts';

/**
 * Programs in the one search (issue 22): published programs, found by members as the catalogue
 * shows them to learners; drafts, archives and deleted programs are not found.
 */
interface Row {
  program_id: number;
  program_name: string;
  description: string;
  category: string | null;
  language: string;
  start_date: string | null;
  end_date: string | null;
  self_paced: boolean;
}

async function read(tx: Db, slice: SourceSlice): Promise<SearchDoc[]> {
  const { where, tail } = sliceSql(sql`p.program_id`, slice);
  const r = await tx.execute(sql`select p.program_id, p.program_name, p.program_category as category, p.language,
      p.start_date, p.end_date, p.self_paced,
      regexp_replace(coalesce(p.program_description, ''), '<[^>]*>', ' ', 'g') as description
    from programs p where ${where} and p.is_deleted = false and p.status = 'published'
    ${tail}`);
  return rowsOf<Row>(r).map((p) => ({
    kind: 'program',
    ref_id: p.program_id,
    title: p.program_name,
    subtitle: p.category ?? '',
    body: p.description.replace(/&nbsp;/g, ' ').replace(/\s+/g, ' '),
    url: `/programs/overview/${p.program_id}`,
    language: p.language,
    audience: 'members',
    meta: { category: p.category, start_date: p.start_date, end_date: p.end_date, self_paced: p.self_paced },
  }));
}

export const programsSearchSource: SearchSource = { kind: 'program', version: 1, ...sourceOf(read) };
