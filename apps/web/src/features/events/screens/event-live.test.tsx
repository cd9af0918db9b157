import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../components/ui/toaster';
import type { FakeSocket } from '../../../test/fake-socket';
import { connectRealtime, REALTIME_ROUTES } from '../../../test/realtime';
import { detail, json, mockApi, registration, renderAt } from '../test-support';
import EventScreen from './event-screen';

vi.mock('socket.io-client', () => ({ io: vi.fn() }));

let fake: FakeSocket;
let stop = () => {};
beforeEach(async () => {
  ({ fake, stop } = await connectRealtime(7));
});
afterEach(() => {
  cleanup();
  stop();
  act(() => notify.dismiss());
  vi.restoreAllMocks();
});

describe('the event page, live', () => {
  it('turns "#1 on the waitlist" into "You’re going" when the promotion’s notification arrives', async () => {
    let promoted = false;
    mockApi({
      ...REALTIME_ROUTES,
      'GET /api/events/1': () =>
        json(
          200,
          detail({
            my_status: promoted ? 'confirmed' : 'waitlisted',
            my_registration: promoted
              ? registration()
              : registration({ status: 'waitlisted', waitlist_position: 1, ticket_code: null, qr_url: null }),
          }),
        ),
    });
    renderAt(<EventScreen />, '/events/1', '/events/:eventId');
    expect(await screen.findByText('You are #1 on the waitlist')).toBeTruthy();
    promoted = true;
    act(() =>
      fake.serverSends('notification:new', {
        notification_id: 90,
        type: 'event',
        title: 'You have a seat at Bharat Startup Summit 2026',
        body: null,
        link: '/events/1',
        read_at: null,
        created_at: new Date().toISOString(),
      }),
    );
    expect(await screen.findByText('You’re going')).toBeTruthy();
  });
});
