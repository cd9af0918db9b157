import { RESOURCES } from '@ankur/shared/resources';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { badRequest } from '../../lib/errors.ts';
import { parseListQuery, ZListQuery } from '../../resources/query.ts';
import { listResponse } from '../../resources/routes.ts';
import { searchUserRows, USER_COLUMNS } from './auth-users.repository.ts';

/**
 * GET auth/searchUsers (SPEC §7): the list conventions (page, limit, fields, filterFields,
 * sortField, sortOrder, search, searchFields, metadataOnly) plus any user column as a query
 * parameter, comma-joined values meaning "any of" (user_id=1,2,3), and role_id for users holding
 * any of those system roles. An unknown parameter is a 400 naming it.
 */
export const ZSearchUsersQuery = ZListQuery.extend({
  role_id: z.string().max(2000).optional().describe('Users holding any of these role_ids (comma-joined)'),
}).catchall(
  z
    .union([z.string().max(2000), z.array(z.string().max(2000)).max(100)])
    .describe('Any user column (enabled, is_underage, gender, active_role, user_id, username, email, ...)'),
);

const LIST_KEYS = new Set(Object.keys(ZListQuery.shape));
const defaults = { idKey: 'user_id', searchFields: RESOURCES.users.searchFields };

const values = (v: string | string[]) =>
  (Array.isArray(v) ? v.join(',') : v)
    .split(',')
    .map((s) => s.trim())
    .filter((s, _i, all) => s !== '' || all.length === 1);

export async function searchUsers(db: Db, query: z.output<typeof ZSearchUsersQuery>) {
  const list: Record<string, string | undefined> = {};
  const filters: Record<string, unknown> = {};
  let roleIds: number[] | undefined;
  for (const [key, raw] of Object.entries(query)) {
    if (raw === undefined) continue;
    if (LIST_KEYS.has(key)) list[key] = Array.isArray(raw) ? raw.join(',') : raw;
    else if (key === 'role_id') {
      roleIds = values(raw).map((v) => {
        if (!/^\d{1,9}$/.test(v)) throw badRequest('Invalid role_id: must be whole numbers, comma-joined');
        return Number(v);
      });
    } else {
      const vs = values(raw);
      filters[key] = vs.length === 1 ? vs[0] : vs;
    }
  }
  const q = parseListQuery(list, USER_COLUMNS, defaults, filters);
  if (q.fields && !q.fields.includes('user_id')) q.fields.unshift('user_id');
  const { rows, total } = await searchUserRows(db, q, roleIds);
  return listResponse(q, rows, total);
}
