import { TENANT_ADMIN_CENTER_MENU } from '@ankur/shared/menus';
import { access } from '../../plugins/access.ts';

/** A permission on 'Tenant Admin Center' (held, inside a tenant, through the membership role). */
export const tenantAdmin = (permission: 'read' | 'create' | 'update' | 'delete') =>
  access.menu(TENANT_ADMIN_CENTER_MENU, permission);
