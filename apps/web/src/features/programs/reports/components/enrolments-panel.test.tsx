import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as toaster from '../../../../components/ui/toaster';
import { setLanguage } from '../../../../lib/i18n';
import {
  apiError,
  enrollment,
  json,
  learner,
  mockApi,
  PROGRAM_ID,
  REPORT,
  renderPanel,
  report,
  UPDATE_ENROLMENT,
  UPDATE_MANY,
} from '../test-support';
import { EnrolmentsPanel } from './enrolments-panel';

afterEach(() => vi.restoreAllMocks());

const renderEnrolments = () => renderPanel(<EnrolmentsPanel programId={PROGRAM_ID} />);
const table = () => screen.getByRole('table', { name: 'Learners' });
/** The body rows' cells as text: [name, email, status, …]. */
const bodyRows = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell'));
const rowOf = (name: string) => screen.getByRole('cell', { name }).closest('tr') as HTMLElement;
const statusOf = (name: string) => rowOf(name).querySelector('[data-status]')?.getAttribute('data-status');

/** A report that answers with the statuses saved so far. */
function liveReport() {
  const current = report();
  return {
    current,
    handler: () => json(200, current),
    set(id: number, status: string) {
      const row = current.learners.find((l) => l.enrollment_id === id);
      if (row) row.enrollment_status = status;
    },
  };
}

describe('EnrolmentsPanel', () => {
  it('lists the learners, pending requests first, with status chips and their counts', async () => {
    mockApi({ [REPORT]: json(200, report()) });
    renderEnrolments();
    expect(screen.getByRole('status')).toBeTruthy(); // skeleton while loading
    await screen.findByRole('table', { name: 'Learners' });

    expect(bodyRows().map((cells) => cells[0]?.textContent)).toEqual([
      'Chitra Iyer',
      'Dev Patel',
      'Asha Rao',
      'Bilal Khan',
      'Esha Gupta',
    ]);
    const asha = bodyRows()[2]!;
    expect(asha[1]?.textContent).toBe('asha@example.org');
    expect(asha[2]?.textContent).toBe('Enrolled');
    expect(asha[3]?.textContent).toBe('3 Feb 2026');
    expect(
      within(asha[4]!).getByRole('progressbar', { name: 'Progress of Asha Rao' }).getAttribute('aria-valuenow'),
    ).toBe('50');
    // only pending rows can be decided
    expect(within(rowOf('Chitra Iyer')).getByRole('button', { name: 'Approve Chitra Iyer' })).toBeTruthy();
    expect(within(rowOf('Asha Rao')).queryByRole('button')).toBeNull();

    const chips = within(screen.getByRole('group', { name: 'Show learners by status' }))
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(chips).toEqual(['Pending (2)', 'All (5)', 'Enrolled (1)', 'Completed (1)', 'Rejected (1)']);
  });

  it('filters by status and searches names and emails', async () => {
    mockApi({ [REPORT]: json(200, report()) });
    renderEnrolments();
    await screen.findByRole('table', { name: 'Learners' });

    fireEvent.click(screen.getByRole('button', { name: 'Pending (2)' }));
    expect(screen.getByRole('button', { name: 'Pending (2)' }).getAttribute('aria-pressed')).toBe('true');
    expect(bodyRows().map((cells) => cells[0]?.textContent)).toEqual(['Chitra Iyer', 'Dev Patel']);

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search learners' }), { target: { value: 'STARTUP.IN' } });
    await waitFor(() => expect(bodyRows().map((cells) => cells[0]?.textContent)).toEqual(['Dev Patel']));

    fireEvent.click(screen.getByRole('button', { name: 'Completed (1)' }));
    await waitFor(() =>
      expect(within(table()).getByText('No learners match. Try other words or another status.')).toBeTruthy(),
    );
  });

  it('approves a pending request with PUT updateProgramEnrolled and shows it enrolled at once', async () => {
    const live = liveReport();
    const success = vi.spyOn(toaster.notify, 'success').mockReturnValue('t');
    let release: () => void = () => {};
    const api = mockApi({
      [REPORT]: live.handler,
      [UPDATE_ENROLMENT(13)]: async (call) => {
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        live.set(13, 'enrolled');
        return json(200, enrollment({ enrollment_id: 13, user_id: 103, program_id: 2, ...(call.body as object) }));
      },
    });
    renderEnrolments();
    await screen.findByRole('table', { name: 'Learners' });

    fireEvent.click(screen.getByRole('button', { name: 'Approve Chitra Iyer' }));
    // optimistic: the row reads Enrolled before the server answers
    await waitFor(() => expect(statusOf('Chitra Iyer')).toBe('enrolled'));
    expect(api.callsTo(UPDATE_ENROLMENT(13))[0]?.body).toEqual({ enrollment_status: 'enrolled' });
    release();

    await waitFor(() => expect(success).toHaveBeenCalledWith('Chitra Iyer is now enrolled.'));
    // the report is read again afterwards
    await waitFor(() => expect(api.callsTo(REPORT).length).toBe(2));
    expect(statusOf('Chitra Iyer')).toBe('enrolled');
    expect(screen.getByRole('button', { name: 'Pending (1)' })).toBeTruthy();
  });

  it('rejects only after confirming, with enrollment_status rejected', async () => {
    const live = liveReport();
    const api = mockApi({
      [REPORT]: live.handler,
      [UPDATE_ENROLMENT(14)]: (call) => {
        live.set(14, 'rejected');
        return json(200, enrollment({ enrollment_id: 14, user_id: 104, program_id: 2, ...(call.body as object) }));
      },
    });
    renderEnrolments();
    await screen.findByRole('table', { name: 'Learners' });

    fireEvent.click(screen.getByRole('button', { name: 'Reject Dev Patel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject this request?' });
    expect(within(dialog).getByText(/Dev Patel \(dev@startup\.in\) will not get a place/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep the request' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo(UPDATE_ENROLMENT(14))).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Reject Dev Patel' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(api.callsTo(UPDATE_ENROLMENT(14))).toHaveLength(1));
    expect(api.callsTo(UPDATE_ENROLMENT(14))[0]?.body).toEqual({ enrollment_status: 'rejected' });
    await waitFor(() => expect(statusOf('Dev Patel')).toBe('rejected'));
  });

  it('puts the row back and says why when the server refuses', async () => {
    const error = vi.spyOn(toaster.notify, 'error').mockReturnValue('t');
    let reads = 0;
    mockApi({
      // the second read fails, so only the rollback can put the row back
      [REPORT]: () => (++reads === 1 ? json(200, report()) : apiError(500, 'down')),
      [UPDATE_ENROLMENT(13)]: apiError(409, 'The enrolment changed meanwhile'),
    });
    renderEnrolments();
    await screen.findByRole('table', { name: 'Learners' });

    fireEvent.click(screen.getByRole('button', { name: 'Approve Chitra Iyer' }));
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('The change was not saved: The enrolment changed meanwhile'),
    );
    await waitFor(() => expect(reads).toBe(2));
    expect(statusOf('Chitra Iyer')).toBe('pending');
    expect(within(rowOf('Chitra Iyer')).getByRole('button', { name: 'Approve Chitra Iyer' })).toBeTruthy();
  });

  it('approves every pending request in one updateMany call after confirming', async () => {
    const live = liveReport();
    const success = vi.spyOn(toaster.notify, 'success').mockReturnValue('t');
    const api = mockApi({
      [REPORT]: live.handler,
      [UPDATE_MANY]: (call) => {
        const items = call.body as { enrollment_id: number; enrollment_status: string }[];
        for (const item of items) live.set(item.enrollment_id, item.enrollment_status);
        return json(200, { data: items.map((i) => enrollment({ ...i, user_id: 1, program_id: 2 })) });
      },
    });
    renderEnrolments();
    await screen.findByRole('table', { name: 'Learners' });

    fireEvent.click(screen.getByRole('button', { name: 'Approve all pending (2)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve all 2 pending requests?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve all' }));

    await waitFor(() => expect(success).toHaveBeenCalledWith('2 learners are now enrolled.'));
    expect(api.callsTo(UPDATE_MANY)[0]?.body).toEqual([
      { enrollment_id: 13, enrollment_status: 'enrolled' },
      { enrollment_id: 14, enrollment_status: 'enrolled' },
    ]);
    await waitFor(() => expect(screen.queryByRole('button', { name: /Approve all pending/ })).toBeNull());
    expect(statusOf('Chitra Iyer')).toBe('enrolled');
    expect(statusOf('Dev Patel')).toBe('enrolled');
    expect(screen.queryByRole('button', { name: /^Pending/ })).toBeNull();
  });

  it('says what to do when no one has enrolled yet, and copies the program link', async () => {
    mockApi({ [REPORT]: json(200, report({ learners: [], active_learners: 0 })) });
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderEnrolments();
    expect(await screen.findByRole('heading', { name: 'No one has enrolled yet' })).toBeTruthy();
    expect(screen.getByText(/Share the program’s page/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Copy the program’s link' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/programs/overview/2`));
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('tells someone without the right that only program managers can see this', async () => {
    mockApi({ [REPORT]: apiError(403, 'Forbidden') });
    renderEnrolments();
    expect(await screen.findByRole('heading', { name: 'Only program managers can see this' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('offers Retry after a failure', async () => {
    let fail = true;
    mockApi({
      [REPORT]: () => (fail ? apiError(500, 'boom') : json(200, report({ learners: [learner()] }))),
    });
    renderEnrolments();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('We could not load this')).toBeTruthy();
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Learners' })).toBeTruthy();
  });

  it('speaks Hindi once Hindi is chosen', async () => {
    mockApi({ [REPORT]: json(200, report()) });
    await act(() => setLanguage('hi'));
    try {
      renderEnrolments();
      expect(screen.getByRole('heading', { name: 'नामांकन' })).toBeTruthy();
      expect(await screen.findByRole('button', { name: 'लंबित (2)' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Chitra Iyer को स्वीकार करें' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'सभी लंबित स्वीकार करें (2)' })).toBeTruthy();
    } finally {
      await act(() => setLanguage('en'));
    }
  });
});
