import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { withTenant } from '../../db/tenant.ts';
import { scheduleJob } from '../../lib/jobs.ts';
import { notify } from '../notifications/index.ts';
import {
  eventTimes,
  holdersWithoutFeedback,
  registrationForReminder,
  upsertReminderJobs,
} from './events-jobs.repository.ts';

/**
 * Jobs around an event (issue 23):
 *  - 'event.reminder': one job per confirmed registration and reminder (EVENT_REMINDER_MINUTES
 *    before the start: a day, then an hour), key `registration:ID:MINUTES`. When it runs it
 *    re-reads the registration and its event: only a registration still confirmed, for an event
 *    still published and still starting when the job was planned, is reminded ('event'
 *    notification; e-mail per the person's preferences, which notify() applies).
 *  - 'event.feedback': one job per event at its end (key `event:ID`), scheduled with its reminders.
 *    When it runs it asks every confirmed ticket holder (checked in or not) who has not given
 *    feedback "How was <event>?", if the event is published or completed and still ends then.
 *
 * ev-api calls scheduleEventReminders(tx, tenantId, eventId, now, [registrationId]) when a
 * registration becomes confirmed (registering, approval, promotion from the waitlist), and
 * scheduleEventReminders(tx, tenantId, eventId, now) for the whole event when it is published or
 * its dates change. Cancelled registrations need nothing: the job checks before it speaks.
 */

export const EVENT_REMINDER_JOB = 'event.reminder';
export const EVENT_FEEDBACK_JOB = 'event.feedback';
const iso = (v: string) => new Date(v).toISOString();

/**
 * (Re)schedules the reminders of the event's confirmed registrations (all, or those given) that
 * are still ahead of `now`, and the event's feedback request at its end. Inside the caller's
 * transaction: one statement per reminder time, whatever the number of registrations.
 */
export async function scheduleEventReminders(
  tx: Db,
  tenantId: string,
  eventId: number,
  now: Date,
  registrationIds?: number[],
): Promise<void> {
  if (registrationIds && !registrationIds.length) return;
  await upsertReminderJobs(tx, EVENT_REMINDER_JOB, tenantId, eventId, now, registrationIds);
  const event = await eventTimes(tx, eventId);
  if (event && event.status === 'published' && Date.parse(event.ends_at) > now.getTime()) {
    await scheduleJob(tx, {
      kind: EVENT_FEEDBACK_JOB,
      tenantId,
      key: `event:${eventId}`,
      runAt: new Date(event.ends_at),
      payload: { eventId, endsAt: iso(event.ends_at) },
    });
  }
}

/** "Tuesday, 1 December 2026 at 3:30 pm" in the event's own time zone. */
export function eventWhen(startsAt: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-IN', { dateStyle: 'full', timeStyle: 'short', timeZone }).format(
    new Date(startsAt),
  );
}

/** The reminder job: see the file's comment. */
export async function remindRegistration(
  db: Db,
  tenantId: string,
  payload: { registrationId: number; minutes: number; startsAt: string },
): Promise<void> {
  await withTenant(db, tenantId, async (tx) => {
    const row = await registrationForReminder(tx, payload.registrationId);
    if (!row || row.status !== 'confirmed' || row.event_status !== 'published') return;
    if (iso(row.starts_at) !== payload.startsAt) return;
    const soon = payload.minutes >= 1440 ? 'Tomorrow' : payload.minutes >= 60 ? 'In an hour' : 'Starting soon';
    const place = row.format === 'online' ? 'Online' : [row.venue_name, row.city].filter(Boolean).join(', ');
    await notify(tx, {
      userIds: [row.user_id],
      type: 'event',
      title: `${soon}: ${row.title}`,
      body: [eventWhen(row.starts_at, row.time_zone), place].filter(Boolean).join(' · '),
      link: `/events/${row.event_id}`,
    });
  });
}

/** The feedback job: asks the event's ticket holders who have not yet answered. */
export async function askForFeedback(
  db: Db,
  tenantId: string,
  payload: { eventId: number; endsAt: string },
): Promise<void> {
  await withTenant(db, tenantId, async (tx) => {
    const event = await eventTimes(tx, payload.eventId);
    if (!event || !['published', 'completed'].includes(event.status)) return;
    if (iso(event.ends_at) !== payload.endsAt) return;
    await notify(tx, {
      userIds: await holdersWithoutFeedback(tx, payload.eventId),
      type: 'event',
      title: `How was ${event.title}?`,
      body: 'Tell the organisers in a minute: a rating and a line or two.',
      link: `/events/${payload.eventId}?feedback=1`,
    });
  });
}

/** Registers both handlers on app.jobs (from the module's setup). */
export function registerEventJobs(app: FastifyInstance, db: Db): void {
  app.jobs.register(EVENT_REMINDER_JOB, async (job) => {
    const registrationId = Number(job.payload.registrationId);
    if (!job.tenantId || !Number.isInteger(registrationId)) return;
    await remindRegistration(db, job.tenantId, {
      registrationId,
      minutes: Number(job.payload.minutes),
      startsAt: String(job.payload.startsAt ?? ''),
    });
  });
  app.jobs.register(EVENT_FEEDBACK_JOB, async (job) => {
    const eventId = Number(job.payload.eventId);
    if (!job.tenantId || !Number.isInteger(eventId)) return;
    await askForFeedback(db, job.tenantId, { eventId, endsAt: String(job.payload.endsAt ?? '') });
  });
}
