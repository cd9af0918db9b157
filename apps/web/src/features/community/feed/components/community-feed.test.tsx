import type { TPost } from '@ankur/shared/schemas/community-feed';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../../components/ui/toaster';
import type { FakeSocket } from '../../../../test/fake-socket';
import { connectRealtime, REALTIME_ROUTES } from '../../../../test/realtime';
import { json, mockApi, renderAt as renderRoute } from '../../test-support';
import { CommunityFeed } from './community-feed';
import { withMention } from './composer';

vi.mock('socket.io-client', () => ({ io: vi.fn() }));

let fake: FakeSocket;
let stop = () => {};
beforeEach(async () => {
  ({ fake, stop } = await connectRealtime(3));
});
afterEach(() => {
  cleanup();
  stop();
  act(() => notify.dismiss());
  vi.restoreAllMocks();
});

const post = (id: number, text: string, over: Partial<TPost> = {}): TPost => ({
  post_id: id,
  author: { user_id: 3, name: 'Priya Deshmukh' },
  organisation: null,
  circle: null,
  body_html: `<p>${text}</p>`,
  topics: [],
  images: [],
  link_url: null,
  shared: null,
  shared_post_id: null,
  pinned: false,
  reaction_count: 0,
  comment_count: 0,
  my_reaction: null,
  saved: false,
  created_at: '2026-11-20T10:00:00.000Z',
  edited_at: null,
  hidden: false,
  can_edit: false,
  can_delete: false,
  can_pin: false,
  ...over,
});

describe('CommunityFeed', () => {
  it('shows the feed; live posts raise a pill (no jump) that puts them on top when clicked', async () => {
    const api = mockApi({
      ...REALTIME_ROUTES,
      'GET /api/community/feed': ({ query }) =>
        query.get('after')
          ? json(200, { items: [post(12, 'Pilot results are in'), post(11, 'Closed our pre-seed')], next: null })
          : json(200, { items: [post(10, 'Hiring a field officer', { hidden: true })], next: null }),
    });
    renderRoute(<CommunityFeed />, '/community');
    expect(await screen.findByText('Hiring a field officer')).toBeTruthy();
    // a hidden post shows to its author with the moderator's mark
    expect(screen.getByText('Hidden by a moderator')).toBeTruthy();
    act(() => {
      fake.serverSends('post:new', { post_id: 11, author_id: 3, circle_id: null });
      fake.serverSends('post:new', { post_id: 12, author_id: 3, circle_id: null });
      fake.serverSends('post:new', { post_id: 12, author_id: 3, circle_id: null });
    });
    const pill = await screen.findByRole('button', { name: '2 new posts' });
    expect(screen.queryByText('Closed our pre-seed')).toBeNull();
    fireEvent.click(pill);
    await waitFor(() => expect(screen.getByText('Pilot results are in')).toBeTruthy());
    const feedCalls = api.callsTo('GET /api/community/feed');
    expect(feedCalls.at(-1)?.query.get('after')).toBe('10');
    const texts = screen.getAllByRole('article').map((a) => a.textContent ?? '');
    expect(texts[0]).toContain('Pilot results are in');
    expect(texts[2]).toContain('Hiring a field officer');
    expect(screen.queryByRole('button', { name: /new posts?$/ })).toBeNull();
  }, 20_000);

  it('an empty following feed offers circles and the Everyone tab', async () => {
    mockApi({ ...REALTIME_ROUTES, 'GET /api/community/feed': json(200, { items: [], next: null }) });
    renderRoute(<CommunityFeed />, '/community');
    expect(await screen.findByText('Nothing here yet')).toBeTruthy();
    const links = screen.getAllByRole('link', { name: 'Find circles' });
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['/community/groups', '/community/groups']);
  });

  it('a notification link (?post=) shows that post above the feed', async () => {
    mockApi({
      ...REALTIME_ROUTES,
      'GET /api/community/feed': json(200, { items: [], next: null }),
      'GET /api/community/posts/44': json(200, post(44, 'Thanks for the intro', { comment_count: 2 })),
    });
    renderRoute(<CommunityFeed />, '/community?post=44', '/community');
    expect(await screen.findByText('Thanks for the intro')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back to the feed' })).toBeTruthy();
  });

  it('adds a mention at the end of the text', () => {
    expect(withMention('<p>Thanks</p>', 'Priya Deshmukh')).toBe('<p>Thanks @Priya Deshmukh&nbsp;</p>');
    expect(withMention('', 'Anil Patil')).toBe('<p>@Anil Patil&nbsp;</p>');
  });
});
