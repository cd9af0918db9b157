import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../../lib/i18n';
import { apiError, json, list, mockApi, program, renderManage, signIn } from '../test-support';
import ManageProgramsScreen from './manage-programs-screen';

const LIST = 'GET /api/programs/getAll';
const CREATE = 'POST /api/programs/createProgram';
// the waiting enrolment requests have their own section (and their own alert when they fail)
const REQUESTS = 'GET /api/enrolment-requests';

const PROGRAMS = [
  program({ program_id: 2, status: 'published', updated_at: '2026-01-05T10:00:00.000Z' }),
  program({ program_id: 5, program_name: 'Seed Fund Readiness', status: 'draft', program_category: null }),
  program({ program_id: 6, program_name: 'Old Bootcamp', status: 'archived' }),
];

const renderScreen = (path = '/manage-cohort') => renderManage(<ManageProgramsScreen />, path, '/manage-cohort');

beforeEach(() => signIn('manager'));
afterEach(() => vi.restoreAllMocks());

describe('/manage-cohort', () => {
  it('lists every program of the tenant, drafts and archives too, with their status and a way in', async () => {
    const api = mockApi({ [LIST]: json(200, list(PROGRAMS, 1, 10)) });
    renderScreen();
    expect(screen.getByRole('heading', { level: 1, name: 'Manage cohorts' })).toBeTruthy();
    await screen.findByText('Seed Fund Readiness');
    const table = screen.getByRole('table', { name: 'Programs you manage' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByText('Published')).toBeTruthy();
    expect(within(rows[1]!).getByText('Draft')).toBeTruthy();
    expect(within(rows[2]!).getByText('Archived')).toBeTruthy();
    expect(within(rows[1]!).getByRole('link', { name: 'Seed Fund Readiness' }).getAttribute('href')).toBe(
      '/manage-cohort/5',
    );
    expect(within(rows[1]!).getByRole('link', { name: 'Manage Seed Fund Readiness' })).toBeTruthy();
    expect(
      within(rows[0]!).getByRole('link', { name: 'Preview Pitch Alchemy Cohort as a learner' }).getAttribute('href'),
    ).toBe('/programs/overview/2?preview=1');

    // all statuses, the most recently changed first
    const query = api.callsTo(LIST)[0]!.query;
    expect(query.get('limit')).toBe('10');
    expect(query.get('sortField')).toBe('updated_at');
    expect(query.get('sortOrder')).toBe('desc');
    expect(query.has('filterFields')).toBe(false);
  });

  it('searches by text and filters by status, keeping both in the URL', async () => {
    const api = mockApi({ [LIST]: json(200, list(PROGRAMS, 1, 10)) });
    const { router } = renderScreen();
    await screen.findByText('Seed Fund Readiness');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search programs' }), { target: { value: 'seed' } });
    await waitFor(() => expect(api.callsTo(LIST).at(-1)?.query.get('search')).toBe('seed'));

    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: 'draft' } });
    await waitFor(() =>
      expect(JSON.parse(api.callsTo(LIST).at(-1)?.query.get('filterFields') ?? '{}')).toEqual({ status: 'draft' }),
    );
    expect(api.callsTo(LIST).at(-1)?.query.get('search')).toBe('seed');
    expect(router.state.location.search).toBe('?q=seed&status=draft');
  });

  it('invites the first program when there is none, and offers Retry when the list fails', async () => {
    let fail = true;
    mockApi({
      [LIST]: () => (fail ? apiError(500, 'boom') : json(200, list([], 1, 10))),
      [REQUESTS]: json(200, list([], 1, 10, 0)),
    });
    renderScreen();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Something went wrong on our side');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'No programs yet' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'New program' })).toHaveLength(2);
  });

  it('creates a program: checks the fields first, shows the server’s 400 at its field, then opens the program', async () => {
    let answer = apiError(400, 'Invalid body.program_category: Too big: expected string to have <=100 characters', [
      { path: 'body.program_category', message: 'Too big: expected string to have <=100 characters' },
    ]);
    const api = mockApi({
      [LIST]: json(200, list(PROGRAMS, 1, 10)),
      [CREATE]: () => answer,
    });
    const { router } = renderScreen();
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('button', { name: 'New program' }));
    const dialog = await screen.findByRole('dialog', { name: 'New program' });

    // nothing is sent without a name, and an end date before the start is caught here too
    fireEvent.change(within(dialog).getByLabelText('Start date'), { target: { value: '2026-05-10' } });
    fireEvent.change(within(dialog).getByLabelText('End date'), { target: { value: '2026-05-01' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create program' }));
    const name = within(dialog).getByRole('textbox', { name: 'Program name' });
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByText('Fill this in.')).toBeTruthy();
    expect(within(dialog).getByText('The end date cannot be before the start date.')).toBeTruthy();
    expect(api.callsTo(CREATE)).toHaveLength(0);

    fireEvent.change(name, { target: { value: '  Women Founders 2026 ' } });
    fireEvent.change(within(dialog).getByLabelText('End date'), { target: { value: '2026-08-01' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Category' }), { target: { value: 'Cohort' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create program' }));
    const category = within(dialog).getByRole('textbox', { name: 'Category' });
    await waitFor(() => expect(category.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByText('Use at most 100 characters.')).toBeTruthy();
    expect(api.callsTo(CREATE)[0]!.body).toEqual({
      program_name: 'Women Founders 2026',
      program_category: 'Cohort',
      program_description: null,
      start_date: '2026-05-10',
      end_date: '2026-08-01',
      language: 'en',
      self_paced: false,
    });

    answer = json(201, program({ program_id: 42, program_name: 'Women Founders 2026', status: 'draft' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create program' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/manage-cohort/42'));
    // the router renders the new route a tick after its location changes (slow on a loaded machine)
    expect(await screen.findByText('Program page')).toBeTruthy();
  });

  it('tells a role without program management that it is not part of the role', () => {
    signIn('learner');
    const api = mockApi({ [LIST]: json(200, list(PROGRAMS)) });
    renderScreen();
    expect(screen.getByRole('heading', { name: 'Managing programs is not part of your role' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the learning journey' }).getAttribute('href')).toBe(
      '/learning-journey',
    );
    expect(api.calls).toHaveLength(0);
  });

  it('speaks Hindi', async () => {
    mockApi({ [LIST]: json(200, list(PROGRAMS, 1, 10)) });
    await act(() => setLanguage('hi'));
    try {
      renderScreen();
      expect(screen.getByRole('heading', { level: 1, name: 'कोहोर्ट प्रबंधन' })).toBeTruthy();
      expect(await screen.findByText('ड्राफ़्ट')).toBeTruthy();
      expect(screen.getByRole('button', { name: 'नया कार्यक्रम' })).toBeTruthy();
    } finally {
      await act(() => setLanguage('en'));
    }
  });
});
