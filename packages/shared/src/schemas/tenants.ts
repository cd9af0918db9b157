import { z } from 'zod';
import { ZAudit } from './common.ts';

export const TENANT_TYPES = ['event', 'incubator', 'institution', 'organisation'] as const;

export const ZTenantBranding = z.strictObject({
  logo_url: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
    .max(2048)
    .optional(),
  primary_color: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/, 'must be a #rrggbb colour')
    .optional(),
  accent_color: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/, 'must be a #rrggbb colour')
    .optional(),
});

export const ZTenant = z
  .object({
    tenant_id: z.string(),
    tenant_type: z.string(),
    tenant_name: z.string(),
    display_name: z.string(),
    branding: z.object({
      logo_url: z.string().optional(),
      primary_color: z.string().optional(),
      accent_color: z.string().optional(),
    }),
  })
  .extend(ZAudit.shape);
export type TTenant = z.infer<typeof ZTenant>;

/** The tenant onboarding data of POST user/tenants/createTenantIfNotExists. */
export const ZTenantCreate = z.strictObject({
  tenant_type: z.enum(TENANT_TYPES),
  tenant_name: z
    .string()
    .regex(/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/, 'must be lower-case letters, digits and hyphens (URL-safe)'),
  display_name: z.string().trim().min(2, 'must be at least 2 characters').max(120),
  branding: ZTenantBranding.optional(),
  created_by: z.number().int().optional().describe('ignored: the signed-in user is recorded'),
});

export const ZUserTenant = ZTenant.pick({
  tenant_id: true,
  tenant_type: true,
  tenant_name: true,
  display_name: true,
  branding: true,
}).extend({
  role_id: z.number().int(),
  role_name: z.string(),
  role_view: z.string(),
  status: z.string(),
});
export type TUserTenant = z.infer<typeof ZUserTenant>;

/** The role a tenant's creator gets there: administers the tenant, not the platform. */
export const TENANT_ADMIN_ROLE_NAME = 'Tenant Administrator';

/** GET /api/tenant/current: the session's tenant (null on the main platform) and the caller's role there. */
export const ZCurrentTenant = z.object({
  tenant: ZTenant.pick({
    tenant_id: true,
    tenant_type: true,
    tenant_name: true,
    display_name: true,
    branding: true,
  }).nullable(),
  role: z.object({ role_id: z.number().int(), role_name: z.string(), role_view: z.string() }).nullable(),
});
export type TCurrentTenant = z.infer<typeof ZCurrentTenant>;

/** PUT /api/tenant/branding (update on 'Tenant Admin Center'). */
export const ZTenantBrandingUpdate = z.strictObject({
  display_name: z.string().trim().min(2, 'must be at least 2 characters').max(120).optional(),
  branding: ZTenantBranding.optional(),
});

/** The roles a tenant administrator may give members (GET /api/tenant/roles). */
export const ZTenantRole = z.object({
  role_id: z.number().int(),
  role_name: z.string(),
  display_name: z.string(),
  role_view: z.string(),
});

/** GET /api/tenant/members (page, limit, search): the tenant's members. */
export const ZTenantMember = z.object({
  membership_id: z.number().int(),
  user_id: z.number().int(),
  username: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string(),
  role_id: z.number().int(),
  role_name: z.string(),
  role_view: z.string(),
  status: z.string(),
  created_at: z.string(),
});
export type TTenantMember = z.infer<typeof ZTenantMember>;

/** PUT /api/tenant/members/{userId}: a member's role or status. */
export const ZTenantMemberUpdate = z.strictObject({
  role_id: z.number().int().positive().max(2147483647).optional(),
  status: z.enum(['active', 'suspended']).optional(),
});

export const INVITATION_TTL_DAYS = 14;

/** POST /api/tenant/invitations: invite by e-mail with a role. */
export const ZInvitationCreate = z.strictObject({
  email: z
    .email('must be an e-mail address')
    .max(254)
    .transform((e) => e.toLowerCase()),
  role_id: z.number().int().positive().max(2147483647),
});

/** GET /api/tenant/invitations: pending and past invitations (never the token). */
export const ZInvitation = z.object({
  invitation_id: z.number().int(),
  email: z.string(),
  role_id: z.number().int(),
  role_name: z.string(),
  status: z.enum(['pending', 'accepted', 'revoked', 'expired']),
  expires_at: z.string(),
  created_at: z.string(),
  invited_by_name: z.string().nullable(),
});
export type TInvitation = z.infer<typeof ZInvitation>;

/**
 * GET /api/invitations/{token} (public): what the invitation offers; POST .../accept (signed in,
 * with the invited e-mail address) makes the caller a member and answers the tenant.
 */
export const ZInvitationPreview = z.object({
  tenant: ZTenant.pick({ tenant_id: true, tenant_type: true, tenant_name: true, display_name: true, branding: true }),
  role_name: z.string(),
  email: z.string().describe('the invited address, partly masked: a***@example.in'),
  status: z.enum(['pending', 'accepted', 'revoked', 'expired']),
  expires_at: z.string(),
});
export type TInvitationPreview = z.infer<typeof ZInvitationPreview>;
