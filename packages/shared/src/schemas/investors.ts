import { z } from 'zod';
import { zId, zList } from './common.ts';

/**
 * Investor registration (issue 20): an investor describes how they invest; administrators verify
 * or decline with a reason; a verified investor reads the Investor Workspace menu and shows a
 * badge. Calls live under /api/investors/.
 */

export const INVESTOR_TYPES = ['angel', 'vc_fund', 'family_office', 'csr', 'government_fund'] as const;
export type TInvestorType = (typeof INVESTOR_TYPES)[number];
export const INVESTMENT_STAGES = ['idea', 'pre_seed', 'seed', 'series_a', 'growth'] as const;
export type TInvestmentStage = (typeof INVESTMENT_STAGES)[number];
export const INVESTOR_SECTORS = [
  'agritech',
  'cleantech',
  'consumer',
  'deeptech',
  'edtech',
  'fintech',
  'healthtech',
  'manufacturing',
  'mobility',
  'saas',
  'social_impact',
] as const;
export type TInvestorSector = (typeof INVESTOR_SECTORS)[number];
export const INVESTOR_STATUSES = ['pending', 'verified', 'declined'] as const;
export type TInvestorStatus = (typeof INVESTOR_STATUSES)[number];
export const PORTFOLIO_LINKS_MAX = 5;
/** The largest ticket: ₹10,000 crore, in rupees. */
export const TICKET_MAX_INR = 100_000_000_000;

const zTicket = z
  .number({ error: 'must be an amount in rupees' })
  .int('must be a whole number of rupees')
  .min(1, 'must be at least ₹1')
  .max(TICKET_MAX_INR, 'must be at most ₹10,000 crore');

const zLink = z
  .string()
  .trim()
  .max(300, 'must be at most 300 characters')
  .refine((s) => {
    try {
      const u = new URL(s);
      return (u.protocol === 'https:' || u.protocol === 'http:') && u.hostname.includes('.');
    } catch {
      return false;
    }
  }, 'must be an http(s) link');

const unique = <T>(a: T[]) => new Set(a).size === a.length;

/** PUT investors/me: register, or change the registration (which asks for verification again). */
export const ZInvestorProfileInput = z
  .strictObject({
    investor_type: z.enum(INVESTOR_TYPES, { error: 'must be angel, vc_fund, family_office, csr or government_fund' }),
    organisation: z.string().trim().max(120).nullable().optional(),
    ticket_min_inr: zTicket,
    ticket_max_inr: zTicket,
    stages: z
      .array(z.enum(INVESTMENT_STAGES, { error: 'must be a known stage' }))
      .min(1, 'must name at least one stage')
      .refine(unique, 'must not repeat a stage'),
    sectors: z
      .array(z.enum(INVESTOR_SECTORS, { error: 'must be a known sector' }))
      .min(1, 'must name at least one sector')
      .refine(unique, 'must not repeat a sector'),
    portfolio_links: z.array(zLink).max(PORTFOLIO_LINKS_MAX, `must hold at most ${PORTFOLIO_LINKS_MAX} links`),
    accreditation: z.literal(true, { error: 'must be declared' }),
  })
  .refine((p) => p.ticket_max_inr >= p.ticket_min_inr, {
    path: ['ticket_max_inr'],
    message: 'must not be below the minimum ticket',
  });
export type TInvestorProfileInput = z.infer<typeof ZInvestorProfileInput>;

export const ZInvestorProfile = z.object({
  profile_id: zId,
  user_id: zId,
  investor_type: z.enum(INVESTOR_TYPES),
  organisation: z.string().nullable(),
  ticket_min_inr: z.number().int(),
  ticket_max_inr: z.number().int(),
  stages: z.array(z.enum(INVESTMENT_STAGES)),
  sectors: z.array(z.enum(INVESTOR_SECTORS)),
  portfolio_links: z.array(z.string()),
  accreditation_declared_at: z.string(),
  status: z.enum(INVESTOR_STATUSES),
  reason: z.string().nullable(),
  decided_at: z.string().nullable(),
  submitted_at: z.string(),
});
export type TInvestorProfile = z.infer<typeof ZInvestorProfile>;
/** GET investors/me: the own registration, or null before registering. */
export const ZMyInvestorProfile = z.object({ profile: ZInvestorProfile.nullable() });
export type TMyInvestorProfile = z.infer<typeof ZMyInvestorProfile>;

export const ZInvestorAdminRow = ZInvestorProfile.extend({ investor_name: z.string(), investor_email: z.string() });
export type TInvestorAdminRow = z.infer<typeof ZInvestorAdminRow>;
export const ZInvestorAdminList = zList(ZInvestorAdminRow);
export type TInvestorAdminList = z.infer<typeof ZInvestorAdminList>;
export const ZInvestorAdminQuery = z.object({
  status: z.enum(INVESTOR_STATUSES, { error: 'must be pending, verified or declined' }).default('pending'),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export const ZInvestorDecision = z
  .strictObject({
    decision: z.enum(['verify', 'decline'], { error: 'must be verify or decline' }),
    reason: z.string().trim().max(500).optional(),
  })
  .refine((d) => d.decision === 'verify' || (d.reason?.length ?? 0) > 0, {
    path: ['reason'],
    message: 'must say why the registration is declined',
  });
export type TInvestorDecision = z.infer<typeof ZInvestorDecision>;
export const ZInvestorProfileParams = z.object({ profileId: z.coerce.number().pipe(zId) });
export const ZInvestorUserParams = z.object({ userId: z.coerce.number().pipe(zId) });

/** GET investors/{userId}/badge: whether a person is a verified investor (any signed-in user may ask). */
export const ZInvestorBadge = z.object({
  user_id: zId,
  verified: z.boolean(),
  investor_type: z.enum(INVESTOR_TYPES).nullable(),
  verified_at: z.string().nullable(),
});
export type TInvestorBadge = z.infer<typeof ZInvestorBadge>;
