import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../components/ui/toaster';
import { apiError, application, detail, inDays, json, mockApi, renderAt, signInAs } from '../test-support';
import CompetitionScreen from './competition-screen';

afterEach(() => {
  act(() => notify.dismiss());
  vi.restoreAllMocks();
});

const PATH = '/competition/:eventId';
const mine = (overrides: Parameters<typeof application>[0]) => ({ application: application(overrides) });

describe('CompetitionScreen', () => {
  it('shows the overview, timeline and prizes; a new applicant saves a draft and the API names a bad field', async () => {
    signInAs(7);
    let first = true;
    const api = mockApi({
      'GET /api/competitions/4': json(200, detail()),
      'GET /api/competitions/4/applications/mine': json(200, { application: null }),
      'POST /api/competitions/4/applications': () => {
        if (first) {
          first = false;
          return apiError(400, 'body.answers.problem must be answered', [
            { path: 'body.answers.problem', message: 'must be answered' },
          ]);
        }
        return json(201, application());
      },
    });
    renderAt(<CompetitionScreen />, '/competition/4', PATH);
    expect(await screen.findByRole('heading', { level: 1, name: 'Smart Village Innovation Challenge' })).toBeTruthy();
    expect(screen.getByText('Closes in 5 days')).toBeTruthy();
    expect(screen.getByText('DPIIT-recognised startups under five years old.')).toBeTruthy();
    const timeline = screen.getByRole('heading', { name: 'Timeline' }).parentElement as HTMLElement;
    expect(within(timeline).getByText('Screening')).toBeTruthy();
    expect(within(timeline).getByText('Final')).toBeTruthy();
    expect(screen.getByText('₹5,00,000 grant')).toBeTruthy();

    fireEvent.change(await screen.findByLabelText(/Team or startup name/), { target: { value: 'KhetiSense' } });
    fireEvent.change(screen.getByLabelText(/Sector/), { target: { value: 'Agritech' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    // the API's message shows at the field it names
    const problem = await screen.findByLabelText(/The problem you solve/);
    await waitFor(() => expect(problem.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('must be answered')).toBeTruthy();
    expect(api.callsTo('POST /api/competitions/4/applications')[0]?.body).toEqual({
      team_name: 'KhetiSense',
      answers: { sector: 'Agritech' },
      member_ids: [],
      submit: false,
    });
    fireEvent.change(problem, { target: { value: 'Late irrigation in Wardha.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit application' }));
    await waitFor(() => expect(api.callsTo('POST /api/competitions/4/applications')).toHaveLength(2));
    expect(api.callsTo('POST /api/competitions/4/applications')[1]?.body).toMatchObject({
      answers: { sector: 'Agritech', problem: 'Late irrigation in Wardha.' },
      submit: true,
    });
  });

  it('lets the lead edit a submitted application and withdraw it after a confirm', async () => {
    signInAs(7);
    const api = mockApi({
      'GET /api/competitions/4': json(200, detail({ my_application_status: 'submitted' })),
      'GET /api/competitions/4/applications/mine': json(200, mine({ status: 'submitted', submitted_at: inDays(-1) })),
      'PATCH /api/competitions/applications/21': ({ body }) =>
        json(200, application({ status: 'submitted', team_name: (body as { team_name: string }).team_name })),
      'POST /api/competitions/applications/21/withdraw': json(200, application({ status: 'withdrawn' })),
    });
    renderAt(<CompetitionScreen />, '/competition/4', PATH);
    const name = await screen.findByLabelText(/Team or startup name/);
    expect((name as HTMLInputElement).value).toBe('KhetiSense');
    expect(screen.getByText('Arjun Reddy')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save draft' })).toBeNull();
    fireEvent.change(name, { target: { value: 'KhetiSense Agro' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(api.callsTo('PATCH /api/competitions/applications/21')[0]?.body).toMatchObject({
        team_name: 'KhetiSense Agro',
        member_ids: [9],
        submit: true,
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw your application?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(api.callsTo('POST /api/competitions/applications/21/withdraw')).toHaveLength(1));
  });

  it('keeps a member read-only, and after the deadline nobody edits', async () => {
    signInAs(9);
    mockApi({
      'GET /api/competitions/4': json(200, detail({ my_application_status: 'submitted' })),
      'GET /api/competitions/4/applications/mine': json(200, mine({ status: 'submitted' })),
    });
    const one = renderAt(<CompetitionScreen />, '/competition/4', PATH);
    expect(await screen.findByText(/Only your team lead \(Priya Deshmukh\)/)).toBeTruthy();
    expect((screen.getByLabelText(/Team or startup name/) as HTMLInputElement).disabled).toBe(true);
    one.unmount();
    vi.restoreAllMocks();

    signInAs(7);
    mockApi({
      'GET /api/competitions/4': json(200, detail({ closes_at: inDays(-1), my_application_status: 'submitted' })),
      'GET /api/competitions/4/applications/mine': json(200, mine({ status: 'submitted' })),
    });
    renderAt(<CompetitionScreen />, '/competition/4', PATH);
    expect(await screen.findByText(/The deadline has passed/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Withdraw' })).toBeNull();
  });

  it('after results shows my rank and the public leaderboard', async () => {
    signInAs(7);
    mockApi({
      'GET /api/competitions/4': json(200, detail({ status: 'results_published', my_application_status: 'submitted' })),
      'GET /api/competitions/4/applications/mine': json(
        200,
        mine({ status: 'submitted', final_rank: 2, prize: 'Runner-up' }),
      ),
      'GET /api/competitions/4/leaderboard': json(200, [
        {
          rank: 1,
          team_name: 'JalDoot Water Labs',
          prize: 'Winner',
          members: [{ user_id: 5, name: 'Sneha Kulkarni', photo_url: null }],
        },
        { rank: 2, team_name: 'KhetiSense', prize: 'Runner-up', members: [] },
      ]),
    });
    renderAt(<CompetitionScreen />, '/competition/4', PATH);
    expect(await screen.findByText('Rank 2')).toBeTruthy();
    const table = await screen.findByRole('table');
    expect(within(table).getByText('JalDoot Water Labs')).toBeTruthy();
    expect(within(table).getAllByRole('row')).toHaveLength(3);
  });

  it('shows not found for an unknown competition, and Retry after a failure', async () => {
    signInAs(7);
    mockApi({ 'GET /api/competitions/99': apiError(404, 'No such competition') });
    const one = renderAt(<CompetitionScreen />, '/competition/99', PATH);
    expect(await screen.findByRole('heading', { name: 'This competition does not exist' })).toBeTruthy();
    one.unmount();
    vi.restoreAllMocks();
    let fail = true;
    mockApi({
      'GET /api/competitions/4': () => (fail ? apiError(500, 'boom') : json(200, detail({ status: 'draft' }))),
    });
    renderAt(<CompetitionScreen />, '/competition/4', PATH);
    expect(await screen.findByText('We could not load this competition')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('This competition is a draft: only its organisers see it.')).toBeTruthy();
  });
});
