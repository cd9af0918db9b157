import { createHash, randomBytes } from 'node:crypto';
import type { TInvitation, TInvitationPreview } from '@ankur/shared/schemas/tenants';
import { and, desc, eq, gt, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { roles } from '../../db/schema/access.ts';
import { users } from '../../db/schema/identity.ts';
import { tenantInvitations, tenantMemberships, tenants } from '../../db/schema/tenants.ts';
import { conflict, forbidden, HttpError, notFound } from '../../lib/errors.ts';
import type { Actor } from '../../plugins/session.ts';
import { recordAudit } from '../../resources/audit.ts';
import { assertTenantRole, isMemberEmail } from './members.repository.ts';

/**
 * Invitations into a tenant (tenant_invitations). The e-mailed link carries a random 32-byte
 * token; only its SHA-256 is stored, so the table alone cannot be used to accept one.
 */

export type InvitationStatus = TInvitation['status'];

export const INVITATION_MESSAGES = {
  unknown: 'This invitation does not exist.',
  otherEmail: 'This invitation is for another e-mail address.',
  unverified: 'Confirm your e-mail address before accepting this invitation.',
  expired: 'This invitation has expired.',
  used: 'This invitation was already used.',
  revoked: 'This invitation was revoked.',
  alreadyMember: 'You are already a member of this tenant.',
  roleGone: 'The role this invitation offers no longer exists; ask for a new invitation.',
} as const;

export const hashInvitationToken = (token: string) => createHash('sha256').update(token).digest('base64url');
export const newInvitationToken = () => randomBytes(32).toString('base64url');

/** What is shown: a pending invitation whose time has passed is expired. */
export const shownStatus = (status: string, expiresAt: Date, now: Date): InvitationStatus =>
  status === 'pending' && expiresAt.getTime() <= now.getTime() ? 'expired' : (status as InvitationStatus);

/** a***@example.in */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email[0]}***${email.slice(at)}`;
}

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

async function findInvitation(db: Db, tenantId: string, id: number, now: Date) {
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

export interface NewInvitation {
  tenantId: string;
  email: string;
  roleId: number;
  actorId: number;
  now: Date;
  ttlMs: number;
  /** counts the invitation against the tenant's hourly limit (inside the transaction); throws when over */
  limit: (tx: Db) => Promise<void>;
}

/**
 * Creates a pending invitation: 409 when the address already has a live one or belongs to a
 * member. A pending invitation whose time has passed is closed first. Answers the invitation, the
 * token for the link (shown nowhere else) and what the e-mail says.
 */
export async function createInvitation(db: Db, inv: NewInvitation) {
  const email = inv.email.toLowerCase();
  return db.transaction(async (tx) => {
    const [tenant] = await tx
      .select({ display_name: tenants.display_name })
      .from(tenants)
      .where(and(eq(tenants.tenant_id, inv.tenantId), eq(tenants.is_deleted, false)))
      .for('update');
    if (!tenant) throw notFound('This tenant no longer exists.');
    const role = await assertTenantRole(tx, inv.roleId);
    if (await isMemberEmail(tx, inv.tenantId, email)) {
      throw conflict(`${email} is already a member of this tenant.`, { field: 'email' });
    }
    // an expired pending invitation no longer blocks a new one (it stays listed as expired)
    await tx
      .update(tenantInvitations)
      .set({ status: 'expired', updated_at: sql`now()` })
      .where(
        and(
          ofTenant(inv.tenantId),
          eq(tenantInvitations.email, email),
          eq(tenantInvitations.status, 'pending'),
          lte(tenantInvitations.expires_at, inv.now),
        ),
      );
    const [pending] = await tx
      .select({ id: tenantInvitations.invitation_id })
      .from(tenantInvitations)
      .where(and(ofTenant(inv.tenantId), eq(tenantInvitations.email, email), eq(tenantInvitations.status, 'pending')));
    if (pending) {
      throw conflict(`${email} already has a pending invitation to this tenant; revoke it to send a new one.`, {
        field: 'email',
        invitation_id: pending.id,
      });
    }
    await inv.limit(tx);
    const token = newInvitationToken();
    const [row] = await tx
      .insert(tenantInvitations)
      .values({
        tenant_id: inv.tenantId,
        email,
        role_id: role.role_id,
        token_hash: hashInvitationToken(token),
        expires_at: new Date(inv.now.getTime() + inv.ttlMs),
        created_by: inv.actorId,
      })
      .returning({ invitation_id: tenantInvitations.invitation_id, expires_at: tenantInvitations.expires_at });
    await recordAudit(tx, [
      {
        table_name: 'tenant_invitations',
        record_id: row!.invitation_id,
        action: 'create',
        changes: {
          email: { to: email },
          role_id: { to: role.role_id },
          expires_at: { to: row!.expires_at.toISOString() },
        },
        actor_id: inv.actorId,
      },
    ]);
    const invitation = (await findInvitation(tx, inv.tenantId, row!.invitation_id, inv.now))!;
    return { invitation, token, tenantName: tenant.display_name, roleName: role.role_name };
  });
}

/**
 * DELETE tenant/invitations/{id}: revokes a pending invitation of this tenant (404 for any other
 * tenant's); an expired one may be revoked too, an accepted or revoked one not (409).
 */
export async function revokeInvitation(db: Db, tenantId: string, id: number, actorId: number, now: Date) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: tenantInvitations.status })
      .from(tenantInvitations)
      .where(and(ofTenant(tenantId), eq(tenantInvitations.invitation_id, id)))
      .for('update');
    if (!row) throw notFound(`No invitation ${id} in this tenant.`);
    if (row.status !== 'pending' && row.status !== 'expired') {
      throw conflict(`Only a pending invitation can be revoked; this one was ${row.status}.`);
    }
    await tx
      .update(tenantInvitations)
      .set({ status: 'revoked', modified_by: actorId, updated_at: sql`now()` })
      .where(eq(tenantInvitations.invitation_id, id));
    await recordAudit(tx, [
      {
        table_name: 'tenant_invitations',
        record_id: id,
        action: 'update',
        changes: { status: { from: row.status, to: 'revoked' } },
        actor_id: actorId,
      },
    ]);
    return (await findInvitation(tx, tenantId, id, now))!;
  });
}

/** Withdraws an invitation whose e-mail could not be sent (nobody holds its link). */
export async function withdrawUnsent(db: Db, id: number, actorId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(tenantInvitations)
      .set({ status: 'revoked', modified_by: actorId, updated_at: sql`now()` })
      .where(and(eq(tenantInvitations.invitation_id, id), eq(tenantInvitations.status, 'pending')));
    await recordAudit(tx, [
      {
        table_name: 'tenant_invitations',
        record_id: id,
        action: 'update',
        changes: { status: { from: 'pending', to: 'revoked' }, reason: { to: 'the e-mail could not be sent' } },
        actor_id: actorId,
      },
    ]);
  });
}

function byToken(db: Db, token: string) {
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

/** GET invitations/{token} (public): what the invitation offers, the address masked. */
export async function previewInvitation(db: Db, token: string, now: Date): Promise<TInvitationPreview> {
  const [row] = await byToken(db, token);
  if (!row) throw notFound(INVITATION_MESSAGES.unknown);
  return {
    tenant: row.tenant,
    role_name: row.role_name,
    email: maskEmail(row.email),
    status: shownStatus(row.status, new Date(row.expires_at), now),
    expires_at: new Date(row.expires_at).toISOString(),
  };
}

/**
 * POST invitations/{token}/accept: the signed-in user, whose confirmed e-mail address must be the
 * invited one, becomes a member with the invitation's role (a removed membership is reactivated).
 * Answers the tenant id; the caller reloads the user's view of it.
 */
export async function acceptInvitation(db: Db, token: string, actor: Actor, now: Date): Promise<string> {
  return db.transaction(async (tx) => {
    const [inv] = await byToken(tx, token).for('update', { of: tenantInvitations });
    if (!inv) throw notFound(INVITATION_MESSAGES.unknown);
    if (actor.email.toLowerCase() !== inv.email) throw forbidden(INVITATION_MESSAGES.otherEmail);
    const r = await tx.execute<{ verified: boolean }>(sql`select coalesce(bool_or(a.email_verified), false) as verified
      from auth_users a where a.user_id = ${actor.userId} and a.is_deleted = false
        and lower(a.email) = ${inv.email}`);
    if (!(r as unknown as { rows: { verified: boolean }[] }).rows[0]?.verified) {
      throw forbidden(INVITATION_MESSAGES.unverified);
    }
    const status = shownStatus(inv.status, new Date(inv.expires_at), now);
    if (status === 'accepted') throw conflict(INVITATION_MESSAGES.used);
    if (status === 'revoked') throw conflict(INVITATION_MESSAGES.revoked);
    if (status === 'expired') throw new HttpError(410, INVITATION_MESSAGES.expired);
    if (!inv.role_live) throw conflict(INVITATION_MESSAGES.roleGone);

    const [live] = await tx
      .select({ id: tenantMemberships.membership_id })
      .from(tenantMemberships)
      .where(
        and(
          eq(tenantMemberships.tenant_id, inv.tenant_id),
          eq(tenantMemberships.user_id, actor.userId),
          eq(tenantMemberships.is_deleted, false),
        ),
      );
    if (live) throw conflict(INVITATION_MESSAGES.alreadyMember);

    const [removed] = await tx
      .select({ id: tenantMemberships.membership_id, role_id: tenantMemberships.role_id })
      .from(tenantMemberships)
      .where(
        and(
          eq(tenantMemberships.tenant_id, inv.tenant_id),
          eq(tenantMemberships.user_id, actor.userId),
          eq(tenantMemberships.is_deleted, true),
        ),
      )
      .orderBy(desc(tenantMemberships.membership_id))
      .limit(1);
    let membershipAudit: Parameters<typeof recordAudit>[1][number];
    if (removed) {
      await tx
        .update(tenantMemberships)
        .set({
          is_deleted: false,
          deleted_at: null,
          deleted_by: null,
          role_id: inv.role_id,
          status: 'active',
          modified_by: actor.userId,
          updated_at: sql`now()`,
        })
        .where(eq(tenantMemberships.membership_id, removed.id));
      membershipAudit = {
        table_name: 'tenant_memberships',
        record_id: removed.id,
        action: 'update',
        changes: { is_deleted: { from: true, to: false }, role_id: { from: removed.role_id, to: inv.role_id } },
        actor_id: actor.userId,
      };
    } else {
      const [m] = await tx
        .insert(tenantMemberships)
        .values({ tenant_id: inv.tenant_id, user_id: actor.userId, role_id: inv.role_id, created_by: actor.userId })
        .returning({ id: tenantMemberships.membership_id });
      membershipAudit = {
        table_name: 'tenant_memberships',
        record_id: m!.id,
        action: 'create',
        changes: {
          tenant_id: { to: inv.tenant_id },
          user_id: { to: actor.userId },
          role_id: { to: inv.role_id },
          status: { to: 'active' },
        },
        actor_id: actor.userId,
      };
    }
    await tx
      .update(tenantInvitations)
      .set({ status: 'accepted', accepted_by: actor.userId, modified_by: actor.userId, updated_at: sql`now()` })
      .where(eq(tenantInvitations.invitation_id, inv.invitation_id));
    await recordAudit(tx, [
      {
        table_name: 'tenant_invitations',
        record_id: inv.invitation_id,
        action: 'update',
        changes: { status: { from: 'pending', to: 'accepted' }, accepted_by: { to: actor.userId } },
        actor_id: actor.userId,
      },
      membershipAudit,
    ]);
    return inv.tenant_id;
  });
}
