import type { Db } from '../db/client.ts';
import { auditLog } from '../db/schema/access.ts';

export interface AuditEntry {
  table_name: string;
  record_id: number;
  action: 'create' | 'update' | 'delete';
  changes: Record<string, { from?: unknown; to?: unknown }>;
  actor_id: number | null;
}

/** Records who changed which record and how, inside the caller's transaction. */
export async function recordAudit(tx: Db, entries: AuditEntry[]): Promise<void> {
  const real = entries.filter((e) => e.action !== 'update' || Object.keys(e.changes).length > 0);
  if (real.length) await tx.insert(auditLog).values(real);
}
