import { ADMIN_CENTER_MENU, INVESTOR_WORKSPACE_MENU } from '@ankur/shared/menus';
import type {
  TInvestorAdminList,
  TInvestorAdminRow,
  TInvestorBadge,
  TInvestorDecision,
  TInvestorProfile,
  TInvestorProfileInput,
  TInvestorStatus,
  TMyInvestorProfile,
} from '@ankur/shared/schemas/investors';
import type { Db } from '../../db/client.ts';
import { privilegeHolderIds } from '../../db/role-privileges.ts';
import { withTenant } from '../../db/tenant.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import type { PrivilegeGrant } from '../../lib/privilege-grants.ts';
import type { Scope, UserScope } from '../../lib/scope.ts';
import { forgetUserSessions } from '../../plugins/session.ts';
import { recordAudit } from '../../resources/audit.ts';
import { notifyInvestorDecision, notifyInvestorWaiting } from './investor-notifications.ts';
import {
  decideProfile,
  findProfile,
  investorContact,
  listProfiles,
  type ProfileRow,
  profileOf,
  upsertProfile,
  verifiedInvestorMenu,
} from './investors.repository.ts';

/**
 * Investor registration (issue 20): an investor registers (or changes the registration, which
 * asks for verification again); administrators verify or decline with a reason (audited; the
 * investor is told); a verified investor reads the Investor Workspace (decision 34) and shows a badge.
 */

const iso = (v: string | null) => (v === null ? null : new Date(v).toISOString());
const toProfile = (r: ProfileRow): TInvestorProfile => ({
  ...r,
  ticket_min_inr: Number(r.ticket_min_inr),
  ticket_max_inr: Number(r.ticket_max_inr),
  accreditation_declared_at: new Date(r.accreditation_declared_at).toISOString(),
  decided_at: iso(r.decided_at),
  submitted_at: new Date(r.submitted_at).toISOString(),
});

/** Who verifies registrations: update on the Admin Center. */
const REVIEWERS = { menu: ADMIN_CENTER_MENU, permission: 'update' } as const;

export function myInvestorProfile(db: Db, scope: UserScope): Promise<TMyInvestorProfile> {
  return withTenant(db, scope.tenantId, async (tx) => {
    const row = await profileOf(tx, scope.actor.userId);
    return { profile: row ? toProfile(row) : null };
  });
}

/** PUT investors/me: the registration waits for verification (again, after a change); reviewers are told. */
export async function registerInvestor(
  db: Db,
  scope: Scope,
  input: TInvestorProfileInput,
): Promise<TMyInvestorProfile> {
  const userId = scope.actor.userId;
  const result = await withTenant(db, scope.tenantId, async (tx) => {
    const before = await profileOf(tx, userId);
    await upsertProfile(tx, userId, input);
    if (before?.status !== 'pending') {
      const reviewers = await privilegeHolderIds(tx, scope, REVIEWERS.menu, REVIEWERS.permission);
      await notifyInvestorWaiting(
        tx,
        reviewers.filter((id) => id !== userId),
        (await investorContact(tx, userId)).name,
      );
    }
    const row = await profileOf(tx, userId);
    return { profile: row ? toProfile(row) : null, wasVerified: before?.status === 'verified' };
  });
  // a verified investor who changed the registration no longer reads the Investor Workspace
  if (result.wasVerified) forgetUserSessions(userId);
  return { profile: result.profile };
}

export function investorProfiles(
  db: Db,
  scope: Scope,
  q: { status: TInvestorStatus; page: number; limit: number },
): Promise<TInvestorAdminList> {
  return withTenant(db, scope.tenantId, async (tx) => {
    const { rows, total } = await listProfiles(tx, q);
    return {
      data: rows.map(
        (r): TInvestorAdminRow => ({
          ...toProfile(r),
          investor_name: r.investor_name,
          investor_email: r.investor_email,
        }),
      ),
      meta: { page: q.page, limit: q.limit, total, totalPages: Math.ceil(total / q.limit) },
    };
  });
}

/** POST investors/admin/profiles/{id}/decide: verify, or decline with a reason (audited; the investor is told). */
export async function decideInvestor(
  db: Db,
  scope: Scope,
  profileId: number,
  d: TInvestorDecision,
): Promise<TInvestorAdminRow> {
  const row = await withTenant(db, scope.tenantId, async (tx) => {
    const before = await findProfile(tx, profileId);
    if (!before) throw notFound(`No investor registration with profile_id ${profileId}`);
    if (before.status !== 'pending') throw conflict('This registration was already decided.');
    const status = d.decision === 'verify' ? 'verified' : 'declined';
    const reason = status === 'declined' ? (d.reason ?? null) : null;
    await decideProfile(tx, profileId, { status, reason, decidedBy: scope.actor.userId });
    await recordAudit(tx, [
      {
        table_name: 'investor_profiles',
        record_id: profileId,
        action: 'update',
        changes: { status: { from: before.status, to: status }, ...(reason ? { reason: { to: reason } } : {}) },
        actor_id: scope.actor.userId,
      },
    ]);
    await notifyInvestorDecision(tx, before.user_id, { verified: status === 'verified', reason });
    const after = await findProfile(tx, profileId);
    if (!after) throw notFound(`No investor registration with profile_id ${profileId}`);
    const who = await investorContact(tx, after.user_id);
    return { ...toProfile(after), investor_name: who.name, investor_email: who.email };
  });
  // the investor's next request loads the Investor Workspace grant
  forgetUserSessions(row.user_id);
  return row;
}

/** GET investors/{userId}/badge: any signed-in user may ask whether a person is a verified investor. */
export function investorBadge(db: Db, scope: UserScope, userId: number): Promise<TInvestorBadge> {
  return withTenant(db, scope.tenantId, async (tx) => {
    const row = await profileOf(tx, userId);
    const verified = row?.status === 'verified';
    return {
      user_id: userId,
      verified,
      investor_type: verified ? row.investor_type : null,
      verified_at: verified ? iso(row.decided_at) : null,
    };
  });
}

/** Decision 34: a verified investor of the tenant reads the Investor Workspace menu, whatever the active role. */
export const investorWorkspaceGrant: PrivilegeGrant = (tx, who) =>
  verifiedInvestorMenu(tx, who.userId, INVESTOR_WORKSPACE_MENU);
