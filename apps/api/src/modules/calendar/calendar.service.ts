import { randomUUID } from 'node:crypto';
import { addDays } from '@ankur/shared/plan-schedule';
import {
  CALENDAR_ERRORS,
  entryTimeProblems,
  type TCalendarEntryUpdate,
  type TCalendarEntryValues,
  type TCalendarItem,
} from '@ankur/shared/schemas/calendar';
import type { Db } from '../../db/client.ts';
import { withTenant } from '../../db/tenant.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import type { UserScope } from '../../lib/scope.ts';
import {
  deleteEntry,
  type EntryRow,
  type EntryValues,
  entriesBetween,
  findEntry,
  insertEntry,
  planWeeksBetween,
  programDatesBetween,
  updateEntry,
} from './calendar.repository.ts';
import { cancelReminder, scheduleReminder } from './calendar-reminders.service.ts';
import { sourceItemsBetween } from './calendar-sources.ts';

/**
 * The calendar (issue 9): the user's own items in the session's tenant — personal entries,
 * enrolled programs' start and end dates, and learning-plan weeks — and their personal entries'
 * writes. Entries with a reminder get a 'calendar.reminder' job in the same transaction.
 */

const isoInstant = (v: string) => new Date(v).toISOString();
const isoDay = (v: string) => new Date(v).toISOString().slice(0, 10);

/** An entry as the API shows it: dates for all-day entries, UTC instants otherwise. */
export function entryItem(row: EntryRow): TCalendarItem {
  const starts = row.all_day ? isoDay(row.starts_at) : isoInstant(row.starts_at);
  return {
    id: `entry:${row.entry_id}`,
    source: 'personal',
    kind: 'entry',
    title: row.title,
    name: row.title,
    starts_at: starts,
    ends_at: row.all_day ? isoDay(row.ends_at) : isoInstant(row.ends_at),
    all_day: row.all_day,
    link: `/calendar?date=${starts.slice(0, 10)}`,
    location: row.location,
    description: row.description,
    editable: true,
    reminder_minutes: row.reminder_minutes,
  };
}

/** Stored form of validated values: all-day dates become UTC midnights. */
function toStored(v: TCalendarEntryValues): EntryValues {
  const at = (s: string) => (v.all_day ? `${s}T00:00:00.000Z` : isoInstant(s));
  return {
    title: v.title,
    description: v.description ?? null,
    location: v.location ?? null,
    starts_at: at(v.starts_at),
    ends_at: at(v.ends_at),
    all_day: v.all_day,
    reminder_minutes: v.reminder_minutes ?? null,
  };
}

/** The inclusive UTC dates a [from, to) range touches. */
function rangeDates(from: string, to: string): { fromDate: string; toDate: string } {
  return { fromDate: isoDay(from), toDate: isoDay(new Date(Date.parse(to) - 1).toISOString()) };
}

/** Every item of the user overlapping [from, to), ordered by start (registered sources' too). */
export async function itemsBetween(tx: Db, userId: number, from: string, to: string): Promise<TCalendarItem[]> {
  const { fromDate, toDate } = rangeDates(from, to);
  // three set-based queries, one after the other on the transaction's connection
  const entries = await entriesBetween(tx, userId, isoInstant(from), isoInstant(to));
  const programDates = await programDatesBetween(tx, userId, fromDate, toDate);
  const planWeeks = await planWeeksBetween(tx, userId, fromDate, toDate);
  const items: TCalendarItem[] = entries.map(entryItem);
  // other modules' items (events, outside registrations: calendar-sources.ts)
  items.push(...(await sourceItemsBetween(tx, userId, from, to)));
  const day = (date: string) => date >= fromDate && date <= toDate;
  for (const p of programDates) {
    const base = {
      source: 'program' as const,
      name: p.program_name,
      all_day: true,
      link: `/programs/overview/${p.program_id}`,
      location: null,
      description: p.program_description,
      editable: false,
      reminder_minutes: null,
    };
    for (const [marker, date] of [
      ['start', p.start_date],
      ['end', p.end_date],
    ] as const) {
      if (!date || !day(date)) continue;
      items.push({
        ...base,
        id: `program:${p.program_id}:${marker}`,
        kind: marker === 'start' ? 'program-start' : 'program-end',
        title: `${p.program_name} ${marker === 'start' ? 'starts' : 'ends'}`,
        starts_at: date,
        ends_at: addDays(date, 1),
      });
    }
  }
  for (const w of planWeeks) {
    items.push({
      id: `plan-item:${w.item_id}`,
      source: 'plan',
      kind: 'plan-target',
      title: `Plan: ${w.unit_name}`,
      name: w.unit_name,
      starts_at: w.week_start,
      ends_at: addDays(w.week_start, 7),
      all_day: true,
      link: `/my-plan/${w.plan_id}`,
      location: null,
      description: `${w.plan_name} · due ${w.target_date}`,
      editable: false,
      reminder_minutes: null,
    });
  }
  const start = (i: TCalendarItem) => (i.all_day ? `${i.starts_at}T00:00:00.000Z` : i.starts_at);
  return items.sort((a, b) => start(a).localeCompare(start(b)) || a.id.localeCompare(b.id));
}

export function listItems(db: Db, scope: UserScope, from: string, to: string): Promise<TCalendarItem[]> {
  return withTenant(db, scope.tenantId, (tx) => itemsBetween(tx, scope.actor.userId, from, to));
}

export function createEntry(db: Db, scope: UserScope, values: TCalendarEntryValues, now: Date) {
  return withTenant(db, scope.tenantId, async (tx) => {
    const row = await insertEntry(tx, scope.actor.userId, randomUUID(), toStored(values));
    await scheduleReminder(tx, scope.tenantId, row, now);
    return entryItem(row);
  });
}

/** The stored entry as payload values (to merge a PATCH into). */
function asValues(row: EntryRow): TCalendarEntryValues {
  const item = entryItem(row);
  return {
    title: row.title,
    description: row.description,
    location: row.location,
    starts_at: item.starts_at,
    ends_at: item.ends_at,
    all_day: row.all_day,
    reminder_minutes: row.reminder_minutes as TCalendarEntryValues['reminder_minutes'],
  };
}

export function changeEntry(db: Db, scope: UserScope, entryId: number, patch: TCalendarEntryUpdate, now: Date) {
  return withTenant(db, scope.tenantId, async (tx) => {
    const current = await findEntry(tx, scope.actor.userId, entryId);
    if (!current) throw notFound(CALENDAR_ERRORS.noEntry);
    const defined = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
    const merged = { ...asValues(current), ...defined } as TCalendarEntryValues;
    const problems = entryTimeProblems(merged);
    if (problems.length) {
      const details = problems.map((p) => ({ path: `body.${p.path}`, message: p.message }));
      throw badRequest(`Invalid body.${problems[0]!.path}: ${problems[0]!.message}`, details);
    }
    const row = (await updateEntry(tx, scope.actor.userId, entryId, toStored(merged)))!;
    await scheduleReminder(tx, scope.tenantId, row, now);
    return entryItem(row);
  });
}

export function removeEntry(db: Db, scope: UserScope, entryId: number): Promise<void> {
  return withTenant(db, scope.tenantId, async (tx) => {
    if (!(await deleteEntry(tx, scope.actor.userId, entryId))) throw notFound(CALENDAR_ERRORS.noEntry);
    await cancelReminder(tx, scope.tenantId, entryId);
  });
}

export function getEntry(db: Db, scope: UserScope, entryId: number): Promise<EntryRow> {
  return withTenant(db, scope.tenantId, async (tx) => {
    const row = await findEntry(tx, scope.actor.userId, entryId);
    if (!row) throw notFound(CALENDAR_ERRORS.noEntry);
    return row;
  });
}
