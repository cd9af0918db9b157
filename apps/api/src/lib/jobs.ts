import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client.ts';
import { type Clock, systemClock } from './clock.ts';

/**
 * The job queue (decision 21): work that must happen at a time — a scheduled announcement goes
 * out, a calendar reminder fires, the daily digest is mailed. Jobs live in the global `jobs`
 * table (0013_realtime.sql), so they survive restarts and need no extra server; every API process
 * polls, and a due job is claimed by exactly one of them (FOR UPDATE SKIP LOCKED plus a lease).
 *
 *  - scheduleJob(tx, …) inside the caller's transaction: the job exists only if the work that
 *    asked for it committed. One pending job per (kind, tenant, key): scheduling again moves it.
 *  - a handler that throws is retried with backoff (30 s, 1 min, 2 min … at most 1 h), and given
 *    up after MAX_ATTEMPTS with an error in the log.
 *  - handlers must be idempotent (a process that dies mid-job leaves it to be run again once its
 *    lease of LEASE_MS passes).
 */

export interface JobSpec {
  kind: string;
  /** the tenant the handler works in; null for a platform job */
  tenantId: string | null;
  /** identifies the job within its kind and tenant, such as 'entry:42' */
  key: string;
  runAt: Date;
  payload?: Record<string, unknown>;
}

export interface ClaimedJob {
  jobId: number;
  kind: string;
  tenantId: string | null;
  key: string;
  payload: Record<string, unknown>;
  runAt: string;
  attempts: number;
}

export type JobHandler = (job: ClaimedJob) => Promise<void>;

export const MAX_ATTEMPTS = 8;
export const LEASE_MS = 2 * 60 * 1000;
const BATCH = 20;

/** Creates the job, or moves the pending one with the same kind, tenant and key. */
export async function scheduleJob(tx: Db, job: JobSpec): Promise<void> {
  await tx.execute(sql`
    insert into jobs (kind, tenant_id, key, payload, run_at)
    values (${job.kind}, ${job.tenantId}, ${job.key}, ${JSON.stringify(job.payload ?? {})}::jsonb, ${job.runAt.toISOString()})
    on conflict (kind, coalesce(tenant_id, ''), key)
    do update set payload = excluded.payload, run_at = excluded.run_at, attempts = 0, locked_until = null, last_error = null`);
}

/** Drops the pending job of that kind, tenant and key, if any (an entry deleted, a reminder removed). */
export async function cancelJob(tx: Db, job: Pick<JobSpec, 'kind' | 'tenantId' | 'key'>): Promise<void> {
  await tx.execute(
    sql`delete from jobs where kind = ${job.kind} and coalesce(tenant_id, '') = ${job.tenantId ?? ''} and key = ${job.key}`,
  );
}

const backoffMs = (attempts: number) => Math.min(30_000 * 2 ** (attempts - 1), 60 * 60 * 1000);

export class JobQueue {
  private readonly handlers = new Map<string, JobHandler>();
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly clock: Clock = systemClock,
  ) {}

  /** A module's handler for a kind (once per kind). */
  register(kind: string, handler: JobHandler): void {
    if (this.handlers.has(kind)) throw new Error(`job handler for ${kind} registered twice`);
    this.handlers.set(kind, handler);
  }

  /** Polls every `pollMs` (0: never; tests call runDue()). */
  start(pollMs: number): void {
    if (pollMs <= 0 || this.timer) return;
    this.timer = setInterval(() => {
      if (!this.running) void this.runDue();
    }, pollMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running?.catch(() => undefined);
  }

  /** Claims the due jobs of this process's kinds and runs them; answers how many ran. */
  runDue(): Promise<number> {
    if (this.running) return this.running.then(() => this.runDue());
    this.running = this.drain().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async drain(): Promise<number> {
    let total = 0;
    for (;;) {
      const batch = await this.claim();
      for (const job of batch) await this.runOne(job);
      total += batch.length;
      if (batch.length < BATCH) return total;
    }
  }

  private async claim(): Promise<ClaimedJob[]> {
    const kinds = [...this.handlers.keys()];
    if (!kinds.length) return [];
    const now = this.clock.now();
    const lease = new Date(now.getTime() + LEASE_MS).toISOString();
    const result = await this.db.execute(sql`
      update jobs set locked_until = ${lease}, attempts = attempts + 1
      where job_id in (
        select job_id from jobs
        where run_at <= ${now.toISOString()} and (locked_until is null or locked_until < ${now.toISOString()})
          and kind in (${sql.join(
            kinds.map((k) => sql`${k}`),
            sql`, `,
          )})
        order by run_at limit ${BATCH}
        for update skip locked)
      returning job_id, kind, tenant_id, key, payload, run_at, attempts`);
    const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
    return rows.map((r) => ({
      jobId: Number(r.job_id),
      kind: String(r.kind),
      tenantId: (r.tenant_id as string | null) ?? null,
      key: String(r.key),
      payload: (r.payload as Record<string, unknown>) ?? {},
      runAt: new Date(r.run_at as string).toISOString(),
      attempts: Number(r.attempts),
    }));
  }

  private async runOne(job: ClaimedJob): Promise<void> {
    const handler = this.handlers.get(job.kind)!;
    try {
      await handler(job);
      // done, unless it was scheduled again meanwhile (then run_at moved and it stays)
      await this.db.execute(sql`delete from jobs where job_id = ${job.jobId} and run_at = ${job.runAt}`);
    } catch (err) {
      if (job.attempts >= MAX_ATTEMPTS) {
        this.log.error({ err, job: { kind: job.kind, key: job.key, tenantId: job.tenantId } }, 'job given up');
        await this.db.execute(sql`delete from jobs where job_id = ${job.jobId} and run_at = ${job.runAt}`);
        return;
      }
      this.log.warn({ err, job: { kind: job.kind, key: job.key, attempts: job.attempts } }, 'job failed; retrying');
      const retryAt = new Date(this.clock.now().getTime() + backoffMs(job.attempts)).toISOString();
      await this.db.execute(sql`
        update jobs set run_at = ${retryAt}, locked_until = null, last_error = ${String((err as Error)?.message ?? err).slice(0, 500)}
        where job_id = ${job.jobId} and run_at = ${job.runAt}`);
    }
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobQueue;
  }
}

/**
 * app.jobs: modules register their handlers while the app is built; polling starts once the app
 * is ready and stops (waiting for a running batch) when it closes.
 */
export const jobsPlugin = fp(async (app: FastifyInstance, opts: { db: Db; pollMs: number; clock?: Clock }) => {
  const queue = new JobQueue(opts.db, app.log, opts.clock);
  app.decorate('jobs', queue);
  app.addHook('onReady', async () => queue.start(opts.pollMs));
  app.addHook('preClose', async () => queue.stop());
});
