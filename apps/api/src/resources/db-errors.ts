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

/** "Key (program_id)=(999) is not present…" → { column: 'program_id', value: '999' } */
function keyOf(detail: string | undefined): { column: string; value: string } | null {
  const m = /Key \(([^)]+)\)=\(([^)]*)\)/.exec(detail ?? '');
  return m ? { column: m[1]!.replace(/lower\((\w+)\)/, '$1'), value: m[2]! } : null;
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
            : 'A referenced record does not exist',
          key ? { field: key.column } : undefined,
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
