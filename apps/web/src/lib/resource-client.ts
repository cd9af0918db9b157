/**
 * Typed clients for the resource groups of SPEC §7 (the server side is apps/api/src/resources):
 * GET <prefix>getAll, GET <prefix><get>/:id, POST <prefix><create>, PUT <prefix><update>/:id,
 * DELETE <prefix><delete>/:id/:userId, POST createMany, POST updateMany, PUT deleteMany.
 * Row types come from the shared zod schemas (z.infer); nothing here is hand-written per resource.
 */
import type { TListMeta } from '@ankur/shared/schemas/common';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from './api-client';

/** The string keys of a row. */
export type Column<Row> = Extract<keyof Row, string>;
export type Scalar = string | number | boolean;
/** Columns whose values are scalars: the ones the server can filter and sort by (not JSON columns). */
export type ScalarColumn<Row> = { [K in Column<Row>]: NonNullable<Row[K]> extends Scalar ? K : never }[Column<Row>];
/** Columns holding text: the only ones searchFields may name. */
export type TextColumn<Row> = { [K in Column<Row>]: NonNullable<Row[K]> extends string ? K : never }[Column<Row>];

/** A filter on one column: equality, "in" (an array) or "is null" (null). */
export type FilterValue<V> = NonNullable<V> | readonly NonNullable<V>[] | null;
export type FilterFields<Row> = { [K in ScalarColumn<Row>]?: FilterValue<Row[K]> };

/** The list conventions of SPEC §7, typed by the resource's row. */
export interface ListParams<Row> {
  /** From 1 (server default 1). */
  page?: number;
  /** 1..1000, or -1 for all records (server default 10). */
  limit?: number;
  fields?: readonly Column<Row>[];
  filterFields?: FilterFields<Row>;
  sortField?: ScalarColumn<Row>;
  /** Server default desc. */
  sortOrder?: 'asc' | 'desc';
  search?: string;
  searchFields?: readonly TextColumn<Row>[];
  /** Only the counts: the answer's data is then empty. */
  metadataOnly?: boolean;
}

/** A single get takes only fields and filterFields (SPEC §7). */
export type GetParams<Row> = Pick<ListParams<Row>, 'fields' | 'filterFields'>;

/** A list answer. `fields` may narrow the rows, hence Partial; a metadataOnly answer has data []. */
export interface ListResult<Row> {
  data: Partial<Row>[];
  meta: TListMeta;
}

export interface DeleteResult {
  deleted: number[];
}

export interface RequestOptions {
  signal?: AbortSignal;
  /** The request outlives the page (a deletion sent while the page is being left). */
  keepalive?: boolean;
}

export interface ResourceOps {
  get: string;
  create: string;
  update: string;
  delete: string;
}

/** What the list/get query helpers need of a client. */
export interface ListSource<Row> {
  readonly prefix: string;
  getAll(params?: ListParams<Row>, options?: RequestOptions): Promise<ListResult<Row>>;
}
export interface GetSource<Row> {
  readonly prefix: string;
  get(id: number, params?: GetParams<Row>, options?: RequestOptions): Promise<Partial<Row>>;
}

export interface ResourceClient<Row, CreateBody, UpdateBody, IdKey extends string, IdsKey extends string>
  extends ListSource<Row>,
    GetSource<Row> {
  readonly idKey: IdKey;
  readonly idsKey: IdsKey;
  readonly ops: Readonly<ResourceOps>;
  /** Creates one record; the server records created_by. */
  create(body: CreateBody, options?: RequestOptions): Promise<Row>;
  /** Updates one record; the server records modified_by. */
  update(id: number, body: UpdateBody, options?: RequestOptions): Promise<Row>;
  /** Soft-deletes one record (DELETE …/:id/:userId; the server records the signed-in user). */
  remove(id: number, userId: number, options?: RequestOptions): Promise<DeleteResult>;
  createMany(items: readonly CreateBody[], options?: RequestOptions): Promise<{ data: Row[] }>;
  updateMany(
    items: readonly (UpdateBody & Record<IdKey, number>)[],
    options?: RequestOptions,
  ): Promise<{ data: Row[] }>;
  /** PUT deleteMany with { <idsKey>: ids, deleted_by }. */
  deleteMany(ids: readonly number[], deletedBy: number, options?: RequestOptions): Promise<DeleteResult>;
}

type BodyOf<S, Row> = [S] extends [z.ZodType] ? z.input<S> : Partial<Row>;

export interface ResourceConfig<
  S extends z.ZodObject,
  IdKey extends Column<z.output<S>>,
  IdsKey extends string,
  CreateSchema extends z.ZodType | undefined,
  UpdateSchema extends z.ZodType | undefined,
> {
  /** e.g. 'programs/' (no leading /api/). */
  prefix: string;
  ops: ResourceOps;
  /** The id column, named in each updateMany item. */
  idKey: IdKey;
  /** The id list of deleteMany, e.g. 'program_ids'. */
  idsKey: IdsKey;
  /** The shared row schema; the client's row type is z.infer of it. */
  row: S;
  /** The shared create schema; types create/createMany bodies (default: a partial row). */
  create?: CreateSchema;
  /** The shared update schema; types update/updateMany bodies (default: a partial row). */
  update?: UpdateSchema;
}

function hasFilters(filters: object | undefined): filters is object {
  return filters !== undefined && Object.values(filters).some((v) => v !== undefined);
}

/**
 * The query string of a list call, in the server's order: fields comma-joined,
 * filterFields and searchFields as JSON. Unset and empty parameters are left out.
 */
export function serializeListParams<Row>(params: ListParams<Row> = {}): Record<string, string> {
  const query: Record<string, string> = {};
  if (params.page !== undefined) query.page = String(params.page);
  if (params.limit !== undefined) query.limit = String(params.limit);
  if (params.fields?.length) query.fields = params.fields.join(',');
  if (hasFilters(params.filterFields)) query.filterFields = JSON.stringify(params.filterFields);
  if (params.sortField !== undefined) query.sortField = params.sortField;
  if (params.sortOrder !== undefined) query.sortOrder = params.sortOrder;
  if (params.search !== undefined && params.search.trim() !== '') query.search = params.search;
  if (params.searchFields?.length) query.searchFields = JSON.stringify(params.searchFields);
  if (params.metadataOnly) query.metadataOnly = 'true';
  return query;
}

/** Normalises a list answer: a metadataOnly answer ({ meta } alone) gets data []. */
export function toListResult<Row>(body: { data?: Partial<Row>[]; meta: TListMeta }): ListResult<Row> {
  return { data: body.data ?? [], meta: body.meta };
}

const segment = (value: number) => encodeURIComponent(String(value));

export function createResourceClient<
  S extends z.ZodObject,
  IdKey extends Column<z.output<S>>,
  IdsKey extends string,
  CreateSchema extends z.ZodType | undefined = undefined,
  UpdateSchema extends z.ZodType | undefined = undefined,
>(
  config: ResourceConfig<S, IdKey, IdsKey, CreateSchema, UpdateSchema>,
): ResourceClient<z.output<S>, BodyOf<CreateSchema, z.output<S>>, BodyOf<UpdateSchema, z.output<S>>, IdKey, IdsKey> {
  type Row = z.output<S>;
  const { prefix, ops, idKey, idsKey } = config;
  const path = (name: string) => `${prefix}${name}`;

  return {
    prefix,
    idKey,
    idsKey,
    ops: { ...ops },
    async getAll(params = {}, options = {}) {
      const body = await apiFetch<{ data?: Partial<Row>[]; meta: TListMeta }>(path('getAll'), {
        query: serializeListParams(params),
        signal: options.signal,
      });
      return toListResult(body);
    },
    get(id, params = {}, options = {}) {
      return apiFetch<Partial<Row>>(`${path(ops.get)}/${segment(id)}`, {
        query: serializeListParams({ fields: params.fields, filterFields: params.filterFields }),
        signal: options.signal,
      });
    },
    create(body, options = {}) {
      return apiFetch<Row>(path(ops.create), { method: 'POST', body, signal: options.signal });
    },
    update(id, body, options = {}) {
      return apiFetch<Row>(`${path(ops.update)}/${segment(id)}`, { method: 'PUT', body, signal: options.signal });
    },
    remove(id, userId, options = {}) {
      return apiFetch<DeleteResult>(`${path(ops.delete)}/${segment(id)}/${segment(userId)}`, {
        method: 'DELETE',
        signal: options.signal,
        keepalive: options.keepalive,
      });
    },
    createMany(items, options = {}) {
      return apiFetch<{ data: Row[] }>(path('createMany'), { method: 'POST', body: items, signal: options.signal });
    },
    updateMany(items, options = {}) {
      return apiFetch<{ data: Row[] }>(path('updateMany'), { method: 'POST', body: items, signal: options.signal });
    },
    deleteMany(ids, deletedBy, options = {}) {
      return apiFetch<DeleteResult>(path('deleteMany'), {
        method: 'PUT',
        body: { [idsKey]: ids, deleted_by: deletedBy },
        signal: options.signal,
      });
    },
  };
}

/* ---------------------------------------------------------------- TanStack Query helpers */

/** Query key of a list call: [prefix, 'list', params]. */
export function listQueryKey<Row>(client: { readonly prefix: string }, params: ListParams<Row> = {}) {
  return [client.prefix, 'list', params] as const;
}

/** Query key of a single get: [prefix, 'get', id], plus the get params when there are any. */
export function getQueryKey<Row>(client: { readonly prefix: string }, id: number, params?: GetParams<Row>) {
  return params && (params.fields?.length || hasFilters(params.filterFields))
    ? ([client.prefix, 'get', id, params] as const)
    : ([client.prefix, 'get', id] as const);
}

export function listQueryOptions<Row>(client: ListSource<Row>, params: NoInfer<ListParams<Row>> = {}) {
  return queryOptions({
    queryKey: listQueryKey(client, params),
    queryFn: ({ signal }) => client.getAll(params, { signal }),
  });
}

export function getQueryOptions<Row>(client: GetSource<Row>, id: number, params?: NoInfer<GetParams<Row>>) {
  return queryOptions({
    queryKey: getQueryKey(client, id, params),
    queryFn: ({ signal }) => client.get(id, params, { signal }),
  });
}

/**
 * After a mutation: marks every cached query of the resource (all keys starting with its prefix:
 * lists, gets and any other query keyed under it) stale and refetches the active ones.
 */
export function invalidate(queryClient: QueryClient, client: { readonly prefix: string }): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: [client.prefix] });
}
