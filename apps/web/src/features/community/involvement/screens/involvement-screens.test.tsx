import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../../components/ui/toaster';
import { type ApiCall, apiError, CALL, COLLABORATOR, HUB, json, mockApi, renderRoute } from '../test-support';
import CollabCommunityScreen from './collab-community-screen';
import CommunityHubScreen from './community-hub-screen';
import GetInvolvedScreen from './get-involved-screen';

afterEach(() => {
  act(() => notify.dismiss());
  vi.restoreAllMocks();
});

const page = (data: unknown[], extra: object = {}) =>
  json(200, { data, next_before: null, can_post: false, my_organisations: [], ...extra });

describe('GetInvolvedScreen', () => {
  it('lists calls, filters by kind through the address, and applies with a message', async () => {
    const api = mockApi({
      'GET /api/community/calls': ({ query }: ApiCall) => page(query.get('kind') === 'judge' ? [] : [CALL]),
      'POST /api/community/calls/5/applications': ({ body }: ApiCall) =>
        (body as { message: string }).message
          ? json(201, {
              application_id: 9,
              call_id: 5,
              status: 'pending',
              message: 'I ran an FPO',
              share_profile: true,
              decision_note: null,
              decided_at: null,
              created_at: '2026-11-02T10:00:00.000Z',
              applicant: { ...CALL.author, user_id: 7 },
            })
          : apiError(400, 'Invalid body.message', [{ path: 'body.message', message: 'must not be empty' }]),
    });
    const { router } = renderRoute(<GetInvolvedScreen />, '/community/get-involved');
    expect(await screen.findByRole('heading', { name: CALL.title })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send application' }));
    expect(await within(dialog).findByText('must not be empty')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/Why you/), { target: { value: 'I ran an FPO' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send application' }));
    await waitFor(() => expect(api.callsTo('POST /api/community/calls/5/applications')).toHaveLength(2));
    expect(api.callsTo('POST /api/community/calls/5/applications')[1]?.body).toEqual({
      message: 'I ran an FPO',
      share_profile: true,
    });

    fireEvent.change(screen.getByLabelText('What you need'), { target: { value: 'judge' } });
    expect(await screen.findByText('No open calls match')).toBeTruthy();
    expect(router.state.location.search).toContain('kind=judge');
  });

  it('shows the error with Retry when the list fails', async () => {
    mockApi({ 'GET /api/community/calls': apiError(500, 'boom') });
    renderRoute(<GetInvolvedScreen />, '/community/get-involved');
    expect(await screen.findByText('The calls could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('CollabCommunityScreen', () => {
  it('lists people open to collaborate; Connect sends a connection request with a note', async () => {
    const api = mockApi({
      'GET /api/community/collaborators/me': json(200, { open_to_collaborate: false }),
      'GET /api/community/collaborators/people': json(200, { data: [COLLABORATOR], next_before: null }),
      'POST /api/community/connections': json(201, {}),
      'PUT /api/community/collaborators/me': ({ body }: ApiCall) => json(200, body),
    });
    renderRoute(<CollabCommunityScreen />, '/collab-hub/community');
    expect(await screen.findByText('Ananya Iyer')).toBeTruthy();
    expect(screen.getByText('Looking for: A research partner for battery recycling')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Connect' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/A note/), { target: { value: 'Met at the Chennai summit' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(api.callsTo('POST /api/community/connections')).toHaveLength(1));
    expect(api.callsTo('POST /api/community/connections')[0]?.body).toEqual({
      user_id: 12,
      note: 'Met at the Chennai summit',
    });
    expect(await screen.findByRole('button', { name: 'Request sent' })).toBeTruthy();

    fireEvent.click(screen.getByRole('checkbox', { name: /open to collaborate/ }));
    await waitFor(() => expect(api.callsTo('PUT /api/community/collaborators/me')).toHaveLength(1));
  });
});

describe('CommunityHubScreen', () => {
  it('shows topics, circles, members, calls and an honest events slot from one call', async () => {
    const api = mockApi({ 'GET /api/community/hub': json(200, HUB) });
    renderRoute(<CommunityHubScreen />, '/community-hub');
    expect(await screen.findByText('#agritech')).toBeTruthy();
    expect(screen.getByText('Pune Hardware Founders')).toBeTruthy();
    expect(screen.getByText('Kiran Rao')).toBeTruthy();
    expect(screen.getByRole('link', { name: CALL.title }).getAttribute('href')).toBe('/community/get-involved?call=5');
    expect(screen.getByText('No open requests right now.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to events' }).getAttribute('href')).toBe('/events');
    expect(api.calls).toHaveLength(1);
  });
});
