import { hasPermission } from '@ankur/shared/access';
import {
  EVENT_ERRORS,
  EVENT_FEEDBACK_DAYS,
  EVENT_MENU,
  EVENT_TRANSITIONS,
  type TEventAction,
  type TEventDetail,
  type TEventPage,
  type TEventStatus,
  type TEventVisibility,
  type TRegistrationQuestion,
  type ZEventInput,
  type ZEventPatch,
  type ZEventQuery,
} from '@ankur/shared/schemas/events';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { withTenant } from '../../db/tenant.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import type { Actor, Scope } from '../../lib/scope.ts';
import { recordAudit } from '../../resources/audit.ts';
import { notify } from '../notifications/index.ts';
import { circlesOfReader } from '../search/index.ts';
import { changeNotice } from './change-notice.ts';
import { mailLater } from './events.delivery.ts';
import { scheduleEventReminders } from './events.jobs.ts';
import {
  cardById,
  cardPage,
  countMatching,
  type EventRow,
  emailsOf,
  facetCounts,
  findEvent,
  hasFeedback,
  insertEvent,
  isVisible,
  lockEvent,
  peopleByIds,
  resetTicketCounts,
  ticketTypesOf,
  updateEvent,
  type Viewer,
} from './events.repository.ts';
import { checkEventInput, sanitised, saveTicketTypes } from './events.validation.ts';
import { syncEventSearch } from './events-search.repository.ts';
import { activeHolders, cancelAllOf, registrationOf } from './registrations.repository.ts';
import { promoteWaitlisted } from './seats.ts';
import { eventPath, iso, isoOrNull, personRef, toCard, toRegistration } from './shapes.ts';

/**
 * An event's life (issue 23): people holding 'Event' create organise drafts; the organiser or a
 * holder of 'Event' update (tenant administrators, cohort managers) edits, publishes, postpones,
 * cancels and completes it; 'Event' delete or the organiser deletes a draft. Cancelling cancels
 * every active registration and tells each person (notification and e-mail); postponing tells them
 * with the organiser's note.
 */

export const isEventManager = (actor: Pick<Actor, 'privileges'>) =>
  hasPermission(actor.privileges, EVENT_MENU, 'update');
export const mayManage = (actor: Actor, e: Pick<EventRow, 'organiser_id'>) =>
  e.organiser_id === actor.userId || isEventManager(actor);

export async function viewerOf(tx: Db, actor: Actor): Promise<Viewer> {
  const manager = isEventManager(actor);
  return { userId: actor.userId, manager, circleIds: manager ? [] : await circlesOfReader(tx, actor.userId) };
}

/** The event as the viewer may see it (inside the tenant transaction), or 404. */
export async function visibleEvent(tx: Db, actor: Actor, id: number): Promise<EventRow> {
  const e = await findEvent(tx, id);
  if (!e || !(await mayRead(tx, actor, e))) throw notFound(EVENT_ERRORS.noEvent);
  return e;
}

export async function mayRead(tx: Db, actor: Actor, e: EventRow): Promise<boolean> {
  if (mayManage(actor, e)) return true;
  if (e.status === 'draft' || e.hidden_at) return false;
  if (e.visibility === 'public' || e.visibility === 'members') return true;
  // circles and cohorts: the same rule as the finder's (one query)
  return isVisible(tx, await viewerOf(tx, actor), e.event_id);
}

/** An event the actor manages (organiser or Event update), or 404 when unseen and 403 when only read. */
export async function managedEvent(tx: Db, actor: Actor, id: number, lock = false): Promise<EventRow> {
  const e = lock ? await lockEvent(tx, id) : await findEvent(tx, id);
  if (!e) throw notFound(EVENT_ERRORS.noEvent);
  if (mayManage(actor, e)) return e;
  if (await mayRead(tx, actor, e)) throw forbidden(EVENT_ERRORS.notYours);
  throw notFound(EVENT_ERRORS.noEvent);
}

export function listEvents(db: Db, scope: Scope, q: z.output<typeof ZEventQuery>, now: Date): Promise<TEventPage> {
  return withTenant(db, scope.tenantId, async (tx) => {
    const v = await viewerOf(tx, scope.actor);
    const offset = (q.page - 1) * q.limit;
    const rows = await cardPage(tx, v, q, now, { sort: q.sort, limit: q.limit, offset });
    const total = await countMatching(tx, v, q, now);
    const facets: TEventPage['facets'] = { format: {}, city: {}, topic: {} };
    for (const f of await facetCounts(tx, v, q, now)) facets[f.facet][f.value] = f.count;
    return { data: rows.map(toCard), meta: { page: q.page, limit: q.limit, total }, facets };
  });
}

/** The whole event for the viewer (inside the transaction). */
export async function fullEvent(tx: Db, actor: Actor, id: number, now: Date): Promise<TEventDetail> {
  const e = await findEvent(tx, id);
  const card = await cardById(tx, actor.userId, id);
  if (!e || !card) throw notFound(EVENT_ERRORS.noEvent);
  const manage = mayManage(actor, e);
  const types = await ticketTypesOf(tx, id);
  const speakerIds = e.speakers.map((s) => s.user_id).filter((u): u is number => u !== null);
  const people = await peopleByIds(tx, [e.organiser_id, ...speakerIds]);
  const mine = await registrationOf(tx, id, actor.userId);
  const ended = new Date(e.ends_at).getTime();
  const attended = mine && (mine.checked_in_at !== null || mine.status === 'confirmed');
  const feedbackWindow = now.getTime() >= ended && now.getTime() - ended <= EVENT_FEEDBACK_DAYS * 864e5;
  const feedbackOpen = Boolean(attended && feedbackWindow && !(await hasFeedback(tx, id, actor.userId)));
  const organiser = people.get(e.organiser_id);
  return {
    ...toCard(card),
    description_html: e.description_html,
    venue_address: e.venue_address,
    state: e.state,
    online_url: manage || mine?.status === 'confirmed' ? e.online_url : null,
    approval_required: e.approval_required,
    visibility: e.visibility as TEventVisibility,
    circle_id: e.circle_id,
    program_id: e.program_id,
    hubs: e.hubs ?? [],
    cover_file_id: e.cover_upload_id,
    speakers: e.speakers.map((s) => {
      const p = s.user_id === null ? undefined : people.get(s.user_id);
      return {
        name: s.name || p?.name || '',
        title: s.title,
        organisation: s.organisation,
        bio: s.bio,
        person: p ? personRef(p) : null,
      };
    }),
    sessions: e.sessions,
    ticket_types: types
      .filter((t) => !t.retired)
      .map((t) => ({
        ticket_type_id: t.ticket_type_id,
        name: t.name,
        description: t.description,
        price_paise: t.price_paise,
        capacity: t.capacity,
        confirmed_count: t.confirmed_count,
      })),
    questions: e.questions as TRegistrationQuestion[],
    organiser: organiser ? personRef(organiser) : { user_id: e.organiser_id, name: '', photo_url: null },
    status_note: e.status_note,
    published_at: isoOrNull(e.published_at),
    can_manage: manage,
    my_registration: mine ? toRegistration(mine, { holderOrManager: true }) : null,
    feedback_open: feedbackOpen,
  };
}

export function getEvent(db: Db, scope: Scope, id: number, now: Date): Promise<TEventDetail> {
  return withTenant(db, scope.tenantId, async (tx) => {
    await visibleEvent(tx, scope.actor, id);
    return fullEvent(tx, scope.actor, id, now);
  });
}

export function createEvent(
  db: Db,
  scope: Scope,
  input: z.output<typeof ZEventInput>,
  now: Date,
): Promise<TEventDetail> {
  return withTenant(db, scope.tenantId, async (tx) => {
    await checkEventInput(tx, scope.actor, input);
    const body = sanitised(input.description_html);
    const row = await insertEvent(tx, {
      title: input.title,
      summary: input.summary,
      description_html: body.html,
      description_text: body.text,
      format: input.format,
      venue_name: input.venue_name,
      venue_address: input.venue_address,
      city: input.city,
      state: input.state,
      online_url: input.online_url,
      starts_at: input.starts_at,
      ends_at: input.ends_at,
      time_zone: input.time_zone,
      cover_upload_id: input.cover_file_id,
      capacity: input.capacity,
      approval_required: input.approval_required,
      visibility: input.visibility,
      circle_id: input.visibility === 'circle' ? input.circle_id : null,
      program_id: input.visibility === 'cohort' ? input.program_id : null,
      community: input.community,
      topics: [...new Set(input.topics)],
      hubs: [...new Set(input.hubs)],
      speakers: input.speakers,
      sessions: input.sessions,
      questions: input.questions,
      status: 'draft',
      organiser_id: scope.actor.userId,
    });
    await saveTicketTypes(tx, row.event_id, input.ticket_types, []);
    await recordAudit(tx, [
      {
        table_name: 'events',
        record_id: row.event_id,
        action: 'create',
        changes: { title: { to: input.title } },
        actor_id: scope.actor.userId,
      },
    ]);
    await syncEventSearch(tx, [row.event_id]);
    return fullEvent(tx, scope.actor, row.event_id, now);
  });
}

export function editEvent(
  db: Db,
  scope: Scope,
  id: number,
  patch: z.output<typeof ZEventPatch>,
  now: Date,
): Promise<TEventDetail> {
  const changed = Object.keys(patch).filter((k) => patch[k as keyof typeof patch] !== undefined);
  if (!changed.length) throw badRequest(`Invalid body: ${EVENT_ERRORS.nothingToUpdate}`);
  return withTenant(db, scope.tenantId, async (tx) => {
    const e = await managedEvent(tx, scope.actor, id, true);
    if (e.status === 'cancelled' || e.status === 'completed') throw conflict(EVENT_ERRORS.transition);
    // the whole event as it would be, checked like a new one
    const merged = {
      ...e,
      starts_at: iso(e.starts_at),
      ends_at: iso(e.ends_at),
      description_html: e.description_html,
      cover_file_id: e.cover_upload_id,
      questions: e.questions as TRegistrationQuestion[],
      ticket_types: [],
      ...patch,
    };
    await checkEventInput(tx, scope.actor, merged, e);
    const body = patch.description_html === undefined ? null : sanitised(patch.description_html);
    const visibility = merged.visibility as TEventVisibility;
    await updateEvent(tx, id, {
      ...(patch.title !== undefined && { title: patch.title }),
      ...(patch.summary !== undefined && { summary: patch.summary }),
      ...(body && { description_html: body.html, description_text: body.text }),
      ...(patch.format !== undefined && { format: patch.format }),
      ...(patch.venue_name !== undefined && { venue_name: patch.venue_name }),
      ...(patch.venue_address !== undefined && { venue_address: patch.venue_address }),
      ...(patch.city !== undefined && { city: patch.city }),
      ...(patch.state !== undefined && { state: patch.state }),
      ...(patch.online_url !== undefined && { online_url: patch.online_url }),
      ...(patch.starts_at !== undefined && { starts_at: patch.starts_at }),
      ...(patch.ends_at !== undefined && { ends_at: patch.ends_at }),
      ...(patch.time_zone !== undefined && { time_zone: patch.time_zone }),
      ...(patch.cover_file_id !== undefined && { cover_upload_id: patch.cover_file_id }),
      ...(patch.capacity !== undefined && { capacity: patch.capacity }),
      ...(patch.approval_required !== undefined && { approval_required: patch.approval_required }),
      visibility,
      circle_id: visibility === 'circle' ? merged.circle_id : null,
      program_id: visibility === 'cohort' ? merged.program_id : null,
      ...(patch.community !== undefined && { community: patch.community }),
      ...(patch.topics !== undefined && { topics: [...new Set(patch.topics)] }),
      ...(patch.hubs !== undefined && { hubs: [...new Set(patch.hubs)] }),
      ...(patch.speakers !== undefined && { speakers: patch.speakers }),
      ...(patch.sessions !== undefined && { sessions: patch.sessions }),
      ...(patch.questions !== undefined && { questions: patch.questions }),
      updated_at: now.toISOString(),
    });
    if (patch.ticket_types !== undefined) {
      await saveTicketTypes(tx, id, patch.ticket_types, await ticketTypesOf(tx, id));
    }
    // more seats (event or ticket type): the waitlist moves up at once
    if (patch.capacity !== undefined || patch.ticket_types !== undefined) {
      const fresh = await findEvent(tx, id);
      if (fresh) await promoteWaitlisted(tx, fresh);
    }
    await recordAudit(tx, [
      {
        table_name: 'events',
        record_id: id,
        action: 'update',
        changes: Object.fromEntries(changed.map((k) => [k, { to: k === 'description_html' ? '(changed)' : '(set)' }])),
        actor_id: scope.actor.userId,
      },
    ]);
    // people holding a seat (or waiting for one) hear of a change to when or where
    const moved = changeNotice(e, patch);
    if (moved && (e.status === 'published' || e.status === 'postponed')) {
      const holders = await activeHolders(tx, id);
      await tellRegistrants(
        tx,
        e,
        holders.map((r) => r.user_id),
        `“${patch.title ?? e.title}” has changed`,
        moved,
      );
    }
    // the index follows the edit; reminders and the feedback request follow new dates
    await syncEventSearch(tx, [id]);
    await scheduleEventReminders(tx, scope.tenantId, id, now);
    return fullEvent(tx, scope.actor, id, now);
  });
}

export function transitionEvent(
  db: Db,
  scope: Scope,
  id: number,
  action: TEventAction,
  note: string | undefined,
  now: Date,
): Promise<TEventDetail> {
  const move = EVENT_TRANSITIONS[action];
  return withTenant(db, scope.tenantId, async (tx) => {
    const e = await managedEvent(tx, scope.actor, id, true);
    const from = e.status as TEventStatus;
    if (!move.from.includes(from)) {
      throw conflict(EVENT_ERRORS.transition, { from, to: move.to, allowed_from: move.from });
    }
    const at = now.toISOString();
    await updateEvent(tx, id, {
      status: move.to,
      updated_at: at,
      status_note: action === 'cancel' || action === 'postpone' ? (note ?? null) : e.status_note,
      ...(move.to === 'published' && { published_at: e.published_at ?? at, status_note: null }),
    });
    if (action === 'cancel') {
      const told = await cancelAllOf(tx, id, at);
      await updateEvent(tx, id, { confirmed_count: 0, waitlist_count: 0 });
      await resetTicketCounts(tx, id);
      await tellRegistrants(
        tx,
        e,
        told.map((r) => r.user_id),
        `“${e.title}” is cancelled`,
        note ?? 'The organiser cancelled this event. Your registration is cancelled.',
      );
    }
    if (action === 'postpone') {
      const holders = await activeHolders(tx, id);
      await tellRegistrants(
        tx,
        e,
        holders.map((r) => r.user_id),
        `“${e.title}” is postponed`,
        note ?? 'The organiser postponed this event. New dates will follow; your registration stands.',
      );
    }
    await recordAudit(tx, [
      {
        table_name: 'events',
        record_id: id,
        action: 'update',
        changes: { status: { from, to: move.to } },
        actor_id: scope.actor.userId,
      },
    ]);
    await syncEventSearch(tx, [id]);
    // publishing (again, after a postponement) schedules the reminders; the jobs re-check the status
    await scheduleEventReminders(tx, scope.tenantId, id, now);
    return fullEvent(tx, scope.actor, id, now);
  });
}

/** A notification ('event') and an e-mail to each person. */
async function tellRegistrants(tx: Db, e: EventRow, userIds: number[], title: string, body: string) {
  if (!userIds.length) return;
  await notify(tx, { userIds, type: 'event', title, body, link: eventPath(e.event_id) });
  const emails = await emailsOf(tx, userIds);
  mailLater(
    [...emails.values()].map((to) => ({
      to,
      subject: title,
      lines: [body, `When it was planned: ${iso(e.starts_at)} (${e.time_zone}).`],
      eventId: e.event_id,
    })),
  );
}

export function deleteEvent(db: Db, scope: Scope, id: number, now: Date): Promise<void> {
  return withTenant(db, scope.tenantId, async (tx) => {
    const e = await visibleEvent(tx, scope.actor, id);
    const own = e.organiser_id === scope.actor.userId;
    if (!own && !hasPermission(scope.actor.privileges, EVENT_MENU, 'delete')) throw forbidden(EVENT_ERRORS.notYours);
    if (e.status !== 'draft') throw conflict(EVENT_ERRORS.onlyDrafts);
    await updateEvent(tx, id, { deleted_at: now.toISOString() });
    await syncEventSearch(tx, [id]);
    await recordAudit(tx, [
      { table_name: 'events', record_id: id, action: 'delete', changes: {}, actor_id: scope.actor.userId },
    ]);
  });
}
