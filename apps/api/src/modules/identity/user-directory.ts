import type { ZOwnProfile } from '@ankur/shared/schemas/user-admin';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import type { Scope } from '../../lib/scope.ts';
import type { Actor } from '../../plugins/session.ts';
import { parseListQuery, ZListQuery } from '../../resources/query.ts';
import { listResponse } from '../../resources/routes.ts';
import { type UserWrite, writeUser } from './auth-users.repository.ts';
import { findDirectoryRow, findOwnProfile, listDirectoryRows, PRIVATE, PUBLIC } from './user-directory.repository.ts';

/**
 * The public user directory of global-user/profile/ getUser and getAll.
 *
 * Visibility (decided here, documented in profile.routes.ts): getUser shows anyone, signed in or
 * not, user_id, username, firstName, lastName and profile_image of one enabled, non-deleted user;
 * getAll lists them to signed-in callers only.
 * email and phone_number are added for the user's own record and, on every record, for
 * administrators. Nobody sees age, gender, roll number or parent data here. Callers may only
 * select, filter, sort and search on the columns they can see (a filter on email would reveal
 * it), so a non-administrator's search covers username and names only.
 */

const canSeeAll = (actor: Actor | null) => actor?.isAdmin === true;

/** Hides email and phone_number on every record but the caller's own (administrators see all). */
function redact(rows: Record<string, unknown>[], actor: Actor | null) {
  if (canSeeAll(actor)) return rows;
  return rows.map((r) => {
    if (actor && r.user_id === actor.userId) return r;
    const { email: _e, phone_number: _p, ...rest } = r;
    return rest;
  });
}

export const ZDirectoryListQuery = ZListQuery;
export const ZDirectoryGetQuery = z.strictObject({
  user_id: z.coerce.number({ error: 'must be a number' }).int('must be a whole number').positive().max(2147483647),
  fields: ZListQuery.shape.fields,
});

export async function listDirectory(db: Db, actor: Actor | null, raw: z.output<typeof ZListQuery>) {
  const admin = canSeeAll(actor);
  const q = parseListQuery(raw, admin ? PRIVATE : PUBLIC, {
    idKey: 'user_id',
    searchFields: admin ? ['username', 'firstName', 'lastName', 'email'] : ['username', 'firstName', 'lastName'],
  });
  // a signed-in caller's own row carries its e-mail and phone when no fields were named
  if (!q.fields) q.fields = [...(actor ? PRIVATE.keys() : PUBLIC.keys())];
  else if (!q.fields.includes('user_id')) q.fields = [...q.fields, 'user_id'];
  const requested = new Set(q.fields);
  const { rows, total } = await listDirectoryRows(db, q);
  const visible = redact(rows, actor).map((r) =>
    Object.fromEntries(Object.entries(r).filter(([k]) => requested.has(k))),
  );
  return listResponse(q, visible, total);
}

export async function getDirectoryUser(db: Db, actor: Actor | null, raw: z.output<typeof ZDirectoryGetQuery>) {
  const own = actor?.userId === raw.user_id;
  const columns = canSeeAll(actor) || own ? PRIVATE : PUBLIC;
  const q = parseListQuery({ fields: raw.fields }, columns, { idKey: 'user_id', searchFields: [] });
  const keys = q.fields ?? [...columns.keys()];
  const row = await findDirectoryRow(db, raw.user_id, columns, keys);
  if (!row) throw notFound(`No user with user_id ${raw.user_id}`);
  return row;
}

/** The signed-in user's own record (public and private fields). */
export async function loadOwnProfile(db: Db, userId: number): Promise<z.infer<typeof ZOwnProfile>> {
  const row = await findOwnProfile(db, userId);
  if (!row) throw notFound(`No user with user_id ${userId}`);
  return row;
}

/** global-user/profile/update: the signed-in user's own profile; answers the record as it now is. */
export async function updateOwnProfile(
  db: Db,
  { actor }: Scope,
  patch: UserWrite,
): Promise<z.infer<typeof ZOwnProfile>> {
  if (Object.keys(patch).length === 0) throw badRequest('Invalid body: nothing to update');
  await db.transaction((tx) => writeUser(tx as unknown as Db, actor.userId, patch, actor.userId));
  return loadOwnProfile(db, actor.userId);
}
