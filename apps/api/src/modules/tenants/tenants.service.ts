import type { TCurrentTenant, TUserTenant } from '@ankur/shared/schemas/tenants';
import { TENANT_ADMIN_ROLE_NAME } from '@ankur/shared/schemas/tenants';
import type { Db } from '../../db/client.ts';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';
import type { Scope } from '../../lib/scope.ts';
import { type AuditEntry, recordAudit } from '../../resources/audit.ts';
import { mapDbError } from '../../resources/db-errors.ts';
import {
  currentTenant,
  findRoleId,
  findTenantByName,
  insertTenant,
  isMember,
  listUserTenants,
  lockTenantRow,
  type NewTenant,
  setTenant,
  type TenantBranding,
  type TenantRow,
  tenantAdminStanding,
  tenantIdTaken,
} from './tenants.repository.ts';

export const ENTER_TENANT_FIRST = 'Enter a tenant first: POST /api/auth/refresh with its tenant_id.';

/**
 * The tenant a tenant-administration call acts on: always the session's tenant, never one from
 * the request. 409 on the main platform; 404 when the tenant is gone; 403 unless the caller is an
 * active member of it or a platform administrator (the menu permission is the route's rule).
 */
export async function adminTenantOf(db: Db, { actor }: Scope): Promise<string> {
  if (!actor.tenantId) throw conflict(ENTER_TENANT_FIRST);
  const standing = await tenantAdminStanding(db, actor.tenantId, actor.userId);
  if (standing === null) throw notFound('This tenant no longer exists.');
  if (standing === 'none') throw forbidden('You are not an active member of this tenant.');
  return actor.tenantId;
}

/** A user's tenants with the role held in each: yourself, or anyone for administrators. */
export async function tenantsOfUser(db: Db, { actor }: Scope, userId: number): Promise<TUserTenant[]> {
  if (userId !== actor.userId && !actor.isAdmin) throw forbidden('You may only list your own tenants.');
  return listUserTenants(db, userId);
}

/** GET tenant/current: the session's tenant (null on the main platform) and the caller's active membership role there. */
export function currentTenantOf(db: Db, { actor }: Scope): Promise<TCurrentTenant> {
  return currentTenant(db, actor.tenantId, actor.userId);
}

/** A short upper-case code for a new tenant, like the default tenant's BHARATSTARTUPSUMMIT. */
const codeFor = (t: NewTenant, withType: boolean) =>
  `${t.tenant_name.replace(/-/g, '').toUpperCase()}${withType ? `_${t.tenant_type.toUpperCase()}` : ''}`.slice(0, 64);

/**
 * Creates the tenant and makes its creator its Tenant Administrator, in one transaction; when
 * a tenant of that type and name exists already, answers it (created: false) to its members and
 * a 409 to anyone else.
 */
export async function createTenantIfNotExists(
  db: Db,
  scope: Scope,
  input: NewTenant,
): Promise<{ tenant: TenantRow; created: boolean }> {
  const actorId = scope.actor.userId;
  let r: { tenant: TenantRow; created: boolean; member: boolean };
  try {
    r = await db.transaction(async (tx) => {
      const existing = await findTenantByName(tx, input.tenant_type, input.tenant_name);
      if (existing) {
        return { tenant: existing, created: false, member: await isMember(tx, existing.tenant_id, actorId) };
      }
      // the tenant's own administrator role, never the platform's Administrator: a membership
      // role is the one the user acts in inside the tenant
      const adminRole = await findRoleId(tx, TENANT_ADMIN_ROLE_NAME);
      if (adminRole === undefined) throw new Error(`the '${TENANT_ADMIN_ROLE_NAME}' role is missing: run the seed`);
      const taken = await tenantIdTaken(tx, codeFor(input, false));
      const tenant = await insertTenant(
        tx,
        { ...input, tenant_id: codeFor(input, taken) },
        { user_id: actorId, role_id: adminRole },
      );
      return { tenant, created: true, member: true };
    });
  } catch (err) {
    mapDbError(err);
  }
  if (!r.created && !r.member) {
    throw conflict(`The name "${input.tenant_name}" is already taken for a ${input.tenant_type}; choose another.`, {
      field: 'tenant_name',
    });
  }
  return r;
}

const sortKeys = (o: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(o).sort(([a], [b]) => a.localeCompare(b)));

/** PUT tenant/branding: the session's tenant's display name and branding (replaced as a whole), on record. */
export async function updateBranding(
  db: Db,
  scope: Scope,
  input: { display_name?: string | undefined; branding?: TenantBranding | undefined },
): Promise<TenantRow> {
  const tenantId = await adminTenantOf(db, scope);
  return db.transaction(async (tx) => {
    const before = await lockTenantRow(tx, tenantId);
    if (!before) throw notFound('This tenant no longer exists.');
    const changes: AuditEntry['changes'] = {};
    const set: Partial<Pick<TenantRow, 'display_name' | 'branding'>> = {};
    if (input.display_name !== undefined && input.display_name !== before.display_name) {
      changes.display_name = { from: before.display_name, to: input.display_name };
      set.display_name = input.display_name;
    }
    if (input.branding !== undefined) {
      const next = Object.fromEntries(
        Object.entries(input.branding).filter(([, v]) => v !== undefined),
      ) as TenantBranding;
      if (JSON.stringify(sortKeys(next)) !== JSON.stringify(sortKeys(before.branding))) {
        changes.branding = { from: before.branding, to: next };
        set.branding = next;
      }
    }
    if (Object.keys(set).length === 0) return before;
    const after = await setTenant(tx, tenantId, set, scope.actor.userId);
    await recordAudit(tx, [
      { table_name: 'tenants', record_id: before.tenant_no, action: 'update', changes, actor_id: scope.actor.userId },
    ]);
    return after;
  });
}
