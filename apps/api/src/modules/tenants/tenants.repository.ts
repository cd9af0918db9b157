import { type TCurrentTenant, TENANT_ADMIN_ROLE_NAME, type TUserTenant } from '@ankur/shared/schemas/tenants';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { roles } from '../../db/schema/access.ts';
import { type TenantBranding, tenantMemberships, tenants } from '../../db/schema/tenants.ts';
import { notFound } from '../../lib/errors.ts';
import { type AuditEntry, recordAudit } from '../../resources/audit.ts';
import { mapDbError } from '../../resources/db-errors.ts';

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

/** A short upper-case code for a new tenant, like the default tenant's BHARATSTARTUPSUMMIT. */
const codeFor = (t: NewTenant, withType: boolean) =>
  `${t.tenant_name.replace(/-/g, '').toUpperCase()}${withType ? `_${t.tenant_type.toUpperCase()}` : ''}`.slice(0, 64);

/**
 * Creates the tenant and makes its creator its Tenant Administrator, in one transaction; when
 * a tenant of that type and name exists already, answers it (created: false) for its members.
 */
export async function createTenantIfNotExists(
  db: Db,
  input: NewTenant,
  actorId: number,
): Promise<{ tenant: typeof tenants.$inferSelect; created: boolean; member: boolean }> {
  try {
    return await db.transaction(async (tx) => {
      const [existing] = await tx
        .select()
        .from(tenants)
        .where(
          and(eq(tenants.tenant_type, input.tenant_type), eq(tenants.tenant_name, input.tenant_name), live.tenants),
        );
      if (existing) {
        const [m] = await tx
          .select({ id: tenantMemberships.membership_id })
          .from(tenantMemberships)
          .where(
            and(
              eq(tenantMemberships.tenant_id, existing.tenant_id),
              eq(tenantMemberships.user_id, actorId),
              live.memberships,
            ),
          );
        return { tenant: existing, created: false, member: Boolean(m) };
      }
      // the tenant's own administrator role, never the platform's Administrator: a membership
      // role is the one the user acts in inside the tenant
      const [adminRole] = await tx
        .select({ role_id: roles.role_id })
        .from(roles)
        .where(and(eq(roles.role_name, TENANT_ADMIN_ROLE_NAME), eq(roles.is_deleted, false)));
      if (!adminRole) throw new Error(`the '${TENANT_ADMIN_ROLE_NAME}' role is missing: run the seed`);
      const [taken] = await tx
        .select({ id: tenants.tenant_id })
        .from(tenants)
        .where(eq(tenants.tenant_id, codeFor(input, false)));
      const [tenant] = await tx
        .insert(tenants)
        .values({
          tenant_id: codeFor(input, Boolean(taken)),
          tenant_type: input.tenant_type,
          tenant_name: input.tenant_name,
          display_name: input.display_name,
          branding: input.branding ?? {},
          created_by: actorId,
        })
        .returning();
      await tx.insert(tenantMemberships).values({
        tenant_id: tenant!.tenant_id,
        user_id: actorId,
        role_id: adminRole.role_id,
        created_by: actorId,
      });
      return { tenant: tenant!, created: true, member: true };
    });
  } catch (err) {
    mapDbError(err);
  }
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

/** PUT tenant/branding: the display name and the branding (replaced as a whole), on record. */
export async function updateBranding(
  db: Db,
  tenantId: string,
  input: { display_name?: string | undefined; branding?: TenantBranding | undefined },
  actorId: number,
) {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(tenants)
      .where(and(eq(tenants.tenant_id, tenantId), live.tenants))
      .for('update');
    if (!before) throw notFound('This tenant no longer exists.');
    const changes: AuditEntry['changes'] = {};
    const set: Partial<typeof tenants.$inferInsert> = {};
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
    const [after] = await tx
      .update(tenants)
      .set({ ...set, modified_by: actorId, updated_at: sql`now()` })
      .where(eq(tenants.tenant_id, tenantId))
      .returning();
    await recordAudit(tx, [
      { table_name: 'tenants', record_id: before.tenant_no, action: 'update', changes, actor_id: actorId },
    ]);
    return after!;
  });
}

const sortKeys = (o: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(o).sort(([a], [b]) => a.localeCompare(b)));
