import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';

/** Test helpers of the Admin Center (imported by *.test.tsx only). */

export function json(status: number, body: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

export function apiError(status: number, message: string) {
  const error = { 400: 'Bad Request', 401: 'Unauthorized', 403: 'Forbidden', 404: 'Not Found', 409: 'Conflict' }[
    status
  ];
  return json(status, { statusCode: status, error: error ?? 'Error', message });
}

export function list<T>(data: T[], page = 1, limit = 10, total = data.length) {
  return { data, meta: { page, limit, total, totalPages: Math.max(1, Math.ceil(total / Math.max(1, limit))) } };
}

export interface ApiCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

type Handler = Response | ((call: ApiCall) => Response | Promise<Response>);

/**
 * Replaces fetch with a table of "METHOD /api/path" answers (the query string is not part of the
 * key; handlers see it in call.query). Unknown requests answer 404.
 */
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

/** Renders with a fresh query client (no retries, so failures show at once). */
export function renderWithQuery(ui: ReactElement) {
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  return { client, ...render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>) };
}
