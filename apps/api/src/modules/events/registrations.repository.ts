import { eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { intArray } from '../../db/prepared.ts';
import { eventRegistrations } from '../../db/schema/events.ts';
import { type CardRow, cardSelect, personName, rowsOf } from './events.repository.ts';

/**
 * Registrations' SQL (issue 23): the seat ledger's rows, the waitlist's order, the organisers'
 * pages and check-in list, my tickets. Seat counters live on the event row (events.repository.ts).
 */

export type RegistrationInsert = typeof eventRegistrations.$inferInsert;

export interface RegRow {
  registration_id: number;
  event_id: number;
  user_id: number;
  ticket_type_id: number;
  status: string;
  answers: Record<string, string | string[]>;
  ticket_code: string;
  waitlist_seq: number | null;
  payment_status: string;
  checked_in_at: string | Date | null;
  created_at: string | Date;
  updated_at: string | Date;
  ticket_name: string;
  price_paise: number;
  waitlist_position: number | null;
  person_name: string;
  email: string;
  photo_key: string | null;
}

const regSelect = sql`
  select r.registration_id, r.event_id, r.user_id, r.ticket_type_id, r.status, r.answers, r.ticket_code,
    r.waitlist_seq::float8 as waitlist_seq, r.payment_status, r.checked_in_at, r.created_at, r.updated_at,
    t.name as ticket_name, t.price_paise,
    case when r.status = 'waitlisted' then (select count(*)::int from event_registrations w
      where w.event_id = r.event_id and w.status = 'waitlisted' and w.waitlist_seq <= r.waitlist_seq) end as waitlist_position,
    ${personName('u')} as person_name, u.email, p.photo_key
  from event_registrations r
  join event_ticket_types t on t.ticket_type_id = r.ticket_type_id
  join users u on u.user_id = r.user_id
  left join user_profiles p on p.user_id = r.user_id`;

export async function registrationById(tx: Db, id: number): Promise<RegRow | undefined> {
  const [row] = await rowsOf<RegRow>(tx, sql`${regSelect} where r.registration_id = ${id}`);
  return row;
}

export async function registrationOf(tx: Db, eventId: number, userId: number): Promise<RegRow | undefined> {
  const [row] = await rowsOf<RegRow>(tx, sql`${regSelect} where r.event_id = ${eventId} and r.user_id = ${userId}`);
  return row;
}

/** Just the id and status of a person's registration for an event (the ledger's quick check). */
export async function registrationStatusOf(
  tx: Db,
  eventId: number,
  userId: number,
): Promise<{ registration_id: number; status: string } | undefined> {
  const [row] = await rowsOf<{ registration_id: number; status: string }>(
    tx,
    sql`select registration_id, status from event_registrations where event_id = ${eventId} and user_id = ${userId}`,
  );
  return row;
}

/** Takes (or gives back, negative) seats on the event and its ticket type in one statement. */
export async function takeSeats(tx: Db, eventId: number, ticketTypeId: number, by: number): Promise<void> {
  await tx.execute(sql`with t as (update event_ticket_types set confirmed_count = confirmed_count + ${by}
      where ticket_type_id = ${ticketTypeId} returning 1)
    update events set confirmed_count = confirmed_count + ${by} where event_id = ${eventId}`);
}

export async function registrationByCode(tx: Db, eventId: number, code: string): Promise<RegRow | undefined> {
  const [row] = await rowsOf<RegRow>(tx, sql`${regSelect} where r.event_id = ${eventId} and r.ticket_code = ${code}`);
  return row;
}

export async function insertRegistration(tx: Db, v: Omit<RegistrationInsert, 'tenant_id'>): Promise<number> {
  const [row] = await tx
    .insert(eventRegistrations)
    .values(v as RegistrationInsert)
    .returning({ id: eventRegistrations.registration_id });
  return row!.id;
}

export async function updateRegistration(tx: Db, id: number, set: Partial<RegistrationInsert>): Promise<void> {
  await tx.update(eventRegistrations).set(set).where(eq(eventRegistrations.registration_id, id));
}

export async function nextWaitlistSeq(tx: Db): Promise<number> {
  const [r] = await rowsOf<{ n: number }>(tx, sql`select nextval('event_waitlist_seq')::float8 as n`);
  return r!.n;
}

export interface WaitingRow {
  registration_id: number;
  user_id: number;
  ticket_type_id: number;
  type_capacity: number | null;
  type_confirmed: number;
}

/** The event's waitlist, oldest first (at most `limit`), with each one's ticket type's seats. */
export function waitlistOf(tx: Db, eventId: number, limit: number): Promise<WaitingRow[]> {
  return rowsOf<WaitingRow>(
    tx,
    sql`select r.registration_id, r.user_id, r.ticket_type_id, t.capacity as type_capacity, t.confirmed_count as type_confirmed
      from event_registrations r join event_ticket_types t on t.ticket_type_id = r.ticket_type_id
      where r.event_id = ${eventId} and r.status = 'waitlisted' order by r.waitlist_seq asc limit ${limit}`,
  );
}

/** Cancels every active registration of an event; returns who held them. */
export function cancelAllOf(tx: Db, eventId: number, at: string): Promise<{ user_id: number }[]> {
  return rowsOf(
    tx,
    sql`update event_registrations set status = 'cancelled', cancelled_at = ${at}::timestamptz, updated_at = ${at}::timestamptz,
      waitlist_seq = null
      where event_id = ${eventId} and status in ('pending', 'confirmed', 'waitlisted') returning user_id`,
  );
}

export function activeHolders(tx: Db, eventId: number): Promise<{ user_id: number }[]> {
  return rowsOf(
    tx,
    sql`select user_id from event_registrations where event_id = ${eventId} and status in ('pending', 'confirmed', 'waitlisted')`,
  );
}

export interface RegFilters {
  q?: string | undefined;
  status?: string | undefined;
  checked_in?: 'true' | 'false' | undefined;
}

function regFilters(eventId: number, f: RegFilters): SQL {
  const parts: SQL[] = [sql`r.event_id = ${eventId}`];
  if (f.status) parts.push(sql`r.status = ${f.status}`);
  if (f.checked_in)
    parts.push(f.checked_in === 'true' ? sql`r.checked_in_at is not null` : sql`r.checked_in_at is null`);
  if (f.q) {
    const like = `%${f.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    parts.push(sql`(${personName('u')} ilike ${like} or u.username ilike ${like})`);
  }
  return sql.join(parts, sql` and `);
}

export function registrationPage(
  tx: Db,
  eventId: number,
  f: RegFilters,
  opts: { limit: number; offset: number },
): Promise<RegRow[]> {
  return rowsOf<RegRow>(
    tx,
    sql`${regSelect} where ${regFilters(eventId, f)} order by lower(${personName('u')}) asc, r.registration_id asc
      limit ${opts.limit} offset ${opts.offset}`,
  );
}

export async function countRegistrations(tx: Db, eventId: number, f: RegFilters): Promise<number> {
  const [r] = await rowsOf<{ n: number }>(
    tx,
    sql`select count(*)::int as n from event_registrations r join users u on u.user_id = r.user_id where ${regFilters(eventId, f)}`,
  );
  return r?.n ?? 0;
}

/** The check-in list: every registration that is not cancelled or declined, by name. */
export function checkInList(tx: Db, eventId: number): Promise<RegRow[]> {
  return rowsOf<RegRow>(
    tx,
    sql`${regSelect} where r.event_id = ${eventId} and r.status in ('pending', 'confirmed', 'waitlisted')
      order by lower(${personName('u')}) asc, r.registration_id asc`,
  );
}

export async function attendanceOf(
  tx: Db,
  eventId: number,
): Promise<{ confirmed: number; checked_in: number; waitlisted: number; pending: number }> {
  const [r] = await rowsOf<{ confirmed: number; checked_in: number; waitlisted: number; pending: number }>(
    tx,
    sql`select count(*) filter (where status = 'confirmed')::int as confirmed,
      count(*) filter (where status = 'confirmed' and checked_in_at is not null)::int as checked_in,
      count(*) filter (where status = 'waitlisted')::int as waitlisted,
      count(*) filter (where status = 'pending')::int as pending
      from event_registrations where event_id = ${eventId}`,
  );
  return r!;
}

/** My registrations (every status), newest event first, with their events' cards: two queries. */
export async function myTickets(
  tx: Db,
  userId: number,
  limit: number,
): Promise<{ regs: RegRow[]; cards: Map<number, CardRow> }> {
  const regs = await rowsOf<RegRow>(
    tx,
    sql`${regSelect} join events e on e.event_id = r.event_id
      where r.user_id = ${userId} and e.deleted_at is null order by e.starts_at desc, r.registration_id desc limit ${limit}`,
  );
  if (!regs.length) return { regs, cards: new Map() };
  const ids = intArray(regs.map((r) => r.event_id));
  const cards = await rowsOf<CardRow>(tx, sql`${cardSelect(userId)} where e.event_id = any(${ids})`);
  return { regs, cards: new Map(cards.map((c) => [c.event_id, c])) };
}

export async function ticketCodesOf(tx: Db, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await rowsOf<{ registration_id: number; ticket_code: string }>(
    tx,
    sql`select registration_id, ticket_code from event_registrations where registration_id = any(${intArray(ids)})`,
  );
  return new Map(rows.map((r) => [r.registration_id, r.ticket_code]));
}
