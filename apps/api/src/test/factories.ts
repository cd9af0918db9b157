import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { roles, userRoles } from '../db/schema/access.ts';
import { authUsers, users } from '../db/schema/identity.ts';
import { hashPassword } from '../modules/identity/password.ts';
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
