import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../components/ui/toaster';
import { ReportSlotContext } from '../../../lib/report-slot';
import { embedUrl } from '../components/video-player';
import { apiError, card, collection, content, json, mockApi, PODCAST, renderAt, signInAs } from '../test-support';
import ContentScreen from './content-screen';

beforeEach(() => signInAs(7));
afterEach(() => {
  act(() => notify.dismiss());
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const related = json(200, { data: [card({ content_id: 5, title: 'GST registration in five steps' })] });

describe('ContentScreen', () => {
  it('shows an article with its metadata and related pieces; Save turns at once', async () => {
    let saved = false;
    const api = mockApi({
      'GET /api/content/items/1': () => json(200, content({ saved, save_count: saved ? 4 : 3 })),
      'GET /api/content/items/1/related': related,
      'POST /api/content/items/1/save': () => {
        saved = true;
        return json(200, { saved: true, save_count: 4 });
      },
    });
    renderAt(<ContentScreen />, '/article/1', '/article/:id');
    expect(await screen.findByRole('heading', { level: 1, name: 'How to apply for DPIIT recognition' })).toBeTruthy();
    expect(screen.getByText('Register on the Startup India portal first.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Policy & Mission Hub' }).getAttribute('href')).toBe(
      '/contents?hub=policy-mission-hub',
    );
    expect(await screen.findByRole('link', { name: 'GST registration in five steps' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /^Save/ }));
    expect(await screen.findByRole('button', { name: /^Saved/, pressed: true })).toBeTruthy();
    expect(api.callsTo('POST /api/content/items/1/save')).toHaveLength(1);
  });

  it('offers the Report action app/ provides on another’s published piece, not on one the reader may edit', async () => {
    mockApi({
      'GET /api/content/items/1': json(200, content()),
      'GET /api/content/items/2': json(200, content({ content_id: 2, can_edit: true })),
      'GET /api/content/items/1/related': related,
      'GET /api/content/items/2/related': related,
    });
    const report = (c: { id: number }) => <button type="button">Report piece {c.id}</button>;
    const { unmount } = renderAt(
      <ReportSlotContext.Provider value={report}>
        <ContentScreen />
      </ReportSlotContext.Provider>,
      '/article/1',
      '/article/:id',
    );
    expect(await screen.findByRole('button', { name: 'Report piece 1' })).toBeTruthy();
    unmount();
    renderAt(
      <ReportSlotContext.Provider value={report}>
        <ContentScreen />
      </ReportSlotContext.Provider>,
      '/article/2',
      '/article/:id',
    );
    expect(await screen.findByRole('link', { name: 'Edit' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Report piece/ })).toBeNull();
  });

  it('moves a piece opened under another kind’s address to its own, and says when one is missing', async () => {
    mockApi({
      'GET /api/content/items/9': json(200, PODCAST),
      'GET /api/content/items/9/related': json(200, { data: [] }),
      'GET /api/content/items/404': apiError(404, 'Not found'),
    });
    const { router, unmount } = renderAt(<ContentScreen />, '/article/9', '/:segment/:id');
    await waitFor(() => expect(router.state.location.pathname).toBe('/podcast/9'));
    unmount();
    renderAt(<ContentScreen />, '/article/404', '/article/:id');
    expect(await screen.findByRole('heading', { name: 'This piece is not in the library' })).toBeTruthy();
  });

  it('plays a podcast from where the listener left off, jumps by chapter and saves the position', async () => {
    const api = mockApi({
      'GET /api/content/items/9': json(200, PODCAST),
      'GET /api/content/items/9/related': json(200, { data: [] }),
      'PUT /api/content/items/9/progress': json(204, undefined),
    });
    const { unmount } = renderAt(<ContentScreen />, '/podcast/9', '/podcast/:id');
    const player = await screen.findByRole('region', { name: 'Audio player' });
    expect(within(player).getByRole('status').textContent).toContain('Resume from 12:34');
    const audio = player.querySelector('audio') as HTMLAudioElement;
    Object.defineProperty(audio, 'duration', { configurable: true, value: 1440 });
    fireEvent(audio, new Event('loadedmetadata'));
    expect(audio.currentTime).toBe(754);
    // chapters jump
    fireEvent.click(within(player).getByRole('button', { name: /The first cheque/ }));
    expect(audio.currentTime).toBe(600);
    // a pause saves where the listener is
    audio.currentTime = 900;
    fireEvent(audio, new Event('pause'));
    await waitFor(() => expect(api.callsTo('PUT /api/content/items/9/progress')).toHaveLength(1));
    expect(api.callsTo('PUT /api/content/items/9/progress')[0]?.body).toEqual({ position: 900, percent: 63 });
    // the speed changes the playback rate; the transcript is there
    fireEvent.change(within(player).getByLabelText('Speed'), { target: { value: '1.5' } });
    expect(audio.playbackRate).toBe(1.5);
    expect(within(player).getByText('Today we talk about seed funds.')).toBeTruthy();
    // leaving saves too
    audio.currentTime = 930;
    unmount();
    await waitFor(() => expect(api.callsTo('PUT /api/content/items/9/progress')).toHaveLength(2));
    expect(api.callsTo('PUT /api/content/items/9/progress')[1]?.body).toEqual({ position: 930, percent: 65 });
  });

  it('offers Start over, and shows a report’s details and download', async () => {
    mockApi({
      'GET /api/content/items/9': json(200, PODCAST),
      'GET /api/content/items/9/related': json(200, { data: [] }),
      'PUT /api/content/items/9/progress': json(204, undefined),
    });
    const { unmount } = renderAt(<ContentScreen />, '/podcast/9', '/podcast/:id');
    fireEvent.click(await screen.findByRole('button', { name: 'Start over' }));
    expect(screen.queryByText(/Resume from/)).toBeNull();
    unmount();
    const api = mockApi({
      'GET /api/content/items/3': json(
        200,
        content({
          content_id: 3,
          kind: 'report',
          details: {
            kind: 'report',
            file_id: 8,
            authors: 'Ananya Rao, Karthik Menon',
            publisher: 'Bharat Innovation Foundation',
            year: 2025,
            isbn: null,
            pages: 64,
          },
          file: {
            upload_id: 8,
            file_name: 'report.pdf',
            content_type: 'application/pdf',
            size_bytes: 2_400_000,
            url: '/api/uploads/y/report.pdf',
          },
        }),
      ),
      'GET /api/content/items/3/related': json(200, { data: [] }),
      'POST /api/content/items/3/download': json(200, { url: '/api/uploads/y/report.pdf' }),
    });
    renderAt(<ContentScreen />, '/report/3', '/report/:id');
    expect(await screen.findByText('Bharat Innovation Foundation')).toBeTruthy();
    expect(screen.getByTitle('Preview of the PDF').getAttribute('src')).toBe('/api/uploads/y/report.pdf');
    fireEvent.click(screen.getByRole('button', { name: /Download/ }));
    await waitFor(() => expect(api.callsTo('POST /api/content/items/3/download')).toHaveLength(1));
  });

  it('adds a piece to a new collection from the popover', async () => {
    const api = mockApi({
      'GET /api/content/items/1': json(200, content()),
      'GET /api/content/items/1/related': json(200, { data: [] }),
      'GET /api/content/collections': json(200, { data: [collection()] }),
      'POST /api/content/collections': json(201, collection({ collection_id: 6, name: 'GST basics', item_count: 0 })),
      'POST /api/content/collections/6/items': json(
        201,
        collection({ collection_id: 6, name: 'GST basics', item_count: 1 }),
      ),
    });
    renderAt(<ContentScreen />, '/article/1', '/article/:id');
    fireEvent.click(await screen.findByRole('button', { name: 'Add to collection' }));
    expect(await screen.findByRole('button', { name: 'Fundraising prep', pressed: false })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('New collection name'), { target: { value: 'GST basics' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create and add' }));
    await waitFor(() => expect(api.callsTo('POST /api/content/collections/6/items')).toHaveLength(1));
    expect(api.callsTo('POST /api/content/collections')[0]?.body).toEqual({ name: 'GST basics' });
    expect(api.callsTo('POST /api/content/collections/6/items')[0]?.body).toEqual({ content_id: 1 });
  });
});

describe('embedUrl', () => {
  const video = (source: 'youtube' | 'vimeo', url: string) => ({
    kind: 'video' as const,
    source,
    url,
    file_id: null,
    duration_seconds: 0,
    transcript: '',
  });
  it('embeds YouTube without cookies and Vimeo without tracking', () => {
    expect(embedUrl(video('youtube', 'https://www.youtube.com/watch?v=abc123XYZ'))).toBe(
      'https://www.youtube-nocookie.com/embed/abc123XYZ',
    );
    expect(embedUrl(video('youtube', 'https://youtu.be/abc123XYZ'))).toBe(
      'https://www.youtube-nocookie.com/embed/abc123XYZ',
    );
    expect(embedUrl(video('vimeo', 'https://vimeo.com/76979871'))).toBe(
      'https://player.vimeo.com/video/76979871?dnt=1',
    );
    expect(embedUrl(video('youtube', 'https://evil.example/watch?v=x'))).toBeNull();
  });
});
