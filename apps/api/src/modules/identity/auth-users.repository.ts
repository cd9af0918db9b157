import type { TUserRecord } from '@ankur/shared/schemas/user-admin';
import { ZUser } from '@ankur/shared/schemas/users';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { roles, userRoles } from '../../db/schema/access.ts';
import { authUsers, users } from '../../db/schema/identity.ts';
import { badRequest } from '../../lib/errors.ts';
import { exposedColumns } from '../../resources/columns.ts';
import type { ListQuery } from '../../resources/query.ts';
import { ResourceRepository } from '../../resources/repository.ts';

type Row = Record<string, unknown>;

/** The user columns an administrator may read, select, filter and sort (ZUser's keys). */
export const USER_COLUMNS = exposedColumns(users, Object.keys(ZUser.shape));
const userSelection: Record<string, PgColumn> = Object.fromEntries([...USER_COLUMNS].map(([k, c]) => [k, c.column]));

/** Adds roles [{ role_id, role_name, display_name }] and otpVerified to user rows (two queries). */
export async function decorateUsers<T extends Row>(
  db: Db,
  rows: T[],
): Promise<Array<T & Pick<TUserRecord, 'roles' | 'otpVerified'>>> {
  const ids = [...new Set(rows.map((r) => r.user_id as number))];
  if (ids.length === 0) return [];
  const held = await db
    .select({
      user_id: userRoles.user_id,
      role_id: roles.role_id,
      role_name: roles.role_name,
      display_name: sql<string>`coalesce(${roles.display_name}, ${roles.role_name})`,
    })
    .from(userRoles)
    .innerJoin(roles, and(eq(roles.role_id, userRoles.role_id), eq(roles.is_deleted, false)))
    .where(and(inArray(userRoles.user_id, ids), eq(userRoles.is_deleted, false)))
    .orderBy(roles.role_id);
  const verified = await db
    .select({ user_id: authUsers.user_id })
    .from(authUsers)
    .where(and(inArray(authUsers.user_id, ids), eq(authUsers.is_deleted, false), eq(authUsers.email_verified, true)));
  const ok = new Set(verified.map((v) => v.user_id));
  return rows.map((r) => ({
    ...r,
    otpVerified: ok.has(r.user_id as number),
    roles: held
      .filter((h) => h.user_id === r.user_id)
      .map(({ role_id, role_name, display_name }) => ({ role_id, role_name, display_name })),
  }));
}

/** The full records of live users, in the order asked. */
export async function loadUserRecords(db: Db, ids: number[]): Promise<TUserRecord[]> {
  if (ids.length === 0) return [];
  const rows = (await db
    .select(userSelection)
    .from(users)
    .where(and(inArray(users.user_id, ids), eq(users.is_deleted, false)))) as Row[];
  const byId = new Map(rows.map((r) => [r.user_id as number, r]));
  const ordered = ids.map((id) => byId.get(id)).filter((r): r is Row => r !== undefined);
  return (await decorateUsers(db, ordered)) as TUserRecord[];
}

/** The whole users row (for the audit of a change). */
export async function findUserRow(db: Db, userId: number) {
  const [row] = await db.select().from(users).where(eq(users.user_id, userId));
  return row;
}

export async function findLiveUser(db: Db, userId: number) {
  const [row] = await db
    .select({ user_id: users.user_id, username: users.username, email: users.email, enabled: users.enabled })
    .from(users)
    .where(and(eq(users.user_id, userId), eq(users.is_deleted, false)));
  return row ?? null;
}

/** The embedded provider's login of a user (for password changes); null for external identities. */
export async function findOwnLogin(db: Db, userId: number) {
  const [row] = await db
    .select({
      auth_user_id: authUsers.auth_user_id,
      username: authUsers.username,
      email: authUsers.email,
      password_hash: authUsers.password_hash,
    })
    .from(authUsers)
    .where(and(eq(authUsers.user_id, userId), eq(authUsers.is_deleted, false), sql`${authUsers.issuer} is null`));
  return row ?? null;
}

export async function otpVerifiedOf(db: Db, userId: number): Promise<boolean | null> {
  const [row] = await db
    .select({
      otpVerified: sql<boolean>`coalesce((select bool_or(a.email_verified) from auth_users a
        where a.user_id = ${users.user_id} and a.is_deleted = false), false)`,
    })
    .from(users)
    .where(and(eq(users.user_id, userId), eq(users.is_deleted, false)));
  return row ? row.otpVerified : null;
}

/** Users and auth_users columns a patch writes; both records change in the caller's transaction. */
export interface UserWrite {
  username?: string;
  email?: string;
  firstName?: string | null;
  lastName?: string | null;
  phone_number?: string | null;
  enabled?: boolean;
  profile_image?: string | null;
  gender?: string | null;
  age?: number | null;
  roll_number?: string | null;
}

export async function writeUser(tx: Db, userId: number, w: UserWrite, by: number): Promise<void> {
  const stamp = { modified_by: by, updated_at: sql`now()` };
  if (Object.keys(w).length > 0) {
    await tx
      .update(users)
      .set({ ...w, ...stamp })
      .where(and(eq(users.user_id, userId), eq(users.is_deleted, false)));
  }
  const auth = {
    username: w.username,
    email: w.email,
    first_name: w.firstName,
    last_name: w.lastName,
    phone_number: w.phone_number,
    enabled: w.enabled,
  };
  const set = Object.fromEntries(Object.entries(auth).filter(([, v]) => v !== undefined));
  if (Object.keys(set).length > 0) {
    await tx
      .update(authUsers)
      .set({ ...set, ...stamp })
      .where(and(eq(authUsers.user_id, userId), eq(authUsers.is_deleted, false)));
  }
}

/** Soft-deletes users and their logins; answers the ids that were live. */
export async function softDeleteUsers(tx: Db, ids: number[], by: number): Promise<number[]> {
  const gone = { is_deleted: true, deleted_at: sql`now()`, deleted_by: by, updated_at: sql`now()` };
  const done = await tx
    .update(users)
    .set(gone)
    .where(and(inArray(users.user_id, ids), eq(users.is_deleted, false)))
    .returning({ user_id: users.user_id });
  await tx
    .update(authUsers)
    .set(gone)
    .where(and(inArray(authUsers.user_id, ids), eq(authUsers.is_deleted, false)));
  return done.map((d) => d.user_id);
}

/** Replaces a user's system roles (the temp role included) with the given ones; the first becomes active. */
export async function replaceRoles(tx: Db, userId: number, roleIds: number[], by: number, at: string) {
  const wanted = [...new Set(roleIds)];
  const found = await tx
    .select({ role_id: roles.role_id })
    .from(roles)
    .where(and(inArray(roles.role_id, wanted), eq(roles.is_deleted, false)));
  const known = new Set(found.map((f) => f.role_id));
  const missing = wanted.filter((id) => !known.has(id));
  if (missing.length > 0) {
    const message = `no system role with role_id ${missing.join(', ')}`;
    throw badRequest(`Invalid ${at}: ${message}`, [{ path: at, message }]);
  }
  await tx
    .update(userRoles)
    .set({ is_deleted: true, deleted_at: sql`now()`, deleted_by: by, updated_at: sql`now()` })
    .where(and(eq(userRoles.user_id, userId), eq(userRoles.is_deleted, false)));
  await tx.insert(userRoles).values(wanted.map((role_id) => ({ user_id: userId, role_id, created_by: by })));
  await tx.update(users).set({ active_role: wanted[0] }).where(eq(users.user_id, userId));
}

const usersRepo = new ResourceRepository(users, USER_COLUMNS, 'user_id');

/** The users a list query selects, only those holding any of `roleIds` when given, with their roles. */
export async function searchUserRows(db: Db, q: ListQuery, roleIds: number[] | undefined) {
  const holding = roleIds
    ? sql`exists (select 1 from user_roles ur join roles r on r.role_id = ur.role_id and r.is_deleted = false
        where ur.user_id = ${users.user_id} and ur.is_deleted = false and ${inArray(sql`ur.role_id`, roleIds)})`
    : undefined;
  const { rows, total } = await usersRepo.list(db, q, and(holding));
  return { rows: await decorateUsers(db, rows), total };
}
