import type { MenuPrivilege } from '@ankur/shared/access';
import type { TAnnouncement } from '@ankur/shared/schemas/announcements';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from '../../components/ui/toaster';
import { resetSessionStore, type SessionRole } from '../../stores/session';
import { testQueryClient } from '../../test/mock-api';

/** Test helpers of the announcements feature (imported by *.test.tsx only). */

export { type ApiCall, apiError, json, list, mockApi } from '../../test/mock-api';

const ROLE: SessionRole = {
  role_id: 2,
  role_name: 'Someone',
  display_name: 'Someone',
  role_view: 'other',
  role_type: 'System Role',
};
const grant = (menu_name: string, permissions: string[]): MenuPrivilege => ({
  menu_id: 1,
  menu_name,
  menu_parent_name: null,
  menu_route: null,
  permissions,
});

/** Signed in as a reader (no write privilege) or a writer ('create' on Admin Center). */
export function signInAs(kind: 'reader' | 'writer' | 'tenantAdmin') {
  const privileges =
    kind === 'writer'
      ? [grant('Admin Center', ['read', 'create'])]
      : kind === 'tenantAdmin'
        ? [grant('Tenant Admin Center', ['read', 'create'])]
        : [grant('Content Hub', ['read'])];
  resetSessionStore({
    rehydrationStatus: 'succeeded',
    isLoggedIn: true,
    user: { user_id: 3 },
    currentRole: ROLE,
    privileges,
  });
}

/** An announcement as the API sends it. */
export function announcement(id: number, overrides: Partial<TAnnouncement> = {}): TAnnouncement {
  const at = new Date(Date.now() - (100 - id) * 60_000).toISOString();
  return {
    announcement_id: id,
    title: `Announcement ${id}`,
    body: `<p>Body of ${id}</p>`,
    audience: 'tenant',
    audience_role: null,
    audience_program_id: null,
    audience_name: null,
    publish_at: at,
    published_at: at,
    author_id: 1,
    author_name: 'Asha Admin',
    created_at: at,
    updated_at: at,
    ...overrides,
  };
}

/** Renders `element` at `path` in a memory router with a fresh query client and the toaster. */
export function renderRoute(element: ReactElement, path = '/announcements') {
  const router = createMemoryRouter([{ path: '/announcements', element }], { initialEntries: [path] });
  const client = testQueryClient();
  const view = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { router, client, ...view };
}
