import { HttpError } from '../lib/errors.ts';

interface PgError {
  code?: string;
  detail?: string;
  column?: string;
  constraint?: string;
  cause?: unknown;
}

function pgErrorOf(err: unknown): PgError | null {
  let e: unknown = err;
  for (let i = 0; i < 4 && e; i++) {
    const pe = e as PgError;
    if (typeof pe.code === 'string' && /^[0-9A-Z]{5}$/.test(pe.code)) return pe;
    e = pe.cause;
  }
  return null;
}

/**
 * "Key (program_id)=(999) is not present…" → { column: 'program_id', value: '999' }. A composite
 * key that pairs a column with tenant_id (a same-tenant reference) names the column alone: the
 * tenant is never the client's to give, and another tenant's record simply does not exist.
 */
function keyOf(detail: string | undefined): { column: string; value: string } | null {
  const m = /Key \(([^)]+)\)=\(([^)]*)\)/.exec(detail ?? '');
  if (!m) return null;
  const columns = m[1]!.split(',').map((c) => c.trim().replace(/lower\((\w+)\)/, '$1'));
  const values = m[2]!.split(',').map((v) => v.trim());
  const i = columns.length > 1 && columns.length === values.length ? columns.findIndex((c) => c !== 'tenant_id') : -1;
  if (i >= 0 && columns.length === 2 && columns.includes('tenant_id'))
    return { column: columns[i]!, value: values[i]! };
  return { column: columns.join(', '), value: m[2]! };
}

/** "courses_program_id_same_tenant_fk" / "courses_program_id_programs_program_id_fk" → program_id */
function referenceColumn(constraint: string | undefined): string | undefined {
  return /(?:^|_)([a-z]+_id)_/.exec(constraint ?? '')?.[1];
}

/**
 * Turns a database constraint failure into the client error it is (409 duplicate, 400 dangling
 * reference or bad value), with a message that names the field but never carries SQL.
 * Anything else is rethrown (and becomes a logged 500).
 */
export function mapDbError(err: unknown): never {
  const pe = pgErrorOf(err);
  if (pe) {
    const key = keyOf(pe.detail);
    switch (pe.code) {
      case '23505':
        throw new HttpError(
          409,
          key
            ? `A record with ${key.column} "${key.value}" already exists`
            : 'A record with these values already exists',
          key ? { field: key.column } : undefined,
        );
      case '23503':
        throw new HttpError(
          400,
          key
            ? /still referenced/.test(pe.detail ?? '')
              ? `This record is still used by other records (${key.column} ${key.value})`
              : `Invalid ${key.column}: no record with ${key.column} ${key.value}`
            : // under row-level security PostgreSQL withholds the key; the constraint names the column
              referenceColumn(pe.constraint)
              ? `Invalid ${referenceColumn(pe.constraint)}: no such record`
              : 'A referenced record does not exist',
          key
            ? { field: key.column }
            : referenceColumn(pe.constraint)
              ? { field: referenceColumn(pe.constraint) }
              : undefined,
        );
      case '23502':
        throw new HttpError(400, `Invalid ${pe.column ?? 'body'}: is required`);
      case '22P02':
      case '22003':
      case '22007':
      case '22008':
      case '22001':
        throw new HttpError(400, 'A value has the wrong type or is out of range');
    }
  }
  throw err;
}
