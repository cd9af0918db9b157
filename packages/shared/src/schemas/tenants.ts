import { z } from 'zod';
import { ZAudit } from './common.ts';

export const TENANT_TYPES = ['event', 'incubator', 'institution', 'organisation'] as const;

export const ZTenantBranding = z.strictObject({
  logo_url: z.url().max(2048).optional(),
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
