import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditLog } from '../../db/schema/access.ts';
import { users } from '../../db/schema/identity.ts';
import { exposedColumns } from '../../resources/columns.ts';
import type { ListQuery } from '../../resources/query.ts';
import { listConditions } from '../../resources/repository.ts';

export const AUDIT_COLUMNS = exposedColumns(auditLog, [
  'audit_id',
  'table_name',
  'record_id',
  'action',
  'actor_id',
  'created_at',
]);

/** The recorded changes a list query selects (only the count for metadataOnly), with the actor's name. */
export async function listAudit(db: Db, q: ListQuery) {
  const w = listConditions(q);
  const [{ n } = { n: 0 }] = await db.select({ n: sql<number>`count(*)::int` }).from(auditLog).where(w);
  if (q.metadataOnly) return { rows: [], total: Number(n) };
  const order = q.sort.order === 'asc' ? asc : desc;
  const rows = await db
    .select({
      audit_id: auditLog.audit_id,
      table_name: auditLog.table_name,
      record_id: auditLog.record_id,
      action: auditLog.action,
      changes: auditLog.changes,
      actor_id: auditLog.actor_id,
      actor_name: sql<
        string | null
      >`nullif(trim(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')), '')`,
      created_at: auditLog.created_at,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.user_id, auditLog.actor_id))
    .where(w)
    .orderBy(order(q.sort.column.column), order(auditLog.audit_id))
    .limit(q.limit === -1 ? 1000 : q.limit)
    .offset(q.limit === -1 ? 0 : (q.page - 1) * q.limit);
  return { rows: rows.map((r) => ({ ...r, created_at: new Date(r.created_at).toISOString() })), total: Number(n) };
}
