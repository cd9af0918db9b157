import { LIST_ALL_MAX } from '@ankur/shared/schemas/common';
import { and, asc, desc, eq, getTableName, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { withTenant } from '../db/tenant.ts';
import { badRequest, notFound } from '../lib/errors.ts';
import { type AuditEntry, recordAudit } from './audit.ts';
import type { ColumnInfo } from './columns.ts';
import { mapDbError } from './db-errors.ts';
import type { WriteContext } from './define.ts';
import type { ListQuery } from './query.ts';

type Row = Record<string, unknown>;
type Values = Record<string, unknown>;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The filters and search of a parsed list query (SPEC §7 conventions) as one condition: the
 * engine's resource groups and the modules' own lists (audit, support inbox) read them the same way.
 */
export function listConditions(q: Pick<ListQuery, 'filters' | 'search'>): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  for (const { column, value } of q.filters) {
    if (value === null) parts.push(isNull(column.column));
    else if (Array.isArray(value)) parts.push(value.length ? inArray(column.column, value) : sql`false`);
    else parts.push(eq(column.column, value));
  }
  if (q.search) {
    const pattern = `%${escapeLike(q.search.term)}%`;
    parts.push(or(...q.search.columns.map((c) => ilike(c.column, pattern))));
  }
  return and(...parts);
}

/**
 * How long a list total may be reused for the same filters. Counting is most of a list's database
 * work (docs/performance.md); a write through this process forgets its table's totals at once,
 * so only writes made by another API process can go unseen, and for at most this long.
 */
export const TOTAL_TTL_MS = 2000;
const TOTAL_CACHE_MAX = 1000;

/**
 * The only code that touches a resource's table. Every read hides soft-deleted rows; every write
 * stamps the actor; bulk writes run in one transaction and roll back whole on any failure.
 */
export class ResourceRepository {
  /** bumped by forgetAllTotals(): totals remembered before it are not used */
  private static generation = 0;

  /**
   * Forgets every repository's remembered totals, module-level ones included: buildApp calls it,
   * so an app never answers a total counted by an earlier app of the same process (the API test
   * files share their worker's process, decision 60).
   */
  static forgetAllTotals(): void {
    ResourceRepository.generation += 1;
  }

  private readonly id: PgColumn;
  private readonly isDeleted: PgColumn;
  private readonly totals = new Map<string, { n: number; at: number; generation: number }>();
  private readonly tableName: string;

  constructor(
    private readonly table: PgTable,
    private readonly columns: Map<string, ColumnInfo>,
    private readonly idKey: string,
  ) {
    this.id = columns.get(idKey)!.column;
    this.isDeleted = columns.get('is_deleted')!.column;
    this.tableName = getTableName(table);
  }

  private selection(fields: string[] | null): Record<string, PgColumn> {
    const keys = fields ?? [...this.columns.keys()];
    return Object.fromEntries(keys.map((k) => [k, this.columns.get(k)!.column]));
  }

  private where(q: Pick<ListQuery, 'filters' | 'search'>, extra?: SQL): SQL | undefined {
    return and(eq(this.isDeleted, false), extra, listConditions(q));
  }

  private countQuery(db: Db, where: SQL | undefined) {
    return db.select({ n: sql<number>`count(*)::int` }).from(this.table).where(where);
  }

  private totalKey(db: Db, where: SQL | undefined): string {
    const { sql: text, params } = this.countQuery(db, where).toSQL();
    return `${text}\u0000${JSON.stringify(params)}`;
  }

  private recentTotal(key: string): number | undefined {
    const hit = this.totals.get(key);
    if (hit && hit.generation === ResourceRepository.generation && Date.now() - hit.at < TOTAL_TTL_MS) return hit.n;
    return undefined;
  }

  private rememberTotal(key: string, n: number) {
    if (this.totals.size >= TOTAL_CACHE_MAX) this.totals.clear();
    this.totals.set(key, { n, at: Date.now(), generation: ResourceRepository.generation });
  }

  /** Every write forgets this table's totals, before (no stale recount can start) and after it. */
  private async writing<T>(write: () => Promise<T>): Promise<T> {
    this.totals.clear();
    try {
      return await write();
    } finally {
      this.totals.clear();
    }
  }

  async count(db: Db, q: Pick<ListQuery, 'filters' | 'search'>, extra?: SQL): Promise<number> {
    const where = this.where(q, extra);
    const key = this.totalKey(db, where);
    const cached = this.recentTotal(key);
    if (cached !== undefined) return cached;
    const [r] = await this.countQuery(db, where);
    const n = Number(r?.n ?? 0);
    this.rememberTotal(key, n);
    return n;
  }

  /**
   * One round trip for a page and its total; a second only for a page past the end. `first`
   * orders ahead of the query's sort (e.g. the catalogue's open programs before ended ones).
   */
  async list(db: Db, q: ListQuery, extra?: SQL, first: SQL[] = []): Promise<{ rows: Row[]; total: number }> {
    if (q.metadataOnly) return { rows: [], total: await this.count(db, q, extra) };
    const order = q.sort.order === 'asc' ? asc : desc;
    const orderBy = [
      ...first,
      ...(q.sort.column.key === this.idKey ? [order(this.id)] : [order(q.sort.column.column), order(this.id)]),
    ];
    const all = q.limit === -1;
    const limit = all ? LIST_ALL_MAX + 1 : q.limit;
    const offset = all ? 0 : (q.page - 1) * q.limit;
    const where = this.where(q, extra);
    const key = this.totalKey(db, where);
    const known = this.recentTotal(key);
    // otherwise the total rides along as a scalar subquery (evaluated once, as an InitPlan): one
    // round trip, and the page itself can still be read from an index and stop after `limit` rows
    const totalColumn = known === undefined ? sql<number>`(${this.countQuery(db, where)})` : sql<number>`${known}::int`;
    const rows = (await db
      .select({ ...this.selection(q.fields), __total: totalColumn })
      .from(this.table)
      .where(where)
      .orderBy(...orderBy)
      .limit(limit)
      .offset(offset)) as Row[];
    if (all && rows.length > LIST_ALL_MAX) {
      throw badRequest(
        `Invalid limit: -1 would return ${Number(rows[0]?.__total)} records, more than ${LIST_ALL_MAX}; page with limit ≤ 1000`,
      );
    }
    const counted = known ?? (rows.length ? Number(rows[0]!.__total) : offset > 0 ? await this.count(db, q, extra) : 0);
    if (known === undefined && rows.length) this.rememberTotal(key, counted);
    for (const r of rows) delete r.__total;
    return { rows, total: counted };
  }

  async get(db: Db, id: number, q: Pick<ListQuery, 'fields' | 'filters'>, scope?: SQL): Promise<Row> {
    const [row] = await db
      .select(this.selection(q.fields))
      .from(this.table)
      .where(this.where({ filters: q.filters, search: null }, and(eq(this.id, id), scope)));
    if (!row) throw notFound(`No record with ${this.idKey} ${id}`);
    return row;
  }

  /**
   * Every write: one transaction that checks the guard, writes, records the audit trail and
   * lets the guard check the result (e.g. "an administrator remains"); any failure rolls it back.
   */
  private write<T>(db: Db, ctx: WriteContext, work: (tx: Db) => Promise<T>): Promise<T> {
    return this.writing(async () => {
      let result: T;
      try {
        result = await withTenant(db, ctx.tenant, work);
      } catch (err) {
        mapDbError(err);
      }
      ctx.guard?.committed?.();
      return result;
    });
  }

  create(db: Db, values: Values, ctx: WriteContext): Promise<Row> {
    return this.createMany(db, [values], ctx).then((rows) => rows[0]!);
  }

  createMany(db: Db, items: Values[], ctx: WriteContext): Promise<Row[]> {
    return this.write(db, ctx, async (tx) => {
      await ctx.guard?.before?.(tx, ctx.actor, { op: 'create', items });
      const rows = (await tx
        .insert(this.table)
        .values(items.map((v) => ({ ...v, created_by: ctx.actor.userId })))
        .returning(this.selection(null))) as Row[];
      await recordAudit(
        tx,
        rows.map((r, i) => ({
          table_name: this.tableName,
          record_id: r[this.idKey] as number,
          action: 'create' as const,
          changes: Object.fromEntries(Object.entries(items[i]!).map(([k, v]) => [k, { to: v }])),
          actor_id: ctx.actor.userId,
        })),
      );
      await ctx.guard?.after?.(tx, ctx.actor, { op: 'create', rows });
      return rows;
    });
  }

  /** The current rows of ids within the caller's reach, locked for the write; 404 naming any missing. */
  private async current(tx: Db, ids: number[], scope: SQL | undefined): Promise<Map<number, Row>> {
    const found = (await tx
      .select(this.selection(null))
      .from(this.table)
      .where(and(inArray(this.id, ids), eq(this.isDeleted, false), scope))
      .for('update')) as Row[];
    const byId = new Map(found.map((r) => [r[this.idKey] as number, r]));
    const missing = ids.filter((id) => !byId.has(id));
    if (missing.length) throw notFound(`No record with ${this.idKey} ${missing.join(', ')}`, { missing });
    return byId;
  }

  update(db: Db, id: number, values: Values, ctx: WriteContext): Promise<Row> {
    return this.updateMany(db, [{ ...values, [this.idKey]: id }], ctx).then((rows) => rows[0]!);
  }

  updateMany(db: Db, items: Values[], ctx: WriteContext): Promise<Row[]> {
    return this.write(db, ctx, async (tx) => {
      const ids = items.map((i) => i[this.idKey] as number);
      const before = await this.current(tx, ids, ctx.scope);
      await ctx.guard?.before?.(tx, ctx.actor, { op: 'update', items, before });
      const rows: Row[] = [];
      const audits: AuditEntry[] = [];
      for (const item of items) {
        const { [this.idKey]: id, ...values } = item;
        const [row] = (await tx
          .update(this.table)
          .set({ ...values, modified_by: ctx.actor.userId, updated_at: sql`now()` })
          .where(eq(this.id, id as number))
          .returning(this.selection(null))) as Row[];
        rows.push(row!);
        audits.push({
          table_name: this.tableName,
          record_id: id as number,
          action: 'update',
          changes: diff(before.get(id as number)!, values),
          actor_id: ctx.actor.userId,
        });
      }
      await recordAudit(tx, audits);
      await ctx.guard?.after?.(tx, ctx.actor, { op: 'update', rows, before });
      return rows;
    });
  }

  /** Soft delete: the rows stay for audit, invisible to every list and get. */
  softDelete(db: Db, ids: number[], ctx: WriteContext): Promise<number[]> {
    const unique = [...new Set(ids)];
    return this.write(db, ctx, async (tx) => {
      const before = await this.current(tx, unique, ctx.scope);
      await ctx.guard?.before?.(tx, ctx.actor, { op: 'delete', items: [], before });
      await tx
        .update(this.table)
        .set({ is_deleted: true, deleted_at: sql`now()`, deleted_by: ctx.actor.userId, updated_at: sql`now()` })
        .where(inArray(this.id, unique));
      await recordAudit(
        tx,
        unique.map((id) => ({
          table_name: this.tableName,
          record_id: id,
          action: 'delete' as const,
          changes: {},
          actor_id: ctx.actor.userId,
        })),
      );
      await ctx.guard?.after?.(tx, ctx.actor, { op: 'delete', rows: [...before.values()], before });
      return unique;
    });
  }
}

const SKIP_DIFF = new Set(['updated_at', 'modified_by']);

/** The fields a write changes: { field: { from, to } }, compared by value (JSON columns too). */
export function diff(before: Row, values: Values): AuditEntry['changes'] {
  const out: AuditEntry['changes'] = {};
  for (const [k, to] of Object.entries(values)) {
    if (SKIP_DIFF.has(k)) continue;
    const from = before[k];
    if (JSON.stringify(from ?? null) !== JSON.stringify(to ?? null)) out[k] = { from, to };
  }
  return out;
}
