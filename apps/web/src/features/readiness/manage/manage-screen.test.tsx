import type { TAdminAssessments } from '@ankur/shared/schemas/readiness';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify, Toaster } from '../../../components/ui/toaster';
import { resetSessionStore, type SessionRole } from '../../../stores/session';
import { apiError, json, mockApi, testQueryClient } from '../../../test/mock-api';
import ManageScreen from '../screens/manage-screen';
import { summary, versionDetail } from './test-fixtures';

const ROLE: SessionRole = {
  role_id: 3,
  role_name: 'Cohort Manager',
  display_name: 'Cohort Manager',
  role_view: 'other',
  role_type: 'System Role',
};

function signIn(permissions: string[]) {
  resetSessionStore({
    isLoggedIn: true,
    user: { user_id: 1, username: 'meera', firstName: 'Meera', lastName: 'Iyer', roles: [ROLE], active_role: 3 },
    currentRole: ROLE,
    privileges: [
      { menu_id: 1, menu_name: 'Forms and Assessments', menu_parent_name: null, menu_route: null, permissions },
    ],
  });
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/readiness-journey/manage', element: <ManageScreen /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    {
      initialEntries: [path],
    },
  );
  render(
    <QueryClientProvider client={testQueryClient()}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return router;
}

const PUBLISHED = summary({
  version_id: 30,
  version: 1,
  status: 'published',
  published_at: '2026-10-01T10:00:00.000Z',
  published_by_name: 'Meera Iyer',
  attempts: 14,
});
const ASSESSMENTS = (withDraft: boolean): TAdminAssessments => ({
  assessments: [
    { key: 'entrepreneurial', title: 'Entrepreneurial readiness', versions: [] },
    { key: 'idea', title: 'Idea readiness', versions: [] },
    { key: 'technology', title: 'Technology readiness', versions: [] },
    { key: 'investor', title: 'Investor readiness', versions: withDraft ? [summary(), PUBLISHED] : [PUBLISHED] },
  ],
});
const ALL = ['read', 'create', 'update', 'delete'];

afterEach(() => {
  cleanup();
  act(() => notify.dismiss());
  vi.restoreAllMocks();
});

describe('/readiness-journey/manage', () => {
  it('tells someone without the privilege what to do instead', async () => {
    signIn(['read']);
    const api = mockApi({});
    renderAt('/readiness-journey/manage');
    expect(await screen.findByText('Only assessment editors can open this page')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to my readiness journey' })).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it('lists the versions and starts a new draft from the published one', async () => {
    signIn(ALL);
    const api = mockApi({
      'GET /api/readiness/admin/assessments': json(200, ASSESSMENTS(false)),
      'POST /api/readiness/admin/investor/versions': json(201, versionDetail()),
      'GET /api/readiness/admin/versions/31': json(200, versionDetail()),
    });
    const router = renderAt('/readiness-journey/manage');
    expect(await screen.findByText('Version 1')).toBeTruthy();
    expect(screen.getByText('14 attempts')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'New draft' }));
    await waitFor(() => expect(router.state.location.search).toBe('?key=investor&version=31'));
    expect(api.callsTo('POST /api/readiness/admin/investor/versions')).toHaveLength(1);
    expect(await screen.findByRole('button', { name: 'Save draft' })).toBeTruthy();
  });

  it('shows a published version read-only', async () => {
    signIn(ALL);
    mockApi({
      'GET /api/readiness/admin/assessments': json(200, ASSESSMENTS(false)),
      'GET /api/readiness/admin/versions/30': json(200, versionDetail({ ...PUBLISHED })),
    });
    renderAt('/readiness-journey/manage?key=investor&version=30');
    expect(await screen.findByText(/Version 1 is Published: it never changes/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save draft' })).toBeNull();
    expect((screen.getAllByLabelText(/^Title/)[0] as HTMLInputElement).readOnly).toBe(true);
  });

  it('checks the draft before saving, names the field, then saves what was changed', async () => {
    signIn(ALL);
    const api = mockApi({
      'GET /api/readiness/admin/assessments': json(200, ASSESSMENTS(true)),
      'GET /api/readiness/admin/versions/31': json(200, versionDetail()),
      'PUT /api/readiness/admin/versions/31': (call) =>
        json(
          200,
          versionDetail({}, (call.body as { definition: ReturnType<typeof versionDetail>['definition'] }).definition),
        ),
    });
    renderAt('/readiness-journey/manage?key=investor&version=31');
    const title = (await screen.findAllByLabelText(/^Title/))[0] as HTMLInputElement;
    fireEvent.change(title, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    const summaryBox = await screen.findByRole('alert');
    expect(within(summaryBox).getByText('1 problem to fix before saving:')).toBeTruthy();
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(`${title.id}-error`)?.textContent).toBe('Required');
    expect(api.callsTo('PUT /api/readiness/admin/versions/31')).toHaveLength(0);

    fireEvent.change(title, { target: { value: 'Investor readiness (2027)' } });
    expect(screen.queryByText('1 problem to fix before saving:')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(api.callsTo('PUT /api/readiness/admin/versions/31')).toHaveLength(1));
    const body = api.callsTo('PUT /api/readiness/admin/versions/31')[0]?.body as { definition: { title: string } };
    expect(body.definition.title).toBe('Investor readiness (2027)');
    expect(await screen.findByText('Draft saved.')).toBeTruthy();
    expect(screen.getByText('All changes saved')).toBeTruthy();
  });

  it('shows the API’s 400 at the field it names', async () => {
    signIn(ALL);
    mockApi({
      'GET /api/readiness/admin/assessments': json(200, ASSESSMENTS(true)),
      'GET /api/readiness/admin/versions/31': json(200, versionDetail()),
      'PUT /api/readiness/admin/versions/31': apiError(400, 'Invalid body.definition.sections[0].title', [
        { path: 'body.definition.sections[0].title', message: 'Too long' },
      ]),
    });
    renderAt('/readiness-journey/manage?key=investor&version=31');
    const intro = await screen.findByDisplayValue('Who is building the venture.');
    fireEvent.change(intro, { target: { value: 'The people building it.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    const link = await screen.findByRole('link', { name: 'Section 1 · Title' });
    expect(link.closest('li')?.textContent).toContain('Too long');
    const field = screen.getByDisplayValue('Your team');
    expect(field.getAttribute('aria-invalid')).toBe('true');
  });

  it('publishes after saying what happens to those who took the current version', async () => {
    signIn(ALL);
    const api = mockApi({
      'GET /api/readiness/admin/assessments': json(200, ASSESSMENTS(true)),
      'GET /api/readiness/admin/versions/31': json(200, versionDetail()),
      'POST /api/readiness/admin/versions/31/publish': json(
        200,
        versionDetail({
          status: 'published',
          published_at: '2026-11-26T10:00:00.000Z',
          published_by_name: 'Meera Iyer',
        }),
      ),
    });
    renderAt('/readiness-journey/manage?key=investor&version=31');
    fireEvent.click(await screen.findByRole('button', { name: 'Publish' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish version 2?' });
    expect(within(dialog).getByText('People who took version 1 keep it; new attempts use version 2.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(api.callsTo('POST /api/readiness/admin/versions/31/publish')).toHaveLength(1));
    expect(await screen.findByText(/Version 2 is Published: it never changes/)).toBeTruthy();
  });

  it('adds a question, removes one after a confirmation, and previews a section', async () => {
    signIn(ALL);
    mockApi({
      'GET /api/readiness/admin/assessments': json(200, ASSESSMENTS(true)),
      'GET /api/readiness/admin/versions/31': json(200, versionDetail()),
    });
    renderAt('/readiness-journey/manage?key=investor&version=31');
    await screen.findByRole('button', { name: 'Save draft' });
    fireEvent.click(screen.getAllByRole('button', { name: 'Add question' })[0] as HTMLElement);
    expect(await screen.findByText('Unsaved changes')).toBeTruthy();
    expect(screen.getAllByText('New question')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Question 2 of Your team' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove this question?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Remove question' }));
    await waitFor(() => expect(screen.queryAllByText('New question')).toHaveLength(0));
    expect(screen.getByText('All changes saved')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /^Preview\W+Traction$/ }));
    const preview = await screen.findByRole('dialog', { name: 'Preview: Traction' });
    expect(within(preview).getByText('Step 2 of 2')).toBeTruthy();
    expect(within(preview).getByRole('radio', { name: '5' })).toBeTruthy();
    expect(within(preview).getByText('₹ lakh')).toBeTruthy();
  });
});
