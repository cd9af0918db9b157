import { and, asc, count, desc, eq, gt, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { outsideRegistrations } from '../../db/schema/events.ts';

/**
 * The only code that touches outside_registrations (events a person booked elsewhere). Runs inside
 * the caller's withTenant() transaction (row-level security keeps it to the tenant); every query
 * names the owner, so one person never reads or changes another's rows.
 */

export type OutsideRow = typeof outsideRegistrations.$inferSelect;
export type OutsideValues = Pick<
  OutsideRow,
  'title' | 'url' | 'starts_at' | 'ends_at' | 'location' | 'organiser' | 'notes'
>;

const mine = (userId: number, outsideId: number) =>
  and(eq(outsideRegistrations.outside_id, outsideId), eq(outsideRegistrations.user_id, userId));

/** A page of the owner's rows: upcoming (not yet ended, soonest first) or past (latest first). */
export async function outsidePage(
  tx: Db,
  userId: number,
  q: { when: 'upcoming' | 'past'; page: number; limit: number; now: string },
): Promise<{ rows: OutsideRow[]; total: number }> {
  const upcoming = q.when === 'upcoming';
  const where = and(
    eq(outsideRegistrations.user_id, userId),
    upcoming ? gt(outsideRegistrations.ends_at, q.now) : lte(outsideRegistrations.ends_at, q.now),
  );
  const rows = await tx
    .select()
    .from(outsideRegistrations)
    .where(where)
    .orderBy(
      upcoming ? asc(outsideRegistrations.starts_at) : desc(outsideRegistrations.starts_at),
      asc(outsideRegistrations.outside_id),
    )
    .limit(q.limit)
    .offset((q.page - 1) * q.limit);
  const [total] = await tx.select({ n: count() }).from(outsideRegistrations).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function findOutside(tx: Db, userId: number, outsideId: number): Promise<OutsideRow | undefined> {
  const [row] = await tx.select().from(outsideRegistrations).where(mine(userId, outsideId));
  return row;
}

export async function insertOutside(tx: Db, userId: number, values: OutsideValues): Promise<OutsideRow> {
  const [row] = await tx
    .insert(outsideRegistrations)
    .values({ user_id: userId, ...values })
    .returning();
  return row!;
}

export async function updateOutside(
  tx: Db,
  userId: number,
  outsideId: number,
  values: OutsideValues,
): Promise<OutsideRow | undefined> {
  const [row] = await tx
    .update(outsideRegistrations)
    .set({ ...values, updated_at: sql`now()` })
    .where(mine(userId, outsideId))
    .returning();
  return row;
}

export async function deleteOutside(tx: Db, userId: number, outsideId: number): Promise<boolean> {
  const rows = await tx
    .delete(outsideRegistrations)
    .where(mine(userId, outsideId))
    .returning({ id: outsideRegistrations.outside_id });
  return rows.length > 0;
}

/** The owner's rows overlapping [from, to) (the calendar). */
export async function outsideBetween(tx: Db, userId: number, from: string, to: string): Promise<OutsideRow[]> {
  return tx
    .select()
    .from(outsideRegistrations)
    .where(
      and(
        eq(outsideRegistrations.user_id, userId),
        lt(outsideRegistrations.starts_at, to),
        gt(outsideRegistrations.ends_at, from),
      ),
    )
    .orderBy(asc(outsideRegistrations.starts_at), asc(outsideRegistrations.outside_id));
}
