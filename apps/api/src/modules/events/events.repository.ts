import type { TEventQuery } from '@ankur/shared/schemas/events';
import { FORMER_MEMBER } from '@ankur/shared/schemas/personal-data';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { intArray } from '../../db/prepared.ts';
import { events, eventTicketTypes } from '../../db/schema/events.ts';

/**
 * Events' SQL (issue 23): the event row, its ticket types, the finder's cards with filters and
 * facets under the viewer's visibility. Every list is a fixed number of queries whatever its length.
 */

type Rows<T> = { rows: T[] };
export const rowsOf = async <T>(tx: Db, query: SQL): Promise<T[]> =>
  ((await tx.execute(query)) as unknown as Rows<T>).rows;

export type EventRow = typeof events.$inferSelect;
export type EventInsert = typeof events.$inferInsert;
export type TicketTypeRow = typeof eventTicketTypes.$inferSelect;

/** A person's display name over `users u` (a former member's name is never shown). */
export const personName = (u: string) =>
  sql.raw(
    `case when ${u}.is_deleted then '${FORMER_MEMBER.replace(/'/g, "''")}' else coalesce(nullif(trim(concat_ws(' ', ${u}.first_name, ${u}.last_name)), ''), ${u}.username) end`,
  );

/** Who is looking: their id, whether they manage every event (Event update), their circles. */
export interface Viewer {
  userId: number;
  manager: boolean;
  circleIds: number[];
}

/**
 * The events a viewer may see (`events e`): not deleted; drafts only to their organiser and
 * managers; circle events to the circle's members, cohort events to the program's enrolled
 * learners (both also to the organiser and managers). Row-level security keeps it to the tenant.
 */
export function visibleTo(v: Viewer): SQL {
  if (v.manager) return sql`e.deleted_at is null`;
  return sql`e.deleted_at is null and (e.organiser_id = ${v.userId} or (e.status <> 'draft' and e.hidden_at is null and (
    e.visibility in ('public', 'members')
    or (e.visibility = 'circle' and e.circle_id = any(${intArray(v.circleIds)}))
    or (e.visibility = 'cohort' and exists (select 1 from program_enrollments pe
      where pe.program_id = e.program_id and pe.user_id = ${v.userId} and pe.is_deleted = false
        and pe.enrollment_status in ('enrolled', 'completed'))))))`;
}

export async function isVisible(tx: Db, v: Viewer, id: number): Promise<boolean> {
  const rows = await rowsOf(tx, sql`select 1 from events e where e.event_id = ${id} and ${visibleTo(v)}`);
  return rows.length > 0;
}

export async function resetTicketCounts(tx: Db, eventId: number): Promise<void> {
  await tx.execute(sql`update event_ticket_types set confirmed_count = 0 where event_id = ${eventId}`);
}

export async function emailsOf(tx: Db, userIds: number[]): Promise<Map<number, string>> {
  if (!userIds.length) return new Map();
  const rows = await rowsOf<{ user_id: number; email: string }>(
    tx,
    sql`select user_id, email from users where user_id = any(${intArray(userIds)}) and is_deleted = false and enabled`,
  );
  return new Map(rows.filter((r) => r.email).map((r) => [r.user_id, r.email]));
}

export async function findEvent(tx: Db, id: number): Promise<EventRow | undefined> {
  const [row] = await tx.select().from(events).where(eq(events.event_id, id));
  return row && row.deleted_at === null ? row : undefined;
}

/** The event row under a lock held until commit: every seat decision of the event queues here. */
export async function lockEvent(tx: Db, id: number): Promise<EventRow | undefined> {
  const [row] = await tx.select().from(events).where(eq(events.event_id, id)).for('update');
  return row && row.deleted_at === null ? row : undefined;
}

export async function insertEvent(tx: Db, values: Omit<EventInsert, 'tenant_id'>): Promise<EventRow> {
  const [row] = await tx
    .insert(events)
    .values(values as EventInsert)
    .returning();
  return row!;
}

export async function updateEvent(tx: Db, id: number, set: Partial<EventInsert>): Promise<void> {
  await tx.update(events).set(set).where(eq(events.event_id, id));
}

/** Moves the event's seat counters by the given amounts (inside its lock). */
export async function bumpEventCounts(
  tx: Db,
  id: number,
  d: { confirmed?: number; waitlist?: number; checkedIn?: number },
): Promise<void> {
  await tx.execute(sql`update events set confirmed_count = confirmed_count + ${d.confirmed ?? 0},
    waitlist_count = waitlist_count + ${d.waitlist ?? 0}, checked_in_count = checked_in_count + ${d.checkedIn ?? 0}
    where event_id = ${id}`);
}

export async function bumpTicketCount(tx: Db, ticketTypeId: number, by: number): Promise<void> {
  await tx.execute(
    sql`update event_ticket_types set confirmed_count = confirmed_count + ${by} where ticket_type_id = ${ticketTypeId}`,
  );
}

export function ticketTypesOf(tx: Db, eventId: number): Promise<TicketTypeRow[]> {
  return tx
    .select()
    .from(eventTicketTypes)
    .where(eq(eventTicketTypes.event_id, eventId))
    .orderBy(eventTicketTypes.sort_order, eventTicketTypes.ticket_type_id);
}

export async function insertTicketType(
  tx: Db,
  v: Omit<typeof eventTicketTypes.$inferInsert, 'tenant_id'>,
): Promise<void> {
  await tx.insert(eventTicketTypes).values(v as typeof eventTicketTypes.$inferInsert);
}

export async function updateTicketType(
  tx: Db,
  id: number,
  set: Partial<typeof eventTicketTypes.$inferInsert>,
): Promise<void> {
  await tx.update(eventTicketTypes).set(set).where(eq(eventTicketTypes.ticket_type_id, id));
}

export async function deleteTicketType(tx: Db, id: number): Promise<void> {
  await tx.delete(eventTicketTypes).where(eq(eventTicketTypes.ticket_type_id, id));
}

/** Registrations (of any status) on each of the given ticket types. */
export async function registrationsOnTypes(tx: Db, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await rowsOf<{ id: number }>(
    tx,
    sql`select distinct ticket_type_id as id from event_registrations where ticket_type_id = any(${intArray(ids)})`,
  );
  return new Set(rows.map((r) => r.id));
}

export interface PersonRow {
  user_id: number;
  name: string;
  photo_key: string | null;
}

export async function peopleByIds(tx: Db, ids: number[]): Promise<Map<number, PersonRow>> {
  if (!ids.length) return new Map();
  const rows = await rowsOf<PersonRow>(
    tx,
    sql`select u.user_id, ${personName('u')} as name, p.photo_key from users u
      left join user_profiles p on p.user_id = u.user_id where u.user_id = any(${intArray(ids)})`,
  );
  return new Map(rows.map((r) => [r.user_id, r]));
}

export async function circleExists(tx: Db, circleId: number): Promise<boolean> {
  const rows = await rowsOf(tx, sql`select 1 from circles where circle_id = ${circleId}`);
  return rows.length > 0;
}

export async function programExists(tx: Db, programId: number): Promise<boolean> {
  const rows = await rowsOf(tx, sql`select 1 from programs where program_id = ${programId} and is_deleted = false`);
  return rows.length > 0;
}

export async function hasFeedback(tx: Db, eventId: number, userId: number): Promise<boolean> {
  const rows = await rowsOf(
    tx,
    sql`select 1 from event_feedback where event_id = ${eventId} and user_id = ${userId} limit 1`,
  );
  return rows.length > 0;
}

export interface UploadInfo {
  upload_id: number;
  owner_user_id: number;
  content_type: string;
}

export async function uploadInfo(tx: Db, id: number): Promise<UploadInfo | undefined> {
  const [row] = await rowsOf<UploadInfo>(
    tx,
    sql`select upload_id, owner_user_id, content_type from uploads where upload_id = ${id}`,
  );
  return row;
}

// ---- the finder's cards ----

export interface CardRow {
  event_id: number;
  title: string;
  summary: string;
  format: string;
  status: string;
  starts_at: string | Date;
  ends_at: string | Date;
  time_zone: string;
  venue_name: string;
  city: string;
  capacity: number | null;
  confirmed_count: number;
  waitlist_count: number;
  topics: string[];
  community: boolean;
  cover_public_id: string | null;
  cover_file_name: string | null;
  price_from_paise: number;
  my_status: string | null;
}

/** The card's columns over `events e` (the caller adds where, order and limit). */
export const cardSelect = (viewerId: number) => sql`
  select e.event_id, e.title, e.summary, e.format, e.status, e.starts_at, e.ends_at, e.time_zone, e.venue_name,
    e.city, e.capacity, e.confirmed_count, e.waitlist_count, e.topics, e.community,
    cu.public_id::text as cover_public_id, cu.file_name as cover_file_name,
    coalesce((select min(t.price_paise) from event_ticket_types t where t.event_id = e.event_id and not t.retired), 0)::int as price_from_paise,
    (select r.status from event_registrations r where r.event_id = e.event_id and r.user_id = ${viewerId}) as my_status
  from events e
  left join uploads cu on cu.upload_id = e.cover_upload_id`;

export async function cardById(tx: Db, viewerId: number, id: number): Promise<CardRow | undefined> {
  const [row] = await rowsOf<CardRow>(tx, sql`${cardSelect(viewerId)} where e.event_id = ${id}`);
  return row;
}

type Filters = Omit<TEventQuery, 'page' | 'limit' | 'sort'>;
export type Facet = 'format' | 'city' | 'topic';

const documentOf = sql`(to_tsvector('english', e.title || ' ' || e.summary || ' ' || e.description_text || ' ' || e.venue_name || ' ' || e.city)
  || to_tsvector('simple', e.title || ' ' || e.summary || ' ' || e.description_text || ' ' || e.venue_name || ' ' || e.city))`;
const queryOf = (q: string) => sql`(websearch_to_tsquery('english', ${q}) || websearch_to_tsquery('simple', ${q}))`;

/** The finder's conditions, all but `except` (a facet counts the events matching the others). */
export function filtersOf(v: Viewer, f: Filters, now: Date, except?: Facet): SQL {
  const parts: SQL[] = [visibleTo(v)];
  const at = now.toISOString();
  if (f.mine === 'organising') parts.push(sql`e.organiser_id = ${v.userId}`);
  else if (f.on) {
    parts.push(sql`(e.starts_at at time zone e.time_zone)::date <= ${f.on}::date
      and (e.ends_at at time zone e.time_zone)::date >= ${f.on}::date`);
  } else if (f.when === 'past') parts.push(sql`e.ends_at < ${at}::timestamptz`);
  else {
    parts.push(sql`e.ends_at >= ${at}::timestamptz`);
    const days = f.when === 'this_week' ? 7 : f.when === 'this_month' ? 31 : null;
    if (days) parts.push(sql`e.starts_at < ${at}::timestamptz + make_interval(days => ${days})`);
  }
  if (f.format && except !== 'format') parts.push(sql`e.format = ${f.format}`);
  if (f.city && except !== 'city') parts.push(sql`lower(e.city) = ${f.city.toLowerCase()}`);
  if (f.topic && except !== 'topic') parts.push(sql`${f.topic.toLowerCase()} = any(e.topics)`);
  if (f.hub) parts.push(sql`${f.hub} = any(e.hubs)`);
  if (f.community) parts.push(sql`e.community = ${f.community === 'true'}`);
  if (f.q) parts.push(sql`${documentOf} @@ ${queryOf(f.q)}`);
  return sql.join(parts, sql` and `);
}

export function orderOf(f: Filters, sort: string): SQL {
  if (sort === 'newest') return sql`e.published_at desc nulls last, e.event_id desc`;
  if (sort === 'popular') return sql`e.confirmed_count desc, e.starts_at asc, e.event_id asc`;
  // soonest: the next first; looking back (past, or my own events) the latest first
  if (f.when === 'past' || f.mine === 'organising') return sql`e.starts_at desc, e.event_id desc`;
  return sql`e.starts_at asc, e.event_id asc`;
}

export function cardPage(
  tx: Db,
  v: Viewer,
  f: Filters,
  now: Date,
  opts: { sort: string; limit: number; offset: number },
): Promise<CardRow[]> {
  return rowsOf<CardRow>(
    tx,
    sql`${cardSelect(v.userId)} where ${filtersOf(v, f, now)} order by ${orderOf(f, opts.sort)}
      limit ${opts.limit} offset ${opts.offset}`,
  );
}

export async function countMatching(tx: Db, v: Viewer, f: Filters, now: Date): Promise<number> {
  const [r] = await rowsOf<{ n: number }>(
    tx,
    sql`select count(*)::int as n from events e where ${filtersOf(v, f, now)}`,
  );
  return r?.n ?? 0;
}

/** Every facet's counts in one query (each facet under the other filters). */
export function facetCounts(
  tx: Db,
  v: Viewer,
  f: Filters,
  now: Date,
): Promise<{ facet: Facet; value: string; count: number }[]> {
  return rowsOf(
    tx,
    sql`
    (select 'format' as facet, e.format as value, count(*)::int as count from events e where ${filtersOf(v, f, now, 'format')} group by e.format)
    union all
    (select 'city', e.city, count(*)::int from events e where ${filtersOf(v, f, now, 'city')} and e.city <> '' group by e.city order by count(*) desc, e.city limit 30)
    union all
    (select 'topic', t, count(*)::int from events e, unnest(e.topics) t where ${filtersOf(v, f, now, 'topic')} group by t order by count(*) desc, t limit 30)`,
  );
}
