import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../components/ui/toaster';
import { type ApiCall, apiError, json, mockApi, renderRoute, signInAs, VENTURE } from '../test-support';
import VentureScreen from './venture-screen';

beforeEach(() => signInAs());
afterEach(() => {
  act(() => notify.dismiss());
  vi.restoreAllMocks();
});

describe('VentureScreen', () => {
  it('offers to add a venture when there is none, and creates it', async () => {
    const api = mockApi({
      'GET /api/ventures/mine': json(200, { items: [] }),
      'POST /api/ventures': ({ body }: ApiCall) => json(201, { ...VENTURE, ...(body as object) }),
    });
    renderRoute(<VentureScreen />, '/profile/entrepreneurial');
    fireEvent.click(await screen.findByRole('button', { name: 'Add your venture' }));
    fireEvent.change(screen.getByLabelText(/^Venture name/), { target: { value: 'Krishi Setu' } });
    fireEvent.change(screen.getByLabelText(/^Sector/), { target: { value: 'agritech' } });
    fireEvent.change(screen.getByLabelText(/^Stage/), { target: { value: 'idea' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Funding' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create venture' }));
    await waitFor(() => expect(api.callsTo('POST /api/ventures')).toHaveLength(1));
    expect(api.callsTo('POST /api/ventures')[0]?.body).toMatchObject({
      name: 'Krishi Setu',
      sector: 'agritech',
      stage: 'idea',
      needs: ['funding'],
      team_size: 1,
    });
  });

  it('shows the venture with its stage on the track, and the owner adds a member (400 names the field)', async () => {
    let added = false;
    let venture = VENTURE;
    mockApi({
      'GET /api/ventures/mine': () => json(200, { items: [venture] }),
      'POST /api/ventures/4/members': ({ body }: ApiCall) => {
        if ((body as { identifier: string }).identifier === 'nobody') {
          return apiError(400, 'Invalid body.identifier', [
            { path: 'body.identifier', message: 'nobody has this username or e-mail address' },
          ]);
        }
        added = true;
        venture = {
          ...VENTURE,
          members: [...VENTURE.members, { user_id: 9, name: 'Anil Patil', username: 'anil', is_owner: false }],
        };
        return json(201, venture);
      },
    });
    renderRoute(<VentureScreen />, '/profile/entrepreneurial');
    expect(await screen.findByRole('heading', { name: 'Krishi Setu' })).toBeTruthy();
    const track = screen.getByRole('list', { name: 'Stage' });
    expect(within(track).getByText('Validation').closest('li')?.getAttribute('aria-current')).toBe('step');
    const field = screen.getByLabelText('Username or e-mail of an existing member');
    fireEvent.change(field, { target: { value: 'nobody' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add to team' }));
    expect(await screen.findByText('nobody has this username or e-mail address')).toBeTruthy();
    fireEvent.change(field, { target: { value: 'anil' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add to team' }));
    expect(await screen.findByRole('link', { name: 'Anil Patil' })).toBeTruthy();
    expect(added).toBe(true);
  });

  it("shows another team's venture read-only, and 404 as not shared", async () => {
    mockApi({
      'GET /api/ventures/4': json(200, { ...VENTURE, can_edit: false, can_manage_team: false }),
      'GET /api/ventures/5': apiError(404, 'No such venture.'),
    });
    const first = renderRoute(<VentureScreen />, '/profile/entrepreneurial?venture=4', '/profile/entrepreneurial');
    expect(await screen.findByRole('heading', { name: 'Krishi Setu' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByLabelText('Username or e-mail of an existing member')).toBeNull();
    first.unmount();
    renderRoute(<VentureScreen />, '/profile/entrepreneurial?venture=5', '/profile/entrepreneurial');
    expect(await screen.findByRole('heading', { name: 'Nothing to show here' })).toBeTruthy();
  });
});
