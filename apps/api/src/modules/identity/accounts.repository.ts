import { TEMP_ROLE } from '@ankur/shared/roles';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { roles, userRoles } from '../../db/schema/access.ts';
import { authUsers, userSettings, users } from '../../db/schema/identity.ts';
import { conflict, HttpError } from '../../lib/errors.ts';
import { mapDbError } from '../../resources/db-errors.ts';

/** SPEC §5/§8: the temp role must exist and have a role_id. */
export const TEMP_ROLE_MISSING = 'Failed to fetch temp role data';

export interface NewAccount {
  firstName: string | null;
  lastName: string | null;
  username: string;
  email: string;
  /** an argon2id hash; null for identities that sign in elsewhere (external issuer) */
  passwordHash: string | null;
  phone_number?: string | null;
  tnc_accepted?: boolean;
  is_underage?: boolean;
  parent_email?: string | null;
  parent_phone_number?: string | null;
  parent_name?: string | null;
}

export interface AccountOptions {
  createdBy?: number | null;
  /** the platform user may sign in at once (administrator-made accounts, external identities) */
  enabled?: boolean;
  emailVerified?: boolean;
  issuer?: string | null;
  sub?: string | null;
}

export async function tempRoleId(db: Db): Promise<number> {
  const [row] = await db
    .select({ role_id: roles.role_id })
    .from(roles)
    .where(and(eq(roles.role_name, TEMP_ROLE.role_name), eq(roles.is_deleted, false)));
  if (!row?.role_id) throw new HttpError(503, TEMP_ROLE_MISSING);
  return row.role_id;
}

/** 409 naming the field when the e-mail address or username is taken (by a user or a login). */
export async function assertAvailable(
  db: Db,
  { email, username }: { email: string; username: string },
  except: { userId?: number } = {},
): Promise<void> {
  const e = email.toLowerCase();
  const u = username.toLowerCase();
  const taken = await db.execute<{ field: string }>(sql`
    select 'email' as field from users where is_deleted = false and lower(email) = ${e}
      and user_id <> ${except.userId ?? 0}
    union all select 'username' from users where is_deleted = false and lower(username) = ${u}
      and user_id <> ${except.userId ?? 0}
    union all select 'email' from auth_users where is_deleted = false and issuer is null and lower(email) = ${e}
      and coalesce(user_id, 0) <> ${except.userId ?? 0}
    union all select 'username' from auth_users where is_deleted = false and issuer is null and lower(username) = ${u}
      and coalesce(user_id, 0) <> ${except.userId ?? 0}`);
  const fields = new Set((taken as unknown as { rows: { field: string }[] }).rows.map((r) => r.field));
  if (fields.has('email')) {
    throw conflict('That e-mail address is already registered.', [
      { path: 'body.email', message: 'is already registered' },
    ]);
  }
  if (fields.has('username')) {
    throw conflict('That username is taken.', [{ path: 'body.username', message: 'is taken' }]);
  }
}

/**
 * Creates a platform user with the temp role (SPEC §4 step 2), its identity record and its
 * settings, in one transaction. New self-service accounts stay disabled until the e-mail code
 * is verified (and, for a minor, until a parent consents).
 */
export async function createAccount(
  db: Db,
  a: NewAccount,
  opts: AccountOptions = {},
): Promise<{ user_id: number; auth_user_id: number }> {
  await assertAvailable(db, a);
  const temp = await tempRoleId(db);
  const by = opts.createdBy ?? null;
  try {
    return await db.transaction(async (tx) => {
      const [u] = await tx
        .insert(users)
        .values({
          username: a.username,
          email: a.email.toLowerCase(),
          firstName: a.firstName,
          lastName: a.lastName,
          enabled: opts.enabled ?? false,
          phone_number: a.phone_number ?? null,
          tnc_accepted: a.tnc_accepted ?? false,
          is_underage: a.is_underage ?? false,
          parent_email: a.parent_email ?? null,
          parent_phone_number: a.parent_phone_number ?? null,
          parent_name: a.parent_name ?? null,
          created_by: by,
        })
        .returning({ user_id: users.user_id });
      const userId = u!.user_id;
      const [au] = await tx
        .insert(authUsers)
        .values({
          user_id: userId,
          username: a.username,
          email: a.email.toLowerCase(),
          first_name: a.firstName,
          last_name: a.lastName,
          phone_number: a.phone_number ?? null,
          password_hash: a.passwordHash,
          email_verified: opts.emailVerified ?? false,
          enabled: true,
          issuer: opts.issuer ?? null,
          sub: opts.sub ?? null,
          created_by: by ?? userId,
        })
        .returning({ auth_user_id: authUsers.auth_user_id });
      await tx.insert(userRoles).values({ user_id: userId, role_id: temp, created_by: by ?? userId });
      await tx.insert(userSettings).values({ user_id: userId, created_by: by ?? userId });
      if (by === null) await tx.update(users).set({ created_by: userId }).where(eq(users.user_id, userId));
      return { user_id: userId, auth_user_id: au!.auth_user_id };
    });
  } catch (err) {
    if (err instanceof HttpError) throw err;
    return mapDbError(err);
  }
}

/** The embedded provider's login record of a username or e-mail address (case-insensitive). */
export async function findLogin(db: Db, login: string) {
  const l = login.trim().toLowerCase();
  const [row] = await db
    .select({
      auth_user_id: authUsers.auth_user_id,
      user_id: authUsers.user_id,
      username: authUsers.username,
      email: authUsers.email,
      password_hash: authUsers.password_hash,
      email_verified: authUsers.email_verified,
      enabled: authUsers.enabled,
      failed_login_count: authUsers.failed_login_count,
      locked_until: authUsers.locked_until,
      parent_consent_at: authUsers.parent_consent_at,
      first_name: authUsers.first_name,
      last_name: authUsers.last_name,
      is_underage: users.is_underage,
      parent_email: users.parent_email,
      parent_name: users.parent_name,
      user_enabled: users.enabled,
      user_deleted: users.is_deleted,
    })
    .from(authUsers)
    .leftJoin(users, eq(users.user_id, authUsers.user_id))
    .where(
      and(
        eq(authUsers.is_deleted, false),
        isNull(authUsers.issuer),
        or(sql`lower(${authUsers.username}) = ${l}`, sql`lower(${authUsers.email}) = ${l}`),
      ),
    );
  return row ?? null;
}
export type LoginRecord = NonNullable<Awaited<ReturnType<typeof findLogin>>>;

/** The identity claims of an embedded-provider account (the provider's findAccount). */
export async function identityClaims(db: Db, authUserId: number) {
  const [row] = await db
    .select({
      auth_user_id: authUsers.auth_user_id,
      user_id: authUsers.user_id,
      username: authUsers.username,
      email: authUsers.email,
      first_name: authUsers.first_name,
      last_name: authUsers.last_name,
      phone_number: authUsers.phone_number,
      email_verified: authUsers.email_verified,
    })
    .from(authUsers)
    .where(and(eq(authUsers.auth_user_id, authUserId), eq(authUsers.is_deleted, false), isNull(authUsers.issuer)));
  return row ?? null;
}

/** Marks the e-mail address verified (SPEC §3 otpVerified) for the login of that address. */
export async function markEmailVerified(db: Db, email: string): Promise<void> {
  await db.execute(sql`update auth_users set email_verified = true, updated_at = now()
    where lower(email) = ${email.toLowerCase()} and is_deleted = false and issuer is null`);
}

export async function setPassword(db: Db, authUserId: number, passwordHash: string, by: number | null) {
  await db
    .update(authUsers)
    .set({
      password_hash: passwordHash,
      password_changed_at: sql`now()`,
      failed_login_count: 0,
      locked_until: null,
      modified_by: by,
      updated_at: sql`now()`,
    })
    .where(eq(authUsers.auth_user_id, authUserId));
}

/** Undoes a sign-up that could not be completed (its rows only; nothing else refers to them yet). */
export async function deleteAccount(db: Db, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`delete from otp_codes where user_id = ${userId}`);
    await tx.execute(sql`delete from user_settings where user_id = ${userId}`);
    await tx.execute(sql`delete from user_roles where user_id = ${userId}`);
    await tx.execute(sql`delete from auth_users where user_id = ${userId}`);
    await tx.execute(sql`delete from users where user_id = ${userId}`);
  });
}

/** The names, username and phone of an account, on its sign-in identity and on its user alike. */
export async function updateAccountNames(
  db: Db,
  authUserId: number,
  userId: number,
  p: { username: string; firstName: string; lastName: string; phone_number: string | null },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(authUsers)
      .set({
        username: p.username,
        first_name: p.firstName,
        last_name: p.lastName,
        phone_number: p.phone_number,
        modified_by: userId,
        updated_at: sql`now()`,
      })
      .where(eq(authUsers.auth_user_id, authUserId));
    await tx
      .update(users)
      .set({
        username: p.username,
        firstName: p.firstName,
        lastName: p.lastName,
        phone_number: p.phone_number,
        modified_by: userId,
        updated_at: sql`now()`,
      })
      .where(eq(users.user_id, userId));
  });
}
