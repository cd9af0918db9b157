import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../components/ui/toaster';
import type { FakeSocket } from '../../../test/fake-socket';
import { apiError, json, list, mockApi } from '../../../test/mock-api';
import { connectRealtime, REALTIME_ROUTES } from '../../../test/realtime';
import { eventDetail, registrationRow, renderAt, signInOrganiser } from '../components/manage/test-fixtures';
import EventManageScreen from './event-manage-screen';

vi.mock('socket.io-client', () => ({ io: vi.fn() }));

let fake: FakeSocket;
let stop = () => {};
beforeEach(async () => {
  ({ fake, stop } = await connectRealtime(5));
  signInOrganiser();
});
afterEach(() => {
  cleanup();
  stop();
  act(() => notify.dismiss());
  vi.restoreAllMocks();
});

const PATTERN = '/event/manage/:eventId';
const ATTENDANCE = { event_id: 41, confirmed: 1, checked_in: 0, waitlisted: 1, pending: 1 };
const counter = (name: string) => document.querySelector(`[data-counter="${name}"]`)?.textContent;

describe('EventManageScreen', () => {
  it('shows live counts, and an organiser approves a pending registration', async () => {
    const api = mockApi({
      ...REALTIME_ROUTES,
      'GET /api/events/41': json(200, eventDetail({ status: 'published' })),
      'GET /api/events/41/attendance': json(200, ATTENDANCE),
      'GET /api/events/41/registrations': json(
        200,
        list(
          [
            registrationRow(),
            registrationRow({
              registration_id: 302,
              status: 'pending',
              person: { user_id: 10, name: 'Arjun Mehta', photo_url: null },
            }),
            registrationRow({
              registration_id: 303,
              status: 'waitlisted',
              waitlist_position: 1,
              person: { user_id: 11, name: 'Kavya Nair', photo_url: null },
            }),
          ],
          1,
          25,
        ),
      ),
      'POST /api/events/registrations/302/decision': json(
        200,
        registrationRow({ registration_id: 302, person: { user_id: 10, name: 'Arjun Mehta', photo_url: null } }),
      ),
    });
    renderAt(<EventManageScreen />, '/event/manage/41', PATTERN);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Founder office hours: GST and compliance' }),
    ).toBeTruthy();
    await waitFor(() => expect(counter('confirmed')).toBe('1'));
    expect(screen.getByText('#1 on the waitlist')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
      '/api/events/41/registrations.csv',
    );

    // another door checks someone in: the socket event moves the counts without a reload
    act(() => fake.fire('event:attendance', { ...ATTENDANCE, checked_in: 1, waitlisted: 0, confirmed: 2 }));
    await waitFor(() => expect(counter('checked_in')).toBe('1'));
    expect(counter('confirmed')).toBe('2');

    fireEvent.click(screen.getByRole('button', { name: 'Approve: Arjun Mehta' }));
    await waitFor(() =>
      expect(api.callsTo('POST /api/events/registrations/302/decision')[0]?.body).toEqual({ decision: 'approve' }),
    );
    expect(await screen.findByText('Approved: Arjun Mehta')).toBeTruthy();
  }, 15_000);

  it('checks in by typed code: green the first time, amber the second, red for an unknown code', async () => {
    const checkedIn = registrationRow({ checked_in_at: '2026-12-05T05:12:00.000Z' });
    let scans = 0;
    const api = mockApi({
      ...REALTIME_ROUTES,
      'GET /api/events/41': json(200, eventDetail({ status: 'published' })),
      'GET /api/events/41/attendance': json(200, ATTENDANCE),
      'GET /api/events/41/registrations': json(200, list([], 1, 8)),
      'POST /api/events/41/check-in': ({ body }) => {
        if ((body as { ticket_code?: string }).ticket_code === 'not-a-real-ticket') {
          return apiError(404, 'No ticket has this code for this event');
        }
        scans += 1;
        return json(200, { registration: checkedIn, first_time: scans === 1 });
      },
    });
    renderAt(<EventManageScreen />, '/event/manage/41?tab=checkIn', PATTERN);
    const box = await screen.findByLabelText('Ticket code');
    const scan = (code: string) => {
      fireEvent.change(box, { target: { value: code } });
      fireEvent.submit(box.closest('form')!);
    };
    scan('k3J9xQ2mPz7LwR4tYb8NcV1dHs6FgA0e');
    expect(await screen.findByText('Checked in: Priya Sharma — General admission')).toBeTruthy();
    expect(api.callsTo('POST /api/events/41/check-in')[0]?.body).toEqual({
      ticket_code: 'k3J9xQ2mPz7LwR4tYb8NcV1dHs6FgA0e',
    });
    scan('k3J9xQ2mPz7LwR4tYb8NcV1dHs6FgA0e');
    expect(await screen.findByText('Already checked in: Priya Sharma, at 10:42 am')).toBeTruthy();
    scan('not-a-real-ticket');
    expect(await screen.findByText('No ticket has this code')).toBeTruthy();
  }, 15_000);

  it('tells someone who does not organise it where to go instead', async () => {
    mockApi({ ...REALTIME_ROUTES, 'GET /api/events/41': json(200, eventDetail({ can_manage: false })) });
    renderAt(<EventManageScreen />, '/event/manage/41', PATTERN);
    expect(await screen.findByRole('heading', { name: 'This dashboard is for the event’s organisers' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Event page' }).getAttribute('href')).toBe('/events/41');
  });
});
