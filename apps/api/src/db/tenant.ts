import { AsyncLocalStorage } from 'node:async_hooks';
import { sql } from 'drizzle-orm';
import { type Db, type TenantOptions, tenantRunners } from './client.ts';

/** Work queued by afterCommit() inside one withTenant() transaction. */
type CommitTask = (db: Db) => void;
const commitQueue = new AsyncLocalStorage<CommitTask[]>();
/** The transactions withTenant() has open, with their tenant: a nested call joins its caller's. */
const openTransactions = new WeakMap<Db, string>();

/**
 * Runs `work` in a transaction whose tenant is `tenantId`: row-level security then shows and
 * accepts only that tenant's rows, and new rows take it as their tenant_id (docs/tenancy.md).
 * Without it, the tenant tables look empty and refuse writes: forgetting it fails closed.
 * Tasks queued with afterCommit() during `work` run once the transaction has committed.
 *
 * `opts` apply to a transaction it opens (on PGlite they change nothing: it plans each statement).
 *
 * Called with a transaction withTenant() gave out (one module's service calling another's inside
 * its own transaction), `work` joins that transaction: one commit, one tenant, and the tasks wait
 * for the outer commit. (Opening a transaction on a PostgreSQL connection that is already in one
 * would commit the caller's work half-way and drop its tenant for the rest.)
 */
export async function withTenant<T>(
  db: Db,
  tenantId: string,
  work: (tx: Db) => Promise<T>,
  opts?: TenantOptions,
): Promise<T> {
  const joined = openTransactions.get(db);
  if (joined !== undefined) {
    if (joined !== tenantId) throw new Error(`withTenant(${tenantId}) nested in a transaction of ${joined}`);
    return work(db);
  }
  const tasks: CommitTask[] = [];
  const runner = tenantRunners.get(db);
  const tracked = async (tx: Db) => {
    openTransactions.set(tx, tenantId);
    try {
      return await work(tx);
    } finally {
      openTransactions.delete(tx);
    }
  };
  const result = await commitQueue.run(tasks, () =>
    runner
      ? runner(tenantId, tracked, opts)
      : db.transaction(async (tx) => {
          await tx.execute(sql`select set_config('app.tenant_id', ${tenantId}, true)`);
          return tracked(tx as unknown as Db);
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
