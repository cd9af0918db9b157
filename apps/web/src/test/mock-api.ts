import { vi } from 'vitest';
import { createQueryClient } from '../lib/query-client';
import { checkedAnswer } from './contract';

/**
 * Fetch doubles shared by the web tests: JSON answers, the API's error body, list pages, and a
 * table of "METHOD /api/path" answers that records every call (imported by tests only). Every JSON
 * answer is checked against the API contract (test/contract.ts).
 */

export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

const STATUS_TEXT: Readonly<Record<number, string>> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  410: 'Gone',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
};

/** The API's error body (DESIGN §5): { statusCode, error, message, details? }. */
export function apiError(status: number, message: string, details?: unknown, headers?: Record<string, string>) {
  return json(
    status,
    {
      statusCode: status,
      error: STATUS_TEXT[status] ?? 'Error',
      message,
      ...(details === undefined ? {} : { details }),
    },
    headers,
  );
}

/** A page of the list conventions: { data, meta }. */
export function list<T>(data: T[], page = 1, limit = 10, total = data.length) {
  return { data, meta: { page, limit, total, totalPages: Math.ceil(total / Math.max(1, limit)) } };
}

export interface ApiCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

export type Handler = Response | ((call: ApiCall) => Response | Promise<Response>);

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
    return checkedAnswer(method, url.pathname, typeof handler === 'function' ? await handler(call) : handler.clone());
  });
  return { spy, calls, callsTo: (key: string) => calls.filter((c) => `${c.method} ${c.path}` === key) };
}

/** The app's query client, without retries (a failed call shows at once). */
export function testQueryClient() {
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  return client;
}
