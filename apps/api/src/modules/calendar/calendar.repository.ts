import { and, asc, eq, gt, inArray, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { calendarEntries, calendarFeeds } from '../../db/schema/calendar.ts';
import { users } from '../../db/schema/identity.ts';
import { learningPlans, planItems, programEnrollments, programs, units } from '../../db/schema/programs.ts';

/**
 * The only code that touches the calendar tables (and reads program and plan dates for it).
 * Entry functions run inside the caller's withTenant() transaction, so row-level security keeps
 * them to the session's tenant; the user is always named explicitly. calendar_feeds is global.
 */

export type EntryRow = typeof calendarEntries.$inferSelect;
export type EntryValues = Pick<
  EntryRow,
  'title' | 'description' | 'location' | 'starts_at' | 'ends_at' | 'all_day' | 'reminder_minutes'
>;

/** Enrolments whose program's dates the calendar shows. */
const ACTIVE_ENROLMENT = ['enrolled', 'completed'];

export async function entriesBetween(tx: Db, userId: number, from: string, to: string): Promise<EntryRow[]> {
  return tx
    .select()
    .from(calendarEntries)
    .where(
      and(eq(calendarEntries.user_id, userId), lt(calendarEntries.starts_at, to), gt(calendarEntries.ends_at, from)),
    )
    .orderBy(asc(calendarEntries.starts_at), asc(calendarEntries.entry_id));
}

export async function findEntry(tx: Db, userId: number, entryId: number): Promise<EntryRow | undefined> {
  const [row] = await tx
    .select()
    .from(calendarEntries)
    .where(and(eq(calendarEntries.entry_id, entryId), eq(calendarEntries.user_id, userId)));
  return row;
}

/** The stable iCal uid of each entry, keyed as items are ('entry:12'). */
export async function entryUids(tx: Db, entryIds: number[]): Promise<Map<string, string>> {
  if (!entryIds.length) return new Map();
  const rows = await tx
    .select({ entry_id: calendarEntries.entry_id, uid: calendarEntries.uid })
    .from(calendarEntries)
    .where(inArray(calendarEntries.entry_id, entryIds));
  return new Map(rows.map((r) => [`entry:${r.entry_id}`, r.uid]));
}

/** An entry by id whoever owns it (the reminder job, inside the entry's tenant). */
export async function entryById(tx: Db, entryId: number): Promise<EntryRow | undefined> {
  const [row] = await tx.select().from(calendarEntries).where(eq(calendarEntries.entry_id, entryId));
  return row;
}

export async function insertEntry(tx: Db, userId: number, uid: string, values: EntryValues): Promise<EntryRow> {
  const [row] = await tx
    .insert(calendarEntries)
    .values({ user_id: userId, uid, ...values })
    .returning();
  return row!;
}

export async function updateEntry(
  tx: Db,
  userId: number,
  entryId: number,
  values: EntryValues,
): Promise<EntryRow | undefined> {
  const [row] = await tx
    .update(calendarEntries)
    .set({ ...values, updated_at: sql`now()` })
    .where(and(eq(calendarEntries.entry_id, entryId), eq(calendarEntries.user_id, userId)))
    .returning();
  return row;
}

export async function deleteEntry(tx: Db, userId: number, entryId: number): Promise<boolean> {
  const rows = await tx
    .delete(calendarEntries)
    .where(and(eq(calendarEntries.entry_id, entryId), eq(calendarEntries.user_id, userId)))
    .returning({ id: calendarEntries.entry_id });
  return rows.length > 0;
}

/**
 * Start and end dates of the programs the user is enrolled in (or completed) where either date
 * falls within [fromDate, toDate] (inclusive ISO dates). One query.
 */
export async function programDatesBetween(tx: Db, userId: number, fromDate: string, toDate: string) {
  const within = (col: typeof programs.start_date | typeof programs.end_date) =>
    and(sql`${col} >= ${fromDate}`, sql`${col} <= ${toDate}`);
  return tx
    .select({
      program_id: programs.program_id,
      program_name: programs.program_name,
      program_description: programs.program_description,
      start_date: programs.start_date,
      end_date: programs.end_date,
    })
    .from(programEnrollments)
    .innerJoin(programs, eq(programs.program_id, programEnrollments.program_id))
    .where(
      and(
        eq(programEnrollments.user_id, userId),
        eq(programEnrollments.is_deleted, false),
        inArray(programEnrollments.enrollment_status, ACTIVE_ENROLMENT),
        eq(programs.is_deleted, false),
        or(within(programs.start_date), within(programs.end_date)),
      ),
    )
    .orderBy(asc(programs.program_id));
}

/**
 * The user's plan items whose iteration week (Monday to Sunday) overlaps [fromDate, toDate]
 * (inclusive ISO dates), with the week's Monday worked out in SQL. One query.
 */
export async function planWeeksBetween(tx: Db, userId: number, fromDate: string, toDate: string) {
  const monday = sql<string>`(${learningPlans.start_date} + 7 * (${planItems.iteration} - 1))`;
  return tx
    .select({
      item_id: planItems.item_id,
      plan_id: learningPlans.plan_id,
      plan_name: learningPlans.plan_name,
      unit_name: units.unit_name,
      week_start: sql<string>`to_char(${monday}, 'YYYY-MM-DD')`,
      target_date: planItems.target_date,
    })
    .from(planItems)
    .innerJoin(learningPlans, eq(learningPlans.plan_id, planItems.plan_id))
    .innerJoin(units, eq(units.unit_id, planItems.unit_id))
    .where(
      and(
        eq(learningPlans.user_id, userId),
        eq(learningPlans.is_deleted, false),
        eq(units.is_deleted, false),
        sql`${monday} <= ${toDate}::date`,
        sql`${monday} + 6 >= ${fromDate}::date`,
      ),
    )
    .orderBy(asc(sql`${monday}`), asc(planItems.item_id));
}

/** The display name of a user (the feed's calendar name). */
export async function displayName(db: Db, userId: number): Promise<string> {
  const [u] = await db
    .select({ first: users.firstName, last: users.lastName, username: users.username })
    .from(users)
    .where(eq(users.user_id, userId));
  if (!u) return '';
  return [u.first, u.last].filter(Boolean).join(' ').trim() || u.username || '';
}

// ------------------------------------------------------------------ feeds (global table)

export async function feedOf(db: Db, tenantId: string, userId: number) {
  const [row] = await db
    .select({ created_at: calendarFeeds.created_at })
    .from(calendarFeeds)
    .where(and(eq(calendarFeeds.tenant_id, tenantId), eq(calendarFeeds.user_id, userId)));
  return row;
}

/** Creates the user's feed, or replaces its token (the old URL stops working at once). */
export async function saveFeed(db: Db, tenantId: string, userId: number, tokenHash: string) {
  const [row] = await db
    .insert(calendarFeeds)
    .values({ tenant_id: tenantId, user_id: userId, token_hash: tokenHash })
    .onConflictDoUpdate({
      target: [calendarFeeds.tenant_id, calendarFeeds.user_id],
      set: { token_hash: tokenHash, created_at: sql`now()` },
    })
    .returning({ created_at: calendarFeeds.created_at });
  return row!;
}

export async function deleteFeed(db: Db, tenantId: string, userId: number): Promise<boolean> {
  const rows = await db
    .delete(calendarFeeds)
    .where(and(eq(calendarFeeds.tenant_id, tenantId), eq(calendarFeeds.user_id, userId)))
    .returning({ id: calendarFeeds.feed_id });
  return rows.length > 0;
}

export async function feedByHash(db: Db, tokenHash: string) {
  const [row] = await db
    .select({ tenant_id: calendarFeeds.tenant_id, user_id: calendarFeeds.user_id })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.token_hash, tokenHash));
  return row;
}
