import type {
  TForumCategory,
  TForumReply,
  TForumThread,
  TForumThreadSummary,
} from '@ankur/shared/schemas/community-forum';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../../components/ui/toaster';
import { type ApiCall, apiError, json, mockApi, renderAt, signInAs } from '../../test-support';
import ForumScreen from './forum-screen';

beforeEach(() => signInAs(7));
afterEach(() => {
  act(() => notify.dismiss());
  vi.restoreAllMocks();
});

const CATEGORY: TForumCategory = {
  category_id: 1,
  slug: 'funding-and-grants',
  name: 'Funding and grants',
  name_hi: 'फ़ंडिंग और अनुदान',
  description: 'Seed funds, grants and angel rounds',
  description_hi: '',
  position: 1,
  thread_count: 2,
};
const SUMMARY: TForumThreadSummary = {
  thread_id: 5,
  category_id: 1,
  category_slug: 'funding-and-grants',
  title: 'How long does the Seed Fund take to disburse?',
  excerpt: 'We were selected in March.',
  tags: ['sisfs'],
  author: { user_id: 12, name: 'Vikram Rao' },
  vote_count: 3,
  reply_count: 1,
  answered: false,
  pinned: false,
  locked: false,
  hidden: false,
  last_activity_at: '2026-03-02T10:00:00.000Z',
  created_at: '2026-03-01T10:00:00.000Z',
};
const THREAD: TForumThread = {
  ...SUMMARY,
  body_html: '<p>We were selected in March.</p>',
  accepted_reply_id: null,
  edited_at: null,
  voted: false,
  can_edit: false,
  can_delete: false,
  can_accept: true,
  can_moderate: false,
};
const REPLY: TForumReply = {
  reply_id: 9,
  thread_id: 5,
  author: { user_id: 14, name: 'Meera Iyer' },
  body_html: '<p>About ten weeks after the agreement.</p>',
  quote: null,
  vote_count: 0,
  voted: false,
  accepted: false,
  hidden: false,
  created_at: '2026-03-02T10:00:00.000Z',
  edited_at: null,
  can_edit: false,
  can_delete: false,
};
const categories = json(200, { items: [CATEGORY], can_manage: false });

describe('ForumScreen', () => {
  it('shows the categories and the latest threads, pinned first; the address drives the view', async () => {
    const api = mockApi({
      'GET /api/community/forum/categories': categories,
      'GET /api/community/forum/threads': json(200, {
        pinned: [{ ...SUMMARY, thread_id: 1, title: 'Community guidelines', pinned: true }],
        items: [SUMMARY],
        next_cursor: null,
      }),
    });
    const { router } = renderAt(<ForumScreen />, '/community/forum');
    const nav = await screen.findByRole('navigation', { name: 'Categories' });
    expect(within(nav).getByText('2 threads')).toBeTruthy();
    const titles = (await screen.findAllByRole('heading', { level: 3 })).map((h) => h.textContent);
    expect(titles).toEqual(['Community guidelines', SUMMARY.title]);
    expect(screen.getByText('Pinned')).toBeTruthy();
    fireEvent.click(within(nav).getByRole('link', { name: /Funding and grants/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?category=funding-and-grants'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Funding and grants' })).toBeTruthy();
    await waitFor(() =>
      expect(api.callsTo('GET /api/community/forum/threads').at(-1)?.query.get('category')).toBe('funding-and-grants'),
    );
    fireEvent.change(screen.getByLabelText('Sort'), { target: { value: 'unanswered' } });
    await waitFor(() => expect(router.state.location.search).toContain('sort=unanswered'));
    await act(() => router.navigate(-1));
    await waitFor(() => expect(router.state.location.search).toBe('?category=funding-and-grants'));
  });

  it('searches, and says so when nothing matches', async () => {
    const api = mockApi({
      'GET /api/community/forum/categories': categories,
      'GET /api/community/forum/threads': json(200, { pinned: [], items: [], next_cursor: null }),
    });
    const { router } = renderAt(<ForumScreen />, '/community/forum');
    fireEvent.change(await screen.findByPlaceholderText('Search titles and questions…'), {
      target: { value: 'angel tax' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=angel+tax'));
    expect(await screen.findByText('Nothing matches your search')).toBeTruthy();
    expect(api.callsTo('GET /api/community/forum/threads').at(-1)?.query.get('q')).toBe('angel tax');
  });

  it('shows a thread: quoting a reply sends its id; the asker accepts an answer; Report opens the dialog', async () => {
    const api = mockApi({
      'GET /api/community/forum/categories': categories,
      'GET /api/community/forum/threads/5': json(200, THREAD),
      'GET /api/community/forum/threads/5/replies': json(200, { items: [REPLY], next_after: null }),
      'POST /api/community/forum/threads/5/replies': ({ body }: ApiCall) =>
        json(201, {
          ...REPLY,
          reply_id: 10,
          author: { user_id: 7, name: 'Priya Deshmukh' },
          ...(body as object),
          body_html: '<p>Thanks</p>',
          quote: null,
        }),
      'PUT /api/community/forum/threads/5/accepted': json(200, { accepted_reply_id: 9 }),
    });
    renderAt(<ForumScreen />, '/community/forum?category=funding-and-grants&thread=5');
    expect(await screen.findByRole('heading', { level: 2, name: THREAD.title })).toBeTruthy();
    expect(await screen.findByText('About ten weeks after the agreement.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Quote' }));
    expect(screen.getByText('Quoting Meera Iyer')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Your reply'), { target: { value: 'Thanks, that helps.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reply' }));
    await waitFor(() => expect(api.callsTo('POST /api/community/forum/threads/5/replies')).toHaveLength(1));
    expect(api.callsTo('POST /api/community/forum/threads/5/replies')[0]?.body).toEqual({
      body: 'Thanks, that helps.',
      quote_reply_id: 9,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Accept as answer' }));
    await waitFor(() =>
      expect(api.callsTo('PUT /api/community/forum/threads/5/accepted')[0]?.body).toEqual({ reply_id: 9 }),
    );
    fireEvent.click(screen.getAllByRole('button', { name: 'Report' })[0]!);
    expect(await screen.findByRole('dialog', { name: 'Report this thread' })).toBeTruthy();
  });

  it('a locked thread takes no replies; an unknown thread says it is not here', async () => {
    mockApi({
      'GET /api/community/forum/categories': categories,
      'GET /api/community/forum/threads/5': json(200, { ...THREAD, locked: true }),
      'GET /api/community/forum/threads/5/replies': json(200, { items: [], next_after: null }),
      'GET /api/community/forum/threads/6': apiError(404, 'No such thread.'),
    });
    const first = renderAt(<ForumScreen />, '/community/forum?thread=5');
    expect(await screen.findByText('This thread is locked: it takes no new replies.')).toBeTruthy();
    expect(screen.queryByLabelText('Your reply')).toBeNull();
    first.unmount();
    renderAt(<ForumScreen />, '/community/forum?thread=6');
    expect(await screen.findByText('This thread is not here')).toBeTruthy();
  });
});
