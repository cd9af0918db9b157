import { act, cleanup, screen, within } from '@testing-library/react';
import { io } from 'socket.io-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useRealtimeStore } from '../../../stores/realtime';
import { startRealtime } from '../../../stores/realtime-connection';
import { resetSessionStore } from '../../../stores/session';
import { FakeSocket, notificationPage } from '../../../test/fake-socket';
import { applyEnrolmentChange } from '../api/live-enrollments';
import { json, list, mockApi, program, renderRoute } from '../test-support';
import ProgramOverviewScreen from './program-overview-screen';

vi.mock('socket.io-client', () => ({ io: vi.fn() }));

const ENROLMENTS = 'GET /api/programs-enrolled/getAll';
const ROUTES = {
  'GET /api/notifications': json(200, notificationPage([], 0)),
  'GET /api/notifications/unread-count': json(200, { unread: 0 }),
  'GET /api/programs/getProgram/2': json(200, program()),
  'GET /api/courses/getAll': json(200, list([], 1, -1)),
  // the server's answer stays "pending": only the live event can turn the page
  [ENROLMENTS]: json(200, list([{ enrollment_id: 5, program_id: 2, enrollment_status: 'pending' }], 1, -1)),
};

let fake: FakeSocket;
let stop = () => {};

beforeEach(async () => {
  resetSessionStore({
    isLoggedIn: true,
    rehydrationStatus: 'succeeded',
    user: { user_id: 7, email: 'asha@example.org', username: 'asha' },
  });
  fake = new FakeSocket();
  mockApi(ROUTES);
  vi.mocked(io).mockReset();
  vi.mocked(io).mockImplementation(() => fake as never);
  useRealtimeStore.getState().reset();
  stop = startRealtime();
  await vi.waitFor(() => expect(io).toHaveBeenCalled());
  act(() => fake.connectNow());
});
afterEach(() => {
  cleanup();
  stop();
  vi.restoreAllMocks();
});

describe('the learner follows the decision live (issue 19)', () => {
  it('turns "Pending approval" into "Continue learning" when a manager approves, without a reload', async () => {
    const api = mockApi(ROUTES);
    renderRoute(<ProgramOverviewScreen />, '/programs/overview/2', '/programs/overview/:programId');
    const panel = await screen.findByRole('region', { name: 'Your place' });
    expect(await within(panel).findByText('Your enrolment: Pending approval')).toBeTruthy();
    const reads = api.callsTo(ENROLMENTS).length;

    // another program's decision changes nothing here
    act(() =>
      fake.serverSends('enrolment:updated', { enrollment_id: 9, program_id: 3, enrollment_status: 'enrolled' }),
    );
    expect(within(panel).getByText('Your enrolment: Pending approval')).toBeTruthy();

    act(() =>
      fake.serverSends('enrolment:updated', { enrollment_id: 5, program_id: 2, enrollment_status: 'enrolled' }),
    );
    const link = await within(panel).findByRole('link', { name: 'Continue learning' });
    expect(link.getAttribute('href')).toBe('/program-content/2');
    expect(within(panel).getByText('Your enrolment: Enrolled')).toBeTruthy();
    expect(api.callsTo(ENROLMENTS)).toHaveLength(reads);
  });

  it('shows a decline the same way', async () => {
    mockApi(ROUTES);
    renderRoute(<ProgramOverviewScreen />, '/programs/overview/2', '/programs/overview/:programId');
    const panel = await screen.findByRole('region', { name: 'Your place' });
    await within(panel).findByText('Your enrolment: Pending approval');
    act(() =>
      fake.serverSends('enrolment:updated', { enrollment_id: 5, program_id: 2, enrollment_status: 'rejected' }),
    );
    expect(await within(panel).findByText('Your enrolment: Not approved')).toBeTruthy();
  });
});

describe('applyEnrolmentChange', () => {
  const pending = { enrollment_id: 5, program_id: 2, enrollment_status: 'pending' };
  it('replaces, removes and adds by id; a saved row replaces the stand-in of its program', () => {
    expect(applyEnrolmentChange([pending], { ...pending, enrollment_status: 'enrolled' })).toEqual([
      { ...pending, enrollment_status: 'enrolled' },
    ]);
    expect(applyEnrolmentChange([pending], { ...pending, enrollment_status: null })).toEqual([]);
    expect(
      applyEnrolmentChange([{ enrollment_id: -1, program_id: 2, enrollment_status: 'pending' }], {
        enrollment_id: 8,
        program_id: 2,
        enrollment_status: 'pending',
      }),
    ).toEqual([{ enrollment_id: 8, program_id: 2, enrollment_status: 'pending' }]);
    expect(applyEnrolmentChange(undefined, pending)).toBeUndefined();
  });
});
