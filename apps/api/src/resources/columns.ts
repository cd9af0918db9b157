import { getTableColumns } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';

export type ColumnKind = 'int' | 'smallint' | 'numeric' | 'text' | 'boolean' | 'date' | 'timestamp' | 'json';

export interface ColumnInfo {
  key: string;
  column: PgColumn;
  kind: ColumnKind;
}

function kindOf(column: PgColumn): ColumnKind {
  switch (column.columnType) {
    case 'PgSerial':
    case 'PgInteger':
      return 'int';
    case 'PgSmallInt':
      return 'smallint';
    case 'PgNumericNumber':
    case 'PgNumeric':
    case 'PgDoublePrecision':
    case 'PgReal':
      return 'numeric';
    case 'PgBoolean':
      return 'boolean';
    case 'PgDateString':
    case 'PgDate':
      return 'date';
    case 'PgTimestampString':
    case 'PgTimestamp':
      return 'timestamp';
    case 'PgJsonb':
    case 'PgJson':
      return 'json';
    default:
      return 'text';
  }
}

/** The columns of a table that a resource exposes (its row schema's keys), with their kinds. */
export function exposedColumns(table: PgTable, keys: string[]): Map<string, ColumnInfo> {
  const all = getTableColumns(table) as Record<string, PgColumn>;
  const out = new Map<string, ColumnInfo>();
  for (const key of keys) {
    const column = all[key];
    if (!column) throw new Error(`resource column ${key} is not in table`);
    out.set(key, { key, column, kind: kindOf(column) });
  }
  return out;
}

const intString = (min: number, max: number) =>
  z
    .union([
      z.number(),
      z
        .string()
        .regex(/^-?\d{1,10}$/, 'must be a whole number')
        .transform(Number),
    ])
    .pipe(z.number().int('must be a whole number').min(min).max(max));

const boolLike = z.preprocess(
  (v) => (v === 'true' ? true : v === 'false' ? false : v),
  z.boolean({ error: 'must be true or false' }),
);

const schemaCache = new Map<ColumnKind, z.ZodType | null>();

/** Validates one filter value against its column's kind, so the database never sees a wrong type. */
export function filterValueSchema(kind: ColumnKind): z.ZodType | null {
  if (!schemaCache.has(kind)) schemaCache.set(kind, buildFilterValueSchema(kind));
  return schemaCache.get(kind)!;
}

function buildFilterValueSchema(kind: ColumnKind): z.ZodType | null {
  switch (kind) {
    case 'int':
      return intString(-2147483648, 2147483647);
    case 'smallint':
      return intString(-32768, 32767);
    case 'numeric':
      return z
        .union([
          z.number(),
          z
            .string()
            .regex(/^-?\d+(\.\d+)?$/)
            .transform(Number),
        ])
        .pipe(z.number().finite());
    case 'boolean':
      return boolLike;
    case 'date':
      return z.iso.date({ error: 'must be an ISO date (YYYY-MM-DD)' });
    case 'timestamp':
      return z.union([z.iso.datetime({ offset: true }), z.iso.date()], { error: 'must be an ISO date or date-time' });
    case 'text':
      return z.union([z.string().max(500), z.number().transform(String), z.boolean().transform(String)]);
    case 'json':
      return null;
  }
}
