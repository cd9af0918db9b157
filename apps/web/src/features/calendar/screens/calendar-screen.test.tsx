import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, calendarItem, json, mockApi, renderRoute } from '../test-support';
import CalendarScreen from './calendar-screen';

const ITEMS = [
  calendarItem(),
  calendarItem({
    id: 'program:3:start',
    source: 'program',
    kind: 'program-start',
    title: 'Founders Lab starts',
    name: 'Founders Lab',
    starts_at: '2026-12-01',
    ends_at: '2026-12-02',
    all_day: true,
    link: '/programs/overview/3',
    location: null,
    editable: false,
    reminder_minutes: null,
  }),
  calendarItem({
    id: 'plan-item:44',
    source: 'plan',
    kind: 'plan-target',
    title: 'Plan: Pitch deck basics',
    name: 'Pitch deck basics',
    starts_at: '2026-12-14',
    ends_at: '2026-12-21',
    all_day: true,
    link: '/my-plan/7',
    location: null,
    editable: false,
    reminder_minutes: null,
  }),
];

const MONTH = '/calendar?date=2026-12-01&view=month';

describe('CalendarScreen', () => {
  beforeEach(() => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query) => ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} }) as never,
    );
  });
  afterEach(() => vi.restoreAllMocks());

  it('fetches the visible range and shows items of every source, in colours named by the legend', async () => {
    const api = mockApi({ 'GET /api/calendar': json(200, { items: ITEMS }) });
    renderRoute(<CalendarScreen />, MONTH);
    expect(await screen.findByText('Mentor call')).toBeTruthy();
    expect(screen.getByText('Founders Lab starts')).toBeTruthy();
    expect(screen.getByText('Plan: Pitch deck basics')).toBeTruthy();
    const [call] = api.callsTo('GET /api/calendar');
    // Monday-first month grid around December 2026: 30 Nov → 11 Jan (local time)
    expect(new Date(call!.query.get('from')!).getDate()).toBe(30);
    expect(new Date(call!.query.get('to')!).getMonth()).toBe(0);
    const legend = screen.getByRole('list', { name: 'Colours' });
    expect(within(legend).getByText('My entries')).toBeTruthy();
    expect(within(legend).getByText('Programs')).toBeTruthy();
    expect(within(legend).getByText('Learning plan')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Month' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('says so when the range is empty, and offers a retry when loading fails', async () => {
    let fail = true;
    mockApi({
      'GET /api/calendar': () => (fail ? apiError(500, 'boom') : json(200, { items: [] })),
    });
    renderRoute(<CalendarScreen />, MONTH);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your calendar could not be loaded');
    expect(alert.textContent).not.toContain('boom');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/Nothing in this period yet/)).toBeTruthy();
  });

  it('creates an entry, refusing an end before the start', async () => {
    const api = mockApi({
      'GET /api/calendar': json(200, { items: [] }),
      'POST /api/calendar/entries': json(201, calendarItem({ id: 'entry:9', name: 'Demo day', title: 'Demo day' })),
    });
    renderRoute(<CalendarScreen />, MONTH);
    await screen.findByText(/Nothing in this period yet/);
    fireEvent.click(screen.getByRole('button', { name: 'New entry' }));
    const dialog = await screen.findByRole('dialog', { name: 'New calendar entry' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add entry' }));
    expect(await within(dialog).findByText('Enter a title.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/Title/), { target: { value: 'Demo day' } });
    fireEvent.change(within(dialog).getByLabelText(/Starts/), { target: { value: '2026-12-10T10:00' } });
    fireEvent.change(within(dialog).getByLabelText(/Ends/), { target: { value: '2026-12-10T09:00' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add entry' }));
    expect(await within(dialog).findByText('It must end after it starts.')).toBeTruthy();
    expect(within(dialog).getByLabelText(/Ends/).getAttribute('aria-invalid')).toBe('true');
    expect(api.callsTo('POST /api/calendar/entries')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText(/Ends/), { target: { value: '2026-12-10T11:30' } });
    fireEvent.change(within(dialog).getByLabelText('Reminder'), { target: { value: '30' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add entry' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [post] = api.callsTo('POST /api/calendar/entries');
    expect(post!.body).toEqual({
      title: 'Demo day',
      all_day: false,
      starts_at: new Date('2026-12-10T10:00').toISOString(),
      ends_at: new Date('2026-12-10T11:30').toISOString(),
      location: null,
      description: null,
      reminder_minutes: 30,
    });
  });

  it('opens a personal entry to edit, save, download or delete it (confirmed)', async () => {
    const api = mockApi({
      'GET /api/calendar': json(200, { items: ITEMS }),
      'PATCH /api/calendar/entries/1': json(200, calendarItem({ title: 'Mentor call 2', name: 'Mentor call 2' })),
      'DELETE /api/calendar/entries/1': new Response(null, { status: 204 }),
    });
    renderRoute(<CalendarScreen />, MONTH);
    fireEvent.click(await screen.findByText('Mentor call'));
    let dialog = await screen.findByRole('dialog', { name: 'Edit calendar entry' });
    expect((within(dialog).getByLabelText(/Title/) as HTMLInputElement).value).toBe('Mentor call');
    expect((within(dialog).getByLabelText('Location') as HTMLInputElement).value).toBe('Room 4');
    expect(
      within(dialog)
        .getByRole('link', { name: /Download .ics/ })
        .getAttribute('href'),
    ).toBe('/api/calendar/entries/1.ics');
    fireEvent.change(within(dialog).getByLabelText(/Title/), { target: { value: 'Mentor call 2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PATCH /api/calendar/entries/1')).toHaveLength(1));
    expect(api.callsTo('PATCH /api/calendar/entries/1')[0]!.body).toMatchObject({ title: 'Mentor call 2' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(await screen.findByText('Mentor call'));
    dialog = await screen.findByRole('dialog', { name: 'Edit calendar entry' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this entry?' });
    expect(api.callsTo('DELETE /api/calendar/entries/1')).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete entry' }));
    await waitFor(() => expect(api.callsTo('DELETE /api/calendar/entries/1')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('opens the page of a program or plan item instead of the dialog', async () => {
    mockApi({ 'GET /api/calendar': json(200, { items: ITEMS }) });
    const { router } = renderRoute(<CalendarScreen />, MONTH);
    fireEvent.click(await screen.findByText('Founders Lab starts'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/programs/overview/3'));
  });

  it('switches to the week and agenda views through the toolbar, keeping the view in the URL', async () => {
    mockApi({ 'GET /api/calendar': json(200, { items: ITEMS }) });
    const { router } = renderRoute(<CalendarScreen />, MONTH);
    await screen.findByText('Mentor call');
    fireEvent.click(screen.getByRole('button', { name: 'Week' }));
    await waitFor(() => expect(router.state.location.search).toContain('view=week'));
    expect(screen.getByRole('button', { name: 'Week' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Agenda' }));
    await waitFor(() => expect(router.state.location.search).toContain('view=agenda'));
    expect(await screen.findByText('Founders Lab starts')).toBeTruthy();
  });

  it('opens in the agenda on a phone', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query) => ({ matches: true, media: query, addEventListener() {}, removeEventListener() {} }) as never,
    );
    mockApi({ 'GET /api/calendar': json(200, { items: ITEMS }) });
    renderRoute(<CalendarScreen />, '/calendar?date=2026-12-01');
    expect(await screen.findByText('Mentor call')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Agenda' }).getAttribute('aria-pressed')).toBe('true');
  });
});
