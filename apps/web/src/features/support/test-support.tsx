import type { TSupportMessage } from '@ankur/shared/schemas/support';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { createQueryClient } from '../../lib/query-client';

/** Test helpers of the support screens (imported by *.test.tsx only). */

export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
};

export function apiError(status: number, message: string, details?: unknown) {
  return json(status, {
    statusCode: status,
    error: STATUS_TEXT[status] ?? 'Error',
    message,
    ...(details === undefined ? {} : { details }),
  });
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

/** A promise to settle by hand (a request still on its way). */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

/** Renders `element` at `path` in a memory router, with a query client that does not retry. */
export function renderRoute(element: ReactElement, path: string, routePath = path.split('?')[0] ?? '/') {
  const router = createMemoryRouter(
    [
      { path: routePath, element },
      { path: '/', element: <p>Home page</p> },
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

export function message(overrides: Partial<TSupportMessage> = {}): TSupportMessage {
  return {
    id: 1,
    kind: 'contact',
    status: 'new',
    name: 'Meera Nair',
    email: 'meera@example.org',
    organisation: 'Kochi Makers',
    topic: 'partnership',
    subject: null,
    message: 'We would like to host a programme with you.',
    severity: null,
    page_url: null,
    steps_to_reproduce: null,
    user_agent: null,
    user_id: null,
    tenant_id: null,
    handled_by: null,
    handled_by_name: null,
    created_at: '2026-03-01T09:00:00.000Z',
    updated_at: '2026-03-01T09:00:00.000Z',
    ...overrides,
  };
}
