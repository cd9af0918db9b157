import { ZProgram, ZProgramCreate, ZProgramUpdate } from '@ankur/shared/schemas/programs';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, expectTypeOf, it, type Mock, vi } from 'vitest';
import { ApiError } from './api-client';
import {
  createResourceClient,
  getQueryOptions,
  invalidate,
  type ListParams,
  listQueryOptions,
  serializeListParams,
} from './resource-client';

const programs = createResourceClient({
  prefix: 'programs/',
  ops: { get: 'getProgram', create: 'createProgram', update: 'updateProgram', delete: 'deleteProgram' },
  idKey: 'program_id',
  idsKey: 'program_ids',
  row: ZProgram,
  create: ZProgramCreate,
  update: ZProgramUpdate,
});

const META = { page: 1, limit: 10, total: 0, totalPages: 0 };

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

let fetchMock: Mock<typeof fetch>;
beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>(async () => jsonResponse(200, { data: [], meta: META }));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function call(index = 0): { url: string; init: RequestInit; params: URLSearchParams; body: unknown } {
  const [input, init = {}] = fetchMock.mock.calls[index] ?? [];
  const url = String(input);
  const params = new URL(url, 'http://localhost').searchParams;
  const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
  return { url, init, params, body };
}

describe('serializeListParams', () => {
  it('writes every parameter in the server order, fields comma-joined and filters/searchFields as JSON', () => {
    const q = serializeListParams<{ a: number; b: string; c: boolean }>({
      searchFields: ['b'],
      search: 'x y',
      metadataOnly: true,
      sortOrder: 'desc',
      sortField: 'a',
      filterFields: { a: [1, 2], b: null, c: true },
      fields: ['a', 'b'],
      limit: -1,
      page: 2,
    });
    expect(Object.entries(q)).toEqual([
      ['page', '2'],
      ['limit', '-1'],
      ['fields', 'a,b'],
      ['filterFields', '{"a":[1,2],"b":null,"c":true}'],
      ['sortField', 'a'],
      ['sortOrder', 'desc'],
      ['search', 'x y'],
      ['searchFields', '["b"]'],
      ['metadataOnly', 'true'],
    ]);
  });

  it('leaves out unset, empty and false parameters', () => {
    expect(
      serializeListParams<{ a: number }>({
        fields: [],
        filterFields: { a: undefined },
        search: '  ',
        searchFields: [],
        metadataOnly: false,
      }),
    ).toEqual({});
    expect(serializeListParams()).toEqual({});
  });
});

describe('createResourceClient', () => {
  it('getAll: GET <prefix>getAll with the serialised query, credentials included', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(200, { data: [{ program_id: 4, program_name: 'Ideas' }], meta: { ...META, total: 1 } }),
    );
    const result = await programs.getAll({
      page: 1,
      limit: 5,
      fields: ['program_id', 'program_name'],
      filterFields: { status: ['draft', 'published'], program_category: null },
      sortField: 'start_date',
      sortOrder: 'asc',
      search: 'ideas & more',
      searchFields: ['program_name'],
    });
    const { url, init, params } = call();
    expect(url).toBe(
      '/api/programs/getAll?page=1&limit=5&fields=program_id%2Cprogram_name' +
        '&filterFields=%7B%22status%22%3A%5B%22draft%22%2C%22published%22%5D%2C%22program_category%22%3Anull%7D' +
        '&sortField=start_date&sortOrder=asc&search=ideas+%26+more&searchFields=%5B%22program_name%22%5D',
    );
    expect(Object.fromEntries(params)).toEqual({
      page: '1',
      limit: '5',
      fields: 'program_id,program_name',
      filterFields: '{"status":["draft","published"],"program_category":null}',
      sortField: 'start_date',
      sortOrder: 'asc',
      search: 'ideas & more',
      searchFields: '["program_name"]',
    });
    expect(init).toMatchObject({ method: 'GET', credentials: 'include' });
    expect(result).toEqual({ data: [{ program_id: 4, program_name: 'Ideas' }], meta: { ...META, total: 1 } });
    expectTypeOf(result.data[0]!.program_name).toEqualTypeOf<string | undefined>();
  });

  it('getAll without params calls the bare getAll; a metadataOnly answer gets data []', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { meta: { ...META, total: 7 } }));
    const result = await programs.getAll({ metadataOnly: true });
    expect(call().url).toBe('/api/programs/getAll?metadataOnly=true');
    expect(result).toEqual({ data: [], meta: { ...META, total: 7 } });
    await programs.getAll();
    expect(call(1).url).toBe('/api/programs/getAll');
  });

  it('get: GET <prefix><get>/:id with fields and filterFields', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { program_id: 4 }));
    const row = await programs.get(4, { fields: ['program_id', 'status'], filterFields: { is_deleted: false } });
    const { url, params, init } = call();
    expect(url.split('?')[0]).toBe('/api/programs/getProgram/4');
    expect(Object.fromEntries(params)).toEqual({ fields: 'program_id,status', filterFields: '{"is_deleted":false}' });
    expect(init).toMatchObject({ method: 'GET', credentials: 'include' });
    expect(row).toEqual({ program_id: 4 });
    await programs.get(5);
    expect(call(1).url).toBe('/api/programs/getProgram/5');
  });

  it('create / update / remove use POST, PUT and DELETE with JSON bodies', async () => {
    await programs.create({ program_name: 'Ideas', status: 'draft' });
    await programs.update(4, { program_description: null });
    await programs.remove(4, 11);
    expect(call(0)).toMatchObject({
      url: '/api/programs/createProgram',
      init: { method: 'POST', credentials: 'include' },
      body: { program_name: 'Ideas', status: 'draft' },
    });
    expect(new Headers(call(0).init.headers).get('content-type')).toBe('application/json');
    expect(call(1)).toMatchObject({
      url: '/api/programs/updateProgram/4',
      init: { method: 'PUT' },
      body: { program_description: null },
    });
    expect(call(2)).toMatchObject({ url: '/api/programs/deleteProgram/4/11', init: { method: 'DELETE' } });
    expect(call(2).init.body).toBeUndefined();
  });

  it('bulk calls: POST createMany, POST updateMany (arrays), PUT deleteMany {<idsKey>, deleted_by}', async () => {
    await programs.createMany([{ program_name: 'A' }, { program_name: 'B' }]);
    await programs.updateMany([{ program_id: 1, status: 'archived' }]);
    await programs.deleteMany([1, 2, 3], 11);
    expect(call(0)).toMatchObject({
      url: '/api/programs/createMany',
      init: { method: 'POST' },
      body: [{ program_name: 'A' }, { program_name: 'B' }],
    });
    expect(call(1)).toMatchObject({
      url: '/api/programs/updateMany',
      init: { method: 'POST' },
      body: [{ program_id: 1, status: 'archived' }],
    });
    expect(call(2)).toMatchObject({
      url: '/api/programs/deleteMany',
      init: { method: 'PUT', credentials: 'include' },
      body: { program_ids: [1, 2, 3], deleted_by: 11 },
    });
  });

  it('turns an error body into an ApiError with its status and message', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(400, {
        statusCode: 400,
        error: 'Bad Request',
        message: 'Invalid sortField: unknown column "nope"',
        details: { allowed: ['program_id'] },
      }),
    );
    const error = await programs.getAll({ page: 1 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      message: 'Invalid sortField: unknown column "nope"',
      details: { allowed: ['program_id'] },
    });

    fetchMock.mockResolvedValueOnce(
      jsonResponse(404, { statusCode: 404, error: 'Not Found', message: 'program 9 not found' }),
    );
    await expect(programs.get(9)).rejects.toMatchObject({
      name: 'ApiError',
      status: 404,
      message: 'program 9 not found',
    });

    fetchMock.mockResolvedValueOnce(new Response('', { status: 503, statusText: 'Service Unavailable' }));
    await expect(programs.deleteMany([1], 2)).rejects.toMatchObject({ status: 503, message: 'Service Unavailable' });
  });

  it('types params and bodies from the shared schemas', () => {
    expectTypeOf<Parameters<typeof programs.create>[0]>().toHaveProperty('program_name');
    expectTypeOf<Parameters<typeof programs.updateMany>[0][number]['program_id']>().toEqualTypeOf<number>();
    expectTypeOf<ListParams<{ a: number; j: { x: 1 } }>['sortField']>().toEqualTypeOf<'a' | undefined>();
    // @ts-expect-error unknown column
    void (() => programs.getAll({ fields: ['nope'] }));
    // @ts-expect-error a number column takes numbers
    void (() => programs.getAll({ filterFields: { program_id: 'x' } }));
    // @ts-expect-error only text columns can be searched
    void (() => programs.getAll({ searchFields: ['program_id'] }));
  });
});

describe('query helpers', () => {
  it('have stable keys [prefix, list, params] / [prefix, get, id] and call the client', async () => {
    const params = { page: 2, limit: 20, sortField: 'program_name', sortOrder: 'asc' } as const;
    const list = listQueryOptions(programs, params);
    expect(list.queryKey).toEqual(['programs/', 'list', params]);
    expect(getQueryOptions(programs, 4).queryKey).toEqual(['programs/', 'get', 4]);
    expect(getQueryOptions(programs, 4, { fields: ['status'] }).queryKey).toEqual([
      'programs/',
      'get',
      4,
      { fields: ['status'] },
    ]);

    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const data = await queryClient.fetchQuery(list);
    expect(data).toEqual({ data: [], meta: META });
    expect(call().url).toBe('/api/programs/getAll?page=2&limit=20&sortField=program_name&sortOrder=asc');
    // the same params in another order hit the same cache entry
    await queryClient.fetchQuery({
      ...listQueryOptions(programs, { sortOrder: 'asc', sortField: 'program_name', limit: 20, page: 2 }),
      staleTime: Number.POSITIVE_INFINITY,
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('invalidate marks every query under the prefix stale, and no other', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    queryClient.setQueryData(listQueryOptions(programs, {}).queryKey, { data: [], meta: META });
    queryClient.setQueryData(getQueryOptions(programs, 4).queryKey, { program_id: 4 });
    queryClient.setQueryData(['courses/', 'list', {}], { data: [], meta: META });
    await invalidate(queryClient, programs);
    const stale = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
    expect(stale(['programs/', 'list', {}])).toBe(true);
    expect(stale(['programs/', 'get', 4])).toBe(true);
    expect(stale(['courses/', 'list', {}])).toBe(false);
  });
});
