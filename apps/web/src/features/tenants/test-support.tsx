import type { TUserTenant } from '@ankur/shared/schemas/tenants';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { buildRouteObjects } from '../../app/router';
import { createQueryClient } from '../../lib/query-client';
import type { SessionRole } from '../../stores/session';

/** Test helpers of the tenant screens (imported by *.test.tsx only). */

export function json(status: number, body: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

export function apiError(status: number, message: string, details?: unknown) {
  const error =
    { 400: 'Bad Request', 401: 'Unauthorized', 403: 'Forbidden', 404: 'Not Found', 409: 'Conflict', 410: 'Gone' }[
      status
    ] ?? 'Error';
  return json(status, { statusCode: status, error, message, ...(details === undefined ? {} : { details }) });
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

/** Renders the whole app (router, layouts, screens) at `path`, with a query client that does not retry. */
export function renderAt(path: string) {
  const router = createMemoryRouter(buildRouteObjects(), { initialEntries: [path] });
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  const view = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, client, ...view };
}

export const PLATFORM_ROLE: SessionRole = {
  role_id: 2,
  role_name: 'Entrepreneur',
  display_name: 'Entrepreneur',
  role_view: 'user',
  role_type: 'System Role',
};

export const TENANT_ADMIN_ROLE: SessionRole = {
  role_id: 40,
  role_name: 'Tenant Administrator',
  display_name: 'Tenant Administrator',
  role_view: 'admin',
  role_type: 'System Role',
};

export const TENANT_MEMBER_ROLE: SessionRole = {
  role_id: 41,
  role_name: 'Member',
  display_name: 'Member',
  role_view: 'user',
  role_type: 'System Role',
};

export const ACME: TUserTenant = {
  tenant_id: 'acme-id',
  tenant_type: 'organisation',
  tenant_name: 'acme',
  display_name: 'Acme Labs',
  branding: { primary_color: '#1d4ed8', accent_color: '#f59e0b' },
  role_id: TENANT_ADMIN_ROLE.role_id,
  role_name: TENANT_ADMIN_ROLE.role_name,
  role_view: 'admin',
  status: 'active',
};

export const GLOBEX: TUserTenant = {
  tenant_id: 'globex-id',
  tenant_type: 'institution',
  tenant_name: 'globex-university',
  display_name: 'Globex University',
  branding: {},
  role_id: TENANT_MEMBER_ROLE.role_id,
  role_name: TENANT_MEMBER_ROLE.role_name,
  role_view: 'user',
  status: 'active',
};

/** The profile POST auth/refresh answers, holding `role` (the membership role inside a tenant). */
export function profileWith(role: SessionRole, userId = 7) {
  return {
    user_id: userId,
    username: 'asha',
    firstName: 'Asha',
    lastName: 'Rao',
    email: 'asha@example.org',
    enabled: true,
    roles: [role],
    active_role: role.role_id,
    profile_image: null,
    phone_number: null,
    otpVerified: true,
    registration_redirect: null,
  };
}
