import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../components/ui/toaster';
import { allowedActions } from '../components/workflow-actions';
import { apiError, card, content, json, mockApi, renderAt, signInAs } from '../test-support';
import EditorScreen from './editor-screen';
import StudioScreen from './studio-screen';

afterEach(() => {
  act(() => notify.dismiss());
  vi.restoreAllMocks();
});

const STUDIO = {
  mine: [
    card({ content_id: 11, title: 'Draft: GST for home bakers', status: 'draft', published_at: null }),
    card({ content_id: 12, title: 'Writing a pitch deck', status: 'published' }),
  ],
  review_queue: [
    card({
      content_id: 20,
      title: 'Udyam registration, step by step',
      status: 'in_review',
      author: { user_id: 30, name: 'Rohit Sharma', photo_url: null },
    }),
  ],
  can_create: true,
  can_review: true,
};

describe('allowedActions', () => {
  it('lets the author submit and editors do the rest, from the right states only', () => {
    expect(allowedActions('draft', true, false)).toEqual(['submit']);
    expect(allowedActions('in_review', true, false)).toEqual([]);
    expect(allowedActions('in_review', false, true)).toEqual(['return', 'publish']);
    expect(allowedActions('published', false, true)).toEqual(['archive']);
    expect(allowedActions('archived', false, true)).toEqual(['restore']);
  });
});

describe('StudioScreen', () => {
  it('lists my pieces by status and the review queue; an editor returns a piece with a note', async () => {
    signInAs(7, { editor: true });
    const api = mockApi({
      'GET /api/content/studio': json(200, STUDIO),
      'POST /api/content/items/20/transition': json(200, content({ content_id: 20, status: 'draft' })),
    });
    const { router } = renderAt(<StudioScreen />, '/contents/studio');
    expect(await screen.findByRole('link', { name: 'Draft: GST for home bakers' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Podcast' }).getAttribute('href')).toBe(
      '/contents/studio/new?kind=podcast',
    );
    fireEvent.click(screen.getByRole('button', { name: /^Draft/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=draft'));
    expect(screen.queryByRole('link', { name: 'Writing a pitch deck' })).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: /Review queue/ }));
    const row = (await screen.findByRole('link', { name: 'Udyam registration, step by step' })).closest('li')!;
    fireEvent.click(within(row as HTMLElement).getByRole('button', { name: 'Return to author' }));
    const dialog = await screen.findByRole('dialog', { name: 'Return to the author' });
    fireEvent.change(within(dialog).getByLabelText('Note for the author'), {
      target: { value: 'Add the fee for companies.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Return to author' }));
    await waitFor(() =>
      expect(api.callsTo('POST /api/content/items/20/transition')[0]?.body).toEqual({
        action: 'return',
        note: 'Add the fee for companies.',
      }),
    );
  });

  it('tells a reader the studio is for authors and editors', async () => {
    signInAs(7);
    mockApi({ 'GET /api/content/studio': apiError(403, 'Forbidden') });
    renderAt(<StudioScreen />, '/contents/studio');
    expect(await screen.findByText('The studio is for authors and editors')).toBeTruthy();
  });
});

describe('EditorScreen', () => {
  it('checks the fields, creates a podcast draft with its chapters, and moves to its address', async () => {
    signInAs(7, { editor: true });
    const api = mockApi({
      'POST /api/content/items': ({ body }) =>
        json(201, content({ ...(body as object), content_id: 44, status: 'draft', can_edit: true } as never)),
      'GET /api/content/items/44': json(
        200,
        content({
          content_id: 44,
          kind: 'podcast',
          status: 'draft',
          can_edit: true,
          details: { kind: 'podcast', file_id: null, duration_seconds: 0, chapters: [], transcript: '' },
        }),
      ),
    });
    const { router } = renderAt(<EditorScreen />, '/contents/studio/new?kind=podcast', '/contents/studio/:id');
    expect(await screen.findByRole('heading', { level: 1, name: 'New Podcast' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('At least 3 characters')).toBeTruthy();
    expect(api.callsTo('POST /api/content/items')).toHaveLength(0);
    fireEvent.change(screen.getByLabelText(/^Title/), { target: { value: 'Seed funding in Tier-2 cities' } });
    fireEvent.change(screen.getByLabelText('Topics'), { target: { value: 'Fundraising' } });
    fireEvent.keyDown(screen.getByLabelText('Topics'), { key: 'Enter' });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Funding Hub' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add chapter' }));
    fireEvent.change(screen.getByLabelText('Chapter title'), { target: { value: 'Introductions' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(api.callsTo('POST /api/content/items')).toHaveLength(1));
    expect(api.callsTo('POST /api/content/items')[0]?.body).toMatchObject({
      kind: 'podcast',
      title: 'Seed funding in Tier-2 cities',
      topics: ['fundraising'],
      hubs: ['funding-hub'],
      details: { kind: 'podcast', chapters: [{ start_seconds: 0, title: 'Introductions' }] },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/contents/studio/44'));
  });

  it('shows the server’s field errors, the history, and refuses a piece the person may not edit', async () => {
    signInAs(7, { editor: true });
    mockApi({
      'GET /api/content/items/50': json(
        200,
        content({
          content_id: 50,
          status: 'draft',
          can_edit: true,
          history: [
            {
              action: 'return',
              from_status: 'in_review',
              to_status: 'draft',
              by: { user_id: 1, name: 'Asha Verma', photo_url: null },
              note: 'Cite the notification number.',
              at: '2026-11-20T10:00:00.000Z',
            },
          ],
        }),
      ),
      'PATCH /api/content/items/50': apiError(400, 'Invalid', [{ path: 'body.summary', message: 'too long' }]),
      'GET /api/content/items/51': json(200, content({ content_id: 51 })),
    });
    const { unmount } = renderAt(<EditorScreen />, '/contents/studio/50', '/contents/studio/:id');
    expect(await screen.findByText('Returned to the author by Asha Verma')).toBeTruthy();
    expect(screen.getByText('Cite the notification number.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('too long')).toBeTruthy();
    unmount();
    renderAt(<EditorScreen />, '/contents/studio/51', '/contents/studio/:id');
    expect(await screen.findByText('You may not edit this piece')).toBeTruthy();
  });
});
