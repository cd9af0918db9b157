import { ZAuditEntry } from '@ankur/shared/schemas/admin';
import { ZError, zList } from '@ankur/shared/schemas/common';
import { and, asc, desc, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { auditLog } from '../../db/schema/access.ts';
import { users } from '../../db/schema/identity.ts';
import { access } from '../../plugins/access.ts';
import { exposedColumns } from '../../resources/columns.ts';
import { type ListQuery, parseListQuery, ZListQuery } from '../../resources/query.ts';
import { listResponse } from '../../resources/routes.ts';

const COLUMNS = exposedColumns(auditLog, ['audit_id', 'table_name', 'record_id', 'action', 'actor_id', 'created_at']);
const DEFAULTS = { idKey: 'audit_id', searchFields: ['table_name', 'action'] } as const;

function where(q: ListQuery): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  for (const { column, value } of q.filters) {
    if (value === null) parts.push(isNull(column.column));
    else if (Array.isArray(value)) parts.push(value.length ? inArray(column.column, value) : sql`false`);
    else parts.push(eq(column.column, value));
  }
  if (q.search) {
    const pattern = `%${q.search.term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    parts.push(or(...q.search.columns.map((c) => ilike(c.column, pattern))));
  }
  return and(...parts);
}

/** GET system/audit/getAll: the recorded changes (who, when, what), with the list conventions. */
export const auditRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/system/audit/getAll',
    {
      config: { access: access.adminCenter('read') },
      schema: {
        tags: ['Audit'],
        summary: 'Recorded changes: filterFields {table_name, record_id, actor_id, action}, newest first',
        querystring: ZListQuery,
        response: {
          200: zList(ZAuditEntry).or(z.object({ meta: zList(ZAuditEntry).shape.meta })),
          400: ZError,
          401: ZError,
          403: ZError,
        },
      },
    },
    async (req) => {
      const q = parseListQuery(req.query, COLUMNS, DEFAULTS);
      const w = where(q);
      const [{ n } = { n: 0 }] = await db.select({ n: sql<number>`count(*)::int` }).from(auditLog).where(w);
      if (q.metadataOnly) return listResponse(q, [], Number(n));
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
      return listResponse(
        q,
        rows.map((r) => ({ ...r, created_at: new Date(r.created_at).toISOString() })),
        Number(n),
      );
    },
  );
};
