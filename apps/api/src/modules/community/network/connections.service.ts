import {
  CONNECTION_REQUESTS_PER_DAY,
  CONNECTION_RETRY_DAYS,
  NETWORK_PAGE,
  type TConnection,
  type TConnectionPage,
  type TConnectionRequest,
  type TConnectionsQuery,
  type TNetworkCounts,
  type TPersonRelation,
} from '@ankur/shared/schemas/community-network';
import type { Db } from '../../../db/client.ts';
import { withTenant } from '../../../db/tenant.ts';
import { type Clock, systemClock } from '../../../lib/clock.ts';
import { badRequest, conflict, notFound } from '../../../lib/errors.ts';
import type { UserScope } from '../../../lib/scope.ts';
import { hit, tooMany } from '../../../lib/throttle.ts';
import { notify } from '../../notifications/index.ts';
import {
  answer,
  type ConnectionRow,
  countsOf,
  deleteConnection,
  findMine,
  findPair,
  insertRequest,
  listBox,
  renewRequest,
  shownName,
} from './connections.repository.ts';
import { emitNetworkCounts } from './network.events.ts';
import { cardsOf, isReachable } from './people.repository.ts';

/**
 * Connections (LinkedIn's model, decision 36): request with a note, accept, decline (quietly: the
 * requester still sees "sent"), withdraw while pending, remove once accepted. One row per pair:
 * asking someone who already asked you accepts theirs. Blocked either way, or not a person of the
 * tenant: 404 like an unknown id.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const NOT_FOUND = 'No such person in this community.';
const NO_REQUEST = 'No such connection or request.';
const LINK = '/community/connections';

async function toConnection(tx: Db, me: number, row: ConnectionRow): Promise<TConnection> {
  const other = row.requester_id === me ? row.addressee_id : row.requester_id;
  const [person] = await cardsOf(tx, me, [other]);
  return shape(row, me, person!);
}

function shape(row: ConnectionRow, me: number, person: TConnection['person']): TConnection {
  return {
    connection_id: row.connection_id,
    // a quiet decline reads as still pending to its requester
    status: row.status === 'declined' && row.requester_id === me ? 'pending' : row.status,
    direction: row.requester_id === me ? 'sent' : 'received',
    note: row.note,
    created_at: row.created_at,
    responded_at: row.status === 'declined' ? null : row.responded_at,
    person,
  };
}

/** Queues the live numbers of each user once the transaction commits. */
async function pushCounts(tx: Db, scope: UserScope, userIds: number[]) {
  for (const userId of userIds) emitNetworkCounts(scope.tenantId, userId, await countsOf(tx, scope, userId));
}

/** POST community/connections: 201 a new request; 200 when it accepted the other's request. */
export async function requestConnection(
  db: Db,
  scope: UserScope,
  input: TConnectionRequest,
  clock: Clock = systemClock,
): Promise<{ created: boolean; connection: TConnection }> {
  const me = scope.actor.userId;
  const to = input.user_id;
  if (to === me)
    throw badRequest('Invalid body.user_id: you cannot connect with yourself', [
      { path: 'body.user_id', message: 'is yourself' },
    ]);
  const note = input.note?.trim() || null;
  return withTenant(db, scope.tenantId, async (tx) => {
    if (!(await isReachable(tx, scope, to))) throw notFound(NOT_FOUND);
    const existing = await findPair(tx, me, to);
    if (existing?.status === 'accepted') throw conflict('You are already connected.');
    if (existing?.status === 'pending' && existing.requester_id === to) {
      const row = await answer(tx, existing.connection_id, 'accepted');
      await notifyAccepted(tx, me, to);
      await pushCounts(tx, scope, [me, to]);
      return { created: false, connection: await toConnection(tx, me, row) };
    }
    if (existing && existing.requester_id === me) {
      const since = existing.responded_at ?? existing.created_at;
      const waited = clock.now().getTime() - new Date(since).getTime() >= CONNECTION_RETRY_DAYS * DAY_MS;
      if (existing.status === 'pending' || !waited) throw conflict('You already asked; they have not answered yet.');
    }
    const limit = await hit(
      tx,
      `community:connect:${scope.tenantId}:${me}`,
      { limit: CONNECTION_REQUESTS_PER_DAY, windowMs: DAY_MS },
      clock,
    );
    if (!limit.allowed)
      throw tooMany(limit.retryAfterSec, `You sent ${CONNECTION_REQUESTS_PER_DAY} requests today. Try again tomorrow.`);
    const row = existing
      ? await renewRequest(tx, existing.connection_id, me, to, note)
      : await insertRequest(tx, me, to, note);
    const name = await shownName(tx, me);
    await notify(tx, {
      userIds: [to],
      type: 'connection_request',
      title: `${name} wants to connect with you`,
      body: note ?? undefined,
      link: LINK,
    });
    await pushCounts(tx, scope, [to]);
    return { created: true, connection: await toConnection(tx, me, row) };
  });
}

async function notifyAccepted(tx: Db, accepter: number, requester: number) {
  const name = await shownName(tx, accepter);
  await notify(tx, {
    userIds: [requester],
    type: 'connection_accepted',
    title: `${name} accepted your connection request`,
    link: `/user/profile/${accepter}`,
  });
}

/** POST community/connections/{id}/accept|decline: only the addressee of a pending request. */
export async function respond(
  db: Db,
  scope: UserScope,
  id: number,
  decision: 'accepted' | 'declined',
): Promise<TConnection> {
  const me = scope.actor.userId;
  return withTenant(db, scope.tenantId, async (tx) => {
    const row = await findMine(tx, id, me);
    if (!row || row.addressee_id !== me || row.status !== 'pending') throw notFound(NO_REQUEST);
    if (!(await isReachable(tx, scope, row.requester_id))) throw notFound(NO_REQUEST);
    const saved = await answer(tx, id, decision);
    if (decision === 'accepted') await notifyAccepted(tx, me, row.requester_id);
    await pushCounts(tx, scope, decision === 'accepted' ? [me, row.requester_id] : [me]);
    return toConnection(tx, me, saved);
  });
}

/**
 * DELETE community/connections/{id}: the requester withdraws a pending request; either side
 * removes an accepted connection. The addressee of a pending request declines instead (400).
 */
export async function removeConnection(db: Db, scope: UserScope, id: number): Promise<void> {
  const me = scope.actor.userId;
  await withTenant(db, scope.tenantId, async (tx) => {
    const row = await findMine(tx, id, me);
    if (!row) throw notFound(NO_REQUEST);
    if (row.status !== 'accepted' && row.requester_id !== me)
      throw badRequest('This request was sent to you: accept or decline it.');
    await deleteConnection(tx, id);
    await pushCounts(tx, scope, [row.requester_id === me ? row.addressee_id : row.requester_id, me]);
  });
}

/** GET community/connections?box&q&before: one page of a box, newest first. */
export async function listConnections(db: Db, scope: UserScope, q: TConnectionsQuery): Promise<TConnectionPage> {
  const me = scope.actor.userId;
  return withTenant(db, scope.tenantId, async (tx) => {
    const rows = await listBox(tx, scope, q);
    const page = rows.slice(0, NETWORK_PAGE);
    const cards = await cardsOf(
      tx,
      me,
      page.map((r) => r.other_id),
    );
    const byId = new Map(cards.map((c) => [c.user_id, c]));
    return {
      items: page.flatMap((r) => {
        const person = byId.get(r.other_id);
        return person ? [shape(r, me, person)] : [];
      }),
      next_before: rows.length > NETWORK_PAGE ? page[page.length - 1]!.connection_id : null,
    };
  });
}

export async function networkCounts(db: Db, scope: UserScope): Promise<TNetworkCounts> {
  return withTenant(db, scope.tenantId, (tx) => countsOf(tx, scope));
}

/** GET community/people/{id}/relation: where a person stands with the viewer and their counts. */
export async function personRelation(db: Db, scope: UserScope, userId: number): Promise<TPersonRelation> {
  const me = scope.actor.userId;
  return withTenant(db, scope.tenantId, async (tx) => {
    const self = userId === me;
    if (!self && !(await isReachable(tx, scope, userId))) throw notFound(NOT_FOUND);
    const [card] = await cardsOf(tx, me, [userId]);
    if (!card) throw notFound(NOT_FOUND);
    const counts = await countsOf(tx, scope, userId);
    return {
      user_id: userId,
      is_self: self,
      relation: self ? 'none' : card.relation,
      connection_id: self ? null : card.connection_id,
      following: card.following,
      connections: counts.connections,
      followers: counts.followers,
    };
  });
}
