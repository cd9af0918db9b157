import { LIST_LIMIT_MAX } from '@ankur/shared/schemas/common';
import { z } from 'zod';
import { badRequest } from '../lib/errors.ts';
import { badTextAt } from '../lib/text.ts';
import { type ColumnInfo, filterValueSchema } from './columns.ts';

/** The query string of a list call (SPEC §7), as it arrives: every value a string. */
export const ZListQuery = z.object({
  page: z.string().optional().describe('Page number, from 1 (default 1)'),
  limit: z.string().optional().describe(`Page size, 1..${LIST_LIMIT_MAX} (default 10); -1 = all records`),
  fields: z.string().optional().describe('Comma-separated columns to return (default: all)'),
  filterFields: z
    .string()
    .optional()
    .describe('JSON object: {"column": value} for equality, {"column": [v1, v2]} for "in", null for "is null"'),
  sortField: z.string().optional().describe('Column to sort by (default: the id)'),
  sortOrder: z.string().optional().describe('asc or desc (default desc)'),
  search: z.string().optional().describe('Text to find (case-insensitive substring)'),
  searchFields: z.string().optional().describe('JSON array of text columns to search (default per resource)'),
  metadataOnly: z.string().optional().describe('true: answer only { meta } with the counts'),
});
export type RawListQuery = z.infer<typeof ZListQuery>;

export type FilterValue = string | number | boolean | null | Array<string | number | boolean>;

export interface ListQuery {
  page: number;
  /** -1 = all records */
  limit: number;
  fields: string[] | null;
  filters: Array<{ column: ColumnInfo; value: FilterValue }>;
  sort: { column: ColumnInfo; order: 'asc' | 'desc' };
  search: { term: string; columns: ColumnInfo[] } | null;
  metadataOnly: boolean;
}

const MAX_IN = 1000;

function parseJson(name: string, raw: string): unknown {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw badRequest(`Invalid ${name}: must be valid JSON`);
  }
  // JSON escapes can spell what the query string itself may not carry (plugins/input.ts)
  const found = badTextAt(parsed, name);
  if (found) throw badRequest(`Invalid ${found.path}: ${found.message}`, [found]);
  return parsed;
}

function parseInt32(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  if (!/^-?\d{1,9}$/.test(raw.trim())) throw badRequest(`Invalid ${name}: must be a whole number`);
  return Number(raw);
}

function column(columns: Map<string, ColumnInfo>, param: string, name: unknown): ColumnInfo {
  if (typeof name !== 'string' || !columns.has(name)) {
    throw badRequest(`Invalid ${param}: unknown column ${JSON.stringify(name)}`, {
      allowed: [...columns.keys()],
    });
  }
  return columns.get(name)!;
}

/** Parses and checks a list query against a resource's columns; every problem is a 400 naming the parameter. */
export function parseListQuery(
  raw: RawListQuery,
  columns: Map<string, ColumnInfo>,
  defaults: { idKey: string; searchFields: readonly string[]; fixedFilters?: Record<string, FilterValue> },
  extraFilters: Record<string, unknown> = {},
): ListQuery {
  const page = parseInt32('page', raw.page, 1);
  if (page < 1) throw badRequest('Invalid page: must be 1 or more');
  const limit = parseInt32('limit', raw.limit, 10);
  if (limit === 0 || limit < -1) throw badRequest('Invalid limit: must be -1 (all) or between 1 and 1000');
  if (limit > LIST_LIMIT_MAX) throw badRequest(`Invalid limit: must be at most ${LIST_LIMIT_MAX} (or -1 for all)`);

  let fields: string[] | null = null;
  if (raw.fields !== undefined && raw.fields.trim() !== '') {
    fields = [
      ...new Set(
        raw.fields
          .split(',')
          .map((f) => f.trim())
          .filter(Boolean),
      ),
    ];
    for (const f of fields) column(columns, 'fields', f);
  }

  const filters: ListQuery['filters'] = [];
  const addFilter = (param: string, key: string, value: unknown) => {
    const info = column(columns, param, key);
    const schema = filterValueSchema(info.kind);
    if (!schema) throw badRequest(`Invalid ${param}: column ${key} cannot be filtered`);
    const check = (v: unknown): string | number | boolean => {
      if (v !== null && typeof v === 'object')
        throw badRequest(`Invalid ${param}.${key}: nested values are not allowed`);
      const r = schema.safeParse(v);
      if (!r.success) throw badRequest(`Invalid ${param}.${key}: ${r.error.issues[0]?.message ?? 'wrong type'}`);
      return r.data as string | number | boolean;
    };
    if (value === null) filters.push({ column: info, value: null });
    else if (Array.isArray(value)) {
      if (value.length > MAX_IN) throw badRequest(`Invalid ${param}.${key}: at most ${MAX_IN} values`);
      filters.push({ column: info, value: value.map(check) });
    } else filters.push({ column: info, value: check(value) });
  };
  if (raw.filterFields !== undefined && raw.filterFields.trim() !== '') {
    const parsed = parseJson('filterFields', raw.filterFields);
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
      throw badRequest('Invalid filterFields: must be a JSON object');
    }
    for (const [k, v] of Object.entries(parsed)) addFilter('filterFields', k, v);
  }
  for (const [k, v] of Object.entries(extraFilters)) addFilter(k, k, v);
  for (const [k, v] of Object.entries(defaults.fixedFilters ?? {})) addFilter('filterFields', k, v);

  const sortColumn = column(columns, 'sortField', raw.sortField?.trim() || defaults.idKey);
  if (sortColumn.kind === 'json') throw badRequest(`Invalid sortField: column ${sortColumn.key} cannot be sorted`);
  const order = (raw.sortOrder ?? 'desc').trim().toLowerCase();
  if (order !== 'asc' && order !== 'desc') throw badRequest('Invalid sortOrder: must be asc or desc');

  let search: ListQuery['search'] = null;
  const term = raw.search?.trim();
  if (term) {
    if (term.length > 200) throw badRequest('Invalid search: at most 200 characters');
    let names: unknown = defaults.searchFields;
    if (raw.searchFields !== undefined && raw.searchFields.trim() !== '') {
      names = parseJson('searchFields', raw.searchFields);
      if (!Array.isArray(names) || names.length === 0) {
        throw badRequest('Invalid searchFields: must be a non-empty JSON array of column names');
      }
    }
    const cols = (names as unknown[]).map((n) => column(columns, 'searchFields', n));
    for (const c of cols) {
      if (c.kind !== 'text') throw badRequest(`Invalid searchFields: column ${c.key} is not text`);
    }
    search = { term, columns: cols };
  }

  let metadataOnly = false;
  if (raw.metadataOnly !== undefined) {
    const v = raw.metadataOnly.trim().toLowerCase();
    if (!['true', 'false', '1', '0', ''].includes(v)) throw badRequest('Invalid metadataOnly: must be true or false');
    metadataOnly = v === 'true' || v === '1';
  }

  return { page, limit, fields, filters, sort: { column: sortColumn, order }, search, metadataOnly };
}
