import type { TAnnouncement } from '@ankur/shared/schemas/announcements';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { io } from 'socket.io-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../components/ui/toaster';
import { i18n } from '../../../lib/i18n';
import { useRealtimeStore } from '../../../stores/realtime';
import { startRealtime } from '../../../stores/realtime-connection';
import { FakeSocket, notificationPage } from '../../../test/fake-socket';
import { type ApiCall, announcement, apiError, json, list, mockApi, renderRoute, signInAs } from '../test-support';
import AnnouncementsScreen from './announcements-screen';

vi.mock('socket.io-client', () => ({ io: vi.fn() }));

/** 13 published (ids 13 … 1, newest first), a page of 10 at a time; scheduled ones for managers. */
function server(options: { items?: TAnnouncement[]; fail?: boolean; scheduled?: TAnnouncement[] } = {}) {
  const items = options.items ?? Array.from({ length: 13 }, (_, i) => announcement(13 - i));
  let scheduled = options.scheduled ?? [];
  let failing = options.fail ?? false;
  const api = mockApi({
    'GET /api/announcements': ({ query }: ApiCall) => {
      if (failing) return apiError(500, 'Database unavailable');
      if (query.get('scope') === 'manage') return json(200, list(scheduled, 1, 50));
      const page = Number(query.get('page') ?? 1);
      const limit = Number(query.get('limit') ?? 10);
      return json(200, list(items.slice((page - 1) * limit, page * limit), page, limit, items.length));
    },
    'GET /api/announcements/42': json(200, announcement(42, { title: 'An old one' })),
    'GET /api/announcements/audiences': json(200, { everyone: false, roles: [], programs: [] }),
    'DELETE /api/announcements/50': () => {
      scheduled = scheduled.filter((a) => a.announcement_id !== 50);
      return json(204, undefined);
    },
    'PATCH /api/announcements/50': ({ body }: ApiCall) =>
      json(200, { ...scheduled[0]!, ...(body as object), published_at: null }),
    'GET /api/notifications': json(200, notificationPage([], 0)),
  });
  return { ...api, recover: () => (failing = false) };
}

const render = (path = '/announcements') => renderRoute(<AnnouncementsScreen />, path);
const feed = () => screen.getByRole('list', { name: 'Announcements' });
const titles = () =>
  within(feed())
    .getAllByRole('heading', { level: 2 })
    .map((h) => h.textContent);
const later = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

beforeEach(() => signInAs('reader'));
afterEach(async () => {
  act(() => notify.dismiss());
  await act(() => i18n.changeLanguage('en'));
  vi.restoreAllMocks();
});

describe('AnnouncementsScreen: the feed', () => {
  it('lists the newest first with author, audience and body, and loads more', async () => {
    const { callsTo } = server({
      items: [
        announcement(3, {
          title: 'Pitch day',
          body: '<p>Bring <strong>slides</strong></p>',
          audience: 'role',
          audience_name: 'Student',
        }),
        announcement(2),
        announcement(1),
      ],
    });
    render();
    await screen.findByRole('heading', { name: 'Pitch day' });
    expect(titles()).toEqual(['Pitch day', 'Announcement 2', 'Announcement 1']);
    const card = screen.getByRole('article', { name: 'Pitch day' });
    expect(within(card).getByText('By Asha Admin')).toBeTruthy();
    expect(within(card).getByText('Role: Student')).toBeTruthy();
    expect(within(card).getByText('slides').tagName).toBe('STRONG');
    // a reader sees no composer, no scheduled list, and never asks for them
    expect(screen.queryByRole('button', { name: 'New announcement' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Scheduled' })).toBeNull();
    expect(callsTo('GET /api/announcements').every((c) => c.query.get('scope') !== 'manage')).toBe(true);
    expect(within(card).queryByRole('button', { name: /Delete/ })).toBeNull();
  });

  it('pages with Load more', async () => {
    server();
    const user = userEvent.setup();
    render();
    await screen.findByRole('heading', { name: 'Announcement 13' });
    expect(titles()).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(titles()).toHaveLength(13));
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('says so when there is nothing yet', async () => {
    server({ items: [] });
    render();
    expect(await screen.findByRole('heading', { name: 'No announcements yet' })).toBeTruthy();
  });

  it('shows a failure with a retry that recovers', async () => {
    const api = server({ fail: true });
    const user = userEvent.setup();
    render();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Announcements could not be loaded')).toBeTruthy();
    expect(within(alert).getByText(/Something went wrong on our side/)).toBeTruthy();
    api.recover();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Announcement 13' })).toBeTruthy();
  });

  it('outlines a linked one, fetching it when it is not on the first page', async () => {
    const { callsTo } = server();
    render('/announcements?a=42');
    expect(await screen.findByText('Linked announcement')).toBeTruthy();
    expect(screen.getByRole('article', { name: 'An old one' })).toBeTruthy();
    expect(callsTo('GET /api/announcements/42')).toHaveLength(1);
  });

  it('puts a live arrival on top marked New, once', async () => {
    const fake = new FakeSocket();
    vi.mocked(io).mockImplementation(() => fake as never);
    useRealtimeStore.getState().reset();
    server({ items: [announcement(2), announcement(1)] });
    const stop = startRealtime();
    try {
      await vi.waitFor(() => expect(io).toHaveBeenCalled());
      act(() => fake.connectNow());
      render();
      await screen.findByRole('heading', { name: 'Announcement 2' });
      const arrival = announcement(3, { title: 'Just now' });
      act(() => fake.serverSends('announcement:new', arrival));
      act(() => fake.serverSends('announcement:new', arrival));
      act(() => fake.serverSends('announcement:new', announcement(2)));
      expect(titles()).toEqual(['Just now', 'Announcement 2', 'Announcement 1']);
      expect(within(screen.getByRole('article', { name: 'Just now' })).getByText('New')).toBeTruthy();
    } finally {
      stop();
    }
  });
});

describe('AnnouncementsScreen: administrators', () => {
  beforeEach(() => signInAs('writer'));

  it('lists what is scheduled and cancels one after confirming', async () => {
    const { callsTo } = server({
      scheduled: [announcement(50, { title: 'Next week', published_at: null, publish_at: later(60) })],
    });
    const user = userEvent.setup();
    render();
    const scheduled = await screen.findByRole('list', { name: 'Scheduled' });
    expect(within(scheduled).getByText('Next week')).toBeTruthy();
    await user.click(within(scheduled).getByRole('button', { name: 'Cancel “Next week”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this announcement?' });
    expect(callsTo('DELETE /api/announcements/50')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel announcement' }));
    await waitFor(() => expect(callsTo('DELETE /api/announcements/50')).toHaveLength(1));
    expect(await screen.findByText('The scheduled announcement was cancelled.')).toBeTruthy();
    expect(await screen.findByText('Nothing is scheduled.')).toBeTruthy();
  });

  it('edits a scheduled one in the composer', async () => {
    const { callsTo } = server({
      scheduled: [
        announcement(50, {
          title: 'Next week',
          body: '<p>One</p><p>Two</p>',
          published_at: null,
          publish_at: later(60),
        }),
      ],
    });
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Edit “Next week”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit scheduled announcement' });
    const title = within(dialog).getByRole('textbox', { name: /Title/ });
    expect(title).toHaveProperty('value', 'Next week');
    expect(within(dialog).getByRole('textbox', { name: /Message/ })).toHaveProperty('value', 'One\n\nTwo');
    await user.clear(title);
    await user.type(title, 'Next Monday');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(callsTo('PATCH /api/announcements/50')).toHaveLength(1));
    expect(callsTo('PATCH /api/announcements/50')[0]!.body).toMatchObject({
      title: 'Next Monday',
      body: '<p>One</p><p>Two</p>',
      audience: 'tenant',
      publish_at: expect.any(String),
    });
    expect(await screen.findByText('Scheduled announcement updated.')).toBeTruthy();
  });

  it('shows the composer to tenant administrators too', async () => {
    signInAs('tenantAdmin');
    server();
    render();
    expect(await screen.findByRole('button', { name: 'New announcement' })).toBeTruthy();
  });
});
