import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../components/ui/toaster';
import { apiError, card, json, mockApi, page, renderAt, signInAs, ticket } from '../test-support';
import EventHubScreen from './event-hub-screen';
import EventsScreen from './events-screen';

afterEach(() => {
  act(() => notify.dismiss());
  vi.restoreAllMocks();
});

describe('EventsScreen (the finder)', () => {
  it('shows cards with price, seats and my status; a filter, the sort and a page go into the address and the query', async () => {
    signInAs(7);
    const api = mockApi({
      'GET /api/events': ({ query }) =>
        json(
          200,
          page(
            [
              card(),
              card({
                event_id: 2,
                title: 'Founder office hours: GST and compliance',
                format: 'online',
                price_from_paise: 49_900,
                capacity: 40,
                confirmed_count: 40,
                my_status: 'waitlisted',
              }),
            ],
            { meta: { page: Number(query.get('page') ?? 1), limit: 12, total: 30 } },
          ),
        ),
    });
    const { router } = renderAt(<EventsScreen />, '/events');
    expect(await screen.findByRole('link', { name: 'Bharat Startup Summit 2026' })).toBeTruthy();
    const gst = screen.getByRole('link', { name: 'Founder office hours: GST and compliance' });
    expect(gst.getAttribute('href')).toBe('/events/2');
    const gstCard = gst.closest('article') as HTMLElement;
    expect(within(gstCard).getByText('From ₹499')).toBeTruthy();
    expect(within(gstCard).getByText('Waitlist open')).toBeTruthy();
    expect(within(gstCard).getByText('On the waitlist')).toBeTruthy();
    expect(within(gstCard).getByText('Online', { selector: 'span.truncate' })).toBeTruthy();
    const summit = screen.getByRole('link', { name: 'Bharat Startup Summit 2026' }).closest('article') as HTMLElement;
    expect(within(summit).getByText('Free')).toBeTruthy();
    expect(within(summit).getByText('120 seats left')).toBeTruthy();
    expect(within(summit).getByText('BIEC, Bengaluru')).toBeTruthy();
    expect(screen.getByText('30 events')).toBeTruthy();

    const filters = screen.getByRole('complementary', { name: 'Filters' });
    fireEvent.click(within(filters).getByRole('button', { name: /Pune\s*2/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?city=Pune'));
    await waitFor(() => expect(api.callsTo('GET /api/events').at(-1)?.query.get('city')).toBe('Pune'));
    fireEvent.click(within(filters).getByRole('button', { name: /Online\s*3/ }));
    await waitFor(() => expect(api.callsTo('GET /api/events').at(-1)?.query.get('format')).toBe('online'));
    fireEvent.change(screen.getByLabelText('Sort'), { target: { value: 'popular' } });
    await waitFor(() => expect(router.state.location.search).toBe('?city=Pune&format=online&sort=popular'));
    fireEvent.click(await screen.findByRole('button', { name: 'Next' }));
    await waitFor(() => expect(api.callsTo('GET /api/events').at(-1)?.query.get('page')).toBe('2'));
    expect(api.callsTo('GET /api/events').at(-1)?.query.get('community')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Create event' })).toBeNull();
  });

  it('lists only community events on /community/events, and offers Create event to organisers when empty', async () => {
    signInAs(7, { organiser: true });
    const api = mockApi({ 'GET /api/events': json(200, page([])) });
    renderAt(<EventsScreen />, '/community/events');
    expect(await screen.findByText('No events yet')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Community events' })).toBeTruthy();
    expect(api.callsTo('GET /api/events')[0]?.query.get('community')).toBe('true');
    expect(api.callsTo('GET /api/events')[0]?.query.get('when')).toBe('upcoming');
    const links = screen.getAllByRole('link', { name: 'Create event' });
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['/manage-event/new', '/manage-event/new']);
  });

  it('reads filters from a shared link (a date overrides "when"), and clears them when nothing matches', async () => {
    signInAs(7);
    const api = mockApi({ 'GET /api/events': json(200, page([])) });
    const { router } = renderAt(
      <EventsScreen />,
      '/events?on=2026-12-12&topic=agritech&hub=funding-hub&format=nonsense&q=pitch',
    );
    expect(await screen.findByText('No event matches these filters')).toBeTruthy();
    const query = api.callsTo('GET /api/events')[0]?.query;
    expect(query?.get('on')).toBe('2026-12-12');
    expect(query?.get('when')).toBeNull();
    expect(query?.get('topic')).toBe('agritech');
    expect(query?.get('hub')).toBe('funding-hub');
    expect(query?.get('q')).toBe('pitch');
    expect(query?.get('format')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Remove filter agritech' }));
    await waitFor(() => expect(router.state.location.search).not.toContain('topic'));
    fireEvent.click(await screen.findByRole('button', { name: 'Clear all filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('shows an error with Retry', async () => {
    signInAs(7);
    let fail = true;
    mockApi({ 'GET /api/events': () => (fail ? apiError(500, 'boom') : json(200, page([card()]))) });
    renderAt(<EventsScreen />, '/events');
    expect(await screen.findByText('Events could not be loaded')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Bharat Startup Summit 2026' })).toBeTruthy();
  });
});

describe('EventHubScreen', () => {
  it('shows this week, popular and online shelves, cities with counts, and my next ticket', async () => {
    signInAs(7);
    mockApi({
      'GET /api/events': ({ query }) =>
        query.get('when') === 'this_week'
          ? json(200, page([card({ event_id: 3, title: 'Pitch practice night at T-Hub' })]))
          : query.get('format') === 'online'
            ? json(200, page([card({ event_id: 2, title: 'GST office hours', format: 'online' })]))
            : json(200, page([card()])),
      'GET /api/events/tickets/mine': json(200, [
        ticket({ status: 'waitlisted', waitlist_position: 3 }, { event_id: 4, title: 'Women in Deep Tech meetup' }),
      ]),
    });
    renderAt(<EventHubScreen />, '/event-hub');
    expect(await screen.findByRole('heading', { name: 'Popular upcoming' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Pitch practice night at T-Hub' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'GST office hours' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Pune\s*2 events/ }).getAttribute('href')).toBe('/events?city=Pune');
    const next = screen.getByRole('region', { name: 'My next ticket' });
    expect(await within(next).findByRole('link', { name: 'Women in Deep Tech meetup' })).toBeTruthy();
    expect(within(next).getByText('On the waitlist')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Competitions/ }).getAttribute('href')).toBe('/competition-hub');
  });

  it('says so when nothing is coming up', async () => {
    signInAs(7);
    mockApi({
      'GET /api/events': json(200, page([], { facets: { format: {}, city: {}, topic: {} } })),
      'GET /api/events/tickets/mine': json(200, []),
    });
    renderAt(<EventHubScreen />, '/event-hub');
    expect(await screen.findByText('No upcoming events yet')).toBeTruthy();
    expect(screen.getByText(/No ticket yet/)).toBeTruthy();
  });
});
