import { z } from 'zod';
import { zId } from './common.ts';

/** GET /api/auth/privileges: the active role's permissions per menu (SPEC §4 step 5). */
export const ZMenuPrivilege = z.object({
  menu_id: z.number().int(),
  menu_name: z.string(),
  menu_parent_name: z.string().nullable(),
  menu_route: z.string().nullable(),
  permissions: z.array(z.string()),
});
export const ZMyPrivileges = z.object({
  /** the active role, or null when the user has none */
  role_id: z.number().int().nullable(),
  /** 'custom' when the active role is a custom role (privileges then come from custom-role privileges) */
  role_type: z.string().nullable(),
  privileges: z.array(ZMenuPrivilege),
});
export type TMyPrivileges = z.infer<typeof ZMyPrivileges>;

/** One recorded change (GET /api/system/audit/getAll, list conventions; Admin Center audit view). */
export const ZAuditEntry = z.object({
  audit_id: zId,
  table_name: z.string(),
  record_id: z.number().int(),
  action: z.enum(['create', 'update', 'delete']),
  /** field → { from, to } (create: only to; delete: nothing) */
  changes: z.record(z.string(), z.object({ from: z.unknown().optional(), to: z.unknown().optional() })),
  actor_id: z.number().int().nullable(),
  actor_name: z.string().nullable(),
  created_at: z.string(),
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;

/** PUT /api/auth/userRoles/{id}: the system roles a user holds (replaces the set; temp is dropped). */
export const ZUserRolesBody = z.strictObject({
  role_ids: z.array(zId).min(1, 'must list at least one role').max(20, 'at most 20 roles'),
});

/** GET /api/auth/signInState/{id}: what an administrator sees of a user's sign-in. */
export const ZSignInState = z.object({
  user_id: zId,
  enabled: z.boolean(),
  email_verified: z.boolean(),
  has_password: z.boolean(),
  failed_login_count: z.number().int(),
  locked_until: z.string().nullable(),
  last_sign_in_at: z.string().nullable(),
  active_sessions: z.number().int(),
});
export type TSignInState = z.infer<typeof ZSignInState>;

/**
 * PUT /api/user/privileges/setRolePrivileges/{roleId} (system roles) and
 * PUT /api/user/customRolePrivilege/setRolePrivileges/{roleId} (custom roles): the privilege
 * matrix of one role saved in one transaction. Each item sets the permissions on one menu; an
 * empty list removes the privilege. Menus not listed are left as they are.
 */
export const ZSetRolePrivileges = z.strictObject({
  items: z
    .array(
      z.strictObject({
        privilege_menu_id: zId,
        permissions: z
          .array(z.string().trim().min(1, 'must not be empty').max(64, 'must be at most 64 characters'))
          .max(50, 'at most 50 permissions'),
      }),
    )
    .min(1, 'must hold at least one item')
    .max(1000, 'at most 1000 items'),
});
export type TSetRolePrivileges = z.infer<typeof ZSetRolePrivileges>;
