import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { indexDocuments, removeDocuments, type SearchDoc, type SearchSource } from '../search/index.ts';
import { rowsOf } from './competitions.repository.ts';

/**
 * Competitions in the one search index (issue 23): every competition past its draft (open,
 * judging, results, cancelled) is a document for the tenant's members; a draft or a deleted one
 * has none. Written in the transaction that creates, edits or moves it.
 */

interface DocRow {
  competition_id: number;
  title: string;
  summary: string;
  description_text: string;
  status: string;
  topics: string[];
  hubs: string[];
  closes_at: string | Date;
  event_title: string | null;
  organiser_name: string;
  prizes: { title: string; reward: string }[];
}

const STATUS_WORDS: Record<string, string> = {
  open: 'Open for applications',
  judging: 'Judging',
  results_published: 'Results published',
  cancelled: 'Cancelled',
};

const docSelect = sql`
  select c.competition_id, c.title, c.summary, c.description_text, c.status, c.topics, c.hubs, c.closes_at, c.prizes,
    e.title as event_title,
    coalesce(nullif(trim(concat_ws(' ', u.first_name, u.last_name)), ''), u.username) as organiser_name
  from competitions c join users u on u.user_id = c.organiser_id
  left join events e on e.event_id = c.event_id and e.deleted_at is null
  where c.deleted_at is null and c.hidden_at is null and c.status <> 'draft'`;

const toDoc = (r: DocRow): SearchDoc => ({
  kind: 'competition',
  ref_id: r.competition_id,
  title: r.title,
  subtitle: [STATUS_WORDS[r.status] ?? r.status, r.event_title, r.organiser_name].filter(Boolean).join(' · '),
  body: [r.summary, r.description_text, r.topics.join(' '), r.prizes.map((p) => `${p.title} ${p.reward}`).join(' ')]
    .filter(Boolean)
    .join('\n'),
  url: `/competition/${r.competition_id}`,
  audience: 'members',
  meta: { status: r.status, closes_at: new Date(r.closes_at).toISOString(), hubs: r.hubs },
  boost: r.status === 'open' ? 0.3 : 0,
});

/** Writes the competition's document when it is past its draft; removes it otherwise. */
export async function reindexCompetition(tx: Db, competitionId: number): Promise<void> {
  const [row] = await rowsOf<DocRow>(tx, sql`${docSelect} and c.competition_id = ${competitionId}`);
  if (row) await indexDocuments(tx, [toDoc(row)]);
  else await removeDocuments(tx, 'competition', [competitionId]);
}

export const competitionsSearchSource: SearchSource = {
  kind: 'competition',
  load: async (tx, afterRefId, limit) =>
    (
      await rowsOf<DocRow>(
        tx,
        sql`${docSelect} and c.competition_id > ${afterRefId} order by c.competition_id limit ${limit}`,
      )
    ).map(toDoc),
};
