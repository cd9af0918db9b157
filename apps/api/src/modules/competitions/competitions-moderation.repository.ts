import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { reindexCompetition } from './competitions-search.repository.ts';

/**
 * A competition as a community moderator sees it after a report (issue 23; modules/community
 * registers the target): any competition past its draft can be reported.
 */
export async function competitionForModeration(
  tx: Db,
  competitionId: number,
): Promise<{ title: string; summary: string; organiser_id: number; hidden: boolean } | undefined> {
  const r = (await tx.execute(
    sql`select c.title, c.summary, c.organiser_id, c.hidden_at is not null as hidden from competitions c
      where c.competition_id = ${competitionId} and c.deleted_at is null and c.status <> 'draft'`,
  )) as unknown as { rows: { title: string; summary: string; organiser_id: number; hidden: boolean }[] };
  return r.rows[0];
}

/** A moderator hides (or restores) a competition: out of (back into) the finder, its page and the search. */
export async function setCompetitionHidden(tx: Db, competitionId: number, hidden: boolean, at: string): Promise<void> {
  await tx.execute(
    sql`update competitions set hidden_at = ${hidden ? at : null} where competition_id = ${competitionId}`,
  );
  await reindexCompetition(tx, competitionId);
}
