import { MEMBERSHIPS_MENU } from '@ankur/shared/menus';
import type { TMembership, TMembershipRequest, TMyMembership } from '@ankur/shared/schemas/memberships';
import type { Db } from '../../db/client.ts';
import { privilegeHolderIds } from '../../db/role-privileges.ts';
import { withTenant } from '../../db/tenant.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import type { Scope } from '../../lib/scope.ts';
import { hit, tooMany } from '../../lib/throttle.ts';
import { notifyMembershipRequest } from './membership-notifications.ts';
import {
  activeApps,
  expireMemberships,
  findPlan,
  insertMembership,
  latestMembership,
  listPlans,
  memberContact,
  openMembership,
  setMembershipStatus,
  takeSeat,
} from './memberships.repository.ts';
import { offlineProvider, type PaymentProvider } from './payment-provider.ts';
import { endOf } from './plan-period.ts';

/**
 * A member's own membership (issue 20): see it and the plans on offer, join a free plan, ask for a
 * paid one (the payment provider decides when it starts: offline, once an administrator has seen
 * the transfer), redeem a sponsor code (active at once), cancel.
 */

const iso = (v: string | Date | null) => (v === null ? null : new Date(v).toISOString());

type Row = NonNullable<Awaited<ReturnType<typeof latestMembership>>>;
export const toMembership = (r: Row): TMembership => ({
  membership_id: r.membership_id,
  plan_id: r.plan_id,
  plan_name: r.plan_name,
  status: r.status,
  starts_at: iso(r.starts_at),
  ends_at: iso(r.ends_at),
  provider: r.provider,
  provider_ref: r.provider_ref,
  reason: r.reason,
  requested_at: new Date(r.requested_at).toISOString(),
});

/** GET memberships/me. */
export function myMembership(db: Db, scope: Scope, now: Date): Promise<TMyMembership> {
  const userId = scope.actor.userId;
  return withTenant(db, scope.tenantId, async (tx) => {
    await expireMemberships(tx, userId, now.toISOString());
    return afterwards(tx, userId, now);
  });
}

const alreadyOpen = (status: string) =>
  conflict(
    status === 'active'
      ? 'You already hold a membership. Cancel it before choosing another plan.'
      : 'Your request for a plan is waiting for an administrator. Cancel it before asking again.',
  );

/**
 * POST memberships/request: a free plan starts at once; a paid one goes through the payment
 * provider (offline: pending until an administrator approves) and the administrators are told.
 */
export function requestMembership(
  db: Db,
  scope: Scope,
  body: TMembershipRequest,
  now: Date,
  provider: PaymentProvider = offlineProvider,
): Promise<TMyMembership> {
  const userId = scope.actor.userId;
  return withTenant(db, scope.tenantId, async (tx) => {
    await expireMemberships(tx, userId, now.toISOString());
    const plan = await findPlan(tx, body.plan_id);
    if (!plan?.active) throw notFound('This plan is not on offer.');
    const open = await openMembership(tx, userId);
    if (open) throw alreadyOpen(open.status);
    const started =
      plan.price_paise === 0
        ? { status: 'active' as const, ref: null, provider: 'free' }
        : {
            ...(await provider.begin({
              membershipPlanId: plan.plan_id,
              planName: plan.name,
              amountPaise: plan.price_paise,
              userId,
              reference: body.transfer_ref,
            })),
            provider: provider.name,
          };
    const active = started.status === 'active';
    const id = await insertMembership(tx, {
      user_id: userId,
      plan_id: plan.plan_id,
      status: started.status,
      starts_at: active ? now.toISOString() : null,
      ends_at: active ? endOf(now, plan.period) : null,
      provider: started.provider,
      provider_ref: started.ref,
    });
    if (id === null) throw alreadyOpen('pending');
    if (!active) {
      const admins = await privilegeHolderIds(tx, scope, MEMBERSHIPS_MENU, 'update');
      await notifyMembershipRequest(
        tx,
        admins.filter((a) => a !== userId),
        { member: (await memberContact(tx, userId)).name, planName: plan.name },
      );
    }
    return afterwards(tx, userId, now);
  });
}

/** Sponsor codes: 10 attempts per person per 15 minutes, so codes cannot be guessed. */
export const REDEEM_LIMIT = { limit: 10, windowMs: 15 * 60 * 1000 };
export const INVALID_CODE = 'This code is not valid, has expired or has no seats left.';

/**
 * POST memberships/redeem: one seat of the code is taken atomically and the membership starts at
 * once; a request still waiting is replaced. Every attempt counts against the rate limit.
 */
export async function redeemCode(db: Db, scope: Scope, code: string, now: Date): Promise<TMyMembership> {
  const userId = scope.actor.userId;
  const attempt = await hit(db, `sponsor-code:${scope.tenantId}:${userId}`, REDEEM_LIMIT);
  if (!attempt.allowed) throw tooMany(attempt.retryAfterSec, 'Too many code attempts. Try again later.');
  return withTenant(db, scope.tenantId, async (tx) => {
    await expireMemberships(tx, userId, now.toISOString());
    const open = await openMembership(tx, userId);
    if (open?.status === 'active') throw alreadyOpen('active');
    const seat = await takeSeat(tx, code, now.toISOString());
    if (!seat) throw notFound(INVALID_CODE);
    const plan = await findPlan(tx, seat.plan_id);
    if (!plan) throw notFound(INVALID_CODE);
    if (open)
      await setMembershipStatus(tx, open.membership_id, { status: 'cancelled', reason: 'Replaced by a sponsor code' });
    const id = await insertMembership(tx, {
      user_id: userId,
      plan_id: plan.plan_id,
      status: 'active',
      starts_at: now.toISOString(),
      ends_at: endOf(now, plan.period),
      provider: 'sponsor',
      provider_ref: `${code} · ${seat.sponsor_name}`,
      sponsor_code_id: seat.code_id,
    });
    if (id === null) throw alreadyOpen('active');
    return afterwards(tx, userId, now);
  });
}

/** POST memberships/cancel: the open membership (waiting or running) ends now. */
export function cancelMembership(db: Db, scope: Scope, now: Date): Promise<TMyMembership> {
  const userId = scope.actor.userId;
  return withTenant(db, scope.tenantId, async (tx) => {
    await expireMemberships(tx, userId, now.toISOString());
    const open = await openMembership(tx, userId);
    if (!open) throw notFound('You have no membership to cancel.');
    await setMembershipStatus(tx, open.membership_id, {
      status: 'cancelled',
      ...(open.status === 'active' ? { ends_at: now.toISOString() } : {}),
    });
    return afterwards(tx, userId, now);
  });
}

/** The member's state after a change: newest membership, unlocked apps, plans on offer, where to pay. */
async function afterwards(tx: Db, userId: number, now: Date): Promise<TMyMembership> {
  const latest = await latestMembership(tx, userId);
  return {
    membership: latest ? toMembership(latest) : null,
    apps: [...new Set(await activeApps(tx, userId, now.toISOString()))].sort() as TMyMembership['apps'],
    plans: await listPlans(tx, true),
    bank: offlineProvider.bank,
  };
}
