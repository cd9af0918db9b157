import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../components/ui/toaster';
import { apiError, detail, inDays, json, mockApi, registration, renderAt, signInAs } from '../test-support';
import EventScreen from './event-screen';

afterEach(() => {
  act(() => notify.dismiss());
  vi.restoreAllMocks();
});

const BANK = {
  membership: null,
  apps: [],
  plans: [],
  bank: {
    account_name: 'Ankur Foundation',
    bank: 'State Bank of India',
    account_number: '39876543210',
    ifsc: 'SBIN0001234',
    upi: null,
  },
};

const at = (id = 1) => renderAt(<EventScreen />, `/events/${id}`, '/events/:eventId');

describe('EventScreen', () => {
  it('shows the event: when in its zone, venue with directions, agenda with speakers, organiser; no join link until confirmed', async () => {
    signInAs(7);
    mockApi({ 'GET /api/events/1': json(200, detail({ format: 'hybrid', online_url: null })) });
    at();
    expect(await screen.findByRole('heading', { level: 1, name: 'Bharat Startup Summit 2026' })).toBeTruthy();
    expect(screen.getByText('Times in Asia/Kolkata')).toBeTruthy();
    expect(screen.getAllByText(/IST/).length).toBeGreaterThan(0);
    const directions = screen.getByRole('link', { name: 'Directions' });
    expect(directions.getAttribute('href')).toContain(encodeURIComponent('BIEC, Tumkur Road, Madavara, Bengaluru'));
    expect(screen.getByText('The join link shows here once your seat is confirmed.')).toBeTruthy();
    const agenda = screen.getByRole('region', { name: 'Agenda' });
    expect(within(agenda).getByText('Opening keynote: the next 10,000 startups')).toBeTruthy();
    expect(within(agenda).getByText('Kavya Menon')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Rohan Kulkarni' }).getAttribute('href')).toBe('/user/profile/15');
    expect(screen.getByRole('link', { name: 'Meera Iyer' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Manage' })).toBeNull();
  });

  it('registers with answers; a required answer is asked for first, and the API’s field error shows at the field', async () => {
    signInAs(7);
    let attempt = 0;
    const waitlisted = registration({ status: 'waitlisted', waitlist_position: 3, ticket_code: null, qr_url: null });
    const api = mockApi({
      'GET /api/events/1': () =>
        json(
          200,
          detail({
            my_registration: attempt > 1 ? waitlisted : null,
            questions: [
              { key: 'company_name', label: 'Your startup’s name', kind: 'text', required: true, options: [] },
              { key: 'stage', label: 'Stage', kind: 'choice', required: false, options: ['Idea', 'Revenue'] },
            ],
          }),
        ),
      'POST /api/events/1/registrations': () => {
        attempt += 1;
        return attempt === 1
          ? apiError(400, 'Check the answers', [
              { path: 'body.answers.stage', message: 'must be one of the question’s options' },
            ])
          : json(201, waitlisted);
      },
    });
    at();
    const submit = await screen.findByText('Register', { selector: 'button' });
    fireEvent.click(submit);
    expect(await screen.findByText('Answer this question')).toBeTruthy();
    expect(api.callsTo('POST /api/events/1/registrations')).toHaveLength(0);
    fireEvent.change(screen.getByLabelText(/Your startup’s name/), { target: { value: 'AgroSense' } });
    fireEvent.change(screen.getByLabelText('Stage'), { target: { value: 'Revenue' } });
    fireEvent.click(submit);
    expect(await screen.findByText('must be one of the question’s options')).toBeTruthy();
    expect(screen.getByLabelText('Stage').getAttribute('aria-invalid')).toBe('true');
    expect(api.callsTo('POST /api/events/1/registrations')[0]?.body).toEqual({
      ticket_type_id: 11,
      answers: { company_name: 'AgroSense', stage: 'Revenue' },
    });
    fireEvent.click(submit);
    expect(await screen.findByText('You are #3 on the waitlist')).toBeTruthy();
  });

  it('asks for the UTR of a priced ticket with the bank details', async () => {
    signInAs(7);
    const pending = registration({ status: 'pending', payment_status: 'pending', ticket_code: null, qr_url: null });
    let sent = false;
    const api = mockApi({
      'GET /api/events/1': () =>
        json(
          200,
          detail({
            my_registration: sent ? pending : null,
            ticket_types: [
              {
                ticket_type_id: 11,
                name: 'Founder pass',
                description: '',
                price_paise: 49_900,
                capacity: 100,
                confirmed_count: 10,
              },
            ],
          }),
        ),
      'GET /api/memberships/me': json(200, BANK),
      'POST /api/events/1/registrations': () => {
        sent = true;
        return json(201, pending);
      },
    });
    at();
    expect(await screen.findByText('Pay ₹499 by bank transfer')).toBeTruthy();
    expect(await screen.findByText('SBIN0001234')).toBeTruthy();
    const submit = screen.getByText('Register', { selector: 'button' });
    fireEvent.change(screen.getByLabelText(/UTR of your transfer/), { target: { value: '123' } });
    fireEvent.click(submit);
    expect(screen.getByLabelText(/UTR of your transfer/).getAttribute('aria-invalid')).toBe('true');
    expect(api.callsTo('POST /api/events/1/registrations')).toHaveLength(0);
    fireEvent.change(screen.getByLabelText(/UTR of your transfer/), { target: { value: 'sbin42424242424' } });
    fireEvent.click(submit);
    expect(await screen.findByText('Registration received')).toBeTruthy();
    expect(api.callsTo('POST /api/events/1/registrations')[0]?.body).toMatchObject({ payment_ref: 'SBIN42424242424' });
  });

  it('shows my confirmed registration with the join link and cancels it after a confirm', async () => {
    signInAs(7);
    let cancelled = false;
    const api = mockApi({
      'GET /api/events/1': () =>
        json(
          200,
          detail({
            format: 'online',
            online_url: cancelled ? null : 'https://meet.example.in/bss',
            my_status: cancelled ? 'cancelled' : 'confirmed',
            my_registration: registration({ status: cancelled ? 'cancelled' : 'confirmed' }),
          }),
        ),
      'DELETE /api/events/1/registrations/mine': () => {
        cancelled = true;
        return new Response(null, { status: 204 });
      },
    });
    at();
    expect(await screen.findByText('You’re going')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Join the event' }).getAttribute('href')).toBe(
      'https://meet.example.in/bss',
    );
    expect(screen.getByRole('link', { name: 'View ticket' }).getAttribute('href')).toBe('/my-tickets');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel registration' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel your registration?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel registration' }));
    await waitFor(() => expect(api.callsTo('DELETE /api/events/1/registrations/mine')).toHaveLength(1));
    expect(await screen.findByText('You cancelled your registration')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Register' })).toBeTruthy();
  });

  it('shows the cancellation banner with the organiser’s note, Manage for organisers, and the feedback form', async () => {
    signInAs(12, { organiser: true });
    const api = mockApi({
      'GET /api/events/1': json(
        200,
        detail({
          status: 'completed',
          status_note: 'Thank you for coming!',
          starts_at: inDays(-2),
          ends_at: inDays(-2, 6),
          can_manage: true,
          feedback_open: true,
          my_registration: registration({ checked_in_at: inDays(-2) }),
        }),
      ),
      'POST /api/events/1/feedback': json(201, {
        event_id: 1,
        rating: 4,
        comment: 'Great panels',
        recommend: true,
        created_at: inDays(0),
      }),
    });
    at();
    expect(await screen.findByText('This event has ended')).toBeTruthy();
    expect(screen.getByText('Thank you for coming!')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Manage' }).getAttribute('href')).toBe('/event/manage/1');
    expect(screen.queryByRole('button', { name: 'Cancel registration' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText('Choose a rating from 1 to 5.')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('4 stars'));
    fireEvent.change(screen.getByLabelText('What worked, what could be better?'), {
      target: { value: 'Great panels' },
    });
    fireEvent.click(screen.getByLabelText('Yes'));
    fireEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    await waitFor(() =>
      expect(api.callsTo('POST /api/events/1/feedback')[0]?.body).toEqual({
        rating: 4,
        comment: 'Great panels',
        recommend: true,
      }),
    );
  });

  it('says when the event does not exist or is not open to me', async () => {
    signInAs(7);
    mockApi({
      'GET /api/events/404': apiError(404, 'No such event'),
      'GET /api/events/403': apiError(403, 'Only members of the circle may see this event'),
    });
    const { unmount } = at(404);
    expect(await screen.findByRole('heading', { name: 'This event does not exist' })).toBeTruthy();
    unmount();
    at(403);
    expect(await screen.findByRole('heading', { name: 'This event is not open to you' })).toBeTruthy();
  });
});
