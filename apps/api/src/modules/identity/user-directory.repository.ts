import { DIRECTORY_FIELDS, PRIVATE_FIELDS, ZOwnProfile } from '@ankur/shared/schemas/user-admin';
import { and, eq } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/identity.ts';
import { exposedColumns } from '../../resources/columns.ts';
import type { ListQuery } from '../../resources/query.ts';
import { ResourceRepository } from '../../resources/repository.ts';

/** The user directory's columns: what anyone may see, and what the user and administrators see too. */
export const PUBLIC = exposedColumns(users, [...DIRECTORY_FIELDS]);
export const PRIVATE = exposedColumns(users, [...DIRECTORY_FIELDS, ...PRIVATE_FIELDS]);
/** the repository needs is_deleted; clients never see it or enabled */
const repo = new ResourceRepository(
  users,
  exposedColumns(users, [...DIRECTORY_FIELDS, ...PRIVATE_FIELDS, 'enabled', 'is_deleted']),
  'user_id',
);
const listed = eq(users.enabled, true);

/** The enabled users a list query selects. */
export function listDirectoryRows(db: Db, q: ListQuery) {
  return repo.list(db, q, listed);
}

/** One enabled, live user's `keys` of `columns`. */
export async function findDirectoryRow(db: Db, userId: number, columns: typeof PUBLIC, keys: string[]) {
  const [row] = await db
    .select(Object.fromEntries(keys.map((k) => [k, columns.get(k)!.column])))
    .from(users)
    .where(and(eq(users.user_id, userId), eq(users.is_deleted, false), listed));
  return row;
}

const ownSelection: Record<string, PgColumn> = Object.fromEntries(
  [...exposedColumns(users, Object.keys(ZOwnProfile.shape))].map(([k, c]) => [k, c.column]),
);

/** The user's own live record (public and private fields). */
export async function findOwnProfile(db: Db, userId: number): Promise<z.infer<typeof ZOwnProfile> | undefined> {
  const [row] = await db
    .select(ownSelection)
    .from(users)
    .where(and(eq(users.user_id, userId), eq(users.is_deleted, false)));
  return row as unknown as z.infer<typeof ZOwnProfile> | undefined;
}
