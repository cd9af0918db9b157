import { randomBytes } from 'node:crypto';
import {
  ACTIVE_REGISTRATION_STATUSES,
  EVENT_ERRORS,
  EVENT_REGISTRATIONS_PER_HOUR,
  type TRegistration,
  type TRegistrationQuestion,
  type ZRegistrationDecision,
  type ZRegistrationInput,
} from '@ankur/shared/schemas/events';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { withTenant } from '../../db/tenant.ts';
import type { Clock } from '../../lib/clock.ts';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';
import type { Scope } from '../../lib/scope.ts';
import { hit, tooMany } from '../../lib/throttle.ts';
import { notify } from '../notifications/index.ts';
import { bumpEventCounts, bumpTicketCount, type EventRow, lockEvent, ticketTypesOf } from './events.repository.ts';
import { mayManage, mayRead } from './events.service.ts';
import { field } from './events.validation.ts';
import {
  insertRegistration,
  nextWaitlistSeq,
  type RegRow,
  registrationById,
  registrationOf,
  registrationStatusOf,
  takeSeats,
  updateRegistration,
} from './registrations.repository.ts';
import { eventSeatsLeft, mailTickets, oneAtATime, promoteWaitlisted } from './seats.ts';
import { eventPath, toRegistration } from './shapes.ts';

/**
 * Registering (issue 23), THE SEAT LEDGER: every decision about an event's seats runs in one
 * transaction that first locks the event row (SELECT … FOR UPDATE), so concurrent registrations
 * queue on it and the counters on the event and its ticket types never oversell. Approval or a
 * priced ticket → pending; a free seat (event and ticket type) → confirmed; else the waitlist, in
 * the order of a sequence. A freed seat goes to the oldest waitlisted registration that fits.
 */

const ACTIVE = new Set<string>(ACTIVE_REGISTRATION_STATUSES);
const UTR = /^[A-Za-z0-9]{12,22}$/;

/** 32 random url-safe characters: the ticket's secret (its QR code's text). */
export const newTicketCode = () => randomBytes(24).toString('base64url');

/** The answers, checked against the event's questions; each error names `body.answers.<key>`. */
export function checkAnswers(
  questions: TRegistrationQuestion[],
  answers: Record<string, string | string[]>,
): Record<string, string | string[]> {
  const known = new Set(questions.map((q) => q.key));
  for (const key of Object.keys(answers)) {
    if (!known.has(key)) throw field(`body.answers.${key}`, 'is not one of this event’s questions');
  }
  const out: Record<string, string | string[]> = {};
  for (const q of questions) {
    const path = `body.answers.${q.key}`;
    const raw = answers[q.key];
    const empty = raw === undefined || (Array.isArray(raw) ? raw.length === 0 : raw.trim() === '');
    if (empty) {
      if (q.required) throw field(path, EVENT_ERRORS.answerRequired);
      continue;
    }
    if (q.kind === 'multi_choice') {
      const list = Array.isArray(raw) ? raw : [raw];
      if (list.some((v) => !q.options.includes(v))) throw field(path, EVENT_ERRORS.notChoice);
      out[q.key] = [...new Set(list)];
    } else {
      if (Array.isArray(raw)) throw field(path, 'must be one answer, not a list');
      const v = raw.trim();
      if (q.kind === 'choice' && !q.options.includes(v)) throw field(path, EVENT_ERRORS.notChoice);
      if (q.kind === 'yes_no' && v !== 'yes' && v !== 'no') throw field(path, 'must be yes or no');
      if (q.kind === 'text' && v.length > 500) throw field(path, 'must be at most 500 characters');
      out[q.key] = v;
    }
  }
  return out;
}

async function viewable(tx: Db, scope: Scope, e: EventRow | undefined): Promise<EventRow> {
  if (!e || !(await mayRead(tx, scope.actor, e))) throw notFound(EVENT_ERRORS.noEvent);
  return e;
}

const regOut = async (tx: Db, id: number) =>
  toRegistration((await registrationById(tx, id))!, { holderOrManager: true });

export async function register(
  db: Db,
  scope: Scope,
  eventId: number,
  input: z.output<typeof ZRegistrationInput>,
  clock: Clock,
): Promise<TRegistration> {
  const limit = await hit(
    db,
    `event-register:${scope.actor.userId}`,
    { limit: EVENT_REGISTRATIONS_PER_HOUR, windowMs: 3_600_000 },
    clock,
  );
  if (!limit.allowed) throw tooMany(limit.retryAfterSec, EVENT_ERRORS.tooManyRegistrations);
  const now = clock.now();
  return oneAtATime(`${scope.tenantId}:${eventId}`, () => registerNow(db, scope, eventId, input, now));
}

function registerNow(
  db: Db,
  scope: Scope,
  eventId: number,
  input: z.output<typeof ZRegistrationInput>,
  now: Date,
): Promise<TRegistration> {
  return withTenant(db, scope.tenantId, async (tx) => {
    const e = await viewable(tx, scope, await lockEvent(tx, eventId));
    if (e.status !== 'published') throw conflict(EVENT_ERRORS.notOpen);
    if (new Date(e.ends_at).getTime() <= now.getTime()) throw conflict(EVENT_ERRORS.ended);
    const type = (await ticketTypesOf(tx, eventId)).find((t) => t.ticket_type_id === input.ticket_type_id);
    if (!type || type.retired) throw field('body.ticket_type_id', EVENT_ERRORS.noTicketType);
    const answers = checkAnswers(e.questions, input.answers);
    const priced = type.price_paise > 0;
    if (priced && !(input.payment_ref && UTR.test(input.payment_ref))) {
      throw field('body.payment_ref', EVENT_ERRORS.paymentRef);
    }
    const existing = await registrationStatusOf(tx, eventId, scope.actor.userId);
    if (existing && ACTIVE.has(existing.status)) throw conflict(EVENT_ERRORS.alreadyRegistered);

    const seat = eventSeatsLeft(e) > 0 && (type.capacity === null || type.confirmed_count < type.capacity);
    const status = e.approval_required || priced ? 'pending' : seat ? 'confirmed' : 'waitlisted';
    const at = now.toISOString();
    const values = {
      ticket_type_id: type.ticket_type_id,
      status,
      answers,
      ticket_code: newTicketCode(),
      waitlist_seq: status === 'waitlisted' ? await nextWaitlistSeq(tx) : null,
      payment_status: priced ? 'pending' : 'none',
      payment_ref: priced ? (input.payment_ref ?? null) : null,
      checked_in_at: null,
      checked_in_by: null,
      decided_by: null,
      promoted_at: null,
      cancelled_at: null,
      updated_at: at,
    };
    let id: number;
    if (existing) {
      id = existing.registration_id;
      await updateRegistration(tx, id, { ...values, created_at: at });
    } else {
      id = await insertRegistration(tx, { ...values, event_id: eventId, user_id: scope.actor.userId });
    }
    if (status === 'confirmed') {
      await takeSeats(tx, eventId, type.ticket_type_id, 1);
      const me = { user_id: scope.actor.userId, registration_id: id, ticket_code: values.ticket_code };
      await mailTickets(tx, e, [{ ...me, email: scope.actor.email }], 'Your ticket');
    } else if (status === 'waitlisted') {
      await bumpEventCounts(tx, eventId, { waitlist: 1 });
    } else if (e.organiser_id !== scope.actor.userId) {
      await notify(tx, {
        userIds: [e.organiser_id],
        type: 'event',
        title: `A registration for “${e.title}” waits for your decision`,
        body: priced ? `Payment reference ${input.payment_ref}` : null,
        link: `/event/manage/${eventId}`,
      });
    }
    // the answer from what was decided (no read-back inside the event's lock: the rush queues on it)
    return toRegistration(
      {
        ...values,
        registration_id: id,
        event_id: eventId,
        user_id: scope.actor.userId,
        ticket_name: type.name,
        price_paise: type.price_paise,
        // under the lock the counter is the number of waitlisted rows
        waitlist_position: status === 'waitlisted' ? e.waitlist_count + 1 : null,
        created_at: at,
        person_name: '',
        email: '',
        photo_key: null,
      },
      { holderOrManager: true },
    );
  });
}

/** Cancels my registration; a seat it held goes to the oldest waitlisted that fits, in the same transaction. */
export function cancelMine(db: Db, scope: Scope, eventId: number, now: Date): Promise<void> {
  return oneAtATime(`${scope.tenantId}:${eventId}`, () => cancelNow(db, scope, eventId, now));
}

function cancelNow(db: Db, scope: Scope, eventId: number, now: Date): Promise<void> {
  return withTenant(db, scope.tenantId, async (tx) => {
    const e = await viewable(tx, scope, await lockEvent(tx, eventId));
    const reg = await registrationOf(tx, eventId, scope.actor.userId);
    if (!reg) throw notFound(EVENT_ERRORS.noRegistration);
    if (!ACTIVE.has(reg.status) || reg.checked_in_at !== null || new Date(e.ends_at).getTime() <= now.getTime()) {
      throw conflict(EVENT_ERRORS.cannotCancel);
    }
    await release(tx, e, reg, 'cancelled', now);
  });
}

/** Ends a registration (cancelled or declined), freeing its seat or its place and promoting into a seat. */
async function release(tx: Db, e: EventRow, reg: RegRow, to: 'cancelled' | 'declined', now: Date) {
  const at = now.toISOString();
  await updateRegistration(tx, reg.registration_id, {
    status: to,
    waitlist_seq: null,
    updated_at: at,
    ...(to === 'cancelled' && { cancelled_at: at }),
  });
  if (reg.status === 'confirmed') {
    await bumpEventCounts(tx, e.event_id, { confirmed: -1 });
    await bumpTicketCount(tx, reg.ticket_type_id, -1);
    await promoteWaitlisted(tx, { ...e, confirmed_count: e.confirmed_count - 1 }, now);
  } else if (reg.status === 'waitlisted') {
    await bumpEventCounts(tx, e.event_id, { waitlist: -1 });
  }
}

/** The organisers approve (a seat, else the waitlist) or decline a pending registration. */
export function decide(
  db: Db,
  scope: Scope,
  registrationId: number,
  d: z.output<typeof ZRegistrationDecision>,
  now: Date,
): Promise<TRegistration> {
  return withTenant(db, scope.tenantId, async (tx) => {
    const first = await registrationById(tx, registrationId);
    if (!first) throw notFound(EVENT_ERRORS.noRegistration);
    const e = await viewable(tx, scope, await lockEvent(tx, first.event_id));
    if (!mayManage(scope.actor, e)) throw forbidden(EVENT_ERRORS.notYours);
    const reg = (await registrationById(tx, registrationId))!;
    if (reg.status !== 'pending') throw conflict(EVENT_ERRORS.notPending);
    const at = now.toISOString();
    const link = eventPath(e.event_id);
    if (d.decision === 'decline') {
      await release(tx, e, reg, 'declined', now);
      await updateRegistration(tx, reg.registration_id, { decided_by: scope.actor.userId });
      await notify(tx, {
        userIds: [reg.user_id],
        type: 'event',
        title: `Your registration for “${e.title}” was declined`,
        body: d.note ?? null,
        link,
      });
      return regOut(tx, reg.registration_id);
    }
    const type = (await ticketTypesOf(tx, e.event_id)).find((t) => t.ticket_type_id === reg.ticket_type_id)!;
    const seat = eventSeatsLeft(e) > 0 && (type.capacity === null || type.confirmed_count < type.capacity);
    const paid = reg.payment_status === 'pending' ? { payment_status: 'paid' } : {};
    if (seat) {
      await updateRegistration(tx, reg.registration_id, {
        status: 'confirmed',
        decided_by: scope.actor.userId,
        updated_at: at,
        ...paid,
      });
      await bumpEventCounts(tx, e.event_id, { confirmed: 1 });
      await bumpTicketCount(tx, type.ticket_type_id, 1);
      await mailTickets(tx, e, [reg], 'Your ticket');
    } else {
      await updateRegistration(tx, reg.registration_id, {
        status: 'waitlisted',
        waitlist_seq: await nextWaitlistSeq(tx),
        decided_by: scope.actor.userId,
        updated_at: at,
        ...paid,
      });
      await bumpEventCounts(tx, e.event_id, { waitlist: 1 });
    }
    await notify(tx, {
      userIds: [reg.user_id],
      type: 'event',
      title: seat
        ? `You are in: your ticket for “${e.title}” is ready`
        : `You are approved for “${e.title}” and on the waitlist`,
      body: d.note ?? null,
      link,
    });
    return regOut(tx, reg.registration_id);
  });
}
