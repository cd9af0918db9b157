import type { TConnectionStatus } from '@ankur/shared/schemas/community';
import { NETWORK_PAGE, type TConnectionsQuery, type TNetworkCounts } from '@ankur/shared/schemas/community-network';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import type { UserScope } from '../../../lib/scope.ts';
import { reachablePeople, rowsOf } from './people.repository.ts';

/** Connections (backbone table `connections`, one row per pair and tenant), inside the caller's tenant transaction. */

export interface ConnectionRow {
  connection_id: number;
  requester_id: number;
  addressee_id: number;
  status: TConnectionStatus;
  note: string | null;
  created_at: string;
  responded_at: string | null;
}

const COLUMNS = sql`connection_id, requester_id, addressee_id, status, note,
  to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at,
  to_char(responded_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as responded_at`;

/** The pair's row (locked for the rest of the transaction), whoever asked. */
export async function findPair(tx: Db, a: number, b: number): Promise<ConnectionRow | undefined> {
  const r = await tx.execute(sql`select ${COLUMNS} from connections
    where least(requester_id, addressee_id) = least(${a}::int, ${b}::int)
      and greatest(requester_id, addressee_id) = greatest(${a}::int, ${b}::int) for update`);
  return rowsOf<ConnectionRow>(r)[0];
}

/** A row the viewer is part of, by id (locked). */
export async function findMine(tx: Db, id: number, me: number): Promise<ConnectionRow | undefined> {
  const r = await tx.execute(sql`select ${COLUMNS} from connections
    where connection_id = ${id} and (requester_id = ${me} or addressee_id = ${me}) for update`);
  return rowsOf<ConnectionRow>(r)[0];
}

export async function insertRequest(tx: Db, from: number, to: number, note: string | null): Promise<ConnectionRow> {
  const r = await tx.execute(sql`insert into connections (requester_id, addressee_id, status, note)
    values (${from}, ${to}, 'pending', ${note}) returning ${COLUMNS}`);
  return rowsOf<ConnectionRow>(r)[0]!;
}

/** Asks again over an old declined row: the asker becomes the requester. */
export async function renewRequest(tx: Db, id: number, from: number, to: number, note: string | null) {
  const r = await tx.execute(sql`update connections set requester_id = ${from}, addressee_id = ${to},
    status = 'pending', note = ${note}, created_at = now(), responded_at = null
    where connection_id = ${id} returning ${COLUMNS}`);
  return rowsOf<ConnectionRow>(r)[0]!;
}

export async function answer(tx: Db, id: number, status: 'accepted' | 'declined'): Promise<ConnectionRow> {
  const r = await tx.execute(sql`update connections set status = ${status}, responded_at = now()
    where connection_id = ${id} returning ${COLUMNS}`);
  return rowsOf<ConnectionRow>(r)[0]!;
}

export async function deleteConnection(tx: Db, id: number): Promise<void> {
  await tx.execute(sql`delete from connections where connection_id = ${id}`);
}

/** One page of a box: received (pending to me), sent (pending or quietly declined from me), accepted. */
export async function listBox(
  tx: Db,
  scope: UserScope,
  q: TConnectionsQuery,
): Promise<(ConnectionRow & { other_id: number })[]> {
  const me = scope.actor.userId;
  const box: Record<TConnectionsQuery['box'], SQL> = {
    received: sql`c.addressee_id = ${me} and c.status = 'pending'`,
    sent: sql`c.requester_id = ${me} and c.status in ('pending', 'declined')`,
    accepted: sql`(c.requester_id = ${me} or c.addressee_id = ${me}) and c.status = 'accepted'`,
  };
  const where: SQL[] = [box[q.box], reachablePeople(scope)];
  if (q.before) where.push(sql`c.connection_id < ${q.before}`);
  if (q.q) {
    const text = `%${q.q.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
    where.push(sql`(lower(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')) like ${text}
      or lower(u.username) like ${text})`);
  }
  const r = await tx.execute(sql`select c.connection_id, c.requester_id, c.addressee_id, c.status, c.note,
      to_char(c.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at,
      to_char(c.responded_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as responded_at,
      u.user_id as other_id
    from connections c join users u on u.user_id = case when c.requester_id = ${me} then c.addressee_id else c.requester_id end
    where ${sql.join(where, sql` and `)} order by c.connection_id desc limit ${NETWORK_PAGE + 1}`);
  return rowsOf(r);
}

/** The viewer's numbers in one query (people blocked either way left out of the request boxes). */
export async function countsOf(tx: Db, scope: UserScope, userId = scope.actor.userId): Promise<TNetworkCounts> {
  const r = await tx.execute(sql`select
      (select count(*)::int from connections c join users u on u.user_id = c.requester_id
        where c.addressee_id = ${userId} and c.status = 'pending' and ${reachablePeople({ ...scope, actor: { userId } })}) as received,
      (select count(*)::int from connections c where c.requester_id = ${userId} and c.status in ('pending', 'declined')) as sent,
      (select count(*)::int from connections c where (c.requester_id = ${userId} or c.addressee_id = ${userId})
        and c.status = 'accepted') as connections,
      (select count(*)::int from follows f where f.target_kind = 'user' and f.target_id = ${userId}) as followers,
      (select count(*)::int from follows f where f.follower_id = ${userId}) as following`);
  return rowsOf<TNetworkCounts>(r)[0]!;
}

/** A person's shown name (for notifications). */
export async function shownName(tx: Db, userId: number): Promise<string> {
  const r =
    await tx.execute(sql`select coalesce(nullif(trim(concat_ws(' ', first_name, last_name)), ''), username) as name
    from users where user_id = ${userId}`);
  return rowsOf<{ name: string }>(r)[0]?.name ?? '';
}
