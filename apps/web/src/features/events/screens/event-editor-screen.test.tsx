import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../components/ui/toaster';
import { apiError, json, mockApi } from '../../../test/mock-api';
import { wallToInstant } from '../components/editor/zoned-time';
import { eventDetail, renderAt, signInOrganiser } from '../components/manage/test-fixtures';
import EventEditorScreen from './event-editor-screen';

afterEach(() => {
  act(() => notify.dismiss());
  vi.restoreAllMocks();
});

const PATTERN = '/manage-event/:event_id';

describe('wallToInstant', () => {
  it('reads the wall clock in the event’s zone', () => {
    expect(wallToInstant('2026-12-05T10:00', 'Asia/Kolkata')).toBe('2026-12-05T04:30:00.000Z');
    expect(wallToInstant('2026-07-01T09:00', 'Europe/London')).toBe('2026-07-01T08:00:00.000Z');
    expect(wallToInstant('', 'Asia/Kolkata')).toBeNull();
  });
});

describe('EventEditorScreen', () => {
  it('creates a draft: times entered in IST go out as UTC, the default ticket type is sent, and it opens the saved event', async () => {
    signInOrganiser();
    const api = mockApi({
      'POST /api/events': json(201, eventDetail({ event_id: 41 })),
      'GET /api/events/41': json(200, eventDetail({ event_id: 41 })),
    });
    const { router } = renderAt(<EventEditorScreen />, '/manage-event/new', PATTERN);
    await screen.findByRole('heading', { level: 1, name: 'New event' });
    // nothing filled in: the errors show at the fields and nothing is sent
    fireEvent.click(screen.getAllByRole('button', { name: 'Save draft' })[0]!);
    expect(await screen.findByText('must name the venue of an in-person or hybrid event')).toBeTruthy();
    expect(api.callsTo('POST /api/events')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText(/^Title/), {
      target: { value: 'Founder office hours: GST and compliance' },
    });
    fireEvent.change(screen.getByLabelText(/^Starts/), { target: { value: '2026-12-05T10:00' } });
    fireEvent.change(screen.getByLabelText(/^Ends/), { target: { value: '2026-12-05T13:00' } });
    fireEvent.change(screen.getByLabelText(/^Venue/), { target: { value: 'T-Hub Phase 2' } });
    fireEvent.change(screen.getByLabelText(/^City/), { target: { value: 'Hyderabad' } });
    expect(screen.getByText(/Shown to attendees as .*IST/)).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: 'Save draft' })[0]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/manage-event/41'));
    const body = api.callsTo('POST /api/events')[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      title: 'Founder office hours: GST and compliance',
      starts_at: '2026-12-05T04:30:00.000Z',
      ends_at: '2026-12-05T07:30:00.000Z',
      time_zone: 'Asia/Kolkata',
      format: 'in_person',
      venue_name: 'T-Hub Phase 2',
      online_url: null,
      capacity: null,
      ticket_types: [{ name: 'General admission', description: '', price_paise: 0, capacity: null }],
    });
  }, 15_000);

  it('shows the API’s field errors at the field (a session’s title) and publishes after saving', async () => {
    signInOrganiser();
    let patched = 0;
    const api = mockApi({
      'GET /api/events/41': json(200, eventDetail()),
      'PATCH /api/events/41': () =>
        ++patched === 1
          ? apiError(400, 'body.sessions[0].title: must be at least 2 characters', [
              { path: 'body.sessions[0].title', message: 'must be at least 2 characters' },
            ])
          : json(200, eventDetail()),
      'POST /api/events/41/transition': json(200, eventDetail({ status: 'published' })),
    });
    renderAt(<EventEditorScreen />, '/manage-event/41', PATTERN);
    const session = await screen.findByLabelText(/^Session title/);
    expect((session as HTMLInputElement).value).toBe('GST registration, step by step');
    fireEvent.change(screen.getByLabelText(/^Summary/), { target: { value: 'Bring your GST questions.' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Save draft' })[0]!);
    await waitFor(() => expect(session.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('must be at least 2 characters')).toBeTruthy();
    // the sessions keep their speaker by index
    expect((api.callsTo('PATCH /api/events/41')[0]!.body as { sessions: unknown[] }).sessions[0]).toMatchObject({
      speaker_indexes: [0],
      starts_at: '2026-12-05T04:30:00.000Z',
    });

    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish this event?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(api.callsTo('POST /api/events/41/transition')[0]?.body).toEqual({ action: 'publish' }));
    expect(api.callsTo('PATCH /api/events/41')).toHaveLength(2);
  }, 15_000);

  it('cancels a published event with a note to registrants, after asking', async () => {
    signInOrganiser();
    let current = eventDetail({ status: 'published' });
    const api = mockApi({
      'GET /api/events/41': () => json(200, current),
      'POST /api/events/41/transition': () => {
        current = eventDetail({ status: 'cancelled', status_note: 'Venue flooded' });
        return json(200, current);
      },
    });
    renderAt(<EventEditorScreen />, '/manage-event/41', PATTERN);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel event' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this event?' });
    fireEvent.change(within(dialog).getByLabelText('Note to registrants'), { target: { value: 'Venue flooded' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel event' }));
    await waitFor(() =>
      expect(api.callsTo('POST /api/events/41/transition')[0]?.body).toEqual({
        action: 'cancel',
        note: 'Venue flooded',
      }),
    );
    await screen.findByText('Cancelled');
    expect(screen.getByText('Venue flooded')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Publish' })).toBeNull();
  }, 15_000);

  it('deletes a draft only after asking, then goes back to the events', async () => {
    signInOrganiser();
    const api = mockApi({
      'GET /api/events/41': json(200, eventDetail()),
      'DELETE /api/events/41': new Response(null, { status: 204 }),
    });
    const { router } = renderAt(<EventEditorScreen />, '/manage-event/41', PATTERN);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete draft' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this draft?' });
    expect(api.callsTo('DELETE /api/events/41')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete draft' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/events'));
    expect(api.callsTo('DELETE /api/events/41')).toHaveLength(1);
  }, 15_000);

  it('refuses people who may not manage it, and answers a missing event with not found', async () => {
    signInOrganiser(false);
    mockApi({
      'GET /api/events/41': json(200, eventDetail({ can_manage: false })),
      'GET /api/events/42': apiError(404, 'No such event'),
    });
    const first = renderAt(<EventEditorScreen />, '/manage-event/41', PATTERN);
    expect(await screen.findByRole('heading', { name: 'You cannot edit this event' })).toBeTruthy();
    first.unmount();
    const second = renderAt(<EventEditorScreen />, '/manage-event/42', PATTERN);
    expect(await screen.findByRole('heading', { name: 'No such event' })).toBeTruthy();
    second.unmount();
    renderAt(<EventEditorScreen />, '/manage-event/new', PATTERN);
    expect(await screen.findByRole('heading', { name: 'You cannot create events' })).toBeTruthy();
  });
});
