import { INVITATION_TTL_DAYS, type TInvitationPreview, type TUserTenant } from '@ankur/shared/schemas/tenants';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { conflict, forbidden, HttpError, notFound } from '../../lib/errors.ts';
import type { Mailer } from '../../lib/mail.ts';
import type { Scope } from '../../lib/scope.ts';
import { hit, tooMany } from '../../lib/throttle.ts';
import { forgetUserSessions } from '../../plugins/session.ts';
import { type AuditEntry, recordAudit } from '../../resources/audit.ts';
import { invitationEmail } from './invitation-mail.ts';
import {
  expireOverdue,
  findByToken,
  findInvitation,
  findLiveMembershipId,
  findPendingId,
  findRemovedMembership,
  hasVerifiedEmail,
  insertInvitation,
  insertMembership,
  listInvitations,
  lockInvitationStatus,
  lockTenantName,
  reviveMembership,
  setInvitationStatus,
  userFullName,
} from './invitations.repository.ts';
import {
  hashInvitationToken,
  INVITATION_MESSAGES,
  type InvitationStatus,
  maskEmail,
  newInvitationToken,
  shownStatus,
} from './invitations.rules.ts';
import { isMemberEmail } from './members.repository.ts';
import { assertTenantRole } from './members.service.ts';
import { listUserTenants } from './tenants.repository.ts';
import { adminTenantOf } from './tenants.service.ts';

/** At most this many invitations per tenant per hour. */
export const INVITATIONS_PER_HOUR = 50;
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** What sending an invitation needs beyond the database: the site, its mail and its time. */
export interface InvitationContext {
  origin: string;
  brandName: string;
  mailer: Mailer;
  clock: Clock;
  log: { warn(obj: object, msg: string): void };
}

/** Counts one invitation against the tenant's hourly limit, inside the invitation's transaction. */
async function countInvitation(tx: Db, tenantId: string, clock: Clock) {
  const r = await hit(tx, `tenant-invitations:${tenantId}`, { limit: INVITATIONS_PER_HOUR, windowMs: HOUR_MS }, clock);
  if (!r.allowed) {
    const minutes = Math.max(1, Math.ceil(r.retryAfterSec / 60));
    throw tooMany(
      r.retryAfterSec,
      `This tenant has sent ${INVITATIONS_PER_HOUR} invitations in the last hour; try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    );
  }
}

/**
 * Creates a pending invitation: 409 when the address already has a live one or belongs to a
 * member. A pending invitation whose time has passed is closed first. Answers the invitation, the
 * token for the link (shown nowhere else) and what the e-mail says.
 */
async function createInvitation(
  db: Db,
  tenantId: string,
  input: { email: string; role_id: number },
  actorId: number,
  clock: Clock,
) {
  const email = input.email.toLowerCase();
  const now = clock.now();
  return db.transaction(async (tx) => {
    const tenantName = await lockTenantName(tx, tenantId);
    if (tenantName === undefined) throw notFound('This tenant no longer exists.');
    const role = await assertTenantRole(tx, input.role_id);
    if (await isMemberEmail(tx, tenantId, email)) {
      throw conflict(`${email} is already a member of this tenant.`, { field: 'email' });
    }
    // an expired pending invitation no longer blocks a new one (it stays listed as expired)
    await expireOverdue(tx, tenantId, email, now);
    const pending = await findPendingId(tx, tenantId, email);
    if (pending !== undefined) {
      throw conflict(`${email} already has a pending invitation to this tenant; revoke it to send a new one.`, {
        field: 'email',
        invitation_id: pending,
      });
    }
    await countInvitation(tx, tenantId, clock);
    const token = newInvitationToken();
    const row = await insertInvitation(tx, {
      tenant_id: tenantId,
      email,
      role_id: role.role_id,
      token_hash: hashInvitationToken(token),
      expires_at: new Date(now.getTime() + INVITATION_TTL_DAYS * DAY_MS),
      created_by: actorId,
    });
    await recordAudit(tx, [
      {
        table_name: 'tenant_invitations',
        record_id: row.invitation_id,
        action: 'create',
        changes: {
          email: { to: email },
          role_id: { to: role.role_id },
          expires_at: { to: row.expires_at.toISOString() },
        },
        actor_id: actorId,
      },
    ]);
    const invitation = (await findInvitation(tx, tenantId, row.invitation_id, now))!;
    return { invitation, token, tenantName, roleName: role.role_name };
  });
}

/** Withdraws an invitation whose e-mail could not be sent (nobody holds its link). */
async function withdrawUnsent(db: Db, id: number, actorId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await setInvitationStatus(tx, id, { status: 'revoked' }, actorId, true);
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

/**
 * POST tenant/invitations: invites an address into the session's tenant with a role and e-mails
 * the link; when the e-mail cannot be sent the invitation is withdrawn (502).
 */
export async function invite(db: Db, scope: Scope, input: { email: string; role_id: number }, ctx: InvitationContext) {
  const tenantId = await adminTenantOf(db, scope);
  const actorId = scope.actor.userId;
  const created = await createInvitation(db, tenantId, input, actorId, ctx.clock);
  const inviterName = await userFullName(db, actorId);
  const link = `${ctx.origin}/invitations/${created.token}`;
  try {
    await ctx.mailer.send(
      invitationEmail(
        ctx.brandName,
        created.invitation.email,
        { tenantName: created.tenantName, roleName: created.roleName, inviterName, validDays: INVITATION_TTL_DAYS },
        link,
      ),
    );
  } catch (err) {
    ctx.log.warn({ err }, 'invitation e-mail not sent');
    await withdrawUnsent(db, created.invitation.invitation_id, actorId);
    throw new HttpError(
      502,
      'The invitation e-mail could not be sent, so the invitation was withdrawn. Try again later.',
    );
  }
  return created.invitation;
}

/** GET tenant/invitations: the session's tenant's invitations, newest first. */
export async function invitations(
  db: Db,
  scope: Scope,
  q: { page: number; limit: number; status?: InvitationStatus | undefined },
  now: Date,
) {
  return listInvitations(db, await adminTenantOf(db, scope), q, now);
}

/**
 * DELETE tenant/invitations/{id}: revokes a pending invitation of this tenant (404 for any other
 * tenant's); an expired one may be revoked too, an accepted or revoked one not (409).
 */
export async function revokeInvitation(db: Db, scope: Scope, id: number, now: Date) {
  const tenantId = await adminTenantOf(db, scope);
  const actorId = scope.actor.userId;
  return db.transaction(async (tx) => {
    const status = await lockInvitationStatus(tx, tenantId, id);
    if (status === undefined) throw notFound(`No invitation ${id} in this tenant.`);
    if (status !== 'pending' && status !== 'expired') {
      throw conflict(`Only a pending invitation can be revoked; this one was ${status}.`);
    }
    await setInvitationStatus(tx, id, { status: 'revoked' }, actorId);
    await recordAudit(tx, [
      {
        table_name: 'tenant_invitations',
        record_id: id,
        action: 'update',
        changes: { status: { from: status, to: 'revoked' } },
        actor_id: actorId,
      },
    ]);
    return (await findInvitation(tx, tenantId, id, now))!;
  });
}

/** GET invitations/{token} (public): what the invitation offers, the address masked. */
export async function previewInvitation(db: Db, token: string, now: Date): Promise<TInvitationPreview> {
  const row = await findByToken(db, token);
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
 * Answers the user's view of the tenant.
 */
export async function acceptInvitation(db: Db, { actor }: Scope, token: string, now: Date): Promise<TUserTenant> {
  const tenantId = await db.transaction(async (tx) => {
    const inv = await findByToken(tx, token, true);
    if (!inv) throw notFound(INVITATION_MESSAGES.unknown);
    if (actor.email.toLowerCase() !== inv.email) throw forbidden(INVITATION_MESSAGES.otherEmail);
    if (!(await hasVerifiedEmail(tx, actor.userId, inv.email))) throw forbidden(INVITATION_MESSAGES.unverified);
    const status = shownStatus(inv.status, new Date(inv.expires_at), now);
    if (status === 'accepted') throw conflict(INVITATION_MESSAGES.used);
    if (status === 'revoked') throw conflict(INVITATION_MESSAGES.revoked);
    if (status === 'expired') throw new HttpError(410, INVITATION_MESSAGES.expired);
    if (!inv.role_live) throw conflict(INVITATION_MESSAGES.roleGone);
    if ((await findLiveMembershipId(tx, inv.tenant_id, actor.userId)) !== undefined) {
      throw conflict(INVITATION_MESSAGES.alreadyMember);
    }

    const removed = await findRemovedMembership(tx, inv.tenant_id, actor.userId);
    let membershipAudit: AuditEntry;
    if (removed) {
      await reviveMembership(tx, removed.id, inv.role_id, actor.userId);
      membershipAudit = {
        table_name: 'tenant_memberships',
        record_id: removed.id,
        action: 'update',
        changes: { is_deleted: { from: true, to: false }, role_id: { from: removed.role_id, to: inv.role_id } },
        actor_id: actor.userId,
      };
    } else {
      const id = await insertMembership(tx, inv.tenant_id, actor.userId, inv.role_id);
      membershipAudit = {
        table_name: 'tenant_memberships',
        record_id: id,
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
    await setInvitationStatus(tx, inv.invitation_id, { status: 'accepted', accepted_by: actor.userId }, actor.userId);
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
  forgetUserSessions(actor.userId);
  const [tenant] = await listUserTenants(db, actor.userId, tenantId);
  return tenant!;
}
