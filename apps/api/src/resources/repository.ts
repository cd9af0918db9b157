import { LIST_ALL_MAX } from '@ankur/shared/schemas/common';
import { and, asc, desc, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { badRequest, notFound } from '../lib/errors.ts';
import type { ColumnInfo } from './columns.ts';
import { mapDbError } from './db-errors.ts';
import type { ListQuery } from './query.ts';

type Row = Record<string, unknown>;
type Values = Record<string, unknown>;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The only code that touches a resource's table. Every read hides soft-deleted rows; every write
 * stamps the actor; bulk writes run in one transaction and roll back whole on any failure.
 */
export class ResourceRepository {
  private readonly id: PgColumn;
  private readonly isDeleted: PgColumn;

  constructor(
    private readonly table: PgTable,
    private readonly columns: Map<string, ColumnInfo>,
    private readonly idKey: string,
  ) {
    this.id = columns.get(idKey)!.column;
    this.isDeleted = columns.get('is_deleted')!.column;
  }

  private selection(fields: string[] | null): Record<string, PgColumn> {
    const keys = fields ?? [...this.columns.keys()];
    return Object.fromEntries(keys.map((k) => [k, this.columns.get(k)!.column]));
  }

  private where(q: Pick<ListQuery, 'filters' | 'search'>, extra?: SQL): SQL | undefined {
    const parts: (SQL | undefined)[] = [eq(this.isDeleted, false), extra];
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

  async count(db: Db, q: Pick<ListQuery, 'filters' | 'search'>, extra?: SQL): Promise<number> {
    const [r] = await db.select({ n: sql<number>`count(*)::int` }).from(this.table).where(this.where(q, extra));
    return Number(r?.n ?? 0);
  }

  /** One round trip for a page and its total; a second only for a page past the end. */
  async list(db: Db, q: ListQuery, extra?: SQL): Promise<{ rows: Row[]; total: number }> {
    if (q.metadataOnly) return { rows: [], total: await this.count(db, q, extra) };
    const order = q.sort.order === 'asc' ? asc : desc;
    const orderBy = q.sort.column.key === this.idKey ? [order(this.id)] : [order(q.sort.column.column), order(this.id)];
    const all = q.limit === -1;
    const limit = all ? LIST_ALL_MAX + 1 : q.limit;
    const offset = all ? 0 : (q.page - 1) * q.limit;
    const where = this.where(q, extra);
    // the total rides along as a scalar subquery (evaluated once, as an InitPlan): one round trip,
    // and the page itself can still be read from an index and stop after `limit` rows
    const total = db.select({ n: sql<number>`count(*)` }).from(this.table).where(where);
    const rows = (await db
      .select({ ...this.selection(q.fields), __total: sql<number>`(${total})` })
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
    const counted = rows.length ? Number(rows[0]!.__total) : offset > 0 ? await this.count(db, q, extra) : 0;
    for (const r of rows) delete r.__total;
    return { rows, total: counted };
  }

  async get(db: Db, id: number, q: Pick<ListQuery, 'fields' | 'filters'>): Promise<Row> {
    const [row] = await db
      .select(this.selection(q.fields))
      .from(this.table)
      .where(this.where({ filters: q.filters, search: null }, eq(this.id, id)));
    if (!row) throw notFound(`No record with ${this.idKey} ${id}`);
    return row;
  }

  async create(db: Db, values: Values, actorId: number): Promise<Row> {
    try {
      const [row] = await db
        .insert(this.table)
        .values({ ...values, created_by: actorId })
        .returning(this.selection(null));
      return row!;
    } catch (err) {
      mapDbError(err);
    }
  }

  async createMany(db: Db, items: Values[], actorId: number): Promise<Row[]> {
    try {
      return await db.transaction(
        async (tx) =>
          (await tx
            .insert(this.table)
            .values(items.map((v) => ({ ...v, created_by: actorId })))
            .returning(this.selection(null))) as Row[],
      );
    } catch (err) {
      mapDbError(err);
    }
  }

  private async updateOne(db: Db, id: number, values: Values, actorId: number): Promise<Row> {
    const [row] = await db
      .update(this.table)
      .set({ ...values, modified_by: actorId, updated_at: sql`now()` })
      .where(and(eq(this.id, id), eq(this.isDeleted, false)))
      .returning(this.selection(null));
    if (!row) throw notFound(`No record with ${this.idKey} ${id}`);
    return row as Row;
  }

  async update(db: Db, id: number, values: Values, actorId: number): Promise<Row> {
    try {
      return await this.updateOne(db, id, values, actorId);
    } catch (err) {
      mapDbError(err);
    }
  }

  async updateMany(db: Db, items: Values[], actorId: number): Promise<Row[]> {
    try {
      return await db.transaction(async (tx) => {
        const out: Row[] = [];
        for (const item of items) {
          const { [this.idKey]: id, ...values } = item;
          out.push(await this.updateOne(tx as unknown as Db, id as number, values, actorId));
        }
        return out;
      });
    } catch (err) {
      mapDbError(err);
    }
  }

  /** Soft delete: the rows stay for audit, invisible to every list and get. */
  async softDelete(db: Db, ids: number[], actorId: number): Promise<number[]> {
    const unique = [...new Set(ids)];
    return db.transaction(async (tx) => {
      const done = (await tx
        .update(this.table)
        .set({ is_deleted: true, deleted_at: sql`now()`, deleted_by: actorId, updated_at: sql`now()` })
        .where(and(inArray(this.id, unique), eq(this.isDeleted, false)))
        .returning({ id: this.id })) as { id: number }[];
      if (done.length !== unique.length) {
        const found = new Set(done.map((d) => d.id));
        const missing = unique.filter((id) => !found.has(id));
        throw notFound(`No record with ${this.idKey} ${missing.join(', ')}`, { missing });
      }
      return unique;
    });
  }
}
