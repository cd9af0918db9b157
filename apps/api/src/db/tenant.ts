import { AsyncLocalStorage } from 'node:async_hooks';
import { sql } from 'drizzle-orm';
import { type Db, tenantRunners } from './client.ts';

/** Work queued by afterCommit() inside one withTenant() transaction. */
type CommitTask = (db: Db) => void;
const commitQueue = new AsyncLocalStorage<CommitTask[]>();

/**
 * Runs `work` in a transaction whose tenant is `tenantId`: row-level security then shows and
 * accepts only that tenant's rows, and new rows take it as their tenant_id (docs/tenancy.md).
 * Without it, the tenant tables look empty and refuse writes: forgetting it fails closed.
 * Tasks queued with afterCommit() during `work` run once the transaction has committed.
 */
export async function withTenant<T>(db: Db, tenantId: string, work: (tx: Db) => Promise<T>): Promise<T> {
  const tasks: CommitTask[] = [];
  const runner = tenantRunners.get(db);
  const result = await commitQueue.run(tasks, () =>
    runner
      ? runner(tenantId, work)
      : db.transaction(async (tx) => {
          await tx.execute(sql`select set_config('app.tenant_id', ${tenantId}, true)`);
          return work(tx as unknown as Db);
        }),
  );
  for (const task of tasks) {
    try {
      task(db);
    } catch (err) {
      // the transaction committed: its result stands whatever a follow-up does
      process.emitWarning(err as Error);
    }
  }
  return result;
}

/**
 * Queues `task` to run after the enclosing withTenant() transaction commits (never if it rolls
 * back), with the database that transaction ran on: live events (DESIGN.md convention 7) are
 * sent only for what was really written. Outside withTenant() it is a programming error.
 */
export function afterCommit(task: CommitTask): void {
  const queue = commitQueue.getStore();
  if (!queue) throw new Error('afterCommit() called outside withTenant()');
  queue.push(task);
}

/** The data tenant of a request: the session's tenant, or the main platform's (DEFAULT_TENANT). */
export function dataTenant(actor: { tenantId: string | null } | null, defaultTenant: string): string {
  return actor?.tenantId ?? defaultTenant;
}
