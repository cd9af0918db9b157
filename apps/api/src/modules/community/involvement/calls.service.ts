import { hasPermission } from '@ankur/shared/access';
import type {
  TApplication,
  TApplicationInput,
  TCall,
  TCallInput,
  TCallListQuery,
  TCallPage,
  TDecisionInput,
  TMyApplicationPage,
} from '@ankur/shared/schemas/community-involvement';
import type { Db } from '../../../db/client.ts';
import { withTenant } from '../../../db/tenant.ts';
import type { Clock } from '../../../lib/clock.ts';
import { badRequest, conflict, forbidden, notFound } from '../../../lib/errors.ts';
import type { Scope } from '../../../lib/scope.ts';
import { notify } from '../../notifications/index.ts';
import { assertMayWrite } from '../moderation/posting-limits.ts';
import {
  type ApplicationRow,
  applicationsOf,
  applicationsTo,
  type CallRow,
  callPage,
  callsOf,
  findApplication,
  findCall,
  insertApplication,
  insertCall,
  myApplicationsTo,
  pendingCounts,
  type Reader,
  updateApplication,
  updateCall,
} from './calls.repository.ts';
import { cardsOf, organisationRefs, organisationsAdministered, unknownCard } from './people.repository.ts';

/**
 * Get involved (issue 21, /community/get-involved): calls for volunteers, mentors, speakers and
 * judges. Event organisers ('Event' create), community moderators and organisation admins post
 * them; members apply with a message; the organiser accepts or declines; a call whose places
 * are filled closes itself; an applicant may withdraw while pending or accepted.
 */

export const NO_CALL = 'No such call.';
export const NO_APPLICATION = 'No such application.';

/** Community moderators: 'delete' on 'Community Circle' (tenant administrators, the Administrator). */
export const isModerator = (scope: Scope) =>
  scope.actor.isAdmin || hasPermission(scope.actor.privileges, 'Community Circle', 'delete');

export const readerOf = (scope: Scope): Reader => ({ userId: scope.actor.userId, moderator: isModerator(scope) });

/** The call as the reader sees it: four batched queries for the whole page. */
async function present(tx: Db, scope: Scope, rows: CallRow[]): Promise<TCall[]> {
  const me = scope.actor.userId;
  const ids = rows.map((r) => r.call_id);
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
  const mine = await myApplicationsTo(tx, me, ids);
  const pending = await pendingCounts(
    tx,
    rows.filter((r) => r.author_id === me).map((r) => r.call_id),
  );
  const moderator = isModerator(scope);
  return rows.map((r) => {
    const application = mine.get(r.call_id);
    return {
      call_id: r.call_id,
      kind: r.kind,
      title: r.title,
      description: r.description,
      mode: r.mode,
      city: r.city,
      state: r.state,
      starts_on: r.starts_on,
      ends_on: r.ends_on,
      time_commitment: r.time_commitment,
      skills: r.skills,
      places: r.places,
      accepted_count: r.accepted_count,
      apply_by: r.apply_by,
      status: r.status,
      created_at: new Date(r.created_at).toISOString(),
      author: cards.get(r.author_id) ?? unknownCard(r.author_id),
      organisation: r.organisation_id ? (orgs.get(r.organisation_id) ?? null) : null,
      hidden: r.hidden_at !== null,
      is_mine: r.author_id === me,
      can_manage: r.author_id === me || moderator,
      my_application: application ? { application_id: application.application_id, status: application.status } : null,
      pending_count: pending.get(r.call_id) ?? 0,
    };
  });
}

/** Whether the person may post a call, and the organisations they administer. */
async function posting(tx: Db, scope: Scope) {
  const orgs = await organisationsAdministered(tx, scope.actor.userId);
  const canPost = hasPermission(scope.actor.privileges, 'Event', 'create') || isModerator(scope) || orgs.length > 0;
  return { canPost, orgs };
}

export function listCalls(db: Db, scope: Scope, q: TCallListQuery & { limit: number }): Promise<TCallPage> {
  return withTenant(db, scope.tenantId, async (tx) => {
    const { rows, next } = await callPage(tx, readerOf(scope), q);
    const { canPost, orgs } = await posting(tx, scope);
    return { data: await present(tx, scope, rows), next_before: next, can_post: canPost, my_organisations: orgs };
  });
}

export function myCalls(db: Db, scope: Scope, q: { before?: number | undefined; limit: number }): Promise<TCallPage> {
  return withTenant(db, scope.tenantId, async (tx) => {
    const { rows, next } = await callsOf(tx, scope.actor.userId, q);
    const { canPost, orgs } = await posting(tx, scope);
    return { data: await present(tx, scope, rows), next_before: next, can_post: canPost, my_organisations: orgs };
  });
}

async function readableCall(tx: Db, scope: Scope, callId: number, lock = false): Promise<CallRow> {
  const row = await findCall(tx, readerOf(scope), callId, lock);
  if (!row) throw notFound(NO_CALL);
  return row;
}

export function getCall(db: Db, scope: Scope, callId: number): Promise<TCall> {
  return withTenant(
    db,
    scope.tenantId,
    async (tx) => (await present(tx, scope, [await readableCall(tx, scope, callId)]))[0]!,
  );
}

const field = (path: string, message: string) => badRequest(`Invalid ${path}: ${message}`, [{ path, message }]);

export function createCall(db: Db, scope: Scope, input: TCallInput, clock: Clock): Promise<TCall> {
  return withTenant(db, scope.tenantId, async (tx) => {
    const { canPost, orgs } = await posting(tx, scope);
    if (!canPost) {
      throw forbidden('Only event organisers, community moderators and organisation admins may post a call.');
    }
    const orgId = input.organisation_id ?? null;
    if (orgId !== null && !orgs.some((o) => o.organisation_id === orgId)) {
      throw field('body.organisation_id', 'you do not administer this organisation');
    }
    const mode = input.mode;
    const city = (input.city ?? '').trim();
    if (mode === 'in_person' && !city) throw field('body.city', 'an in-person call needs a city');
    if (input.starts_on && input.ends_on && input.ends_on < input.starts_on) {
      throw field('body.ends_on', 'must not be before starts_on');
    }
    await assertMayWrite(tx, scope, { kind: 'call', text: `${input.title}\n${input.description}` }, clock);
    const row = await insertCall(tx, {
      author_id: scope.actor.userId,
      organisation_id: orgId,
      kind: input.kind,
      title: input.title,
      description: input.description,
      mode,
      city,
      state: input.state ?? null,
      starts_on: input.starts_on ?? null,
      ends_on: input.ends_on ?? null,
      time_commitment: input.time_commitment ?? '',
      skills: [...new Set(input.skills ?? [])],
      places: input.places,
      apply_by: input.apply_by ?? null,
    });
    return (await present(tx, scope, [row]))[0]!;
  });
}

/** PATCH calls/{id}: the organiser (or a moderator) closes or reopens it. */
export function setCallStatus(db: Db, scope: Scope, callId: number, status: 'open' | 'closed'): Promise<TCall> {
  return withTenant(db, scope.tenantId, async (tx) => {
    const row = await readableCall(tx, scope, callId, true);
    if (row.author_id !== scope.actor.userId && !isModerator(scope)) {
      throw forbidden('Only the call’s organiser may close or reopen it.');
    }
    if (status === 'open' && row.accepted_count >= row.places) {
      throw conflict('Every place is filled: add places in a new call instead.');
    }
    const updated = await updateCall(tx, callId, {
      status,
      closed_at: status === 'closed' ? new Date().toISOString() : null,
    });
    return (await present(tx, scope, [updated]))[0]!;
  });
}

function toApplication(r: ApplicationRow, card: TApplication['applicant']): TApplication {
  return {
    application_id: r.application_id,
    call_id: r.call_id,
    status: r.status,
    message: r.message,
    share_profile: r.share_profile,
    decision_note: r.decision_note,
    decided_at: r.decided_at ? new Date(r.decided_at).toISOString() : null,
    created_at: new Date(r.created_at).toISOString(),
    applicant: card,
  };
}

/** POST calls/{id}/applications: one application per person and call (a withdrawn one may be renewed). */
export function apply(
  db: Db,
  scope: Scope,
  callId: number,
  input: TApplicationInput,
  clock: Clock,
): Promise<TApplication> {
  const me = scope.actor.userId;
  return withTenant(db, scope.tenantId, async (tx) => {
    const call = await readableCall(tx, scope, callId, true);
    if (call.author_id === me) throw conflict('You run this call.');
    if (call.status !== 'open' || call.hidden_at) throw conflict('This call is closed.');
    const today = clock.now().toISOString().slice(0, 10);
    if (call.apply_by && call.apply_by < today)
      throw conflict('Applications for this call closed on its apply-by date.');
    await assertMayWrite(tx, scope, { kind: 'call', text: input.message }, clock);
    const values = { message: input.message, share_profile: input.share_profile ?? false };
    let row = await insertApplication(tx, { call_id: callId, applicant_id: me, ...values });
    if (!row) {
      const [existing] = (await myApplicationsTo(tx, me, [callId])).values();
      if (existing?.status !== 'withdrawn') throw conflict('You have applied to this call already.');
      row = await updateApplication(tx, existing.application_id, {
        ...values,
        status: 'pending',
        decision_note: null,
        decided_at: null,
      });
    }
    const cards = await cardsOf(tx, me, [me]);
    await notify(tx, {
      userIds: [call.author_id],
      type: 'call_application',
      title: `${cards.get(me)?.name ?? scope.actor.username} applied to “${call.title}”`,
      body: input.message.slice(0, 200),
      link: `/community/get-involved?tab=running&call=${callId}`,
    });
    return toApplication(row, cards.get(me)!);
  });
}

/** GET calls/{id}/applications: the organiser (or a moderator) sees every applicant with their card. */
export function listApplications(db: Db, scope: Scope, callId: number): Promise<{ data: TApplication[] }> {
  return withTenant(db, scope.tenantId, async (tx) => {
    const call = await readableCall(tx, scope, callId);
    if (call.author_id !== scope.actor.userId && !isModerator(scope)) {
      throw forbidden('Only the call’s organiser sees its applicants.');
    }
    const rows = await applicationsTo(tx, callId);
    const shared = new Set(rows.filter((r) => r.share_profile).map((r) => r.applicant_id));
    const cards = await cardsOf(
      tx,
      scope.actor.userId,
      rows.map((r) => r.applicant_id),
      shared,
    );
    return { data: rows.map((r) => toApplication(r, cards.get(r.applicant_id) ?? unknownCard(r.applicant_id))) };
  });
}

export function myApplications(
  db: Db,
  scope: Scope,
  q: { before?: number | undefined; limit: number },
): Promise<TMyApplicationPage> {
  const me = scope.actor.userId;
  return withTenant(db, scope.tenantId, async (tx) => {
    const { rows, next } = await applicationsOf(tx, me, q);
    const cards = await cardsOf(tx, me, [me, ...rows.map((r) => r.call.author_id)]);
    return {
      data: rows.map(({ application, call }) => ({
        ...toApplication(application, cards.get(me)!),
        call: {
          call_id: call.call_id,
          title: call.title,
          kind: call.kind,
          status: call.status,
          organiser: cards.get(call.author_id)?.name ?? '—',
        },
      })),
      next_before: next,
    };
  });
}

/**
 * PATCH applications/{id}: the organiser accepts or declines a pending application (with a note);
 * accepting the last place closes the call. The applicant is told either way.
 */
export function decide(db: Db, scope: Scope, applicationId: number, input: TDecisionInput): Promise<TApplication> {
  return withTenant(db, scope.tenantId, async (tx) => {
    const found = await findApplication(tx, applicationId);
    const call = found && (await findCall(tx, readerOf(scope), found.call.call_id, true));
    if (!found || !call) throw notFound(NO_APPLICATION);
    if (call.author_id !== scope.actor.userId && !isModerator(scope)) {
      // the applicant sees their own application but may not decide it
      if (found.application.applicant_id === scope.actor.userId) throw forbidden('Only the organiser decides.');
      throw notFound(NO_APPLICATION);
    }
    if (found.application.status !== 'pending') throw conflict('This application was decided or withdrawn already.');
    if (input.status === 'accepted' && call.accepted_count >= call.places) {
      throw conflict('Every place of this call is filled.');
    }
    const row = await updateApplication(tx, applicationId, {
      status: input.status,
      decision_note: input.note?.trim() || null,
      decided_at: new Date().toISOString(),
    });
    if (input.status === 'accepted') {
      const accepted = call.accepted_count + 1;
      const full = accepted >= call.places;
      await updateCall(tx, call.call_id, {
        accepted_count: accepted,
        ...(full ? { status: 'closed', closed_at: new Date().toISOString() } : {}),
      });
    }
    await notify(tx, {
      userIds: [row.applicant_id],
      type: 'call_decision',
      title:
        input.status === 'accepted'
          ? `You were accepted for “${call.title}”`
          : `Your application to “${call.title}” was not taken forward`,
      body: row.decision_note ?? undefined,
      link: `/community/get-involved?tab=applications`,
    });
    const cards = await cardsOf(
      tx,
      scope.actor.userId,
      [row.applicant_id],
      new Set(row.share_profile ? [row.applicant_id] : []),
    );
    return toApplication(row, cards.get(row.applicant_id) ?? unknownCard(row.applicant_id));
  });
}

/** DELETE applications/{id}: the applicant withdraws (an accepted place is given back and the call reopens). */
export function withdraw(db: Db, scope: Scope, applicationId: number): Promise<TApplication> {
  const me = scope.actor.userId;
  return withTenant(db, scope.tenantId, async (tx) => {
    const found = await findApplication(tx, applicationId);
    if (!found || found.application.applicant_id !== me) throw notFound(NO_APPLICATION);
    const { application, call } = found;
    if (application.status === 'withdrawn' || application.status === 'declined') {
      throw conflict('This application is no longer active.');
    }
    if (application.status === 'accepted') {
      const accepted = Math.max(call.accepted_count - 1, 0);
      const reopen = call.status === 'closed' && call.accepted_count >= call.places && !call.hidden_at;
      await updateCall(tx, call.call_id, {
        accepted_count: accepted,
        ...(reopen ? { status: 'open', closed_at: null } : {}),
      });
    }
    const row = await updateApplication(tx, applicationId, { status: 'withdrawn' });
    const cards = await cardsOf(tx, me, [me]);
    return toApplication(row, cards.get(me)!);
  });
}
