import { type TCurrentTenant, TENANT_ADMIN_ROLE_NAME, type TUserTenant } from '@ankur/shared/schemas/tenants';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { roles } from '../../db/schema/access.ts';
import { type TenantBranding, tenantMemberships, tenants } from '../../db/schema/tenants.ts';

const live = { tenants: eq(tenants.is_deleted, false), memberships: eq(tenantMemberships.is_deleted, false) };

/** A user's tenants with the role held in each (only `tenantId` when given). */
export async function listUserTenants(db: Db, userId: number, tenantId?: string): Promise<TUserTenant[]> {
  return db
    .select({
      tenant_id: tenants.tenant_id,
      tenant_type: tenants.tenant_type,
      tenant_name: tenants.tenant_name,
      display_name: tenants.display_name,
      branding: tenants.branding,
      role_id: roles.role_id,
      role_name: roles.role_name,
      role_view: roles.role_view,
      status: tenantMemberships.status,
    })
    .from(tenantMemberships)
    .innerJoin(tenants, and(eq(tenants.tenant_id, tenantMemberships.tenant_id), live.tenants))
    .innerJoin(roles, eq(roles.role_id, tenantMemberships.role_id))
    .where(
      and(
        eq(tenantMemberships.user_id, userId),
        live.memberships,
        tenantId === undefined ? undefined : eq(tenantMemberships.tenant_id, tenantId),
      ),
    )
    .orderBy(tenants.display_name);
}

export interface NewTenant {
  tenant_type: string;
  tenant_name: string;
  display_name: string;
  branding?: Record<string, string | undefined>;
}

export type TenantRow = typeof tenants.$inferSelect;
export type { TenantBranding };

/** The live tenant of that type and name, if any. */
export async function findTenantByName(tx: Db, type: string, name: string): Promise<TenantRow | undefined> {
  const [row] = await tx
    .select()
    .from(tenants)
    .where(and(eq(tenants.tenant_type, type), eq(tenants.tenant_name, name), live.tenants));
  return row;
}

/** Whether a user holds a live membership (any status) of the tenant. */
export async function isMember(tx: Db, tenantId: string, userId: number): Promise<boolean> {
  const [m] = await tx
    .select({ id: tenantMemberships.membership_id })
    .from(tenantMemberships)
    .where(and(eq(tenantMemberships.tenant_id, tenantId), eq(tenantMemberships.user_id, userId), live.memberships));
  return Boolean(m);
}

/** The live system role of that name, if any. */
export async function findRoleId(tx: Db, roleName: string): Promise<number | undefined> {
  const [role] = await tx
    .select({ role_id: roles.role_id })
    .from(roles)
    .where(and(eq(roles.role_name, roleName), eq(roles.is_deleted, false)));
  return role?.role_id;
}

/** Whether a tenant id is in use (deleted tenants keep theirs). */
export async function tenantIdTaken(tx: Db, tenantId: string): Promise<boolean> {
  const [taken] = await tx.select({ id: tenants.tenant_id }).from(tenants).where(eq(tenants.tenant_id, tenantId));
  return Boolean(taken);
}

/** Inserts a tenant and its first member, with the role given. */
export async function insertTenant(
  tx: Db,
  tenant: NewTenant & { tenant_id: string },
  member: { user_id: number; role_id: number },
): Promise<TenantRow> {
  const [row] = await tx
    .insert(tenants)
    .values({ ...tenant, branding: tenant.branding ?? {}, created_by: member.user_id })
    .returning();
  await tx.insert(tenantMemberships).values({ tenant_id: row!.tenant_id, ...member, created_by: member.user_id });
  return row!;
}

const tenantFields = {
  tenant_id: tenants.tenant_id,
  tenant_type: tenants.tenant_type,
  tenant_name: tenants.tenant_name,
  display_name: tenants.display_name,
  branding: tenants.branding,
};

/** GET tenant/current: the session's tenant (null on the main platform) and the caller's active membership role there. */
export async function currentTenant(db: Db, tenantId: string | null, userId: number): Promise<TCurrentTenant> {
  if (!tenantId) return { tenant: null, role: null };
  const [row] = await db
    .select({
      ...tenantFields,
      role_id: roles.role_id,
      role_name: roles.role_name,
      role_view: roles.role_view,
    })
    .from(tenants)
    .leftJoin(
      tenantMemberships,
      and(
        eq(tenantMemberships.tenant_id, tenants.tenant_id),
        eq(tenantMemberships.user_id, userId),
        eq(tenantMemberships.status, 'active'),
        live.memberships,
      ),
    )
    .leftJoin(roles, and(eq(roles.role_id, tenantMemberships.role_id), eq(roles.is_deleted, false)))
    .where(and(eq(tenants.tenant_id, tenantId), live.tenants));
  if (!row) return { tenant: null, role: null };
  const { role_id, role_name, role_view, ...tenant } = row;
  return {
    tenant,
    role: role_id !== null && role_name !== null && role_view !== null ? { role_id, role_name, role_view } : null,
  };
}

/**
 * Whether a user may act as an administrator of this tenant at all (the menu privilege is checked
 * by the route's access rule): an active member of it, or a platform administrator (an admin-view
 * system role other than Tenant Administrator, held platform-wide). Null when the tenant is gone.
 */
export async function tenantAdminStanding(
  db: Db,
  tenantId: string,
  userId: number,
): Promise<'member' | 'platform-admin' | 'none' | null> {
  const r = await db.execute<{ tenant: boolean; member: boolean; platform_admin: boolean }>(sql`
    select exists(select 1 from tenants t where t.tenant_id = ${tenantId} and t.is_deleted = false) as tenant,
      exists(select 1 from tenant_memberships m where m.tenant_id = ${tenantId} and m.user_id = ${userId}
        and m.is_deleted = false and m.status = 'active') as member,
      exists(select 1 from user_roles ur join roles r on r.role_id = ur.role_id and r.is_deleted = false
        where ur.user_id = ${userId} and ur.is_deleted = false and r.role_view = 'admin'
          and r.role_name <> ${TENANT_ADMIN_ROLE_NAME}) as platform_admin`);
  const row = (r as unknown as { rows: { tenant: boolean; member: boolean; platform_admin: boolean }[] }).rows[0];
  if (!row?.tenant) return null;
  return row.member ? 'member' : row.platform_admin ? 'platform-admin' : 'none';
}

/** The live tenant row, locked for an update; undefined when it is gone. */
export async function lockTenantRow(tx: Db, tenantId: string): Promise<TenantRow | undefined> {
  const [row] = await tx
    .select()
    .from(tenants)
    .where(and(eq(tenants.tenant_id, tenantId), live.tenants))
    .for('update');
  return row;
}

export async function setTenant(
  tx: Db,
  tenantId: string,
  set: Partial<Pick<TenantRow, 'display_name' | 'branding'>>,
  actorId: number,
): Promise<TenantRow> {
  const [after] = await tx
    .update(tenants)
    .set({ ...set, modified_by: actorId, updated_at: sql`now()` })
    .where(eq(tenants.tenant_id, tenantId))
    .returning();
  return after!;
}
