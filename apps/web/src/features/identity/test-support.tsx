import { vi } from 'vitest';
import { createQueryClient } from '../../lib/query-client';
import { checkedAnswer } from '../../test/contract';
import { renderAppAt } from '../../test/render-app';

/** Test helpers of the identity screens (imported by *.test.tsx only). */

export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

export function apiError(status: number, message: string, details?: unknown, headers?: Record<string, string>) {
  const error = { 400: 'Bad Request', 401: 'Unauthorized', 403: 'Forbidden', 404: 'Not Found' }[status] ?? 'Error';
  return json(status, { statusCode: status, error, message, ...(details === undefined ? {} : { details }) }, headers);
}

export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
}

type Handler = Response | ((body: unknown) => Response | Promise<Response>);

/**
 * Replaces fetch with a table of "METHOD /api/path" answers. A handler may be a function (called
 * per request, so it can answer differently each time). Unknown requests answer 404.
 */
export function mockApi(routes: Record<string, Handler>) {
  const calls: ApiCall[] = [];
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ method, path: url.pathname, body });
    const handler = routes[`${method} ${url.pathname}`];
    if (!handler) return apiError(404, `No such endpoint: ${method} ${url.pathname}`);
    return checkedAnswer(method, url.pathname, typeof handler === 'function' ? await handler(body) : handler.clone());
  });
  return { spy, calls, callsTo: (key: string) => calls.filter((call) => `${call.method} ${call.path}` === key) };
}

export const renderAt = (path: string) => renderAppAt(path, createQueryClient());

export const INTERACTION = {
  uid: 'abc123',
  prompt: 'login',
  action: 'sign-in',
  login_hint: null,
  account: null,
} as const;
