import { ADMIN_ROLE_NAME } from '@ankur/shared/roles';
import type { TUserTenant } from '@ankur/shared/schemas/tenants';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { roles } from '../../db/schema/access.ts';
import { tenantMemberships, tenants } from '../../db/schema/tenants.ts';
import { mapDbError } from '../../resources/db-errors.ts';

const live = { tenants: eq(tenants.is_deleted, false), memberships: eq(tenantMemberships.is_deleted, false) };

export async function listUserTenants(db: Db, userId: number): Promise<TUserTenant[]> {
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
    .where(and(eq(tenantMemberships.user_id, userId), live.memberships))
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
 * Creates the tenant and makes its creator the tenant's administrator, in one transaction; when
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
      const [adminRole] = await tx
        .select({ role_id: roles.role_id })
        .from(roles)
        .where(and(eq(roles.role_name, ADMIN_ROLE_NAME), eq(roles.is_deleted, false)));
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
        role_id: adminRole!.role_id,
        created_by: actorId,
      });
      return { tenant: tenant!, created: true, member: true };
    });
  } catch (err) {
    mapDbError(err);
  }
}
