import type {
  TMembershipAdminList,
  TMembershipAdminRow,
  TMembershipDecision,
  TMembershipPlan,
  TMembershipStatus,
  TPlanInput,
  TPlanPatch,
  TSponsorCodeInput,
  TSponsorCodeRow,
} from '@ankur/shared/schemas/memberships';
import type { Db } from '../../db/client.ts';
import { withTenant } from '../../db/tenant.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import type { Scope } from '../../lib/scope.ts';
import { recordAudit } from '../../resources/audit.ts';
import { notifyMembershipDecision } from './membership-notifications.ts';
import {
  findCode,
  findMembership,
  findPlan,
  insertCode,
  insertPlan,
  listCodes,
  listMemberships,
  listPlans,
  memberContact,
  setCodeActive,
  setMembershipStatus,
  updatePlan,
} from './memberships.repository.ts';
import { toMembership } from './memberships.service.ts';
import { offlineProvider, type PaymentProvider } from './payment-provider.ts';
import { endOf } from './plan-period.ts';

/**
 * What administrators do with memberships (issue 20), each change audited in its transaction:
 * plans, sponsor codes, and the decision on a request waiting for its payment.
 */

const changes = (before: Record<string, unknown>, after: Record<string, unknown>) =>
  Object.fromEntries(
    Object.keys(after)
      .filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]))
      .map((k) => [k, { from: before[k], to: after[k] }]),
  );

export function adminPlans(db: Db, scope: Scope): Promise<TMembershipPlan[]> {
  return withTenant(db, scope.tenantId, (tx) => listPlans(tx, false));
}

export function createPlan(db: Db, scope: Scope, input: TPlanInput): Promise<TMembershipPlan> {
  return withTenant(db, scope.tenantId, async (tx) => {
    const plan = await insertPlan(tx, input, scope.actor.userId);
    await recordAudit(tx, [
      {
        table_name: 'membership_plans',
        record_id: plan.plan_id,
        action: 'create',
        changes: changes({}, { ...plan }),
        actor_id: scope.actor.userId,
      },
    ]);
    return plan;
  });
}

export function changePlan(db: Db, scope: Scope, planId: number, patch: TPlanPatch): Promise<TMembershipPlan> {
  return withTenant(db, scope.tenantId, async (tx) => {
    const before = await findPlan(tx, planId);
    if (!before) throw notFound(`No plan with plan_id ${planId}`);
    const after = await updatePlan(tx, planId, patch, scope.actor.userId);
    await recordAudit(tx, [
      {
        table_name: 'membership_plans',
        record_id: planId,
        action: 'update',
        changes: changes(before, after),
        actor_id: scope.actor.userId,
      },
    ]);
    return after;
  });
}

export function adminMemberships(
  db: Db,
  scope: Scope,
  q: { status: TMembershipStatus; page: number; limit: number },
): Promise<TMembershipAdminList> {
  return withTenant(db, scope.tenantId, async (tx) => {
    const { rows, total } = await listMemberships(tx, q);
    return {
      data: rows.map(
        (r): TMembershipAdminRow => ({
          ...toMembership(r),
          user_id: r.user_id,
          member_name: r.member_name,
          member_email: r.member_email,
        }),
      ),
      meta: { page: q.page, limit: q.limit, total, totalPages: Math.ceil(total / q.limit) },
    };
  });
}

/**
 * POST memberships/admin/requests/{id}/decide: the payment provider confirms (offline: the
 * administrator saw the transfer) and the membership starts, or it is declined with a reason.
 */
export function decideMembership(
  db: Db,
  scope: Scope,
  membershipId: number,
  d: TMembershipDecision,
  now: Date,
  provider: PaymentProvider = offlineProvider,
): Promise<TMembershipAdminRow> {
  return withTenant(db, scope.tenantId, async (tx) => {
    const row = await findMembership(tx, membershipId);
    if (!row) throw notFound(`No membership request with membership_id ${membershipId}`);
    if (row.status !== 'pending') throw conflict('This request was already decided.');
    const plan = await findPlan(tx, row.plan_id);
    const confirmed = await provider.confirm(row.provider_ref ?? '', {
      approved: d.decision === 'approve',
      reason: d.reason,
    });
    const active = confirmed.status === 'active';
    const change = active
      ? {
          status: 'active' as const,
          starts_at: now.toISOString(),
          ends_at: plan ? endOf(now, plan.period) : null,
          reason: null,
        }
      : { status: 'declined' as const, reason: confirmed.reason ?? d.reason ?? null };
    await setMembershipStatus(tx, membershipId, { ...change, decided_by: scope.actor.userId });
    await recordAudit(tx, [
      {
        table_name: 'memberships',
        record_id: membershipId,
        action: 'update',
        changes: {
          status: { from: 'pending', to: change.status },
          ...(change.reason ? { reason: { to: change.reason } } : {}),
        },
        actor_id: scope.actor.userId,
      },
    ]);
    await notifyMembershipDecision(tx, row.user_id, {
      approved: active,
      planName: row.plan_name,
      reason: change.reason,
    });
    const after = await findMembership(tx, membershipId);
    if (!after) throw notFound(`No membership request with membership_id ${membershipId}`);
    const who = await memberContact(tx, after.user_id);
    return { ...toMembership(after), user_id: after.user_id, member_name: who.name, member_email: who.email };
  });
}

const toCode = (r: NonNullable<Awaited<ReturnType<typeof findCode>>>): TSponsorCodeRow => ({
  ...r,
  expires_at: r.expires_at === null ? null : new Date(r.expires_at).toISOString(),
});

export function adminCodes(db: Db, scope: Scope): Promise<TSponsorCodeRow[]> {
  return withTenant(db, scope.tenantId, async (tx) => (await listCodes(tx)).map(toCode));
}

export function createCode(db: Db, scope: Scope, input: TSponsorCodeInput): Promise<TSponsorCodeRow> {
  return withTenant(db, scope.tenantId, async (tx) => {
    if (!(await findPlan(tx, input.plan_id))) {
      throw badRequest('Invalid body.plan_id: no such plan', [{ path: 'body.plan_id', message: 'no such plan' }]);
    }
    const id = await insertCode(
      tx,
      {
        code: input.code,
        plan_id: input.plan_id,
        sponsor_name: input.sponsor_name,
        seats: input.seats,
        expires_at: input.expires_at ?? null,
      },
      scope.actor.userId,
    );
    if (id === null) throw conflict(`The code ${input.code} already exists.`);
    await recordAudit(tx, [
      {
        table_name: 'sponsor_codes',
        record_id: id,
        action: 'create',
        changes: changes({}, { ...input }),
        actor_id: scope.actor.userId,
      },
    ]);
    const row = await findCode(tx, id);
    if (!row) throw notFound(`No sponsor code with code_id ${id}`);
    return toCode(row);
  });
}

export function setCode(db: Db, scope: Scope, codeId: number, active: boolean): Promise<TSponsorCodeRow> {
  return withTenant(db, scope.tenantId, async (tx) => {
    const before = await findCode(tx, codeId);
    if (!before) throw notFound(`No sponsor code with code_id ${codeId}`);
    if (before.active !== active) {
      await setCodeActive(tx, codeId, active, scope.actor.userId);
      await recordAudit(tx, [
        {
          table_name: 'sponsor_codes',
          record_id: codeId,
          action: 'update',
          changes: { active: { from: before.active, to: active } },
          actor_id: scope.actor.userId,
        },
      ]);
    }
    return toCode({ ...before, active });
  });
}
