import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { nameSql } from '../../db/people.ts';
import { roles, userRoles } from '../../db/schema/access.ts';
import { users } from '../../db/schema/identity.ts';
import { personalityResults, userProfiles } from '../../db/schema/profiles.ts';

/** Profiles and personality results (issue 20): the only code touching their tables. */

export type ProfileRow = typeof userProfiles.$inferSelect;
export type ProfileValues = Partial<Omit<ProfileRow, 'profile_id' | 'tenant_id' | 'user_id' | 'created_at'>>;

/** Whether the two people have an accepted connection (issue 21; the network's `connections` table). */
export async function isConnected(tx: Db, a: number, b: number): Promise<boolean> {
  const r = await tx.execute(sql`select 1 from connections where status = 'accepted'
    and least(requester_id, addressee_id) = least(${a}::int, ${b}::int)
    and greatest(requester_id, addressee_id) = greatest(${a}::int, ${b}::int)`);
  return (r as unknown as { rows: unknown[] }).rows.length > 0;
}

/** The person's profile in the transaction's tenant, or undefined. */
export async function findProfile(tx: Db, userId: number): Promise<ProfileRow | undefined> {
  const [row] = await tx.select().from(userProfiles).where(eq(userProfiles.user_id, userId));
  return row;
}

/** Creates the profile on the first write, or changes the given columns of it. */
export async function upsertProfile(tx: Db, userId: number, values: ProfileValues): Promise<ProfileRow> {
  const [row] = await tx
    .insert(userProfiles)
    .values({ user_id: userId, ...values })
    .onConflictDoUpdate({
      target: [userProfiles.tenant_id, userProfiles.user_id],
      set: { ...values, updated_at: sql`now()` },
    })
    .returning();
  return row!;
}

/** A live account's shown name, username and system role names; undefined for none. */
export async function personCard(db: Db, userId: number) {
  const [person] = await db
    .select({ user_id: users.user_id, name: nameSql(users), username: users.username })
    .from(users)
    .where(and(eq(users.user_id, userId), eq(users.is_deleted, false), eq(users.enabled, true)));
  if (!person) return undefined;
  const held = await db
    .select({ name: sql<string>`coalesce(${roles.display_name}, ${roles.role_name})` })
    .from(userRoles)
    .innerJoin(roles, and(eq(roles.role_id, userRoles.role_id), eq(roles.is_deleted, false)))
    .where(and(eq(userRoles.user_id, userId), eq(userRoles.is_deleted, false), sql`${roles.role_name} <> 'temp'`))
    .orderBy(roles.role_id);
  return { ...person, roles: held.map((r) => r.name) };
}

/** The live account whose username or e-mail is `identifier` (case-insensitive). */
export async function userByIdentifier(db: Db, identifier: string) {
  const key = identifier.trim().toLowerCase();
  const [row] = await db
    .select({ user_id: users.user_id })
    .from(users)
    .where(
      and(eq(users.is_deleted, false), sql`(lower(${users.username}) = ${key} or lower(${users.email}) = ${key})`),
    );
  return row?.user_id;
}

// ---------------------------------------------------------------- personality

export async function insertPersonalityResult(
  tx: Db,
  userId: number,
  answers: number[],
  scores: {
    extraversion: number;
    agreeableness: number;
    conscientiousness: number;
    emotional_stability: number;
    intellect: number;
  },
) {
  const [row] = await tx
    .insert(personalityResults)
    .values({ user_id: userId, answers, ...scores })
    .returning();
  return row!;
}

/** A person's results, newest first (`limit` of them). */
export function personalityResultsOf(tx: Db, userId: number, limit = 20) {
  return tx
    .select()
    .from(personalityResults)
    .where(eq(personalityResults.user_id, userId))
    .orderBy(desc(personalityResults.result_id))
    .limit(limit);
}

export type PersonalityRow = typeof personalityResults.$inferSelect;
