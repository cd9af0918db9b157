import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../components/ui/toaster';
import { setLanguage } from '../../../lib/i18n';
import { resetSessionStore } from '../../../stores/session';
import { apiError, deferred, json, mockApi, renderRoute } from '../test-support';
import ReportBugsScreen from './report-bugs-screen';

const POST = 'POST /api/support/bugReports';

const renderScreen = (path = '/report-bugs') => renderRoute(<ReportBugsScreen />, path, '/report-bugs');
const textbox = (name: RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Send report' }));

function fillIn() {
  fireEvent.change(textbox(/^Title/), { target: { value: '  Save button does nothing ' } });
  fireEvent.change(textbox(/^What happened/), {
    target: { value: 'Pressing Save on my profile shows no message.' },
  });
  fireEvent.change(textbox(/^Steps to reproduce/), { target: { value: '1. Open profile\n2. Press Save' } });
  fireEvent.click(screen.getByRole('radio', { name: /^High/ }));
}

/** The ids an element's aria-describedby names, and the text of those elements. */
function described(element: HTMLElement): string {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? `(missing #${id})`)
    .join(' | ');
}

beforeEach(() => {
  resetSessionStore({
    isLoggedIn: true,
    rehydrationStatus: 'succeeded',
    user: { user_id: 7, email: 'asha@example.org', username: 'asha' },
  });
  Object.defineProperty(document, 'referrer', { value: '', configurable: true });
});
afterEach(() => vi.restoreAllMocks());

describe('/report-bugs', () => {
  it('explains itself, says where replies go, and fills in the page from ?from=', () => {
    mockApi({});
    renderScreen('/report-bugs?from=%2Fprograms%2F12%3Ftab%3Dunits');
    expect(screen.getByRole('heading', { level: 1, name: 'Report a bug' })).toBeTruthy();
    expect(screen.getByText('We will write to asha@example.org if we need to know more.')).toBeTruthy();
    expect(textbox(/^Page where it happened/).value).toBe('/programs/12?tab=units');
    // each severity explains itself
    const high = screen.getByRole('radio', { name: /^High/ });
    expect(described(high)).toBe('You cannot finish an important task, and there is no way around it.');
  });

  it("fills in the referring page of this site, never another site's", () => {
    mockApi({});
    Object.defineProperty(document, 'referrer', {
      value: `${window.location.origin}/events/3#agenda`,
      configurable: true,
    });
    const first = renderScreen();
    expect(textbox(/^Page where it happened/).value).toBe('/events/3#agenda');
    first.unmount();

    Object.defineProperty(document, 'referrer', { value: 'https://elsewhere.example/x', configurable: true });
    const second = renderScreen('/report-bugs?from=%2F%2Fevil.example%2Fx');
    expect(textbox(/^Page where it happened/).value).toBe('');
    second.unmount();
  });

  it('names each bad field, linked to it, and sends nothing', async () => {
    const api = mockApi({});
    renderScreen();
    fireEvent.change(textbox(/^Title/), { target: { value: 'Bug' } });
    fireEvent.change(textbox(/^Page where it happened/), { target: { value: '//evil.example/x' } });
    submit();
    expect(await screen.findByText('Please correct the highlighted fields.')).toBeTruthy();
    const title = textbox(/^Title/);
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect(described(title)).toMatch(/^Write a title of at least 5 characters\. \| A short summary/);
    expect(document.activeElement).toBe(title);
    expect(described(textbox(/^What happened/))).toMatch(/^Describe what happened\./);
    expect(screen.getByText('Choose how serious the problem is.')).toBeTruthy();
    expect(described(textbox(/^Page where it happened/))).toMatch(/^Enter a page of this site/);
    expect(api.callsTo(POST)).toHaveLength(0);

    // fixing a field clears its error
    fireEvent.change(title, { target: { value: 'Save button does nothing' } });
    expect(title.getAttribute('aria-invalid')).toBeNull();
  });

  it('sends the report, disabled while sending, then thanks with the report number', async () => {
    const answer = deferred<Response>();
    const api = mockApi({ [POST]: () => answer.promise });
    const toast = vi.spyOn(notify, 'success');
    renderScreen('/report-bugs?from=%2Fprofile');
    fillIn();
    submit();
    const sending = await screen.findByRole('button', { name: 'Sending…' });
    expect((sending as HTMLButtonElement).disabled).toBe(true);
    expect(api.callsTo(POST)).toHaveLength(1);
    expect(api.callsTo(POST)[0]!.body).toEqual({
      title: 'Save button does nothing',
      description: 'Pressing Save on my profile shows no message.',
      steps_to_reproduce: '1. Open profile\n2. Press Save',
      severity: 'high',
      page_url: '/profile',
    });
    // a second press while sending sends nothing more
    fireEvent.submit(sending.closest('form')!);
    expect(api.callsTo(POST)).toHaveLength(1);

    await act(async () => answer.resolve(json(201, { id: 42, created_at: '2026-03-01T10:00:00.000Z' })));
    expect(await screen.findByRole('heading', { name: 'Thank you! We have your report.' })).toBeTruthy();
    expect(screen.getByText('Your report number is #42.')).toBeTruthy();
    expect(toast).toHaveBeenCalledWith('Bug report sent. Thank you!');
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');

    fireEvent.click(screen.getByRole('button', { name: 'Report another bug' }));
    expect(textbox(/^Title/).value).toBe('');
    expect(textbox(/^Page where it happened/).value).toBe('/profile');
  });

  it('says when to try again after too many reports (429)', async () => {
    mockApi({
      [POST]: apiError(429, 'You have filed 10 bug reports in the last hour. Try again in 12 minutes.', {
        retry_after_seconds: 700,
      }),
    });
    renderScreen();
    fillIn();
    submit();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Your report was not sent.')).toBeTruthy();
    expect(
      within(alert).getByText('You have sent a lot of reports in the last hour. Please try again in 12 minutes.'),
    ).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Send report' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("shows the server's 400 on the field it names", async () => {
    mockApi({
      [POST]: apiError(400, 'Invalid body.page_url: must be a page of this site', [
        { path: 'body.page_url', message: 'must be a page of this site' },
      ]),
    });
    renderScreen();
    fillIn();
    fireEvent.change(textbox(/^Page where it happened/), { target: { value: `${window.location.origin}/x` } });
    submit();
    await waitFor(() => expect(textbox(/^Page where it happened/).getAttribute('aria-invalid')).toBe('true'));
    expect(described(textbox(/^Page where it happened/))).toMatch(
      /^This was not accepted: must be a page of this site/,
    );
    expect(document.activeElement).toBe(textbox(/^Page where it happened/));
  });

  it('says when the server cannot be reached', async () => {
    mockApi({ [POST]: () => Promise.reject(new TypeError('Failed to fetch')) });
    renderScreen();
    fillIn();
    submit();
    expect(
      await screen.findByText('We could not reach the server. Check your internet connection and try again.'),
    ).toBeTruthy();
  });

  it('speaks Hindi', async () => {
    mockApi({});
    await act(() => setLanguage('hi'));
    try {
      renderScreen();
      expect(screen.getByRole('heading', { level: 1, name: 'बग की रिपोर्ट करें' })).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: 'रिपोर्ट भेजें' }));
      expect(await screen.findByText('चुनें कि समस्या कितनी गंभीर है।')).toBeTruthy();
    } finally {
      await act(() => setLanguage('en'));
    }
  });
});
