import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, mockApi, renderRoute } from '../test-support';
import { FeedPanel } from './feed-panel';

const URL_1 = 'http://localhost:3000/api/calendar/feed/first-token.ics';
const URL_2 = 'http://localhost:3000/api/calendar/feed/second-token.ics';

describe('FeedPanel', () => {
  afterEach(() => vi.restoreAllMocks());

  it('creates a link, shows it once with a warning, and copies it', async () => {
    const api = mockApi({
      'GET /api/calendar/feed': json(200, { exists: false, created_at: null }),
      'POST /api/calendar/feed': json(201, { url: URL_1, created_at: '2026-11-22T10:00:00.000Z' }),
    });
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderRoute(<FeedPanel />);
    expect(await screen.findByText('You have no subscription link yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create link' }));
    const field = (await screen.findByLabelText('Your private calendar link')) as HTMLInputElement;
    expect(field.value).toBe(URL_1);
    expect(screen.getByText(/we can show it just this once/)).toBeTruthy();
    expect(api.callsTo('POST /api/calendar/feed')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(URL_1));
    // now it exists: a new link or off, not "create"
    expect(screen.queryByRole('button', { name: 'Create link' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Make a new link' })).toBeTruthy();
  });

  it('an existing link is never shown; making a new one asks first, then shows the new URL', async () => {
    let n = 0;
    const api = mockApi({
      'GET /api/calendar/feed': json(200, { exists: true, created_at: '2026-11-01T10:00:00.000Z' }),
      'POST /api/calendar/feed': () =>
        ++n === 1
          ? apiError(429, 'Too many attempts. Try again in 5 seconds.')
          : json(201, { url: URL_2, created_at: '2026-11-22T10:00:00.000Z' }),
      'DELETE /api/calendar/feed': new Response(null, { status: 204 }),
    });
    renderRoute(<FeedPanel />);
    expect(await screen.findByText(/The link is hidden because we do not store it/)).toBeTruthy();
    expect(screen.queryByLabelText('Your private calendar link')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Make a new link' }));
    let dialog = await screen.findByRole('dialog', { name: 'Make a new link?' });
    expect(dialog.textContent).toContain('The old link stops working at once');
    expect(api.callsTo('POST /api/calendar/feed')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Make new link' }));
    expect(await within(dialog).findByText('Too many attempts. Try again in 5 seconds.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Make new link' }));
    expect(((await screen.findByLabelText('Your private calendar link')) as HTMLInputElement).value).toBe(URL_2);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Turn off' }));
    dialog = await screen.findByRole('dialog', { name: 'Turn off the subscription?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    await waitFor(() => expect(api.callsTo('DELETE /api/calendar/feed')).toHaveLength(1));
    expect(await screen.findByText('You have no subscription link yet.')).toBeTruthy();
    expect(screen.queryByLabelText('Your private calendar link')).toBeNull();
  });

  it('offers a retry when the status cannot be loaded', async () => {
    let fail = true;
    mockApi({
      'GET /api/calendar/feed': () => (fail ? apiError(500, 'x') : json(200, { exists: false, created_at: null })),
    });
    renderRoute(<FeedPanel />);
    const alert = await screen.findByRole('alert');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('You have no subscription link yet.')).toBeTruthy();
  });
});
