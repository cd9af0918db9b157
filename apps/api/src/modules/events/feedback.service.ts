import { hasPermission } from '@ankur/shared/access';
import {
  EVENT_ERRORS,
  EVENT_FEEDBACK_DAYS,
  EVENT_MENU,
  type TEventReport,
  type TFeedback,
  type ZFeedbackInput,
} from '@ankur/shared/schemas/events';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { withTenant } from '../../db/tenant.ts';
import { conflict, forbidden, HttpError, notFound } from '../../lib/errors.ts';
import type { Scope, UserScope } from '../../lib/scope.ts';
import {
  eventForFeedback,
  feedbackSummary,
  hasFeedback,
  insertFeedback,
  latestComments,
  perTicketType,
  registrationStatus,
  registrationsByDay,
  statusCounts,
} from './feedback.repository.ts';

/**
 * Feedback and the organiser's report (issue 23). A confirmed registrant (checked in or not) gives
 * feedback once, from the event's end for EVENT_FEEDBACK_DAYS days, on an event that took place
 * (published or completed); a second answer is a 409. The report — registrations, attendance,
 * per ticket type, by day, and the feedback without names — is for the organiser and anyone holding
 * update on the Event menu.
 */

const DAY_MS = 86_400_000;
const COMMENTS_MAX = 100;
const iso = (v: string) => new Date(v).toISOString();

type FeedbackEvent = { status: string; ends_at: string };

/** Whether the window is open now for an event (the person's part is checked apart). */
export function feedbackWindowOpen(event: FeedbackEvent, now: Date): boolean {
  const ends = Date.parse(event.ends_at);
  const t = now.getTime();
  return ['published', 'completed'].includes(event.status) && t >= ends && t <= ends + EVENT_FEEDBACK_DAYS * DAY_MS;
}

/**
 * For the event page's feedback_open (ev-api): the person attended (a confirmed registration), the
 * window is open and they have not answered yet. Inside the caller's transaction.
 */
export async function isFeedbackOpen(
  tx: Db,
  event: FeedbackEvent & { event_id: number },
  userId: number,
  now: Date,
): Promise<boolean> {
  if (!feedbackWindowOpen(event, now)) return false;
  if ((await registrationStatus(tx, event.event_id, userId)) !== 'confirmed') return false;
  return !(await hasFeedback(tx, event.event_id, userId));
}

export function giveFeedback(
  db: Db,
  scope: UserScope,
  eventId: number,
  input: z.output<typeof ZFeedbackInput>,
  now: Date,
): Promise<TFeedback> {
  return withTenant(db, scope.tenantId, async (tx) => {
    const userId = scope.actor.userId;
    const event = await eventForFeedback(tx, eventId);
    const status = event ? await registrationStatus(tx, eventId, userId) : null;
    // an event the person never registered for stays invisible (drafts and private events too)
    if (!event || !status) throw notFound(EVENT_ERRORS.noEvent);
    if (status !== 'confirmed' || !feedbackWindowOpen(event, now)) throw forbidden(EVENT_ERRORS.feedbackClosed);
    const row = await insertFeedback(tx, {
      event_id: eventId,
      user_id: userId,
      rating: input.rating,
      comment: input.comment,
      recommend: input.recommend,
    });
    if (!row) throw conflict(EVENT_ERRORS.feedbackTwice);
    return {
      event_id: row.event_id,
      rating: row.rating,
      comment: row.comment,
      recommend: row.recommend,
      created_at: iso(row.created_at),
    };
  });
}

export function eventReport(db: Db, scope: Scope, eventId: number): Promise<TEventReport> {
  return withTenant(db, scope.tenantId, async (tx) => {
    const event = await eventForFeedback(tx, eventId);
    if (!event) throw notFound(EVENT_ERRORS.noEvent);
    const manages =
      event.organiser_id === scope.actor.userId || hasPermission(scope.actor.privileges, EVENT_MENU, 'update');
    if (!manages) throw new HttpError(403, EVENT_ERRORS.notYours);
    // one query after another on the transaction's connection
    const counts = await statusCounts(tx, eventId);
    const tickets = await perTicketType(tx, eventId);
    const byDay = await registrationsByDay(tx, eventId, event.time_zone);
    const ratings = await feedbackSummary(tx, eventId);
    const comments = await latestComments(tx, eventId, COMMENTS_MAX);
    const of = (s: string) => counts.find((c) => c.status === s);
    const distribution = [1, 2, 3, 4, 5].map((r) => ratings.find((x) => x.rating === r)?.n ?? 0);
    const total = distribution.reduce((a, b) => a + b, 0);
    const answered = ratings.reduce((a, r) => a + r.answered, 0);
    const yes = ratings.reduce((a, r) => a + r.yes, 0);
    const round1 = (v: number) => Math.round(v * 10) / 10;
    return {
      attendance: {
        event_id: eventId,
        confirmed: of('confirmed')?.n ?? 0,
        checked_in: of('confirmed')?.checked_in ?? 0,
        waitlisted: of('waitlisted')?.n ?? 0,
        pending: of('pending')?.n ?? 0,
      },
      per_ticket_type: tickets.map((t) => ({ name: t.name, confirmed: t.confirmed, checked_in: t.checked_in })),
      registrations_by_day: byDay,
      feedback: {
        count: total,
        average: total ? round1(distribution.reduce((a, n, i) => a + n * (i + 1), 0) / total) : null,
        distribution,
        recommend_percent: answered ? Math.round((yes / answered) * 100) : null,
        comments: comments.map((c) => ({ rating: c.rating, comment: c.comment, created_at: iso(c.created_at) })),
      },
    };
  });
}
