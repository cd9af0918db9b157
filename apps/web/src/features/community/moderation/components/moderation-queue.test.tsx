import type { TModerationGroup, TModerationQueue } from '@ankur/shared/schemas/community';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../../components/ui/toaster';
import { type ApiCall, apiError, json, mockApi, renderAt, signInAs } from '../../test-support';
import { ModerationQueue } from './moderation-queue';

beforeEach(() => signInAs());
afterEach(() => {
  act(() => notify.dismiss());
  vi.restoreAllMocks();
});

const GROUP: TModerationGroup = {
  target_kind: 'thread',
  target_id: 31,
  status: 'open',
  report_count: 2,
  reasons: [{ reason: 'spam', count: 2 }],
  details: ['Selling followers'],
  excerpt: 'Buy followers cheap <img src=x onerror=alert(1)>',
  link: '/community/forum?thread=31',
  circle_id: null,
  subject: { user_id: 12, name: 'Vikram Rao' },
  suspended_until: null,
  hidden: false,
  first_reported_at: '2026-03-01T10:00:00.000Z',
  last_reported_at: '2026-03-02T10:00:00.000Z',
  last_report_id: 40,
};
const page = (items: TModerationGroup[], next: number | null = null, can_sanction = true): TModerationQueue => ({
  items,
  next_before: next,
  can_sanction,
});

describe('ModerationQueue', () => {
  it('lists grouped reports with the excerpt as text, the reasons, the reporters and a link', async () => {
    mockApi({
      'GET /api/community/moderation/reports': json(200, page([GROUP])),
      'GET /api/community/moderation/open-count': json(200, { open: 1 }),
    });
    renderAt(<ModerationQueue />, '/manage');
    const excerpt = await screen.findByText(/Buy followers cheap/);
    // the markup in an excerpt is shown as text, never rendered
    expect(excerpt.textContent).toContain('<img src=x onerror=alert(1)>');
    expect(document.querySelector('img')).toBeNull();
    expect(screen.getByText('Spam or advertising × 2')).toBeTruthy();
    expect(screen.getByText('Reported by 2 people')).toBeTruthy();
    expect(screen.getByText('Selling followers')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open it' }).getAttribute('href')).toBe('/community/forum?thread=31');
    expect(await screen.findByText('1 waiting')).toBeTruthy();
    for (const name of ['Hide', 'Dismiss', 'Warn author', 'Suspend author']) {
      expect(screen.getByRole('button', { name })).toBeTruthy();
    }
  });

  it('filters by status and kind, and pages with Load more', async () => {
    const api = mockApi({
      'GET /api/community/moderation/reports': ({ query }: ApiCall) =>
        json(
          200,
          query.get('before') ? page([{ ...GROUP, target_id: 32, excerpt: 'Second page' }]) : page([GROUP], 40),
        ),
      'GET /api/community/moderation/open-count': json(200, { open: 2 }),
    });
    renderAt(<ModerationQueue />, '/manage');
    fireEvent.click(await screen.findByRole('button', { name: 'Load more reports' }));
    expect(await screen.findByText('Second page')).toBeTruthy();
    expect(api.callsTo('GET /api/community/moderation/reports').at(-1)?.query.get('before')).toBe('40');
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'dismissed' } });
    fireEvent.change(screen.getByLabelText('Kind'), { target: { value: 'forum_reply' } });
    await waitFor(() => {
      const last = api.callsTo('GET /api/community/moderation/reports').at(-1);
      expect(last?.query.get('status')).toBe('dismissed');
      expect(last?.query.get('kind')).toBe('forum_reply');
    });
  });

  it('suspends with a duration and a reason after a confirm; the reason is required', async () => {
    const api = mockApi({
      'GET /api/community/moderation/reports': json(200, page([GROUP])),
      'GET /api/community/moderation/open-count': json(200, { open: 1 }),
      'POST /api/community/moderation/actions': ({ body }: ApiCall) =>
        (body as { reason: string }).reason.length < 3
          ? apiError(400, 'Invalid body.reason', [{ path: 'body.reason', message: 'Too small' }])
          : json(201, { action_id: 5, resolved_reports: 2, until: '2026-03-09T10:00:00.000Z' }),
    });
    renderAt(<ModerationQueue />, '/manage');
    fireEvent.click(await screen.findByRole('button', { name: 'Suspend author' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend Vikram Rao from writing?' });
    fireEvent.change(within(dialog).getByLabelText('How long'), { target: { value: '30' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Suspend author' }));
    expect(await within(dialog).findByText('Too small')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/^Reason/), { target: { value: 'Repeated spam' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Suspend author' }));
    await waitFor(() => expect(api.callsTo('POST /api/community/moderation/actions')).toHaveLength(2));
    expect(api.callsTo('POST /api/community/moderation/actions')[1]?.body).toEqual({
      target_kind: 'thread',
      target_id: 31,
      action: 'suspend',
      reason: 'Repeated spam',
      days: 30,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('a circle moderator sees no warn or suspend; an empty queue says so; no permission says so', async () => {
    let answer = json(200, page([{ ...GROUP, hidden: true }], null, false));
    mockApi({
      'GET /api/community/moderation/reports': () => answer,
      'GET /api/community/moderation/open-count': json(200, { open: 0 }),
    });
    const first = renderAt(<ModerationQueue circleId={3} />, '/manage');
    expect(await screen.findByRole('button', { name: 'Restore' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Warn author' })).toBeNull();
    first.unmount();
    answer = json(200, page([]));
    const second = renderAt(<ModerationQueue />, '/manage');
    expect(await screen.findByText('Nothing to review')).toBeTruthy();
    second.unmount();
    answer = apiError(403, 'Only community and circle moderators review reports.');
    renderAt(<ModerationQueue />, '/manage');
    expect(await screen.findByText('Only moderators review reports')).toBeTruthy();
  });
});
