import type { Db } from '../../db/client.ts';
import { notify } from '../notifications/index.ts';
import { mailLater } from './events.delivery.ts';
import { bumpEventCounts, bumpTicketCount, type EventRow, emailsOf } from './events.repository.ts';
import { ticketCodesOf, updateRegistration, waitlistOf } from './registrations.repository.ts';
import { eventPath } from './shapes.ts';

/**
 * The seat ledger's moves shared by registrations and event edits (issue 23). Every caller holds
 * the event row's lock (SELECT … FOR UPDATE) for the rest of its transaction, so the counters on
 * the event and its ticket types and the registration rows always agree.
 */

const queues = new Map<string, Promise<unknown>>();
/** Tests switch the queue off to race the row lock alone (as several API processes do). */
export const ledgerQueue = { enabled: true };

/**
 * Runs `work` after every earlier call with the same key has finished, in this process: a rush of
 * registrations for one event waits here, in memory, for its turn at the event row's lock instead
 * of each holding a pooled database connection while it waits (a thousand at once would exhaust
 * the pool and time out). The row lock still orders the turns of several API processes.
 */
export function oneAtATime<T>(key: string, work: () => Promise<T>): Promise<T> {
  if (!ledgerQueue.enabled) return work();
  const run = (queues.get(key) ?? Promise.resolve()).then(work, work);
  const tail = run.then(
    () => {},
    () => {},
  );
  queues.set(key, tail);
  void tail.then(() => {
    if (queues.get(key) === tail) queues.delete(key);
  });
  return run;
}

/** Free seats of the event (Infinity when it has no capacity). */
export const eventSeatsLeft = (e: Pick<EventRow, 'capacity' | 'confirmed_count'>) =>
  e.capacity === null ? Number.POSITIVE_INFINITY : Math.max(0, e.capacity - e.confirmed_count);

/**
 * Promotes waitlisted registrations, oldest first, into the free seats: each one whose ticket type
 * also has a seat is confirmed (counters +1) and told ('event' notification and an e-mail with the
 * ticket). Returns who was promoted.
 */
export async function promoteWaitlisted(tx: Db, e: EventRow, at = new Date()): Promise<number[]> {
  let left = eventSeatsLeft(e);
  if (left <= 0 || e.waitlist_count <= 0 || e.status === 'cancelled') return [];
  const waiting = await waitlistOf(tx, e.event_id, Math.min(1000, Number.isFinite(left) ? left * 4 + 50 : 1000));
  const typeTaken = new Map<number, number>();
  const promoted: { registration_id: number; user_id: number }[] = [];
  for (const w of waiting) {
    if (left <= 0) break;
    const taken = typeTaken.get(w.ticket_type_id) ?? w.type_confirmed;
    if (w.type_capacity !== null && taken >= w.type_capacity) continue;
    typeTaken.set(w.ticket_type_id, taken + 1);
    left -= 1;
    promoted.push(w);
  }
  if (!promoted.length) return [];
  const stamp = at.toISOString();
  for (const p of promoted) {
    await updateRegistration(tx, p.registration_id, {
      status: 'confirmed',
      waitlist_seq: null,
      promoted_at: stamp,
      updated_at: stamp,
    });
  }
  for (const [typeId, taken] of typeTaken) {
    const before = waiting.find((w) => w.ticket_type_id === typeId)!.type_confirmed;
    await bumpTicketCount(tx, typeId, taken - before);
  }
  await bumpEventCounts(tx, e.event_id, { confirmed: promoted.length, waitlist: -promoted.length });
  const userIds = promoted.map((p) => p.user_id);
  await notify(tx, {
    userIds,
    type: 'event',
    title: `You have a seat at “${e.title}”`,
    body: 'A seat freed up and you were next on the waitlist: your ticket is ready.',
    link: eventPath(e.event_id),
  });
  await mailTickets(tx, e, promoted, 'You have a seat');
  return userIds;
}

/** The ticket e-mail (with the QR code as a PNG) to each confirmed person, after commit. */
export async function mailTickets(
  tx: Db,
  e: Pick<EventRow, 'event_id' | 'title' | 'starts_at' | 'time_zone' | 'venue_name' | 'city'>,
  regs: { user_id: number; ticket_code?: string; registration_id: number; email?: string }[],
  subjectStart: string,
): Promise<void> {
  if (!regs.length) return;
  const emails = regs.every((r) => r.email)
    ? new Map(regs.map((r) => [r.user_id, r.email!]))
    : await emailsOf(
        tx,
        regs.map((r) => r.user_id),
      );
  const codes = regs.some((r) => r.ticket_code === undefined)
    ? await ticketCodesOf(
        tx,
        regs.map((r) => r.registration_id),
      )
    : null;
  const when = new Intl.DateTimeFormat('en-IN', {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: e.time_zone,
  }).format(new Date(e.starts_at));
  const where = [e.venue_name, e.city].filter(Boolean).join(', ');
  mailLater(
    regs.map((r) => ({
      to: emails.get(r.user_id) ?? '',
      subject: `${subjectStart}: ${e.title}`,
      lines: [
        `Your ticket for “${e.title}” is confirmed.`,
        `When: ${when}${where ? `. Where: ${where}` : ''}.`,
        'Show the QR code attached to this e-mail (or in My tickets) at the door.',
      ],
      eventId: e.event_id,
      ticketCode: r.ticket_code ?? codes?.get(r.registration_id),
    })),
  );
}
