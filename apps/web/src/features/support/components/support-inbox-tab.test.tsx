import type { TSupportMessage } from '@ankur/shared/schemas/support';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../components/ui/toaster';
import { type ApiCall, apiError, deferred, json, list, message, mockApi, renderRoute } from '../test-support';
import { SupportInboxTab } from './support-inbox-tab';

const GET = 'GET /api/support/messages/getAll';

const BUG = message({
  id: 2,
  kind: 'bug',
  name: 'Asha Rao',
  email: 'asha@example.org',
  organisation: null,
  topic: null,
  subject: 'Save button does nothing',
  message: 'Line one\n  indented <b>not bold</b>\n\nLast line',
  severity: 'critical',
  page_url: '/profile?tab=contact',
  steps_to_reproduce: '1. Open profile\n2. Press Save',
  user_agent: 'Mozilla/5.0 (Android 14)',
  user_id: 7,
  tenant_id: 'BHARATSTARTUPSUMMIT',
  created_at: '2026-03-02T09:00:00.000Z',
});
const CONTACT = message({ id: 1 });

const renderTab = () => renderRoute(<SupportInboxTab />, '/admin-center');
const lastCall = (api: ReturnType<typeof mockApi>) => api.callsTo(GET).at(-1)!;

afterEach(() => vi.restoreAllMocks());

describe('SupportInboxTab', () => {
  it('lists messages newest first, and asks the server to filter, search and page', async () => {
    const api = mockApi({
      [GET]: (call: ApiCall) =>
        json(200, list(call.query.get('kind') === 'contact' ? [CONTACT] : [BUG, CONTACT], 1, 10, 25)),
    });
    renderTab();
    const table = await screen.findByRole('table', { name: 'Support messages' });
    await within(table).findByText('Save button does nothing');
    expect(within(table).getByText('Partnership')).toBeTruthy();
    expect(within(table).getByText('Critical')).toBeTruthy();
    expect(within(table).getByText('asha@example.org')).toBeTruthy();
    expect(lastCall(api).query.get('sortField')).toBe('created_at');
    expect(lastCall(api).query.get('sortOrder')).toBe('desc');
    expect(lastCall(api).query.get('page')).toBe('1');
    expect(lastCall(api).query.get('kind')).toBeNull();

    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'contact' } });
    await waitFor(() => expect(lastCall(api).query.get('kind')).toBe('contact'));
    await waitFor(() => expect(within(table).queryByText('Save button does nothing')).toBeNull());

    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'in_progress' } });
    await waitFor(() => expect(lastCall(api).query.get('status')).toBe('in_progress'));

    fireEvent.change(screen.getByLabelText('Search messages'), { target: { value: 'kochi' } });
    await waitFor(() => expect(lastCall(api).query.get('search')).toBe('kochi'));

    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(lastCall(api).query.get('page')).toBe('2'));
    expect(lastCall(api).query.get('kind')).toBe('contact');
  });

  it('has an empty state, a filtered empty state and a load error with Retry', async () => {
    let fail = false;
    mockApi({ [GET]: () => (fail ? apiError(500, 'boom') : json(200, list([]))) });
    renderTab();
    expect(
      await screen.findByText('No messages yet. Contact Us messages and bug reports will appear here.'),
    ).toBeTruthy();
    fail = true;
    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'bug' } });
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to fetch support messages.');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No message matches these filters. Clear a filter to see more.')).toBeTruthy();
  });

  it('says so when the caller may not read the inbox (403)', async () => {
    mockApi({ [GET]: apiError(403, 'You do not have permission to do this.') });
    renderTab();
    expect((await screen.findByRole('alert')).textContent).toBe('You do not have access to the support inbox.');
  });

  it('opens a message in full: plain text as written, the sender as a mailto link', async () => {
    mockApi({ [GET]: json(200, list([BUG, CONTACT])) });
    renderTab();
    fireEvent.click(await screen.findByRole('button', { name: 'Open the message from Asha Rao' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save button does nothing' });
    const text = within(dialog).getByText(/Line one/);
    expect(text.textContent).toBe('Line one\n  indented <b>not bold</b>\n\nLast line');
    expect(text.className).toContain('whitespace-pre-wrap');
    expect(dialog.querySelector('b')).toBeNull();
    const mail = within(dialog).getByRole('link', { name: /asha@example\.org/ });
    expect(mail.getAttribute('href')).toBe(
      `mailto:asha@example.org?subject=${encodeURIComponent('Re: Save button does nothing')}`,
    );
    expect(within(dialog).getByText('/profile?tab=contact')).toBeTruthy();
    expect(within(dialog).getByText('1. Open profile\n2. Press Save', { normalizer: (s) => s })).toBeTruthy();
    expect(within(dialog).getByText('Signed-in user #7')).toBeTruthy();
    // a new message offers every status but its own
    expect(within(dialog).queryByRole('button', { name: 'Mark as new' })).toBeNull();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('sets a status at once, says so, and keeps it once the server agrees', async () => {
    let stored: TSupportMessage[] = [BUG, CONTACT];
    const answer = deferred<Response>();
    const api = mockApi({
      [GET]: () => json(200, list(stored)),
      'PATCH /api/support/messages/2': () => answer.promise,
    });
    const toast = vi.spyOn(notify, 'success');
    renderTab();
    fireEvent.click(await screen.findByRole('button', { name: 'Open the message from Asha Rao' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Resolved' }));

    // before the server answers: the modal and the table show the new status
    await waitFor(() => expect(within(dialog).queryByRole('button', { name: 'Resolved' })).toBeNull());
    expect(within(dialog).getByText('Resolved')).toBeTruthy();
    expect(within(screen.getByRole('table', { hidden: true })).getAllByText('Resolved')).toHaveLength(1);
    expect(api.callsTo('PATCH /api/support/messages/2')[0]!.body).toEqual({ status: 'resolved' });

    const saved = { ...BUG, status: 'resolved' as const, handled_by: 1, handled_by_name: 'Platform Administrator' };
    stored = [saved, CONTACT];
    await act(async () => answer.resolve(json(200, saved)));
    await waitFor(() => expect(toast).toHaveBeenCalledWith('Marked as “Resolved”.'));
    expect(await within(dialog).findByText(/Platform Administrator/)).toBeTruthy();
  });

  it('puts the status back and says why when the change fails', async () => {
    mockApi({
      [GET]: json(200, list([BUG, CONTACT])),
      'PATCH /api/support/messages/2': apiError(403, 'You do not have permission to do this.'),
    });
    const toast = vi.spyOn(notify, 'error');
    renderTab();
    fireEvent.click(await screen.findByRole('button', { name: 'Open the message from Asha Rao' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark as spam' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith('The status could not be changed: You do not have permission to do this.'),
    );
    expect(within(dialog).getByText('New')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Mark as spam' })).toBeTruthy();
  });
});
