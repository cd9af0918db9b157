import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { syncEventSearch } from './events-search.repository.ts';

/**
 * An event as a community moderator sees it after a report (issue 23; modules/community registers
 * the target): published, postponed, completed and cancelled pages can be reported, not drafts.
 */
export async function eventForModeration(
  tx: Db,
  eventId: number,
): Promise<{ title: string; summary: string; organiser_id: number; hidden: boolean } | undefined> {
  const r = (await tx.execute(
    sql`select e.title, e.summary, e.organiser_id, e.hidden_at is not null as hidden from events e
      where e.event_id = ${eventId} and e.deleted_at is null and e.status <> 'draft'`,
  )) as unknown as { rows: { title: string; summary: string; organiser_id: number; hidden: boolean }[] };
  return r.rows[0];
}

/** A moderator hides (or restores) an event: out of (back into) the finder, its page and the search. */
export async function setEventHidden(tx: Db, eventId: number, hidden: boolean, at: string): Promise<void> {
  await tx.execute(sql`update events set hidden_at = ${hidden ? at : null} where event_id = ${eventId}`);
  await syncEventSearch(tx, [eventId]);
}
