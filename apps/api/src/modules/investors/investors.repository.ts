import type { MenuPrivilege } from '@ankur/shared/access';
import type { TInvestorProfileInput, TInvestorStatus } from '@ankur/shared/schemas/investors';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { nameSql } from '../../db/people.ts';
import { menus } from '../../db/schema/access.ts';
import { users } from '../../db/schema/identity.ts';
import { investorProfiles } from '../../db/schema/investors.ts';

/**
 * The only code of the investors module that touches drizzle; every function runs inside the
 * caller's withTenant() transaction (row-level security keeps profiles to that tenant).
 */

const profileColumns = {
  profile_id: investorProfiles.profile_id,
  user_id: investorProfiles.user_id,
  investor_type: investorProfiles.investor_type,
  organisation: investorProfiles.organisation,
  ticket_min_inr: investorProfiles.ticket_min_inr,
  ticket_max_inr: investorProfiles.ticket_max_inr,
  stages: investorProfiles.stages,
  sectors: investorProfiles.sectors,
  portfolio_links: investorProfiles.portfolio_links,
  accreditation_declared_at: investorProfiles.accreditation_declared_at,
  status: investorProfiles.status,
  reason: investorProfiles.reason,
  decided_at: investorProfiles.decided_at,
  submitted_at: investorProfiles.submitted_at,
};
export type ProfileRow = NonNullable<Awaited<ReturnType<typeof profileOf>>>;

export async function profileOf(tx: Db, userId: number) {
  const [row] = await tx.select(profileColumns).from(investorProfiles).where(eq(investorProfiles.user_id, userId));
  return row;
}

export async function findProfile(tx: Db, profileId: number) {
  const [row] = await tx
    .select(profileColumns)
    .from(investorProfiles)
    .where(eq(investorProfiles.profile_id, profileId))
    .for('update');
  return row;
}

/** Registers, or replaces the registration (which then waits for verification again). */
export async function upsertProfile(tx: Db, userId: number, p: TInvestorProfileInput): Promise<void> {
  const values = {
    investor_type: p.investor_type,
    organisation: p.organisation ?? null,
    ticket_min_inr: p.ticket_min_inr,
    ticket_max_inr: p.ticket_max_inr,
    stages: p.stages,
    sectors: p.sectors,
    portfolio_links: p.portfolio_links,
    accreditation_declared_at: sql`now()`,
    status: 'pending' as const,
    reason: null,
    decided_by: null,
    decided_at: null,
    submitted_at: sql`now()`,
    updated_at: sql`now()`,
  };
  await tx
    .insert(investorProfiles)
    .values({ user_id: userId, ...values })
    .onConflictDoUpdate({ target: [investorProfiles.tenant_id, investorProfiles.user_id], set: values });
}

export async function decideProfile(
  tx: Db,
  profileId: number,
  d: { status: TInvestorStatus; reason: string | null; decidedBy: number },
): Promise<void> {
  await tx
    .update(investorProfiles)
    .set({
      status: d.status,
      reason: d.reason,
      decided_by: d.decidedBy,
      decided_at: sql`now()`,
      updated_at: sql`now()`,
    })
    .where(eq(investorProfiles.profile_id, profileId));
}

/** One page of the tenant's registrations in a status (pending: oldest first), with the investor. */
export async function listProfiles(tx: Db, q: { status: TInvestorStatus; page: number; limit: number }) {
  const where = eq(investorProfiles.status, q.status);
  const rows = await tx
    .select({
      ...profileColumns,
      investor_name: nameSql(users),
      investor_email: sql<string>`coalesce(${users.email}, '')`,
    })
    .from(investorProfiles)
    .innerJoin(users, eq(users.user_id, investorProfiles.user_id))
    .where(where)
    .orderBy(q.status === 'pending' ? asc(investorProfiles.profile_id) : desc(investorProfiles.profile_id))
    .limit(q.limit)
    .offset((q.page - 1) * q.limit);
  const [total] = await tx.select({ n: count() }).from(investorProfiles).where(where);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function investorContact(tx: Db, userId: number): Promise<{ name: string; email: string }> {
  const [row] = await tx
    .select({ name: nameSql(users), email: sql<string>`coalesce(${users.email}, '')` })
    .from(users)
    .where(eq(users.user_id, userId));
  return row ?? { name: `user ${userId}`, email: '' };
}

/**
 * The menu a verified investor reads (as loadRolePrivileges lists a menu), or nothing when the
 * user is not one in this tenant or the menu was deleted: one query.
 */
export async function verifiedInvestorMenu(tx: Db, userId: number, menuName: string): Promise<MenuPrivilege[]> {
  const rows = await tx
    .select({ menu_id: menus.menu_id, menu_name: menus.menu_name, menu_route: menus.menu_route })
    .from(menus)
    .where(
      and(
        eq(menus.is_deleted, false),
        sql`lower(${menus.menu_name}) = ${menuName.toLowerCase()}`,
        sql`exists (select 1 from ${investorProfiles} where ${investorProfiles.user_id} = ${userId}
          and ${investorProfiles.status} = 'verified')`,
      ),
    )
    .orderBy(desc(menus.menu_id))
    .limit(1);
  return rows.map((r) => ({ ...r, menu_parent_name: null, permissions: ['read'] }));
}
