import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../components/ui/toaster';
import { apiError, card, collection, json, mockApi, renderAt, signInAs } from '../test-support';
import LibraryScreen from './library-screen';
import SavedScreen from './saved-screen';

beforeEach(() => signInAs(7));
afterEach(() => {
  act(() => notify.dismiss());
  vi.restoreAllMocks();
});

const LIBRARY = {
  collections: [
    collection(),
    collection({ collection_id: 5, name: 'GST basics', shared: true, share_token: 'tok-123' }),
  ],
  continue: [
    {
      ...card({ content_id: 9, kind: 'podcast' as const, title: 'Seed funding in Tier-2 cities' }),
      position: 754,
      percent: 52,
      progress_updated_at: '2026-11-20T10:00:00.000Z',
    },
  ],
  downloads: [],
};

describe('LibraryScreen', () => {
  it('lists collections, where I left off and my downloads; reorders by keyboard buttons; deletes after a confirm', async () => {
    const api = mockApi({
      'GET /api/content/library': json(200, LIBRARY),
      'PUT /api/content/collections/order': json(204, undefined),
      'DELETE /api/content/collections/4': json(204, undefined),
      'POST /api/content/collections': json(201, collection({ collection_id: 8, name: 'Pitch deck' })),
    });
    renderAt(<LibraryScreen />, '/my-library');
    expect(await screen.findByRole('link', { name: 'Fundraising prep' })).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Seed funding in Tier-2 cities' })).toBeTruthy();
    expect(screen.getByText('52% done · 12:34')).toBeTruthy();
    expect(screen.getByText(/Files you download/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Move Fundraising prep down' }));
    await waitFor(() => expect(api.callsTo('PUT /api/content/collections/order')).toHaveLength(1));
    expect(api.callsTo('PUT /api/content/collections/order')[0]?.body).toEqual({ ids: [5, 4] });
    fireEvent.click(screen.getByRole('button', { name: 'Delete: Fundraising prep' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete “Fundraising prep”?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.callsTo('DELETE /api/content/collections/4')).toHaveLength(1));
    fireEvent.change(screen.getByLabelText('New collection'), { target: { value: 'Pitch deck' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(api.callsTo('POST /api/content/collections')[0]?.body).toEqual({ name: 'Pitch deck' }));
  });

  it('renames and shares a collection', async () => {
    const api = mockApi({
      'GET /api/content/library': json(200, LIBRARY),
      'PATCH /api/content/collections/4': ({ body }) => json(200, collection({ ...(body as object) })),
    });
    renderAt(<LibraryScreen />, '/my-library');
    fireEvent.click(await screen.findByRole('button', { name: 'Rename: Fundraising prep' }));
    const name = screen.getByLabelText('Name');
    fireEvent.change(name, { target: { value: 'Seed round prep' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.callsTo('PATCH /api/content/collections/4')[0]?.body).toEqual({ name: 'Seed round prep' }),
    );
    fireEvent.click(screen.getAllByRole('checkbox', { name: 'Share with a link' })[0]!);
    await waitFor(() => expect(api.callsTo('PATCH /api/content/collections/4')[1]?.body).toEqual({ shared: true }));
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeTruthy();
  });

  it('opens one of my collections with its pieces, reorders and removes them', async () => {
    const api = mockApi({
      'GET /api/content/collections/4': json(200, {
        ...collection(),
        items: [card(), card({ content_id: 2, title: 'Angel tax, explained' })],
      }),
      'PUT /api/content/collections/4/items/order': json(204, undefined),
      'DELETE /api/content/collections/4/items/2': json(204, undefined),
    });
    renderAt(<LibraryScreen />, '/my-library?collection=4');
    expect(await screen.findByRole('heading', { level: 1, name: 'Fundraising prep' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Move Angel tax, explained up' }));
    await waitFor(() =>
      expect(api.callsTo('PUT /api/content/collections/4/items/order')[0]?.body).toEqual({ ids: [2, 1] }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Remove Angel tax, explained' }));
    await waitFor(() => expect(api.callsTo('DELETE /api/content/collections/4/items/2')).toHaveLength(1));
  });

  it('shows a shared collection read-only, and says when the link no longer works', async () => {
    mockApi({
      'GET /api/content/collections/shared/tok-123': json(200, {
        ...collection({ is_mine: false, owner: { user_id: 12, name: 'Meera Iyer', photo_url: null } }),
        items: [card()],
      }),
      'GET /api/content/collections/shared/gone': apiError(404, 'Not found'),
    });
    const { unmount } = renderAt(<LibraryScreen />, '/my-library?shared=tok-123');
    expect(await screen.findByText('A collection shared by Meera Iyer')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'How to apply for DPIIT recognition' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();
    unmount();
    renderAt(<LibraryScreen />, '/my-library?shared=gone');
    expect(await screen.findByRole('heading', { name: 'This shared collection is not available' })).toBeTruthy();
  });
});

describe('SavedScreen', () => {
  it('unsaves at once and offers Undo', async () => {
    const api = mockApi({
      'GET /api/content/saved': json(200, {
        data: [card({ saved: true })],
        meta: { page: 1, limit: 12, total: 1, totalPages: 1 },
      }),
      'DELETE /api/content/items/1/save': json(200, { saved: false, save_count: 2 }),
    });
    renderAt(<SavedScreen />, '/saved-content');
    fireEvent.click(
      await screen.findByRole('button', { name: 'Remove How to apply for DPIIT recognition from saved' }),
    );
    await waitFor(() => expect(api.callsTo('DELETE /api/content/items/1/save')).toHaveLength(1));
    expect(await screen.findByText('“How to apply for DPIIT recognition” removed from saved')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Undo' })).toBeTruthy();
  });

  it('says what to do when nothing is saved', async () => {
    mockApi({
      'GET /api/content/saved': json(200, { data: [], meta: { page: 1, limit: 12, total: 0, totalPages: 0 } }),
    });
    renderAt(<SavedScreen />, '/saved-content');
    expect(await screen.findByText('You have not saved anything yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Explore the library' }).getAttribute('href')).toBe('/contents');
  });
});
