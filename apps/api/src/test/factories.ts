import { createHash, randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { customRolePrivileges, customRoles, groupUsers, menus, roles, userRoles } from '../db/schema/access.ts';
import { authUsers, sessions, users } from '../db/schema/identity.ts';
import { withTenant } from '../db/tenant.ts';
import { hashPassword } from '../lib/password.ts';
import { SESSION_ABSOLUTE_MS, SESSION_COOKIE } from '../plugins/session.ts';
import { TEST_CONFIG_ENV } from './config.ts';

let passwordHash: Promise<string> | undefined;
export const TEST_PASSWORD = 'correct horse battery';

/** A user who can sign in, holding the named system role. */
export async function createUser(db: Db, username: string, roleName = 'Entrepreneur') {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const [role] = await db
    .select({ role_id: roles.role_id })
    .from(roles)
    .where(and(eq(roles.role_name, roleName), eq(roles.is_deleted, false)));
  const [u] = await db
    .insert(users)
    .values({
      username,
      email: `${username}@example.org`,
      firstName: username,
      lastName: 'Tester',
      enabled: true,
      active_role: role?.role_id,
    })
    .returning({ user_id: users.user_id });
  await db.insert(authUsers).values({
    user_id: u!.user_id,
    username,
    email: `${username}@example.org`,
    first_name: username,
    last_name: 'Tester',
    password_hash: await passwordHash,
    email_verified: true,
  });
  if (role) await db.insert(userRoles).values({ user_id: u!.user_id, role_id: role.role_id });
  return u!.user_id;
}

/** Signs in through POST /api/auth/signin and returns the cookie header to send. */
export async function signIn(app: FastifyInstance, username: string, password = TEST_PASSWORD): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/auth/signin', payload: { username, password } });
  if (res.statusCode !== 200) throw new Error(`sign-in failed for ${username}: ${res.statusCode} ${res.body}`);
  const cookie = res.cookies.find((c) => c.name === 'ankur_session');
  return `ankur_session=${cookie!.value}`;
}

export const signInAdmin = (app: FastifyInstance) =>
  signIn(app, TEST_CONFIG_ENV.ADMIN_EMAIL, TEST_CONFIG_ENV.ADMIN_PASSWORD);

/**
 * A session for a user without signing in (no argon2): inserts a `sessions` row exactly as
 * plugins/session.ts startSession does (session_id = sha256(token) base64url, absolute expiry
 * 10 hours) and returns the token, to send as `Authorization: Bearer <token>` (which also skips
 * the CSRF origin check).
 */
export async function createSessionToken(db: Db, userId: number, opts: { tenantId?: string | null } = {}) {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    session_id: createHash('sha256').update(token).digest('base64url'),
    user_id: userId,
    expires_at: new Date(Date.now() + SESSION_ABSOLUTE_MS),
    tenant_id: opts.tenantId ?? null,
  });
  return token;
}

/** The user_id of an enabled, non-deleted user by e-mail (e.g. the seeded administrator). */
export async function userIdByEmail(db: Db, email: string): Promise<number> {
  const [u] = await db
    .select({ user_id: users.user_id })
    .from(users)
    .where(and(eq(users.email, email.toLowerCase()), eq(users.is_deleted, false)));
  if (!u) throw new Error(`no user with e-mail ${email}`);
  return u.user_id;
}

/**
 * A custom role owned by `ownerId`, holding `grants` (menu name → permission names) through
 * custom_role_privileges. Returns its role_id (from the shared role_id sequence).
 */
export async function createCustomRole(
  db: Db,
  ownerId: number,
  roleName: string,
  grants: Record<string, readonly string[]> = {},
): Promise<number> {
  const [role] = await db
    .insert(customRoles)
    .values({ role_name: roleName, display_name: roleName, parent_user_id: ownerId, created_by: ownerId })
    .returning({ role_id: customRoles.role_id });
  for (const [menuName, permissions] of Object.entries(grants)) {
    const [menu] = await db
      .select({ menu_id: menus.menu_id })
      .from(menus)
      .where(and(eq(menus.menu_name, menuName), eq(menus.is_deleted, false)));
    if (!menu) throw new Error(`no menu named ${menuName}`);
    await db.insert(customRolePrivileges).values({
      role_id: role!.role_id,
      privilege_menu_id: menu.menu_id,
      privilege_access_type: permissions.map((permission_name) => ({ permission_name })),
      created_by: ownerId,
    });
  }
  return role!.role_id;
}

/**
 * Makes `userId` an active member of `ownerId`'s group holding custom role `roleId`, and makes
 * that custom role the user's active role.
 */
export async function joinCustomRole(db: Db, userId: number, ownerId: number, roleId: number) {
  await db
    .insert(groupUsers)
    .values({ user_id: userId, parent_user_id: ownerId, role_id: roleId, status: 'active', created_by: ownerId });
  await db.update(users).set({ active_role: roleId }).where(eq(users.user_id, userId));
}

/** The main platform's tenant in tests (DEFAULT_TENANT's default). */
export const PLATFORM_TENANT = 'BHARATSTARTUPSUMMIT';

/**
 * Reads or writes tenant tables directly in a test: the tests act as the application role, so
 * row-level security shows only the rows of the tenant set here (the main platform's by default).
 */
export const inTenant = <T>(db: Db, work: (tx: Db) => Promise<T>, tenantId = PLATFORM_TENANT) =>
  withTenant(db, tenantId, work);

/** The id of the live system role named `name` (seeded roles: 'Entrepreneur', 'temp', …). */
export async function roleIdByName(db: Db, name: string): Promise<number> {
  const [row] = await db
    .select({ role_id: roles.role_id })
    .from(roles)
    .where(and(eq(roles.role_name, name), eq(roles.is_deleted, false)));
  if (!row) throw new Error(`no role named ${name}`);
  return row.role_id;
}

/** The id of the live menu named `name` ('Content Hub', 'Admin Center', …). */
export async function menuIdByName(db: Db, name: string): Promise<number> {
  const [row] = await db
    .select({ menu_id: menus.menu_id })
    .from(menus)
    .where(and(eq(menus.menu_name, name), eq(menus.is_deleted, false)));
  if (!row) throw new Error(`no menu named ${name}`);
  return row.menu_id;
}

/** POST auth/refresh {tenant_id} (null: the main platform); the cookie of the session it starts. */
export async function enterTenant(app: FastifyInstance, cookie: string, tenantId: string | null): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/refresh',
    headers: { cookie },
    payload: { tenant_id: tenantId },
  });
  if (res.statusCode !== 200) throw new Error(`refresh into ${tenantId}: ${res.statusCode} ${res.body}`);
  return `${SESSION_COOKIE}=${res.cookies.find((c) => c.name === SESSION_COOKIE)!.value}`;
}

/** POST user/tenants/createTenantIfNotExists as the user of `cookie` (who becomes its administrator): the tenant's id. */
export async function createTenant(app: FastifyInstance, cookie: string, tenantName: string): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/user/tenants/createTenantIfNotExists',
    headers: { cookie },
    payload: { tenant_type: 'incubator', tenant_name: tenantName, display_name: `Tenant ${tenantName}` },
  });
  if (res.statusCode >= 300) throw new Error(`create tenant ${tenantName}: ${res.statusCode} ${res.body}`);
  return res.json().tenant_id;
}

/** A new 'Organisation' user founds the tenant `tenantName` and enters it: the cookie of that session. */
export async function founderInside(app: FastifyInstance, db: Db, tenantName: string, username = 'founder') {
  await createUser(db, username, 'Organisation');
  const cookie = await signIn(app, username);
  return enterTenant(app, cookie, await createTenant(app, cookie, tenantName));
}
