import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { nameSql } from '../../db/people.ts';
import { users } from '../../db/schema/identity.ts';
import { ventureMembers, ventures } from '../../db/schema/profiles.ts';

/** Ventures and their teams (issue 20): the only code touching these tables. */

export type VentureRow = typeof ventures.$inferSelect;
export type VentureValues = Partial<
  Omit<VentureRow, 'venture_id' | 'tenant_id' | 'owner_user_id' | 'created_at' | 'created_by'>
>;

export async function findVenture(tx: Db, ventureId: number): Promise<VentureRow | undefined> {
  const [row] = await tx.select().from(ventures).where(eq(ventures.venture_id, ventureId));
  return row;
}

/** The ventures whose team the person is on, oldest first. */
export function venturesOf(tx: Db, userId: number): Promise<VentureRow[]> {
  const mine = tx
    .select({ id: ventureMembers.venture_id })
    .from(ventureMembers)
    .where(eq(ventureMembers.user_id, userId));
  return tx.select().from(ventures).where(inArray(ventures.venture_id, mine)).orderBy(asc(ventures.venture_id));
}

export async function insertVenture(
  tx: Db,
  ownerId: number,
  values: Omit<VentureValues, 'modified_by'>,
): Promise<VentureRow> {
  const [row] = await tx
    .insert(ventures)
    .values({
      name: values.name!,
      stage: values.stage!,
      sector: values.sector!,
      ...values,
      owner_user_id: ownerId,
      created_by: ownerId,
      modified_by: ownerId,
    })
    .returning();
  await tx.insert(ventureMembers).values({ venture_id: row!.venture_id, user_id: ownerId, added_by: ownerId });
  return row!;
}

export async function updateVenture(tx: Db, ventureId: number, values: VentureValues): Promise<VentureRow> {
  const [row] = await tx
    .update(ventures)
    .set({ ...values, updated_at: sql`now()` })
    .where(eq(ventures.venture_id, ventureId))
    .returning();
  return row!;
}

/** The team of some ventures with their shown names, owners first. */
export function teamsOf(tx: Db, ventureIds: number[]) {
  if (ventureIds.length === 0) return Promise.resolve([]);
  return tx
    .select({
      venture_id: ventureMembers.venture_id,
      user_id: users.user_id,
      name: nameSql(users),
      username: users.username,
    })
    .from(ventureMembers)
    .innerJoin(users, eq(users.user_id, ventureMembers.user_id))
    .where(inArray(ventureMembers.venture_id, ventureIds))
    .orderBy(asc(ventureMembers.venture_member_id));
}

export async function isMember(tx: Db, ventureId: number, userId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: ventureMembers.venture_member_id })
    .from(ventureMembers)
    .where(and(eq(ventureMembers.venture_id, ventureId), eq(ventureMembers.user_id, userId)));
  return row !== undefined;
}

export async function addMember(tx: Db, ventureId: number, userId: number, addedBy: number): Promise<boolean> {
  const rows = await tx
    .insert(ventureMembers)
    .values({ venture_id: ventureId, user_id: userId, added_by: addedBy })
    .onConflictDoNothing()
    .returning({ id: ventureMembers.venture_member_id });
  return rows.length > 0;
}

export async function removeMember(tx: Db, ventureId: number, userId: number): Promise<boolean> {
  const rows = await tx
    .delete(ventureMembers)
    .where(and(eq(ventureMembers.venture_id, ventureId), eq(ventureMembers.user_id, userId)))
    .returning({ id: ventureMembers.venture_member_id });
  return rows.length > 0;
}
