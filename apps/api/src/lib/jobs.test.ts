import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';
import { manualClock } from './clock.ts';
import { type ClaimedJob, cancelJob, JobQueue, MAX_ATTEMPTS, scheduleJob } from './jobs.ts';

describe('job queue (lib/jobs.ts)', () => {
  let t: TestApp;
  const clock = manualClock(new Date('2026-11-22T10:00:00Z'));
  const at = (iso: string) => new Date(iso);
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.database.db.execute(sql`delete from jobs`);
  });

  const queue = (handlers: Record<string, (job: ClaimedJob) => Promise<void>>) => {
    const q = new JobQueue(t.database.db, t.app.log, clock);
    for (const [kind, h] of Object.entries(handlers)) q.register(kind, h);
    return q;
  };
  const pending = async () =>
    (
      (await t.database.db.execute(
        sql`select kind, key, attempts, run_at, last_error from jobs order by job_id`,
      )) as unknown as {
        rows: { kind: string; key: string; attempts: number; run_at: string; last_error: string | null }[];
      }
    ).rows;

  it('runs a job only once it is due, in its tenant, and then forgets it', async () => {
    const ran: ClaimedJob[] = [];
    const q = queue({ 'test.say': async (job) => void ran.push(job) });
    await scheduleJob(t.database.db, {
      kind: 'test.say',
      tenantId: 'ankur',
      key: 'a',
      runAt: at('2026-11-22T10:05:00Z'),
      payload: { n: 1 },
    });
    expect(await q.runDue()).toBe(0);
    clock.advance(5 * 60_000);
    expect(await q.runDue()).toBe(1);
    expect(ran).toMatchObject([{ kind: 'test.say', tenantId: 'ankur', key: 'a', payload: { n: 1 }, attempts: 1 }]);
    expect(await pending()).toEqual([]);
    expect(await q.runDue()).toBe(0);
  });

  it('scheduling the same kind, tenant and key again moves the job instead of adding one; cancel drops it', async () => {
    const db = t.database.db;
    await scheduleJob(db, { kind: 'test.say', tenantId: 't1', key: 'entry:1', runAt: at('2026-12-01T00:00:00Z') });
    await scheduleJob(db, { kind: 'test.say', tenantId: 't1', key: 'entry:1', runAt: at('2026-12-02T00:00:00Z') });
    await scheduleJob(db, { kind: 'test.say', tenantId: null, key: 'entry:1', runAt: at('2026-12-03T00:00:00Z') });
    const rows = await pending();
    expect(rows).toHaveLength(2);
    expect(new Date(rows[0]!.run_at).toISOString()).toBe('2026-12-02T00:00:00.000Z');
    await cancelJob(db, { kind: 'test.say', tenantId: 't1', key: 'entry:1' });
    expect((await pending()).map((r) => r.key)).toEqual(['entry:1']);
  });

  it('retries a failing job later with the error kept, and gives up after MAX_ATTEMPTS', async () => {
    let calls = 0;
    const q = queue({
      'test.fail': async () => {
        calls++;
        throw new Error('mail server down');
      },
    });
    await scheduleJob(t.database.db, { kind: 'test.fail', tenantId: null, key: 'x', runAt: clock.now() });
    await q.runDue();
    const [row] = await pending();
    expect(row).toMatchObject({ attempts: 1, last_error: 'mail server down' });
    expect(new Date(row!.run_at).getTime()).toBe(clock.now().getTime() + 30_000);
    expect(await q.runDue()).toBe(0); // not due again yet
    for (let i = 1; i < MAX_ATTEMPTS; i++) {
      clock.advance(60 * 60 * 1000);
      await q.runDue();
    }
    expect(calls).toBe(MAX_ATTEMPTS);
    expect(await pending()).toEqual([]);
  });

  it('two queues on one database never run the same job twice', async () => {
    const seen: string[] = [];
    const handler = async (job: ClaimedJob) => void seen.push(job.key);
    const a = queue({ 'test.once': handler });
    const b = queue({ 'test.once': handler });
    for (let i = 0; i < 30; i++) {
      await scheduleJob(t.database.db, { kind: 'test.once', tenantId: null, key: `k${i}`, runAt: clock.now() });
    }
    const [ranA, ranB] = await Promise.all([a.runDue(), b.runDue()]);
    expect(ranA + ranB).toBe(30);
    expect(new Set(seen).size).toBe(30);
    expect(seen).toHaveLength(30);
  });

  it('leaves kinds it has no handler for to the processes that do', async () => {
    const q = queue({ 'test.mine': async () => undefined });
    await scheduleJob(t.database.db, { kind: 'test.other', tenantId: null, key: 'k', runAt: clock.now() });
    expect(await q.runDue()).toBe(0);
    expect(await pending()).toHaveLength(1);
  });
});
