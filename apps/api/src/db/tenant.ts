import { sql } from 'drizzle-orm';
import { type Db, tenantRunners } from './client.ts';

/**
 * Runs `work` in a transaction whose tenant is `tenantId`: row-level security then shows and
 * accepts only that tenant's rows, and new rows take it as their tenant_id (docs/tenancy.md).
 * Without it, the tenant tables look empty and refuse writes: forgetting it fails closed.
 */
export function withTenant<T>(db: Db, tenantId: string, work: (tx: Db) => Promise<T>): Promise<T> {
  const runner = tenantRunners.get(db);
  if (runner) return runner(tenantId, work);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('app.tenant_id', ${tenantId}, true)`);
    return work(tx as unknown as Db);
  });
}

/** The data tenant of a request: the session's tenant, or the main platform's (DEFAULT_TENANT). */
export function dataTenant(actor: { tenantId: string | null } | null, defaultTenant: string): string {
  return actor?.tenantId ?? defaultTenant;
}
