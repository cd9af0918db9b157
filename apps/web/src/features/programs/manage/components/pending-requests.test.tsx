import type { TEnrolmentRequest } from '@ankur/shared/schemas/programs';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { io } from 'socket.io-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useRealtimeStore } from '../../../../stores/realtime';
import { startRealtime } from '../../../../stores/realtime-connection';
import { FakeSocket, notificationPage } from '../../../../test/fake-socket';
import { enrollment } from '../../test-support';
import ManageProgramsScreen from '../screens/manage-programs-screen';
import { apiError, json, list, mockApi, renderManage, signIn } from '../test-support';

vi.mock('socket.io-client', () => ({ io: vi.fn() }));

const REALTIME = {
  'GET /api/notifications': json(200, notificationPage([], 0)),
  'GET /api/notifications/unread-count': json(200, { unread: 0 }),
  'GET /api/programs/getAll': json(200, list([], 1, 10)),
};
const LIST = 'GET /api/enrolment-requests';

const request = (id: number, name: string, program = 'Pitch Alchemy Cohort'): TEnrolmentRequest => ({
  enrollment_id: id,
  program_id: 2,
  program_name: program,
  user_id: id + 100,
  name,
  email: `${name.split(' ')[0]!.toLowerCase()}@example.org`,
  requested_at: new Date(Date.now() - 5 * 60_000).toISOString(),
});
const page = (rows: TEnrolmentRequest[], total = rows.length) => json(200, list(rows, 1, 10, total));

let fake: FakeSocket;
let stop = () => {};

beforeEach(async () => {
  signIn('manager');
  fake = new FakeSocket();
  mockApi(REALTIME);
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

describe('/manage-cohort: the requests to join', () => {
  it('lists the requests waiting with their count, and follows new ones live', async () => {
    let rows = [request(5, 'Asha Verma')];
    const api = mockApi({ ...REALTIME, [LIST]: () => page(rows) });
    renderManage(<ManageProgramsScreen />, '/manage-cohort', '/manage-cohort');
    const section = (await screen.findByRole('heading', { name: 'Requests to join, 1 waiting' })).closest('section')!;
    const items = await within(section).findAllByRole('listitem');
    expect(items).toHaveLength(1);
    expect(within(items[0]!).getByText('Asha Verma')).toBeTruthy();
    expect(within(items[0]!).getByRole('link', { name: 'Program: Pitch Alchemy Cohort' }).getAttribute('href')).toBe(
      '/manage-cohort/2?tab=enrolments',
    );
    expect(within(section).getByTestId('requests-count').textContent).toBe('1');

    // another learner asks: the server's count arrives and the list is read again
    rows = [request(5, 'Asha Verma'), request(6, 'Ravi Kumar')];
    act(() => fake.serverSends('enrolment-requests:pending', { pending: 2 }));
    expect(await within(section).findByText('Ravi Kumar')).toBeTruthy();
    expect(within(section).getByTestId('requests-count').textContent).toBe('2');
    expect(api.callsTo(LIST).length).toBeGreaterThanOrEqual(2);
  });

  it('approves at once and declines after asking, each through the enrolment write', async () => {
    let rows = [request(5, 'Asha Verma'), request(6, 'Ravi Kumar')];
    const api = mockApi({
      ...REALTIME,
      [LIST]: () => page(rows),
      'PUT /api/programs-enrolled/updateProgramEnrolled/5': (call) => {
        rows = rows.filter((r) => r.enrollment_id !== 5);
        return json(200, enrollment({ enrollment_id: 5, user_id: 105, program_id: 2, ...(call.body as object) }));
      },
      'PUT /api/programs-enrolled/updateProgramEnrolled/6': (call) => {
        rows = rows.filter((r) => r.enrollment_id !== 6);
        return json(200, enrollment({ enrollment_id: 6, user_id: 106, program_id: 2, ...(call.body as object) }));
      },
    });
    renderManage(<ManageProgramsScreen />, '/manage-cohort', '/manage-cohort');
    fireEvent.click(await screen.findByRole('button', { name: 'Approve Asha Verma for Pitch Alchemy Cohort' }));
    await waitFor(() => expect(screen.queryByText('Asha Verma')).toBeNull());
    expect(api.callsTo('PUT /api/programs-enrolled/updateProgramEnrolled/5')[0]?.body).toEqual({
      enrollment_status: 'enrolled',
    });

    fireEvent.click(screen.getByRole('button', { name: 'Decline Ravi Kumar for Pitch Alchemy Cohort' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline this request?' });
    expect(api.callsTo('PUT /api/programs-enrolled/updateProgramEnrolled/6')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline request' }));
    expect(await screen.findByRole('heading', { name: 'No requests waiting' })).toBeTruthy();
    expect(api.callsTo('PUT /api/programs-enrolled/updateProgramEnrolled/6')[0]?.body).toEqual({
      enrollment_status: 'rejected',
    });
  });

  it('says when the requests could not be loaded, and tries again', async () => {
    let fail = true;
    mockApi({
      ...REALTIME,
      [LIST]: () => (fail ? apiError(500, 'The server is down') : page([request(5, 'Asha Verma')])),
    });
    renderManage(<ManageProgramsScreen />, '/manage-cohort', '/manage-cohort');
    expect(await screen.findByText(/The requests could not be loaded/)).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Asha Verma')).toBeTruthy();
  });
});
