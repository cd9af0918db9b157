import type { TAssignment } from '@ankur/shared/schemas/competitions';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../components/ui/toaster';
import { SCORE_SAVE_DELAY_MS } from '../components/use-score-autosave';
import { apiError, assignment, detail, json, mockApi, renderAt, signInAs } from '../test-support';
import JudgingScreen from './judging-screen';

afterEach(() => {
  act(() => notify.dismiss());
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const PATH = '/competition/:eventId/judge';
const SECOND = assignment({
  assignment_id: 32,
  application: { ...assignment().application, application_id: 22, team_name: 'JalDoot Water Labs', files: [] },
});

/** A judging API that keeps what the judge saves, as the server does. */
function judgingApi(initial: TAssignment[]) {
  let queue = initial;
  return mockApi({
    'GET /api/competitions/4': json(200, detail({ i_judge: true, status: 'judging' })),
    'GET /api/competitions/4/judging': () => json(200, queue),
    'PUT /api/competitions/assignments/31/score': ({ body }) => {
      const input = body as { scores: Record<string, number>; comment: string; final: boolean };
      queue = queue.map((a) =>
        a.assignment_id === 31
          ? {
              ...a,
              scores: input.scores,
              comment: input.comment,
              status: input.final ? 'scored' : a.status,
              updated_at: new Date().toISOString(),
            }
          : a,
      );
      return json(
        200,
        queue.find((a) => a.assignment_id === 31),
      );
    },
    'POST /api/competitions/assignments/32/conflict': () => {
      queue = queue.map((a) => (a.assignment_id === 32 ? { ...a, status: 'conflict' } : a));
      return json(
        200,
        queue.find((a) => a.assignment_id === 32),
      );
    },
  });
}

describe('JudgingScreen', () => {
  it('saves a partial score as the judge goes, and the saved scores come back after a reload', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signInAs(7);
    const api = judgingApi([assignment(), SECOND]);
    const first = renderAt(<JudgingScreen />, '/competition/4/judge', PATH);
    expect(await screen.findByRole('heading', { name: 'KhetiSense' })).toBeTruthy();
    expect(screen.getByText('0 of 2 scored')).toBeTruthy();
    // the pitch deck opens in a new tab
    const deck = screen.getByRole('link', { name: /khetisense-deck\.pdf/ });
    expect(deck.getAttribute('target')).toBe('_blank');

    const problem = screen.getByRole('radiogroup', { name: 'Problem: score from 1 to 5' });
    fireEvent.click(within(problem).getByLabelText('4'));
    fireEvent.change(screen.getByLabelText('Comment for the organisers'), { target: { value: 'Sharp problem' } });
    expect(screen.getByText('Changes not saved yet')).toBeTruthy();
    expect(api.callsTo('PUT /api/competitions/assignments/31/score')).toHaveLength(0);
    await act(async () => {
      vi.advanceTimersByTime(SCORE_SAVE_DELAY_MS + 10);
    });
    await waitFor(() => expect(screen.getByText('Saved')).toBeTruthy());
    const puts = api.callsTo('PUT /api/competitions/assignments/31/score');
    // one debounced save, with what was chosen so far
    expect(puts).toHaveLength(1);
    expect(puts[0]?.body).toEqual({ scores: { problem: 4 }, comment: 'Sharp problem', final: false });
    // Submit waits for every criterion
    expect((screen.getByRole('button', { name: 'Submit score' }) as HTMLButtonElement).disabled).toBe(true);
    first.unmount();

    // a reload: the saved partial score is chosen again
    renderAt(<JudgingScreen />, '/competition/4/judge', PATH);
    const again = await screen.findByRole('radiogroup', { name: 'Problem: score from 1 to 5' });
    expect((within(again).getByLabelText('4') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Comment for the organisers') as HTMLTextAreaElement).value).toBe('Sharp problem');
  });

  it('submits a complete score, then moves on; j/k and the buttons walk the queue', async () => {
    signInAs(7);
    const api = judgingApi([assignment(), SECOND]);
    const { router } = renderAt(<JudgingScreen />, '/competition/4/judge', PATH);
    await screen.findByRole('heading', { name: 'KhetiSense' });
    fireEvent.click(within(screen.getByRole('radiogroup', { name: /^Problem/ })).getByLabelText('5'));
    fireEvent.click(within(screen.getByRole('radiogroup', { name: /^Market/ })).getByLabelText('3'));
    // (2·1 + 1·0.5) / 3 = 83.3
    expect(screen.getByText('Weighted total: 83.3 / 100')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Submit score' }));
    await waitFor(() =>
      expect(api.callsTo('PUT /api/competitions/assignments/31/score').at(-1)?.body).toEqual({
        scores: { problem: 5, market: 3 },
        comment: '',
        final: true,
      }),
    );
    expect(await screen.findByRole('heading', { name: 'JalDoot Water Labs' })).toBeTruthy();
    expect(router.state.location.search).toBe('?a=32');
    await waitFor(() => expect(screen.getByText('1 of 2 scored')).toBeTruthy());
    fireEvent.keyDown(window, { key: 'k' });
    expect(await screen.findByRole('heading', { name: 'KhetiSense' })).toBeTruthy();
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(await screen.findByRole('heading', { name: 'JalDoot Water Labs' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByRole('heading', { name: 'KhetiSense' })).toBeTruthy();
  });

  it('declares a conflict of interest with a reason', async () => {
    signInAs(7);
    const api = judgingApi([assignment({ status: 'scored', scores: { problem: 3, market: 3 } }), SECOND]);
    renderAt(<JudgingScreen />, '/competition/4/judge?a=32', PATH);
    await screen.findByRole('heading', { name: 'JalDoot Water Labs' });
    fireEvent.click(screen.getByRole('button', { name: 'Declare a conflict of interest' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'I advise this startup' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Declare conflict' }));
    await waitFor(() =>
      expect(api.callsTo('POST /api/competitions/assignments/32/conflict')[0]?.body).toEqual({
        reason: 'I advise this startup',
      }),
    );
    expect(await screen.findByText('You declared a conflict of interest for this application.')).toBeTruthy();
  });

  it('tells a non-judge so, shows an empty queue, and offers Retry on a failure', async () => {
    signInAs(7);
    mockApi({
      'GET /api/competitions/4': json(200, detail()),
      'GET /api/competitions/4/judging': apiError(403, 'This application is not assigned to you'),
    });
    const one = renderAt(<JudgingScreen />, '/competition/4/judge', PATH);
    expect(await screen.findByRole('heading', { name: 'You do not judge this competition' })).toBeTruthy();
    one.unmount();
    vi.restoreAllMocks();

    mockApi({
      'GET /api/competitions/4': json(200, detail({ i_judge: true })),
      'GET /api/competitions/4/judging': json(200, []),
    });
    const two = renderAt(<JudgingScreen />, '/competition/4/judge', PATH);
    expect(await screen.findByText('Nothing to judge yet')).toBeTruthy();
    two.unmount();
    vi.restoreAllMocks();

    let fail = true;
    mockApi({
      'GET /api/competitions/4': json(200, detail({ i_judge: true })),
      'GET /api/competitions/4/judging': () => (fail ? apiError(500, 'boom') : json(200, [assignment()])),
    });
    renderAt(<JudgingScreen />, '/competition/4/judge', PATH);
    expect(await screen.findByText('We could not load your judging queue')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'KhetiSense' })).toBeTruthy();
  });
});
