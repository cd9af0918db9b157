import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, course, json, list, mockApi, module, program, renderManage, signIn, unit } from '../test-support';
import ManageProgramScreen from './manage-program-screen';

vi.mock('../../reports/components/enrolments-panel', () => ({
  EnrolmentsPanel: ({ programId }: { programId: number }) => <p>Enrolments panel of {programId}</p>,
}));
vi.mock('../../reports/components/progress-panel', () => ({
  ProgressPanel: ({ programId }: { programId: number }) => <p>Progress panel of {programId}</p>,
}));
vi.mock('../../reports/components/submissions-panel', () => ({
  SubmissionsPanel: ({ programId }: { programId: number }) => <p>Submissions panel of {programId}</p>,
}));

const GET = 'GET /api/programs/getProgram/2';
const UPDATE = 'PUT /api/programs/updateProgram/2';

function outlineApi(status: string, withUnits = true, extra: Parameters<typeof mockApi>[0] = {}) {
  let current = program({ status });
  return mockApi({
    [GET]: () => json(200, current),
    'GET /api/courses/getAll': json(200, list([course()], 1, -1)),
    'GET /api/modules/getAll': json(200, list([module()], 1, -1)),
    'GET /api/units/getAll': json(200, list(withUnits ? [unit()] : [], 1, -1)),
    [UPDATE]: (call) => {
      current = program({ ...current, ...(call.body as object) });
      return json(200, current);
    },
    ...extra,
  });
}

const renderScreen = (path = '/manage-cohort/2') =>
  renderManage(<ManageProgramScreen />, path, '/manage-cohort/:cohort_id');

beforeEach(() => signIn('manager'));
afterEach(() => vi.restoreAllMocks());

describe('/manage-cohort/:cohort_id', () => {
  it("opens the cohort's own conversation in /messages", async () => {
    const api = outlineApi('published', true, {
      'POST /api/conversations': json(201, {
        conversation_id: 41,
        kind: 'group',
        title: 'Cohort',
        group_title: 'Cohort',
        program_id: 2,
        other_user: null,
        member_count: 1,
        last_message: null,
        unread: 0,
        muted: false,
        blocked: false,
        my_role: 'owner',
        created_at: '2026-03-01T10:00:00.000Z',
        members: [],
      }),
    });
    const { router } = renderScreen();
    const actions = await screen.findByRole('group', { name: 'Program actions' });
    fireEvent.click(within(actions).getByRole('button', { name: 'Cohort conversation' }));
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/messages?c=41'));
    expect(api.callsTo('POST /api/conversations')[0]!.body).toEqual({ kind: 'cohort', program_id: 2 });
  });

  it('shows the program with its status, and publishes it after a confirmation', async () => {
    const api = outlineApi('draft');
    renderScreen();
    expect(await screen.findByRole('heading', { level: 1, name: 'Pitch Alchemy Cohort' })).toBeTruthy();
    const actions = screen.getByRole('group', { name: 'Program actions' });
    expect(within(actions).getByRole('link', { name: 'Preview as learner' }).getAttribute('href')).toBe(
      '/programs/overview/2?preview=1',
    );
    expect(screen.getByText('Draft')).toBeTruthy();

    fireEvent.click(within(actions).getByRole('button', { name: 'Publish' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish “Pitch Alchemy Cohort”?' });
    expect(within(dialog).getByText(/Learners will see it in the learning journey/)).toBeTruthy();
    expect(within(dialog).queryByText(/no units yet/)).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo(UPDATE)[0]!.body).toEqual({ status: 'published' });
    expect(screen.getByText('Published')).toBeTruthy();
    expect(within(actions).getByRole('button', { name: 'Unpublish' })).toBeTruthy();
    expect(within(actions).getByRole('button', { name: 'Archive' })).toBeTruthy();
  });

  it('warns before publishing a program without units, and shows a refusal in the dialog', async () => {
    const api = outlineApi('draft', false, {
      [UPDATE]: apiError(409, 'The program has ended: change its dates first.'),
    });
    renderScreen();
    await screen.findByRole('heading', { level: 1, name: 'Pitch Alchemy Cohort' });
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(/This program has no units yet. Learners who open it will see no lessons./),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publish anyway' }));
    expect(
      await within(dialog).findByText('The status was not changed: The program has ended: change its dates first.'),
    ).toBeTruthy();
    expect(api.callsTo(UPDATE)).toHaveLength(1);
    expect(screen.getByText('Draft')).toBeTruthy();
  });

  it('unpublishes and archives with their own confirmations', async () => {
    const api = outlineApi('published');
    renderScreen();
    await screen.findByRole('heading', { level: 1, name: 'Pitch Alchemy Cohort' });
    fireEvent.click(screen.getByRole('button', { name: 'Unpublish' }));
    let dialog = await screen.findByRole('dialog', { name: 'Unpublish “Pitch Alchemy Cohort”?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Unpublish' }));
    await waitFor(() => expect(screen.getByText('Draft')).toBeTruthy());
    expect(api.callsTo(UPDATE).at(-1)!.body).toEqual({ status: 'draft' });

    fireEvent.click(screen.getByRole('button', { name: 'Archive' }));
    dialog = await screen.findByRole('dialog', { name: 'Archive “Pitch Alchemy Cohort”?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Archive' }));
    await waitFor(() => expect(screen.getByText('Archived')).toBeTruthy());
    expect(api.callsTo(UPDATE).at(-1)!.body).toEqual({ status: 'archived' });
    expect(screen.getByRole('button', { name: 'Move back to draft' })).toBeTruthy();
  });

  it('remembers the tab in the URL and shows the reports’ panels for this program', async () => {
    outlineApi('published');
    const { router } = renderScreen();
    await screen.findByRole('heading', { level: 1, name: 'Pitch Alchemy Cohort' });
    const tabs = screen.getByRole('tablist', { name: 'Program sections' });
    expect(within(tabs).getByRole('tab', { name: 'Outline' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('heading', { level: 3, name: 'Course: Customer Discovery' })).toBeTruthy();

    fireEvent.mouseDown(within(tabs).getByRole('tab', { name: 'Enrolments' }));
    fireEvent.click(within(tabs).getByRole('tab', { name: 'Enrolments' }));
    expect(await screen.findByText('Enrolments panel of 2')).toBeTruthy();
    expect(router.state.location.search).toBe('?tab=enrolments');
  });

  it('opens the tab named in the URL', async () => {
    outlineApi('published');
    renderScreen('/manage-cohort/2?tab=submissions');
    expect(await screen.findByText('Submissions panel of 2')).toBeTruthy();
  });

  it('edits the program’s fields in Settings, and deletes it after a confirmation', async () => {
    const api = outlineApi('draft', true, { 'DELETE /api/programs/deleteProgram/2/7': json(200, { deleted: [2] }) });
    const { router } = renderScreen('/manage-cohort/2?tab=settings');
    const name = await screen.findByRole('textbox', { name: 'Program name' });
    expect((name as HTMLInputElement).value).toBe('Pitch Alchemy Cohort');
    expect((screen.getByRole('button', { name: 'Save changes' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(name, { target: { value: 'Pitch Alchemy 2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.callsTo(UPDATE)).toHaveLength(1));
    expect(api.callsTo(UPDATE)[0]!.body).toMatchObject({ program_name: 'Pitch Alchemy 2026', end_date: '2026-04-24' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Pitch Alchemy 2026' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Delete program' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete “Pitch Alchemy 2026”?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete program' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/manage-cohort'));
    expect(api.callsTo('DELETE /api/programs/deleteProgram/2/7')).toHaveLength(1);
  });

  it('says so when the program does not exist', async () => {
    mockApi({
      [GET]: apiError(404, 'Program 2 not found'),
      'GET /api/courses/getAll': json(200, list([], 1, -1)),
    });
    renderScreen();
    expect(await screen.findByRole('heading', { level: 1, name: 'This program was not found' })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Back to Manage cohorts' })).toHaveLength(2);
  });
});
