import { hasPermission } from '@ankur/shared/access';
import type {
  TCollabInput,
  TCollabListQuery,
  TCollabPage,
  TCollabRequest,
  TMyCollabPage,
} from '@ankur/shared/schemas/community-involvement';
import type { Db } from '../../../db/client.ts';
import { withTenant } from '../../../db/tenant.ts';
import type { Clock } from '../../../lib/clock.ts';
import { badRequest, conflict, forbidden, notFound } from '../../../lib/errors.ts';
import type { Scope } from '../../../lib/scope.ts';
import { createConversation, sendMessage } from '../../messages/index.ts';
import { notify } from '../../notifications/index.ts';
import { assertMayWrite } from '../moderation/posting-limits.ts';
import { isModerator, readerOf } from './calls.service.ts';
import {
  type CollabRow,
  findRequest,
  insertRequest,
  insertResponse,
  myResponsesTo,
  requestPage,
  requestsOf,
  responsesTo,
  setResponseConversation,
  updateRequest,
} from './collab.repository.ts';
import {
  blockedBetween,
  cardsOf,
  organisationRefs,
  organisationsAdministered,
  unknownCard,
} from './people.repository.ts';

/**
 * The collaboration hub (issue 21, /collab-hub): requests for a co-founder, a pilot partner, a
 * research partner, a supplier... posted by members holding 'Collaboration' create, optionally as an
 * organisation they administer. A response opens (or continues) the direct conversation between
 * the two in Messages with its note as the message, and tells the author. The author closes the
 * request (fulfilled or withdrawn); an expired one drops out of the list.
 */

export const NO_REQUEST = 'No such collaboration request.';
const DAY_MS = 24 * 60 * 60 * 1000;

const mayPost = (scope: Scope) =>
  hasPermission(scope.actor.privileges, 'Collaboration', 'create') || scope.actor.isAdmin;

async function present(tx: Db, scope: Scope, rows: CollabRow[]): Promise<TCollabRequest[]> {
  const me = scope.actor.userId;
  // one after the other: the queries share the transaction's one connection
  const cards = await cardsOf(
    tx,
    me,
    rows.map((r) => r.author_id),
  );
  const orgs = await organisationRefs(
    tx,
    rows.map((r) => r.organisation_id),
  );
  const mine = await myResponsesTo(
    tx,
    me,
    rows.map((r) => r.request_id),
  );
  return rows.map((r) => ({
    request_id: r.request_id,
    kind: r.kind,
    title: r.title,
    description: r.description,
    sector: r.sector,
    city: r.city,
    state: r.state,
    offered: r.offered,
    sought: r.sought,
    skills: r.skills,
    expires_at: new Date(r.expires_at).toISOString(),
    status: r.status,
    response_count: r.response_count,
    created_at: new Date(r.created_at).toISOString(),
    author: cards.get(r.author_id) ?? unknownCard(r.author_id),
    organisation: r.organisation_id ? (orgs.get(r.organisation_id) ?? null) : null,
    hidden: r.hidden_at !== null,
    is_mine: r.author_id === me,
    my_conversation_id: mine.get(r.request_id)?.conversation_id ?? null,
    responded: mine.has(r.request_id),
  }));
}

export function listRequests(
  db: Db,
  scope: Scope,
  q: TCollabListQuery & { limit: number },
  clock: Clock,
): Promise<TCollabPage> {
  return withTenant(db, scope.tenantId, async (tx) => {
    const { rows, next } = await requestPage(tx, readerOf(scope), q, clock.now());
    const orgs = await organisationsAdministered(tx, scope.actor.userId);
    return {
      data: await present(tx, scope, rows),
      next_before: next,
      can_post: mayPost(scope),
      my_organisations: orgs,
    };
  });
}

/** The caller's own requests (open, closed and expired) with every response. */
export function myRequests(
  db: Db,
  scope: Scope,
  q: { before?: number | undefined; limit: number },
): Promise<TMyCollabPage> {
  const me = scope.actor.userId;
  return withTenant(db, scope.tenantId, async (tx) => {
    const { rows, next } = await requestsOf(tx, me, q);
    const responses = await responsesTo(
      tx,
      rows.map((r) => r.request_id),
    );
    const cards = await cardsOf(
      tx,
      me,
      responses.map((r) => r.responder_id),
      new Set(responses.map((r) => r.responder_id)),
    );
    const items = await present(tx, scope, rows);
    return {
      data: items.map((item) => ({
        ...item,
        responses: responses
          .filter((r) => r.request_id === item.request_id)
          .map((r) => ({
            response_id: r.response_id,
            note: r.note,
            created_at: new Date(r.created_at).toISOString(),
            conversation_id: r.conversation_id,
            responder: cards.get(r.responder_id) ?? unknownCard(r.responder_id),
          })),
      })),
      next_before: next,
    };
  });
}

async function readable(tx: Db, scope: Scope, requestId: number, lock = false): Promise<CollabRow> {
  const row = await findRequest(tx, readerOf(scope), requestId, lock);
  if (!row) throw notFound(NO_REQUEST);
  return row;
}

export function getRequest(db: Db, scope: Scope, requestId: number): Promise<TCollabRequest> {
  return withTenant(
    db,
    scope.tenantId,
    async (tx) => (await present(tx, scope, [await readable(tx, scope, requestId)]))[0]!,
  );
}

export function createRequest(db: Db, scope: Scope, input: TCollabInput, clock: Clock): Promise<TCollabRequest> {
  return withTenant(db, scope.tenantId, async (tx) => {
    if (!mayPost(scope)) throw forbidden('Your role may not post collaboration requests.');
    const orgId = input.organisation_id ?? null;
    if (orgId !== null) {
      const orgs = await organisationsAdministered(tx, scope.actor.userId);
      if (!orgs.some((o) => o.organisation_id === orgId)) {
        throw badRequest('Invalid body.organisation_id: you do not administer this organisation', [
          { path: 'body.organisation_id', message: 'you do not administer this organisation' },
        ]);
      }
    }
    await assertMayWrite(
      tx,
      scope,
      { kind: 'collab', text: [input.title, input.description, input.offered, input.sought].join('\n') },
      clock,
    );
    const days = input.expires_in_days ?? 60;
    const row = await insertRequest(tx, {
      author_id: scope.actor.userId,
      organisation_id: orgId,
      kind: input.kind,
      title: input.title,
      description: input.description,
      sector: input.sector,
      city: input.city ?? '',
      state: input.state ?? null,
      offered: input.offered ?? '',
      sought: input.sought ?? '',
      skills: [...new Set(input.skills ?? [])],
      expires_at: new Date(clock.now().getTime() + days * DAY_MS).toISOString(),
    });
    return (await present(tx, scope, [row]))[0]!;
  });
}

/** PATCH collab-requests/{id}: the author (or a moderator) closes it as fulfilled or withdrawn. */
export function closeRequest(
  db: Db,
  scope: Scope,
  requestId: number,
  status: 'fulfilled' | 'withdrawn',
): Promise<TCollabRequest> {
  return withTenant(db, scope.tenantId, async (tx) => {
    const row = await readable(tx, scope, requestId, true);
    if (row.author_id !== scope.actor.userId && !isModerator(scope)) {
      throw forbidden('Only the request’s author may close it.');
    }
    if (row.status !== 'open') throw conflict('This request is closed already.');
    const updated = await updateRequest(tx, requestId, { status, closed_at: new Date().toISOString() });
    return (await present(tx, scope, [updated]))[0]!;
  });
}

/**
 * POST collab-requests/{id}/responses: one response per person and request. The note becomes the
 * first message of the direct conversation between the responder and the author (an existing
 * one is continued); blocked either way answers 403; the author is notified.
 */
export function respond(
  db: Db,
  scope: Scope,
  requestId: number,
  note: string,
  clock: Clock,
): Promise<{ response_id: number; conversation_id: number }> {
  const me = scope.actor.userId;
  return withTenant(db, scope.tenantId, async (tx) => {
    const row = await readable(tx, scope, requestId, true);
    if (row.author_id === me) throw conflict('This is your own request.');
    if (row.status !== 'open' || row.hidden_at || new Date(row.expires_at) <= clock.now()) {
      throw conflict('This request is closed.');
    }
    if (await blockedBetween(tx, me, row.author_id)) throw forbidden('You cannot respond to this person.');
    await assertMayWrite(tx, scope, { kind: 'collab', text: note }, clock);
    const response = await insertResponse(tx, { request_id: requestId, responder_id: me, note });
    if (!response) throw conflict('You have responded to this request already.');
    const cards = await cardsOf(tx, me, [me]);
    const name = cards.get(me)?.name ?? scope.actor.username;
    await notify(tx, {
      userIds: [row.author_id],
      type: 'collab_response',
      title: `${name} responded to “${row.title}”`,
      body: note.slice(0, 200),
      link: '/collab-hub?tab=mine',
    });
    // last, so its live events are queued only once everything else stood
    const { conversation } = await createConversation(tx, scope, { kind: 'direct', user_id: row.author_id });
    await sendMessage(
      tx,
      scope,
      conversation.conversation_id,
      { body: `Re: ${row.title}\n\n${note}`, attachment_ids: [] },
      clock.now(),
    );
    await setResponseConversation(tx, response.response_id, conversation.conversation_id);
    return { response_id: response.response_id, conversation_id: conversation.conversation_id };
  });
}
