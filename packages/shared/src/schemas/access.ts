import { z } from 'zod';
import { ZAudit, zId, zOptText, zText } from './common.ts';

export const ZPermissionItem = z.strictObject({ permission_name: zText(64) });
const zAccessType = z.array(ZPermissionItem).max(50);
const zRoleView = z.enum(['admin', 'other']);

export const ZRole = z
  .object({
    role_id: zId,
    role_name: z.string(),
    role_type: z.string(),
    role_view: z.string(),
    display_name: z.string().nullable(),
    description: z.string().nullable(),
    is_self_service: z.boolean(),
    parent_user_id: z.number().int().nullable(),
  })
  .extend(ZAudit.shape);
export type TRole = z.infer<typeof ZRole>;
export const ZRoleCreate = z.strictObject({
  role_name: zText(100),
  role_view: zRoleView.optional(),
  display_name: zOptText(100),
  description: zOptText(500),
  is_self_service: z.boolean().optional(),
});
export const ZRoleUpdate = ZRoleCreate.partial().strict();

export const ZCustomRole = z
  .object({
    role_id: zId,
    role_name: z.string(),
    role_type: z.string(),
    role_view: z.string(),
    display_name: z.string().nullable(),
    parent_user_id: zId,
  })
  .extend(ZAudit.shape);
export const ZCustomRoleCreate = z.strictObject({
  role_name: zText(100),
  role_view: zRoleView.optional(),
  display_name: zOptText(100),
  parent_user_id: zId,
});
export const ZCustomRoleUpdate = ZCustomRoleCreate.partial().strict();

export const ZMenu = z
  .object({
    menu_id: zId,
    menu_name: z.string(),
    menu_parent_id: z.number().int().nullable(),
    menu_view: z.string(),
    menu_route: z.string().nullable(),
    sort_order: z.number().int(),
  })
  .extend(ZAudit.shape);
export type TMenu = z.infer<typeof ZMenu>;
export const ZMenuCreate = z.strictObject({
  menu_name: zText(100),
  menu_parent_id: zId.nullable().optional(),
  menu_view: z.enum(['user', 'account', 'admin']).optional(),
  menu_route: z
    .string()
    .regex(/^\/[A-Za-z0-9/_:{}-]*$/, 'must be a path starting with /')
    .max(200)
    .nullable()
    .optional(),
  sort_order: z.number().int().min(0).max(100000).optional(),
});
export const ZMenuUpdate = ZMenuCreate.partial().strict();

const privilegeShape = {
  role_id: zId,
  privilege_menu_id: zId,
  privilege_access_scope: z.string(),
  privilege_access_type: z.array(z.object({ permission_name: z.string() })),
};
export const ZPrivilege = z.object({ privilege_id: zId, ...privilegeShape }).extend(ZAudit.shape);
export type TPrivilege = z.infer<typeof ZPrivilege>;
export const ZPrivilegeCreate = z.strictObject({
  role_id: zId,
  privilege_menu_id: zId,
  privilege_access_scope: z.enum(['private', 'public', 'tenant']).optional(),
  privilege_access_type: zAccessType.optional(),
});
export const ZPrivilegeUpdate = ZPrivilegeCreate.partial().strict();
/** Custom-role privileges have the same shape; role_id names a custom role. */
export const ZCustomRolePrivilege = ZPrivilege;
export const ZCustomRolePrivilegeCreate = ZPrivilegeCreate;
export const ZCustomRolePrivilegeUpdate = ZPrivilegeUpdate;

export const ZGroupUser = z
  .object({
    table_id: zId,
    user_id: zId,
    parent_user_id: zId,
    role_id: z.number().int().nullable(),
    status: z.string(),
  })
  .extend(ZAudit.shape);
export const ZGroupUserCreate = z.strictObject({
  user_id: zId,
  parent_user_id: zId,
  role_id: zId.nullable().optional(),
  status: z.enum(['active', 'invited', 'suspended']).optional(),
});
export const ZGroupUserUpdate = ZGroupUserCreate.partial().strict();
