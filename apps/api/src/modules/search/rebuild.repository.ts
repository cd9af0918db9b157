import type { TSearchKind } from '@ankur/shared/schemas/search';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { searchBuilds } from '../../db/schema/search.ts';
import { tenants } from '../../db/schema/tenants.ts';

/** Every tenant (the runner fills each one's index). */
export async function allTenants(db: Db): Promise<string[]> {
  const rows = await db.select({ id: tenants.tenant_id }).from(tenants).orderBy(tenants.tenant_id);
  return rows.map((r) => r.id);
}

/** The kinds this tenant's index holds in full, with the source version they were built with. */
export async function builtKinds(tx: Db): Promise<Map<TSearchKind, number>> {
  const rows = await tx.select({ kind: searchBuilds.kind, version: searchBuilds.version }).from(searchBuilds);
  return new Map(rows.map((r) => [r.kind, r.version]));
}

export async function markBuilt(tx: Db, kind: TSearchKind, version: number, documents: number): Promise<void> {
  await tx
    .insert(searchBuilds)
    .values({ kind, version, documents })
    .onConflictDoUpdate({
      target: [searchBuilds.tenant_id, searchBuilds.kind],
      set: { version, documents, built_at: sql`now()` },
    });
}
