import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../components/ui/toaster';
import { resetSessionStore } from '../../../stores/session';
import { apiError, card, json, mockApi, page, renderAt, signInAs } from '../test-support';
import ExplorerScreen from './explorer-screen';
import HubScreen from './hub-screen';
import PublicationsScreen from './publications-screen';

afterEach(() => {
  act(() => notify.dismiss());
  vi.restoreAllMocks();
});

describe('ExplorerScreen', () => {
  it('shows cards and facet counts; a facet, the sort and a page go into the address and the query', async () => {
    signInAs(7);
    const api = mockApi({
      'GET /api/content/items': ({ query }) =>
        json(
          200,
          page([card(), card({ content_id: 2, kind: 'podcast', title: 'GST for freelancers' })], {
            meta: { page: Number(query.get('page') ?? 1), limit: 12, total: 30, totalPages: 3 },
          }),
        ),
    });
    const { router } = renderAt(<ExplorerScreen />, '/contents');
    expect(await screen.findByRole('link', { name: 'How to apply for DPIIT recognition' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'GST for freelancers' }).getAttribute('href')).toBe('/podcast/2');
    expect(screen.getByText('30 pieces')).toBeTruthy();
    const filters = screen.getByRole('complementary', { name: 'Filters' });
    const podcast = within(filters).getByRole('button', { name: /Podcast\s*2/ });
    fireEvent.click(podcast);
    await waitFor(() => expect(router.state.location.search).toBe('?kind=podcast'));
    await waitFor(() => expect(api.callsTo('GET /api/content/items').at(-1)?.query.get('kind')).toBe('podcast'));
    expect(within(filters).getByRole('button', { name: /Podcast/, pressed: true })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Sort'), { target: { value: 'popular' } });
    await waitFor(() => expect(router.state.location.search).toBe('?kind=podcast&sort=popular'));
    fireEvent.click(await screen.findByRole('button', { name: 'Next' }));
    await waitFor(() => expect(api.callsTo('GET /api/content/items').at(-1)?.query.get('page')).toBe('2'));
    expect(screen.queryByRole('link', { name: 'Write' })).toBeNull();
  });

  it('reads filters from a shared link, and offers to clear them when nothing matches', async () => {
    signInAs(7);
    const api = mockApi({ 'GET /api/content/items': json(200, page([])) });
    const { router } = renderAt(
      <ExplorerScreen />,
      '/contents?hub=funding-hub&level=advanced&q=angel+tax&kind=nonsense',
    );
    expect(await screen.findByText('Nothing matches these filters')).toBeTruthy();
    const query = api.callsTo('GET /api/content/items')[0]?.query;
    expect(query?.get('hub')).toBe('funding-hub');
    expect(query?.get('level')).toBe('advanced');
    expect(query?.get('q')).toBe('angel tax');
    expect(query?.get('kind')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Clear all filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('searches, shows Write to authors, and tells a signed-out visitor to sign in', async () => {
    signInAs(7, { editor: true });
    mockApi({ 'GET /api/content/items': json(200, page([card()])) });
    const { router, unmount } = renderAt(<ExplorerScreen />, '/contents');
    expect((await screen.findByRole('link', { name: 'Write' })).getAttribute('href')).toBe('/contents/studio');
    fireEvent.change(screen.getByPlaceholderText('Search titles, topics and text…'), { target: { value: 'gst' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=gst'));
    unmount();
    resetSessionStore();
    renderAt(<ExplorerScreen />, '/contents');
    expect(await screen.findByText('Sign in to read, watch or listen to a piece and to save it.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Write' })).toBeNull();
  });

  it('shows an error with Retry', async () => {
    signInAs(7);
    let fail = true;
    mockApi({
      'GET /api/content/items': () => (fail ? apiError(500, 'boom') : json(200, page([card()]))),
    });
    renderAt(<ExplorerScreen />, '/contents');
    expect(await screen.findByText('The library could not be loaded')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'How to apply for DPIIT recognition' })).toBeTruthy();
  });
});

describe('HubScreen and PublicationsScreen', () => {
  it('shows the hub’s shelves, by hub and topics, each leading into the explorer', async () => {
    signInAs(7);
    mockApi({
      'GET /api/content/hub': json(200, {
        featured: [card({ featured: true })],
        newest: [card({ content_id: 2, title: 'Writing your first pitch deck' })],
        popular_week: [],
        by_hub: [{ hub: 'funding-hub', items: [card({ content_id: 3, title: 'Angel tax, explained' })] }],
        topics: [{ value: 'gst', count: 4 }],
      }),
    });
    renderAt(<HubScreen />, '/content-hub');
    expect(await screen.findByRole('heading', { name: 'Featured' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Funding Hub' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Angel tax, explained' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /gst/ }).getAttribute('href')).toBe('/contents?topic=gst');
    expect(screen.queryByRole('heading', { name: 'Popular this week' })).toBeNull();
  });

  it('says so when nothing is published', async () => {
    signInAs(7);
    mockApi({
      'GET /api/content/hub': json(200, { featured: [], newest: [], popular_week: [], by_hub: [], topics: [] }),
    });
    renderAt(<HubScreen />, '/content-hub');
    expect(await screen.findByText('Nothing is published yet')).toBeTruthy();
  });

  it('lists reports and books, one kind at a time on request', async () => {
    signInAs(7);
    const api = mockApi({
      'GET /api/content/items': json(200, page([card({ kind: 'report', title: 'India Startup Funding Report 2025' })])),
    });
    renderAt(<PublicationsScreen />, '/publications');
    expect(await screen.findByRole('link', { name: 'India Startup Funding Report 2025' })).toBeTruthy();
    expect(api.callsTo('GET /api/content/items')[0]?.query.getAll('kind')).toEqual(['report', 'book']);
    fireEvent.click(screen.getByRole('button', { name: 'Book' }));
    await waitFor(() => expect(api.callsTo('GET /api/content/items').at(-1)?.query.getAll('kind')).toEqual(['book']));
  });
});
