import { z } from 'zod';
import { LOCKED_APPS } from '../menus.ts';
import { zId, zList, zText } from './common.ts';

/**
 * Memberships (issue 20): plans a tenant's administrators configure (price in paise, period, the
 * SPEC §2 locked apps they unlock), a member's subscription to one, and sponsor codes an
 * organisation hands its cohort. Calls live under /api/memberships/.
 */

export const PLAN_PERIODS = ['month', 'year', 'lifetime'] as const;
export type TPlanPeriod = (typeof PLAN_PERIODS)[number];
export const MEMBERSHIP_STATUSES = ['pending', 'active', 'declined', 'cancelled', 'expired'] as const;
export type TMembershipStatus = (typeof MEMBERSHIP_STATUSES)[number];
export type TLockedApp = (typeof LOCKED_APPS)[number];
/** The largest price a plan may carry: ₹10,00,000 (in paise). */
export const PLAN_PRICE_MAX_PAISE = 100_000_000;

const zApps = z
  .array(z.enum(LOCKED_APPS, { error: `must be one of ${LOCKED_APPS.join(', ')}` }))
  .max(LOCKED_APPS.length)
  .refine((a) => new Set(a).size === a.length, 'must not repeat an app');

export const ZMembershipPlan = z.object({
  plan_id: zId,
  name: z.string(),
  description: z.string().nullable(),
  price_paise: z.number().int(),
  period: z.enum(PLAN_PERIODS),
  apps: z.array(z.enum(LOCKED_APPS)),
  active: z.boolean(),
});
export type TMembershipPlan = z.infer<typeof ZMembershipPlan>;

/** POST memberships/admin/plans. */
export const ZPlanInput = z.strictObject({
  name: zText(80),
  description: z.string().trim().max(500).nullable().optional(),
  price_paise: z
    .number({ error: 'must be a whole number of paise' })
    .int('must be a whole number of paise')
    .min(0, 'must not be negative')
    .max(PLAN_PRICE_MAX_PAISE, 'must be at most ₹10,00,000'),
  period: z.enum(PLAN_PERIODS, { error: 'must be month, year or lifetime' }),
  apps: zApps,
  active: z.boolean().optional(),
});
export type TPlanInput = z.infer<typeof ZPlanInput>;
/** PUT memberships/admin/plans/{planId}: any of the fields. */
export const ZPlanPatch = ZPlanInput.partial();
export type TPlanPatch = z.infer<typeof ZPlanPatch>;
export const ZPlanParams = z.object({ planId: z.coerce.number().pipe(zId) });

export const ZMembership = z.object({
  membership_id: zId,
  plan_id: zId,
  plan_name: z.string(),
  status: z.enum(MEMBERSHIP_STATUSES),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  provider: z.string(),
  /** offline: the bank transfer's UTR the member typed; a sponsor code's sponsor for codes */
  provider_ref: z.string().nullable(),
  reason: z.string().nullable(),
  requested_at: z.string(),
});
export type TMembership = z.infer<typeof ZMembership>;

/** Where an offline payment goes (shown with a request). */
export const ZBankDetails = z.object({
  account_name: z.string(),
  bank: z.string(),
  account_number: z.string(),
  ifsc: z.string(),
  upi: z.string().nullable(),
});
export type TBankDetails = z.infer<typeof ZBankDetails>;

/** GET memberships/me: the own membership (the newest open or last one), the apps it unlocks, the plans on offer. */
export const ZMyMembership = z.object({
  membership: ZMembership.nullable(),
  /** the SPEC §2 locked apps the caller may open now */
  apps: z.array(z.enum(LOCKED_APPS)),
  plans: z.array(ZMembershipPlan),
  bank: ZBankDetails,
});
export type TMyMembership = z.infer<typeof ZMyMembership>;

/** A UTR (bank transfer reference): 12–22 letters and digits. */
export const zTransferRef = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9]{12,22}$/, 'must be the 12–22 letter and digit UTR of your transfer');

/** POST memberships/request: join a plan (a free plan at once; a paid one waits for the transfer to be checked). */
export const ZMembershipRequest = z.strictObject({
  plan_id: zId,
  transfer_ref: zTransferRef.optional(),
});
export type TMembershipRequest = z.infer<typeof ZMembershipRequest>;

export const zSponsorCode = z
  .string()
  .trim()
  .min(4, 'must be at least 4 characters')
  .max(40, 'must be at most 40 characters')
  .regex(/^[A-Za-z0-9-]+$/, 'may hold only letters, digits and hyphens')
  .transform((s) => s.toUpperCase());

/** POST memberships/redeem. */
export const ZRedeemCode = z.strictObject({ code: zSponsorCode });

export const ZMembershipDecision = z
  .strictObject({
    decision: z.enum(['approve', 'decline'], { error: 'must be approve or decline' }),
    reason: z.string().trim().max(500).optional(),
  })
  .refine((d) => d.decision === 'approve' || (d.reason?.length ?? 0) > 0, {
    path: ['reason'],
    message: 'must say why the request is declined',
  });
export type TMembershipDecision = z.infer<typeof ZMembershipDecision>;
export const ZMembershipParams = z.object({ membershipId: z.coerce.number().pipe(zId) });

/** One request (or membership) in the administrators' list, with the member. */
export const ZMembershipAdminRow = ZMembership.extend({
  user_id: zId,
  member_name: z.string(),
  member_email: z.string(),
});
export type TMembershipAdminRow = z.infer<typeof ZMembershipAdminRow>;
export const ZMembershipAdminList = zList(ZMembershipAdminRow);
export type TMembershipAdminList = z.infer<typeof ZMembershipAdminList>;
export const ZMembershipAdminQuery = z.object({
  status: z.enum(MEMBERSHIP_STATUSES, { error: 'must be a membership status' }).default('pending'),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export const ZSponsorCodeRow = z.object({
  code_id: zId,
  code: z.string(),
  plan_id: zId,
  plan_name: z.string(),
  sponsor_name: z.string(),
  seats: z.number().int(),
  used: z.number().int(),
  expires_at: z.string().nullable(),
  active: z.boolean(),
});
export type TSponsorCodeRow = z.infer<typeof ZSponsorCodeRow>;

/** POST memberships/admin/codes. */
export const ZSponsorCodeInput = z.strictObject({
  code: zSponsorCode,
  plan_id: zId,
  sponsor_name: zText(120),
  seats: z.number({ error: 'must be a number' }).int().min(1, 'must be at least 1').max(100_000),
  expires_at: z.iso.datetime({ offset: true, error: 'must be an ISO date-time' }).nullable().optional(),
});
export type TSponsorCodeInput = z.infer<typeof ZSponsorCodeInput>;
/** PUT memberships/admin/codes/{codeId}: disable or enable a code. */
export const ZSponsorCodePatch = z.strictObject({ active: z.boolean({ error: 'must be true or false' }) });
export const ZSponsorCodeParams = z.object({ codeId: z.coerce.number().pipe(zId) });
