import type { TCourse, TModule, TProgram, TUnit } from '@ankur/shared/schemas/programs';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { createQueryClient } from '../../lib/query-client';

/** Test helpers of the programs screens (imported by *.test.tsx only). */

export function json(status: number, body: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

const STATUS_TEXT: Record<number, string> = { 403: 'Forbidden', 404: 'Not Found', 409: 'Conflict', 500: 'Error' };

export function apiError(status: number, message: string) {
  return json(status, { statusCode: status, error: STATUS_TEXT[status] ?? 'Error', message });
}

export function list<T>(data: T[], page = 1, limit = 10, total = data.length) {
  return { data, meta: { page, limit, total, totalPages: Math.ceil(total / Math.max(1, limit)) } };
}

export interface ApiCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

type Handler = Response | ((call: ApiCall) => Response | Promise<Response>);

/** Replaces fetch with a table of "METHOD /api/path" answers; unknown requests answer 404. */
export function mockApi(routes: Record<string, Handler>) {
  const calls: ApiCall[] = [];
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const call = { method, path: url.pathname, query: url.searchParams, body };
    calls.push(call);
    const handler = routes[`${method} ${url.pathname}`];
    if (!handler) return apiError(404, `No such endpoint: ${method} ${url.pathname}`);
    return typeof handler === 'function' ? handler(call) : handler.clone();
  });
  return { spy, calls, callsTo: (key: string) => calls.filter((c) => `${c.method} ${c.path}` === key) };
}

/** Renders `element` at `path` (matched by `routePath`) in a memory router with a fresh, non-retrying query client. */
export function renderRoute(element: ReactElement, path: string, routePath = path.split('?')[0] ?? '/') {
  const router = createMemoryRouter(
    [
      { path: routePath, element },
      { path: '/learning-journey', element: <p>Catalogue page</p> },
      { path: '/program-content/:programId', element: <p>Program content page</p> },
      { path: '/programs/overview/:programId', element: <p>Overview page</p> },
    ],
    { initialEntries: [path] },
  );
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  const view = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, client, ...view };
}

const AUDIT = {
  created_by: null,
  modified_by: null,
  deleted_by: null,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  deleted_at: null,
  is_deleted: false,
};

export function program(overrides: Partial<TProgram> = {}): TProgram {
  return {
    program_id: 2,
    program_name: 'Pitch Alchemy Cohort',
    program_description:
      'A 12-week accelerator cohort for early-stage startups ready to turn early traction into investment.',
    program_category: 'Cohort',
    start_date: '2026-02-02',
    end_date: '2026-04-24',
    status: 'published',
    ...AUDIT,
    ...overrides,
  };
}

export function course(overrides: Partial<TCourse> = {}): TCourse {
  return {
    course_id: 10,
    program_id: 2,
    course_name: 'Customer Discovery',
    course_description: null,
    sort_order: 0,
    ...AUDIT,
    ...overrides,
  };
}

export function module(overrides: Partial<TModule> = {}): TModule {
  return {
    module_id: 100,
    course_id: 10,
    module_name: 'Interviews',
    module_description: null,
    sort_order: 0,
    ...AUDIT,
    ...overrides,
  };
}

export function unit(overrides: Partial<TUnit> = {}): TUnit {
  return {
    unit_id: 1000,
    module_id: 100,
    unit_name: 'Why interviews',
    unit_type: 'lesson',
    content: null,
    duration_minutes: 10,
    sort_order: 0,
    ...AUDIT,
    ...overrides,
  };
}
