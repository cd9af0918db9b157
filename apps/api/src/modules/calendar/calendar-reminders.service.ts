import { DEFAULT_DATE_TIME_ZONE } from '@ankur/shared/dates';
import { isoDateIn } from '@ankur/shared/plan-schedule';
import type { Db } from '../../db/client.ts';
import { withTenant } from '../../db/tenant.ts';
import { cancelJob, scheduleJob } from '../../lib/jobs.ts';
import { notify } from '../notifications/index.ts';
import { type EntryRow, entryById } from './calendar.repository.ts';

/**
 * Reminders before a personal entry starts (issue 9): an entry with reminder_minutes gets one
 * 'calendar.reminder' job (key entry:ID) at starts_at − reminder_minutes, scheduled in the same
 * transaction as the write; moving the entry moves the job, clearing the reminder or deleting the
 * entry drops it. When it runs, the handler re-reads the entry in its tenant and raises an
 * 'event' notification only if the entry still starts when the job expected.
 */

export const REMINDER_JOB = 'calendar.reminder';
const keyOf = (entryId: number) => `entry:${entryId}`;

export function reminderAt(row: Pick<EntryRow, 'starts_at' | 'reminder_minutes'>): Date | null {
  if (row.reminder_minutes === null) return null;
  return new Date(Date.parse(row.starts_at) - row.reminder_minutes * 60_000);
}

/** Schedules (or moves) the entry's reminder; drops it when there is none or its time has passed. */
export async function scheduleReminder(tx: Db, tenantId: string, row: EntryRow, now: Date): Promise<void> {
  const at = reminderAt(row);
  if (!at || at.getTime() <= now.getTime()) {
    await cancelReminder(tx, tenantId, row.entry_id);
    return;
  }
  await scheduleJob(tx, {
    kind: REMINDER_JOB,
    tenantId,
    key: keyOf(row.entry_id),
    runAt: at,
    payload: { entryId: row.entry_id, startsAt: new Date(row.starts_at).toISOString() },
  });
}

export function cancelReminder(tx: Db, tenantId: string, entryId: number): Promise<void> {
  return cancelJob(tx, { kind: REMINDER_JOB, tenantId, key: keyOf(entryId) });
}

/** "Tuesday, 1 December 2026 at 3:30 pm" in India's time, or the date alone for an all-day entry. */
export function reminderWhen(row: Pick<EntryRow, 'starts_at' | 'all_day'>): string {
  const at = new Date(row.starts_at);
  if (row.all_day) {
    return new Intl.DateTimeFormat('en-IN', { dateStyle: 'full', timeZone: 'UTC' }).format(at);
  }
  return new Intl.DateTimeFormat('en-IN', {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: DEFAULT_DATE_TIME_ZONE,
  }).format(at);
}

/** The job: raises "Starting soon" for the entry's owner if the entry still starts at `expected` (ISO). */
export async function remindEntry(db: Db, tenantId: string, entryId: number, expected: string): Promise<void> {
  await withTenant(db, tenantId, async (tx) => {
    const row = await entryById(tx, entryId);
    if (!row || row.reminder_minutes === null) return;
    if (new Date(row.starts_at).toISOString() !== expected) return;
    const day = row.all_day
      ? new Date(row.starts_at).toISOString().slice(0, 10)
      : isoDateIn(new Date(row.starts_at), DEFAULT_DATE_TIME_ZONE);
    await notify(tx, {
      userIds: [row.user_id],
      type: 'event',
      title: `Starting soon: ${row.title}`,
      body: [reminderWhen(row), row.location].filter(Boolean).join(' · '),
      link: `/calendar?date=${day}`,
    });
  });
}
