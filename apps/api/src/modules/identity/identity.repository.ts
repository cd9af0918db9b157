import { CUSTOM_ROLE_TYPE, SYSTEM_ROLE_TYPE } from '@ankur/shared/roles';
import type { TProfile } from '@ankur/shared/schemas/auth';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customRoles, groupUsers, roles, userRoles } from '../../db/schema/access.ts';
import { users } from '../../db/schema/identity.ts';
import { tenantMemberships } from '../../db/schema/tenants.ts';
import { isPlatformTenant } from '../../plugins/session.ts';

/**
 * The user object of SPEC §3 for a signed-in user. A user with no roles that resolve gets the
 * temp role, displayed Temp (SPEC §4).
 */
export async function loadProfile(
  db: Db,
  userId: number,
  temp: { role_name: string; display_name: string },
  tenantId: string | null = null,
): Promise<TProfile | null> {
  const [u] = await db
    .select({
      user_id: users.user_id,
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      enabled: users.enabled,
      active_role: users.active_role,
      profile_image: users.profile_image,
      phone_number: users.phone_number,
      registration_redirect: users.registration_redirect,
      otpVerified: sql<boolean>`coalesce((select a.email_verified from auth_users a where a.user_id = ${users.user_id} and a.is_deleted = false limit 1), false)`,
    })
    .from(users)
    .where(and(eq(users.user_id, userId), eq(users.is_deleted, false)));
  if (!u) return null;
  // inside a tenant other than the main platform's, the user acts with their membership role there
  if (!isPlatformTenant(tenantId)) {
    const membership = await db
      .select({
        role_id: roles.role_id,
        role_name: roles.role_name,
        display_name: sql<string>`coalesce(${roles.display_name}, ${roles.role_name})`,
        role_view: roles.role_view,
        role_type: sql<string>`coalesce(${roles.role_type}, ${SYSTEM_ROLE_TYPE})`,
      })
      .from(tenantMemberships)
      .innerJoin(roles, and(eq(roles.role_id, tenantMemberships.role_id), eq(roles.is_deleted, false)))
      .where(
        and(
          eq(tenantMemberships.tenant_id, tenantId!),
          eq(tenantMemberships.user_id, userId),
          eq(tenantMemberships.is_deleted, false),
          eq(tenantMemberships.status, 'active'),
        ),
      );
    if (membership.length) return { ...u, roles: membership, active_role: membership[0]!.role_id };
  }
  let held = await db
    .select({
      role_id: roles.role_id,
      role_name: roles.role_name,
      display_name: sql<string>`coalesce(${roles.display_name}, ${roles.role_name})`,
      role_view: roles.role_view,
      role_type: roles.role_type,
    })
    .from(userRoles)
    .innerJoin(roles, and(eq(roles.role_id, userRoles.role_id), eq(roles.is_deleted, false)))
    .where(and(eq(userRoles.user_id, userId), eq(userRoles.is_deleted, false)))
    .orderBy(roles.role_id);
  // SPEC §4 step 3: custom roles through active group membership, named by their role name
  const custom = await db
    .select({
      role_id: customRoles.role_id,
      role_name: customRoles.role_name,
      display_name: customRoles.role_name,
      role_view: customRoles.role_view,
      role_type: sql<string>`${CUSTOM_ROLE_TYPE}`,
    })
    .from(groupUsers)
    .innerJoin(
      customRoles,
      and(
        eq(customRoles.role_id, groupUsers.role_id),
        eq(customRoles.is_deleted, false),
        eq(customRoles.parent_user_id, groupUsers.parent_user_id),
      ),
    )
    .where(and(eq(groupUsers.user_id, userId), eq(groupUsers.is_deleted, false), eq(groupUsers.status, 'active')))
    .orderBy(customRoles.role_id);
  if (held.length === 0) {
    held = await db
      .select({
        role_id: roles.role_id,
        role_name: roles.role_name,
        display_name: sql<string>`${temp.display_name}`,
        role_view: roles.role_view,
        role_type: sql<string>`coalesce(${roles.role_type}, ${SYSTEM_ROLE_TYPE})`,
      })
      .from(roles)
      .where(and(eq(roles.role_name, temp.role_name), eq(roles.is_deleted, false)));
  }
  held = [...held, ...custom];
  const active = held.find((r) => r.role_id === u.active_role) ?? held[0];
  return { ...u, roles: held, active_role: active?.role_id ?? null };
}
