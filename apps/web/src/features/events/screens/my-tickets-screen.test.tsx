import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../components/ui/toaster';
import { buildIcs, icsFileName } from '../components/ics';
import { apiError, inDays, json, mockApi, outside, outsidePage, renderAt, signInAs, ticket } from '../test-support';
import MyTicketsScreen from './my-tickets-screen';
import OutsideRegistrationsScreen from './outside-registrations-screen';

afterEach(() => {
  act(() => notify.dismiss());
  vi.restoreAllMocks();
});

describe('MyTicketsScreen', () => {
  it('puts tickets and outside registrations in one timeline, upcoming soonest first, with the QR code and code', async () => {
    signInAs(7);
    mockApi({
      'GET /api/events/tickets/mine': json(200, [
        ticket({}, { event_id: 1, title: 'Bharat Startup Summit 2026', starts_at: inDays(10), ends_at: inDays(10, 8) }),
        ticket(
          { registration_id: 32, status: 'waitlisted', waitlist_position: 2, ticket_code: null, qr_url: null },
          { event_id: 2, title: 'Pitch practice night', starts_at: inDays(3), ends_at: inDays(3, 3) },
        ),
        ticket(
          { registration_id: 33, checked_in_at: inDays(-30) },
          { event_id: 3, title: 'AgriTech field day, Nashik', starts_at: inDays(-30), ends_at: inDays(-30, 6) },
        ),
      ]),
      'GET /api/events/outside': ({ query }) => json(200, outsidePage(query.get('when') === 'past' ? [] : [outside()])),
    });
    renderAt(<MyTicketsScreen />, '/my-tickets');
    const upcoming = await screen.findByRole('region', { name: 'Upcoming' });
    const titles = within(upcoming)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(titles).toEqual(['Pitch practice night', 'Bharat Startup Summit 2026', 'TiE Global Summit']);
    const summit = within(upcoming)
      .getByRole('link', { name: 'Bharat Startup Summit 2026' })
      .closest('article') as HTMLElement;
    expect(
      within(summit)
        .getByRole('img', { name: /QR code of your ticket/ })
        .getAttribute('src'),
    ).toBe('/api/events/registrations/31/qr.svg');
    expect(within(summit).getByText('Xq7pL2mN9vR4sT8wY1zA3bC5dE6fG0hJ')).toBeTruthy();
    const pitch = within(upcoming)
      .getByRole('link', { name: 'Pitch practice night' })
      .closest('article') as HTMLElement;
    expect(within(pitch).queryByRole('img')).toBeNull();
    expect(within(pitch).getByText(/#2 on the waitlist/)).toBeTruthy();
    expect(within(upcoming).getByText('Registered elsewhere')).toBeTruthy();
    const past = screen.getByRole('region', { name: 'Past' });
    expect(within(past).getByText('Checked in')).toBeTruthy();
  });

  it('points to the finder and to outside registrations when there is nothing; Retry after a failure', async () => {
    signInAs(7);
    let fail = true;
    mockApi({
      'GET /api/events/tickets/mine': () => (fail ? apiError(500, 'boom') : json(200, [])),
      'GET /api/events/outside': json(200, outsidePage([])),
    });
    renderAt(<MyTicketsScreen />, '/my-tickets');
    expect(await screen.findByText('Your tickets could not be loaded')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No tickets yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Find events' }).getAttribute('href')).toBe('/events');
    expect(screen.getByRole('link', { name: 'Add an outside registration' }).getAttribute('href')).toBe(
      '/outside-registrations',
    );
  });
});

describe('OutsideRegistrationsScreen', () => {
  it('adds one (checking the dates first), and the API’s field error shows at the field', async () => {
    signInAs(7);
    let attempt = 0;
    const api = mockApi({
      'GET /api/events/outside': json(200, outsidePage([])),
      'POST /api/events/outside': () => {
        attempt += 1;
        return attempt === 1
          ? apiError(400, 'Check the fields', [{ path: 'body.url', message: 'must be a web address' }])
          : json(201, outside());
      },
    });
    renderAt(<OutsideRegistrationsScreen />, '/outside-registrations');
    expect(await screen.findByText('Nothing booked elsewhere yet')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: 'Add registration' })[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Add an outside registration' });
    fireEvent.change(within(dialog).getByLabelText(/Event name/), { target: { value: 'TiE Global Summit' } });
    fireEvent.change(within(dialog).getByLabelText(/Starts/), { target: { value: '2026-12-10T09:00' } });
    fireEvent.change(within(dialog).getByLabelText(/Ends/), { target: { value: '2026-12-10T08:00' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('must end after it starts')).toBeTruthy();
    expect(api.callsTo('POST /api/events/outside')).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText(/Ends/), { target: { value: '2026-12-10T18:00' } });
    fireEvent.change(within(dialog).getByLabelText(/booking or event page/), {
      target: { value: 'https://tgs.tie.org' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('must be a web address')).toBeTruthy();
    const body = api.callsTo('POST /api/events/outside')[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({ title: 'TiE Global Summit', url: 'https://tgs.tie.org', location: '' });
    expect(new Date(String(body.ends_at)).getTime() - new Date(String(body.starts_at)).getTime()).toBe(9 * 3_600_000);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('deletes one at once and Undo brings it back', async () => {
    signInAs(7);
    let rows = [outside()];
    const api = mockApi({
      'GET /api/events/outside': ({ query }) => json(200, outsidePage(query.get('when') === 'past' ? [] : rows)),
      'DELETE /api/events/outside/5': () => {
        rows = [];
        return new Response(null, { status: 204 });
      },
      'POST /api/events/outside': () => {
        rows = [outside({ outside_id: 6 })];
        return json(201, rows[0]);
      },
    });
    renderAt(<OutsideRegistrationsScreen />, '/outside-registrations');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete: TiE Global Summit' }));
    expect(await screen.findByText('Nothing booked elsewhere yet')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(api.callsTo('POST /api/events/outside')).toHaveLength(1));
    expect(api.callsTo('POST /api/events/outside')[0]?.body).toMatchObject({
      title: 'TiE Global Summit',
      location: 'Jio World Centre, Mumbai',
    });
    expect(await screen.findByRole('button', { name: 'Delete: TiE Global Summit' })).toBeTruthy();
  });
});

describe('the .ics file', () => {
  it('holds the event in UTC with escaped text', () => {
    const ics = buildIcs(
      {
        uid: 'event-1@ankur',
        title: 'Summit; day one, Bengaluru',
        startsAt: '2026-12-12T04:30:00.000Z',
        endsAt: '2026-12-12T12:30:00.000Z',
        location: 'BIEC, Tumkur Road',
      },
      new Date('2026-11-26T00:00:00Z'),
    );
    expect(ics).toContain('DTSTART:20261212T043000Z\r\n');
    expect(ics).toContain('DTEND:20261212T123000Z\r\n');
    expect(ics).toContain('SUMMARY:Summit\\; day one\\, Bengaluru\r\n');
    expect(ics).toContain('LOCATION:BIEC\\, Tumkur Road\r\n');
    expect(icsFileName('Bharat Startup Summit 2026')).toBe('bharat-startup-summit-2026.ics');
  });
});
