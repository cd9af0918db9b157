import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema/notifications.ts';
import { manualClock } from '../../lib/clock.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createSessionToken, createUser, inTenant } from '../../test/factories.ts';
import { REMINDER_JOB } from './calendar-reminders.service.ts';

/**
 * Reminders (issue 9): an entry with reminder_minutes raises an 'event' notification that many
 * minutes before it starts — once, and not for an entry deleted, moved or without a reminder.
 */
describe('calendar reminders', () => {
  let t: TestApp;
  const start = new Date(Math.floor(Date.now() / 60_000) * 60_000);
  const clock = manualClock(start);
  let asha: { id: number; auth: string };
  /** `minutes` after the app clock's now */
  const at = (minutes: number) => new Date(clock.now().getTime() + minutes * 60_000).toISOString();

  const call = (method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api/${url}`,
      headers: { authorization: asha.auth },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const create = async (title: string, startsIn: number, reminder: number | null = 15) => {
    const res = await call('POST', 'calendar/entries', {
      title,
      starts_at: at(startsIn),
      ends_at: at(startsIn + 60),
      location: 'Hall B',
      reminder_minutes: reminder,
    });
    expect(res.statusCode, res.body).toBe(201);
    return Number(res.json().id.slice('entry:'.length));
  };
  const raised = () =>
    inTenant(t.database.db, (tx) =>
      tx
        .select({
          title: notifications.title,
          body: notifications.body,
          link: notifications.link,
          type: notifications.type,
        })
        .from(notifications)
        .where(sql`${notifications.user_id} = ${asha.id}`)
        .orderBy(notifications.notification_id),
    );
  const pendingJobs = async () =>
    (
      (await t.database.db.execute(
        sql`select key, run_at from jobs where kind = ${REMINDER_JOB} order by job_id`,
      )) as unknown as { rows: { key: string; run_at: string }[] }
    ).rows;
  const advance = async (minutes: number) => {
    clock.advance(minutes * 60_000);
    await t.app.jobs.runDue();
  };

  beforeAll(async () => {
    t = await createTestApp({}, { clock });
    const id = await createUser(t.database.db, 'rem_asha');
    asha = { id, auth: `Bearer ${await createSessionToken(t.database.db, id)}` };
  });
  beforeEach(async () => {
    await t.database.db.execute(sql`delete from jobs`);
    await inTenant(t.database.db, (tx) => tx.delete(notifications).where(sql`${notifications.user_id} = ${asha.id}`));
  });
  afterAll(() => t.close());

  it('raises "Starting soon" at starts_at − reminder_minutes, once', async () => {
    const id = await create('Mentor call', 60);
    expect(await pendingJobs()).toEqual([{ key: `entry:${id}`, run_at: expect.any(String) }]);
    expect(new Date((await pendingJobs())[0]!.run_at).toISOString()).toBe(at(45));
    await advance(44);
    expect(await raised()).toEqual([]);
    await advance(1);
    const [note, ...more] = await raised();
    expect(more).toEqual([]);
    expect(note).toMatchObject({ type: 'event', title: 'Starting soon: Mentor call' });
    expect(note!.body).toMatch(/ · Hall B$/);
    expect(note!.link).toMatch(/^\/calendar\?date=\d{4}-\d{2}-\d{2}$/);
    await advance(30);
    expect(await raised()).toHaveLength(1);
    expect(await pendingJobs()).toEqual([]);
  });

  it('moving an entry moves its reminder; deleting it or clearing the reminder drops it', async () => {
    clock.advance(24 * 60 * 60_000);
    const moved = await create('Moved', 60);
    const deleted = await create('Deleted', 60);
    const cleared = await create('Cleared', 60);
    await create('No reminder', 60, null);
    // a reminder whose time has already passed is not scheduled
    await create('Too soon', 10, 30);
    expect((await pendingJobs()).map((j) => j.key)).toEqual([`entry:${moved}`, `entry:${deleted}`, `entry:${cleared}`]);
    const move = await call('PATCH', `calendar/entries/${moved}`, { starts_at: at(180), ends_at: at(240) });
    expect(move.statusCode, move.body).toBe(200);
    expect((await call('DELETE', `calendar/entries/${deleted}`)).statusCode).toBe(204);
    expect((await call('PATCH', `calendar/entries/${cleared}`, { reminder_minutes: null })).statusCode).toBe(200);
    expect((await pendingJobs()).map((j) => j.key)).toEqual([`entry:${moved}`]);
    await advance(60);
    expect(await raised()).toEqual([]);
    await advance(120);
    expect((await raised()).map((n) => n.title)).toEqual(['Starting soon: Moved']);
  });

  it('a job left for an entry that moved since does not fire', async () => {
    clock.advance(24 * 60 * 60_000);
    const id = await create('Shifty', 60);
    // the entry moves without its job moving (as if written by another path)
    await inTenant(t.database.db, (tx) =>
      tx.execute(sql`update calendar_entries set starts_at = starts_at + interval '1 day' where entry_id = ${id}`),
    );
    await advance(50);
    expect(await raised()).toEqual([]);
    expect(await pendingJobs()).toEqual([]);
  });
});
