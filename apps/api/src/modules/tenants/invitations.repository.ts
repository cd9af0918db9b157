import type { TInvitation } from '@ankur/shared/schemas/tenants';
import { and, desc, eq, gt, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { roles } from '../../db/schema/access.ts';
import { users } from '../../db/schema/identity.ts';
import { tenantInvitations, tenantMemberships, tenants } from '../../db/schema/tenants.ts';
import { hashInvitationToken, type InvitationStatus, shownStatus } from './invitations.rules.ts';

/** Invitations into a tenant (tenant_invitations); every query names the tenant or the token. */

const inviterName = sql<
  string | null
>`nullif(trim(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')), '')`;

function invitationsQuery(db: Db, where: SQL | undefined) {
  return db
    .select({
      invitation_id: tenantInvitations.invitation_id,
      email: tenantInvitations.email,
      role_id: tenantInvitations.role_id,
      role_name: roles.role_name,
      status: tenantInvitations.status,
      expires_at: tenantInvitations.expires_at,
      created_at: tenantInvitations.created_at,
      invited_by_name: inviterName,
    })
    .from(tenantInvitations)
    .innerJoin(roles, eq(roles.role_id, tenantInvitations.role_id))
    .leftJoin(users, eq(users.user_id, tenantInvitations.created_by))
    .where(where);
}

type InvitationRow = Awaited<ReturnType<typeof invitationsQuery>>[number];

const toInvitation = (r: InvitationRow, now: Date): TInvitation => ({
  ...r,
  status: shownStatus(r.status, new Date(r.expires_at), now),
  expires_at: new Date(r.expires_at).toISOString(),
  created_at: new Date(r.created_at).toISOString(),
});

const ofTenant = (tenantId: string) =>
  and(eq(tenantInvitations.tenant_id, tenantId), eq(tenantInvitations.is_deleted, false));

export async function findInvitation(db: Db, tenantId: string, id: number, now: Date) {
  const [row] = await invitationsQuery(db, and(ofTenant(tenantId), eq(tenantInvitations.invitation_id, id)));
  return row ? toInvitation(row, now) : undefined;
}

/** The filter of GET tenant/invitations?status=…; expired means pending with its time passed. */
function statusFilter(status: InvitationStatus | undefined, now: Date): SQL | undefined {
  if (!status) return undefined;
  if (status === 'pending') return and(eq(tenantInvitations.status, 'pending'), gt(tenantInvitations.expires_at, now));
  if (status === 'expired') return and(eq(tenantInvitations.status, 'pending'), lte(tenantInvitations.expires_at, now));
  return eq(tenantInvitations.status, status);
}

const LIST_ALL = 1000;

export async function listInvitations(
  db: Db,
  tenantId: string,
  q: { page: number; limit: number; status?: InvitationStatus | undefined },
  now: Date,
) {
  const where = and(ofTenant(tenantId), statusFilter(q.status, now));
  const [{ n } = { n: 0 }] = await db.select({ n: sql<number>`count(*)::int` }).from(tenantInvitations).where(where);
  const all = q.limit === -1;
  const rows = await invitationsQuery(db, where)
    .orderBy(desc(tenantInvitations.invitation_id))
    .limit(all ? LIST_ALL : q.limit)
    .offset(all ? 0 : (q.page - 1) * q.limit);
  const total = Number(n);
  return {
    data: rows.map((r) => toInvitation(r, now)),
    meta: {
      page: all ? 1 : q.page,
      limit: q.limit,
      total,
      totalPages: all ? (total > 0 ? 1 : 0) : Math.ceil(total / q.limit),
    },
  };
}

function invitationByToken(db: Db, token: string) {
  return db
    .select({
      invitation_id: tenantInvitations.invitation_id,
      tenant_id: tenantInvitations.tenant_id,
      email: tenantInvitations.email,
      role_id: tenantInvitations.role_id,
      status: tenantInvitations.status,
      expires_at: tenantInvitations.expires_at,
      tenant: {
        tenant_id: tenants.tenant_id,
        tenant_type: tenants.tenant_type,
        tenant_name: tenants.tenant_name,
        display_name: tenants.display_name,
        branding: tenants.branding,
      },
      role_name: sql<string>`coalesce(${roles.display_name}, ${roles.role_name})`,
      role_live: sql<boolean>`not ${roles.is_deleted}`,
    })
    .from(tenantInvitations)
    .innerJoin(tenants, and(eq(tenants.tenant_id, tenantInvitations.tenant_id), eq(tenants.is_deleted, false)))
    .innerJoin(roles, eq(roles.role_id, tenantInvitations.role_id))
    .where(and(eq(tenantInvitations.token_hash, hashInvitationToken(token)), eq(tenantInvitations.is_deleted, false)));
}

/** The live tenant's display name, its row locked (invitations of one tenant are made one at a time). */
export async function lockTenantName(tx: Db, tenantId: string): Promise<string | undefined> {
  const [tenant] = await tx
    .select({ display_name: tenants.display_name })
    .from(tenants)
    .where(and(eq(tenants.tenant_id, tenantId), eq(tenants.is_deleted, false)))
    .for('update');
  return tenant?.display_name;
}

/** Closes the address's pending invitations whose time has passed (they stay listed as expired). */
export async function expireOverdue(tx: Db, tenantId: string, email: string, now: Date): Promise<void> {
  await tx
    .update(tenantInvitations)
    .set({ status: 'expired', updated_at: sql`now()` })
    .where(
      and(
        ofTenant(tenantId),
        eq(tenantInvitations.email, email),
        eq(tenantInvitations.status, 'pending'),
        lte(tenantInvitations.expires_at, now),
      ),
    );
}

/** The id of the address's pending invitation to the tenant, if any. */
export async function findPendingId(tx: Db, tenantId: string, email: string): Promise<number | undefined> {
  const [pending] = await tx
    .select({ id: tenantInvitations.invitation_id })
    .from(tenantInvitations)
    .where(and(ofTenant(tenantId), eq(tenantInvitations.email, email), eq(tenantInvitations.status, 'pending')));
  return pending?.id;
}

export async function insertInvitation(
  tx: Db,
  v: { tenant_id: string; email: string; role_id: number; token_hash: string; expires_at: Date; created_by: number },
) {
  const [row] = await tx
    .insert(tenantInvitations)
    .values(v)
    .returning({ invitation_id: tenantInvitations.invitation_id, expires_at: tenantInvitations.expires_at });
  return row!;
}

/** The invitation's stored status, its row locked; undefined when the tenant has no such invitation. */
export async function lockInvitationStatus(tx: Db, tenantId: string, id: number): Promise<string | undefined> {
  const [row] = await tx
    .select({ status: tenantInvitations.status })
    .from(tenantInvitations)
    .where(and(ofTenant(tenantId), eq(tenantInvitations.invitation_id, id)))
    .for('update');
  return row?.status;
}

/** Sets an invitation's status; `onlyIfPending` leaves one that is no longer pending alone. */
export async function setInvitationStatus(
  tx: Db,
  id: number,
  set: { status: 'revoked' | 'accepted'; accepted_by?: number },
  actorId: number,
  onlyIfPending = false,
): Promise<void> {
  await tx
    .update(tenantInvitations)
    .set({ ...set, modified_by: actorId, updated_at: sql`now()` })
    .where(
      and(eq(tenantInvitations.invitation_id, id), onlyIfPending ? eq(tenantInvitations.status, 'pending') : undefined),
    );
}

/** The invitation a link's token names, with its tenant and role, its row locked when `lock`. */
export async function findByToken(db: Db, token: string, lock = false) {
  const q = invitationByToken(db, token);
  const [row] = await (lock ? q.for('update', { of: tenantInvitations }) : q);
  return row;
}

/** Whether the user has a confirmed sign-in identity with this address. */
export async function hasVerifiedEmail(tx: Db, userId: number, email: string): Promise<boolean> {
  const r = await tx.execute<{ verified: boolean }>(sql`select coalesce(bool_or(a.email_verified), false) as verified
    from auth_users a where a.user_id = ${userId} and a.is_deleted = false
      and lower(a.email) = ${email}`);
  return Boolean((r as unknown as { rows: { verified: boolean }[] }).rows[0]?.verified);
}

/** The user's live membership of the tenant (any status), if any. */
export async function findLiveMembershipId(tx: Db, tenantId: string, userId: number): Promise<number | undefined> {
  const [live] = await tx
    .select({ id: tenantMemberships.membership_id })
    .from(tenantMemberships)
    .where(
      and(
        eq(tenantMemberships.tenant_id, tenantId),
        eq(tenantMemberships.user_id, userId),
        eq(tenantMemberships.is_deleted, false),
      ),
    );
  return live?.id;
}

/** The user's latest removed membership of the tenant, if any. */
export async function findRemovedMembership(tx: Db, tenantId: string, userId: number) {
  const [removed] = await tx
    .select({ id: tenantMemberships.membership_id, role_id: tenantMemberships.role_id })
    .from(tenantMemberships)
    .where(
      and(
        eq(tenantMemberships.tenant_id, tenantId),
        eq(tenantMemberships.user_id, userId),
        eq(tenantMemberships.is_deleted, true),
      ),
    )
    .orderBy(desc(tenantMemberships.membership_id))
    .limit(1);
  return removed;
}

/** Makes a removed membership live again, active, with the role given. */
export async function reviveMembership(tx: Db, membershipId: number, roleId: number, actorId: number): Promise<void> {
  await tx
    .update(tenantMemberships)
    .set({
      is_deleted: false,
      deleted_at: null,
      deleted_by: null,
      role_id: roleId,
      status: 'active',
      modified_by: actorId,
      updated_at: sql`now()`,
    })
    .where(eq(tenantMemberships.membership_id, membershipId));
}

export async function insertMembership(tx: Db, tenantId: string, userId: number, roleId: number): Promise<number> {
  const [m] = await tx
    .insert(tenantMemberships)
    .values({ tenant_id: tenantId, user_id: userId, role_id: roleId, created_by: userId })
    .returning({ id: tenantMemberships.membership_id });
  return m!.id;
}

/** A user's full name, or null when they have none. */
export async function userFullName(db: Db, userId: number): Promise<string | null> {
  const [row] = await db.select({ name: inviterName }).from(users).where(eq(users.user_id, userId));
  return row?.name ?? null;
}
