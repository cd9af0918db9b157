import type { TMembershipStatus, TPlanInput, TPlanPatch } from '@ankur/shared/schemas/memberships';
import { and, asc, count, desc, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { nameSql } from '../../db/people.ts';
import { users } from '../../db/schema/identity.ts';
import { membershipPlans, memberships, sponsorCodes } from '../../db/schema/memberships.ts';

/**
 * The only code of the memberships module that touches drizzle. Every function runs inside the
 * caller's withTenant() transaction: row-level security keeps plans, memberships and codes to
 * that tenant.
 */

const planColumns = {
  plan_id: membershipPlans.plan_id,
  name: membershipPlans.name,
  description: membershipPlans.description,
  price_paise: membershipPlans.price_paise,
  period: membershipPlans.period,
  apps: membershipPlans.apps,
  active: membershipPlans.active,
};

export type PlanRow = Awaited<ReturnType<typeof listPlans>>[number];

/** The tenant's plans, cheapest first (all of them, or only those on offer). */
export function listPlans(tx: Db, onlyActive: boolean) {
  return tx
    .select(planColumns)
    .from(membershipPlans)
    .where(and(eq(membershipPlans.is_deleted, false), onlyActive ? eq(membershipPlans.active, true) : undefined))
    .orderBy(asc(membershipPlans.price_paise), asc(membershipPlans.plan_id));
}

export async function findPlan(tx: Db, planId: number): Promise<PlanRow | undefined> {
  const [row] = await tx
    .select(planColumns)
    .from(membershipPlans)
    .where(and(eq(membershipPlans.plan_id, planId), eq(membershipPlans.is_deleted, false)));
  return row;
}

export async function insertPlan(tx: Db, input: TPlanInput, actorId: number): Promise<PlanRow> {
  const [row] = await tx
    .insert(membershipPlans)
    .values({
      name: input.name,
      description: input.description ?? null,
      price_paise: input.price_paise,
      period: input.period,
      apps: input.apps,
      active: input.active ?? true,
      created_by: actorId,
    })
    .returning(planColumns);
  if (!row) throw new Error('plan insert returned no row');
  return row;
}

export async function updatePlan(tx: Db, planId: number, patch: TPlanPatch, actorId: number): Promise<PlanRow> {
  const [row] = await tx
    .update(membershipPlans)
    .set({ ...patch, modified_by: actorId, updated_at: sql`now()` })
    .where(eq(membershipPlans.plan_id, planId))
    .returning(planColumns);
  if (!row) throw new Error('plan update returned no row');
  return row;
}

const membershipColumns = {
  membership_id: memberships.membership_id,
  user_id: memberships.user_id,
  plan_id: memberships.plan_id,
  plan_name: membershipPlans.name,
  apps: membershipPlans.apps,
  status: memberships.status,
  starts_at: memberships.starts_at,
  ends_at: memberships.ends_at,
  provider: memberships.provider,
  provider_ref: memberships.provider_ref,
  reason: memberships.reason,
  requested_at: memberships.created_at,
};
export type MembershipRow = Awaited<ReturnType<typeof latestMembership>> & {};

/** A member's newest membership (open or not). */
export async function latestMembership(tx: Db, userId: number) {
  const [row] = await tx
    .select(membershipColumns)
    .from(memberships)
    .innerJoin(membershipPlans, eq(membershipPlans.plan_id, memberships.plan_id))
    .where(eq(memberships.user_id, userId))
    .orderBy(desc(memberships.membership_id))
    .limit(1);
  return row;
}

/** A member's open (pending or active) membership, locked for the caller's decision. */
export async function openMembership(tx: Db, userId: number) {
  const [row] = await tx
    .select({ membership_id: memberships.membership_id, status: memberships.status, ends_at: memberships.ends_at })
    .from(memberships)
    .where(and(eq(memberships.user_id, userId), inArray(memberships.status, ['pending', 'active'])))
    .for('update');
  return row;
}

export async function findMembership(tx: Db, membershipId: number) {
  const [row] = await tx
    .select(membershipColumns)
    .from(memberships)
    .innerJoin(membershipPlans, eq(membershipPlans.plan_id, memberships.plan_id))
    .where(eq(memberships.membership_id, membershipId))
    .for('update', { of: memberships });
  return row;
}

/**
 * Inserts a membership; null when the member already holds an open one (the partial unique
 * index memberships_open_uq settles two requests racing).
 */
export async function insertMembership(
  tx: Db,
  values: {
    user_id: number;
    plan_id: number;
    status: 'pending' | 'active';
    starts_at: string | null;
    ends_at: string | null;
    provider: string;
    provider_ref: string | null;
    sponsor_code_id?: number | null;
  },
): Promise<number | null> {
  const [row] = await tx
    .insert(memberships)
    .values(values)
    .onConflictDoNothing({
      target: [memberships.tenant_id, memberships.user_id],
      where: sql`${memberships.status} in ('pending', 'active')`,
    })
    .returning({ id: memberships.membership_id });
  return row?.id ?? null;
}

export async function setMembershipStatus(
  tx: Db,
  membershipId: number,
  change: {
    status: TMembershipStatus;
    starts_at?: string | null;
    ends_at?: string | null;
    decided_by?: number | null;
    reason?: string | null;
  },
): Promise<void> {
  await tx
    .update(memberships)
    .set({ ...change, ...(change.decided_by ? { decided_at: sql`now()` } : {}), updated_at: sql`now()` })
    .where(eq(memberships.membership_id, membershipId));
}

/** Active memberships whose time ran out become 'expired' (run before reading a member's state). */
export async function expireMemberships(tx: Db, userId: number, now: string): Promise<void> {
  await tx
    .update(memberships)
    .set({ status: 'expired', updated_at: sql`now()` })
    .where(and(eq(memberships.user_id, userId), eq(memberships.status, 'active'), lt(memberships.ends_at, now)));
}

/** The apps a member's running membership unlocks right now (none without one). */
export async function activeApps(tx: Db, userId: number, now: string): Promise<string[]> {
  const rows = await tx
    .select({ apps: membershipPlans.apps })
    .from(memberships)
    .innerJoin(membershipPlans, eq(membershipPlans.plan_id, memberships.plan_id))
    .where(
      and(
        eq(memberships.user_id, userId),
        eq(memberships.status, 'active'),
        or(isNull(memberships.ends_at), gt(memberships.ends_at, now)),
      ),
    );
  return rows.flatMap((r) => r.apps);
}

/** One page of the tenant's memberships in a status (oldest first: the longest wait on top), with the member. */
export async function listMemberships(tx: Db, q: { status: TMembershipStatus; page: number; limit: number }) {
  const where = eq(memberships.status, q.status);
  const rows = await tx
    .select({
      ...membershipColumns,
      member_name: nameSql(users),
      member_email: sql<string>`coalesce(${users.email}, '')`,
    })
    .from(memberships)
    .innerJoin(membershipPlans, eq(membershipPlans.plan_id, memberships.plan_id))
    .innerJoin(users, eq(users.user_id, memberships.user_id))
    .where(where)
    .orderBy(q.status === 'pending' ? asc(memberships.membership_id) : desc(memberships.membership_id))
    .limit(q.limit)
    .offset((q.page - 1) * q.limit);
  const [total] = await tx.select({ n: count() }).from(memberships).where(where);
  return { rows, total: Number(total?.n ?? 0) };
}

const codeColumns = {
  code_id: sponsorCodes.code_id,
  code: sponsorCodes.code,
  plan_id: sponsorCodes.plan_id,
  plan_name: membershipPlans.name,
  sponsor_name: sponsorCodes.sponsor_name,
  seats: sponsorCodes.seats,
  used: sponsorCodes.used,
  expires_at: sponsorCodes.expires_at,
  active: sponsorCodes.active,
};

export function listCodes(tx: Db) {
  return tx
    .select(codeColumns)
    .from(sponsorCodes)
    .innerJoin(membershipPlans, eq(membershipPlans.plan_id, sponsorCodes.plan_id))
    .where(eq(sponsorCodes.is_deleted, false))
    .orderBy(desc(sponsorCodes.code_id));
}

export async function findCode(tx: Db, codeId: number) {
  const [row] = await tx
    .select(codeColumns)
    .from(sponsorCodes)
    .innerJoin(membershipPlans, eq(membershipPlans.plan_id, sponsorCodes.plan_id))
    .where(and(eq(sponsorCodes.code_id, codeId), eq(sponsorCodes.is_deleted, false)));
  return row;
}

/** Inserts a code; null when the tenant already has one spelt the same. */
export async function insertCode(
  tx: Db,
  values: { code: string; plan_id: number; sponsor_name: string; seats: number; expires_at: string | null },
  actorId: number,
): Promise<number | null> {
  const [row] = await tx
    .insert(sponsorCodes)
    .values({ ...values, created_by: actorId })
    .onConflictDoNothing({ target: [sponsorCodes.tenant_id, sponsorCodes.code] })
    .returning({ id: sponsorCodes.code_id });
  return row?.id ?? null;
}

export async function setCodeActive(tx: Db, codeId: number, active: boolean, actorId: number): Promise<void> {
  await tx
    .update(sponsorCodes)
    .set({ active, modified_by: actorId, updated_at: sql`now()` })
    .where(eq(sponsorCodes.code_id, codeId));
}

/**
 * Takes one seat of a live code in one statement (`used < seats` in the WHERE, so concurrent
 * redemptions never oversell): the code and its plan, or nothing when it is unknown, disabled,
 * expired, full, or its plan is withdrawn.
 */
export async function takeSeat(tx: Db, code: string, now: string) {
  const result = await tx.execute<{ code_id: number; plan_id: number; sponsor_name: string }>(sql`
    update ${sponsorCodes} c set used = c.used + 1, updated_at = now()
    where c.code = ${code} and c.active = true and c.is_deleted = false and c.used < c.seats
      and (c.expires_at is null or c.expires_at > ${now}::timestamptz)
      and exists (select 1 from ${membershipPlans} p where p.plan_id = c.plan_id and p.active = true and p.is_deleted = false)
    returning c.code_id, c.plan_id, c.sponsor_name`);
  return (result as unknown as { rows: { code_id: number; plan_id: number; sponsor_name: string }[] }).rows[0];
}

/** A member's shown name and e-mail. */
export async function memberContact(tx: Db, userId: number): Promise<{ name: string; email: string }> {
  const [row] = await tx
    .select({ name: nameSql(users), email: sql<string>`coalesce(${users.email}, '')` })
    .from(users)
    .where(eq(users.user_id, userId));
  return row ?? { name: `user ${userId}`, email: '' };
}
