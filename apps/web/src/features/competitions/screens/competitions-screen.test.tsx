import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../components/ui/toaster';
import { apiError, card, json, list, mockApi, renderAt, signInAs } from '../test-support';
import CompetitionHubScreen from './competition-hub-screen';
import CompetitionsScreen from './competitions-screen';

afterEach(() => {
  act(() => notify.dismiss());
  vi.restoreAllMocks();
});

describe('CompetitionsScreen', () => {
  it('shows cards with countdown, prizes, event and my part; tabs, hub, search and pages go into the query', async () => {
    signInAs(7);
    const api = mockApi({
      'GET /api/competitions': ({ query }) =>
        json(200, {
          ...list([
            card({ my_application_status: 'submitted' }),
            card({ competition_id: 5, title: 'Campus Ideathon 2026', status: 'judging', i_judge: true }),
          ]),
          meta: { page: Number(query.get('page') ?? 1), limit: 12, total: 30 },
        }),
    });
    const { router } = renderAt(<CompetitionsScreen />, '/competitions');
    const link = await screen.findByRole('link', { name: 'Smart Village Innovation Challenge' });
    expect(link.getAttribute('href')).toBe('/competition/4');
    const first = link.closest('article') as HTMLElement;
    expect(within(first).getByText('Closes in 5 days')).toBeTruthy();
    expect(within(first).getByText('Applied')).toBeTruthy();
    expect(within(first).getByText('Part of Bharat Startup Summit 2026')).toBeTruthy();
    expect(within(first).getByText(/₹5,00,000 grant/)).toBeTruthy();
    expect(screen.getByText('You judge')).toBeTruthy();
    expect(screen.getByText('30 competitions')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Create competition' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Upcoming' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=upcoming'));
    fireEvent.change(screen.getByLabelText('Hub'), { target: { value: 'idea-hub' } });
    await waitFor(() => expect(api.callsTo('GET /api/competitions').at(-1)?.query.get('hub')).toBe('idea-hub'));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search competitions' }), { target: { value: 'agritech' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(api.callsTo('GET /api/competitions').at(-1)?.query.get('q')).toBe('agritech'));
    fireEvent.click(await screen.findByRole('button', { name: 'Next' }));
    await waitFor(() => expect(api.callsTo('GET /api/competitions').at(-1)?.query.get('page')).toBe('2'));
    const last = api.callsTo('GET /api/competitions').at(-1)?.query;
    expect(last?.get('status')).toBe('upcoming');
    expect(last?.get('hub')).toBe('idea-hub');
  });

  it('offers Create to managers when there is none, clears filters when nothing matches, and retries', async () => {
    signInAs(7, { manager: true });
    mockApi({ 'GET /api/competitions': json(200, list([])) });
    const one = renderAt(<CompetitionsScreen />, '/community/competitions');
    expect(await screen.findByRole('heading', { level: 1, name: 'Community competitions' })).toBeTruthy();
    expect(await screen.findByText('No competitions yet')).toBeTruthy();
    const creates = screen.getAllByRole('link', { name: 'Create competition' });
    expect(creates.at(-1)?.getAttribute('href')).toBe('/competition/manage/new');
    one.unmount();

    const two = renderAt(<CompetitionsScreen />, '/competitions?status=judging&mine=judging');
    expect(await screen.findByText('No competition matches')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(two.router.state.location.search).toBe(''));
    two.unmount();
    vi.restoreAllMocks();

    let fail = true;
    mockApi({ 'GET /api/competitions': () => (fail ? apiError(500, 'boom') : json(200, list([card()]))) });
    renderAt(<CompetitionsScreen />, '/competitions');
    expect(await screen.findByText('We could not load the competitions')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Smart Village Innovation Challenge' })).toBeTruthy();
  });
});

describe('CompetitionHubScreen', () => {
  it('shows open competitions, results with the winner, my applications and my judging queue', async () => {
    signInAs(7);
    mockApi({
      'GET /api/competitions': ({ query }) => {
        if (query.get('status') === 'open') return json(200, list([card()]));
        if (query.get('status') === 'results_published')
          return json(
            200,
            list([card({ competition_id: 6, title: 'Campus Ideathon 2026', status: 'results_published' })]),
          );
        if (query.get('mine') === 'judging')
          return json(
            200,
            list([
              card({
                competition_id: 7,
                title: 'Bharat Startup Summit Pitch Challenge 2026',
                status: 'judging',
                i_judge: true,
              }),
            ]),
          );
        return json(200, list([]));
      },
      'GET /api/competitions/6/leaderboard': json(200, [
        { rank: 1, team_name: 'Vidyut Mobility', prize: '₹1,00,000', members: [] },
      ]),
    });
    renderAt(<CompetitionHubScreen />, '/competition-hub');
    expect(await screen.findByRole('link', { name: 'Smart Village Innovation Challenge' })).toBeTruthy();
    expect(await screen.findByText('Winner: Vidyut Mobility')).toBeTruthy();
    expect(screen.getByText('You have not applied to a competition yet.')).toBeTruthy();
    const judge = await screen.findByRole('link', { name: 'Judge' });
    expect(judge.getAttribute('href')).toBe('/competition/7/judge');
    expect(screen.getByRole('link', { name: /Events hub/ }).getAttribute('href')).toBe('/event-hub');
  });
});
