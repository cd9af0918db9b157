import type { TConnection, TMemberCard, TOrganisation } from '@ankur/shared/schemas/community-network';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../../components/ui/toaster';
import { type ApiCall, json, mockApi, renderAt as renderRoute, signInAs } from '../../test-support';
import { dismiss, dismissedIds } from '../components/dismissed';
import ConnectionsScreen from './connections-screen';
import MembersScreen from './members-screen';
import NetworkScreen from './network-screen';
import OrganisationsScreen from './organisations-screen';

beforeEach(() => {
  signInAs();
  localStorage.clear();
});
afterEach(() => {
  act(() => notify.dismiss());
  vi.restoreAllMocks();
});

const COUNTS = { received: 1, sent: 0, connections: 4, followers: 2, following: 3 };
const MEERA: TMemberCard = {
  user_id: 12,
  name: 'Meera Iyer',
  photo_url: null,
  headline: 'Founder, cold-chain for Nashik grapes',
  city: 'Nashik',
  state: 'Maharashtra',
  roles: ['Entrepreneur'],
  skills: ['Logistics', 'Exports'],
  relation: 'none',
  connection_id: null,
  following: false,
};

describe('network screens', () => {
  it('the directory shows cards and sends a connection request with a note', async () => {
    const api = mockApi({
      'GET /api/community/members': json(200, { items: [MEERA], next_before: null }),
      'GET /api/community/members/facets': json(200, { roles: ['Entrepreneur', 'Expert'] }),
      'GET /api/community/network/counts': json(200, COUNTS),
      'POST /api/community/connections': ({ body }: ApiCall) =>
        json(201, {
          connection_id: 5,
          status: 'pending',
          direction: 'sent',
          note: (body as { note?: string }).note ?? null,
          created_at: '2026-11-20T10:00:00.000Z',
          responded_at: null,
          person: { ...MEERA, relation: 'sent', connection_id: 5 },
        }),
    });
    renderRoute(<MembersScreen />, '/community/members');
    const list = await screen.findByRole('list', { name: 'Members' });
    expect(within(list).getByRole('link', { name: 'Meera Iyer' }).getAttribute('href')).toBe('/user/profile/12');
    expect(within(list).getByText('Nashik, Maharashtra')).toBeTruthy();
    // the badge of requests waiting, in the nav
    expect(await screen.findByText('1 request waiting')).toBeTruthy();

    fireEvent.click(within(list).getByRole('button', { name: 'Connect with Meera Iyer' }));
    fireEvent.change(await screen.findByLabelText(/^Note/), { target: { value: 'Met at the Nashik meetup' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'POST')).toBe(true));
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ user_id: 12, note: 'Met at the Nashik meetup' });
    expect(await screen.findByText('Request sent to Meera Iyer.')).toBeTruthy();
  });

  it('a search that matches no one offers to clear the filters', async () => {
    mockApi({
      'GET /api/community/members': json(200, { items: [], next_before: null }),
      'GET /api/community/network/counts': json(200, COUNTS),
    });
    renderRoute(<MembersScreen />, '/community/members');
    fireEvent.change(await screen.findByPlaceholderText('Search by name or headline'), { target: { value: 'zzz' } });
    expect(await screen.findByRole('heading', { name: 'No one matches' })).toBeTruthy();
  });

  it('received requests are accepted from the Requests screen', async () => {
    const request: TConnection = {
      connection_id: 9,
      status: 'pending',
      direction: 'received',
      note: 'Namaste! I run Krishi Setu in Nashik.',
      created_at: '2026-11-20T10:00:00.000Z',
      responded_at: null,
      person: { ...MEERA, relation: 'received', connection_id: 9 },
    };
    const api = mockApi({
      'GET /api/community/connections': json(200, { items: [request], next_before: null }),
      'GET /api/community/network/counts': json(200, COUNTS),
      'POST /api/community/connections/9/accept': json(200, { ...request, status: 'accepted' }),
    });
    renderRoute(<ConnectionsScreen />, '/community/connections');
    expect(await screen.findByText('Namaste! I run Krishi Setu in Nashik.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    await waitFor(() =>
      expect(api.calls.some((c) => c.method === 'POST' && c.path === '/api/community/connections/9/accept')).toBe(true),
    );
  });

  it('suggestions show their reasons, and "Not now" hides one for this person', async () => {
    mockApi({
      'GET /api/community/suggestions': json(200, {
        items: [
          {
            person: MEERA,
            score: 5,
            reasons: [
              { kind: 'circles', count: 3 },
              { kind: 'sector', sector: 'agritech' },
              { kind: 'city', city: 'Nashik' },
            ],
          },
        ],
      }),
      'GET /api/community/network/counts': json(200, COUNTS),
    });
    renderRoute(<NetworkScreen />, '/community/network');
    const why = await screen.findByRole('list', { name: 'Why this suggestion' });
    expect(
      within(why)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['3 circles in common', 'Same sector: AgriTech', 'Also in Nashik']);
    fireEvent.click(screen.getByRole('button', { name: 'Hide Meera Iyer from suggestions' }));
    expect(await screen.findByRole('heading', { name: 'No suggestions right now' })).toBeTruthy();
    expect(dismissedIds(7).has(12)).toBe(true);
  });

  it('a dismissal expires after 90 days', () => {
    const then = Date.UTC(2026, 0, 1);
    dismiss(7, 40, then);
    expect(dismissedIds(7, then + 89 * 864e5).has(40)).toBe(true);
    expect(dismissedIds(7, then + 91 * 864e5).has(40)).toBe(false);
    expect(dismissedIds(8, then).size).toBe(0);
  });

  it('organisations: an unknown category is a not-found state; a known one lists its pages', async () => {
    const org: TOrganisation = {
      organisation_id: 3,
      name: 'T-Hub Hyderabad',
      slug: 't-hub-hyderabad',
      category: 'accelerator',
      description: 'India’s largest innovation campus.',
      city: 'Hyderabad',
      state: 'Telangana',
      website: null,
      logo_url: null,
      represents_tenant: null,
      verified: true,
      open_to_collaborate: true,
      follower_count: 2,
      member_count: 2,
      following: false,
      may_manage: false,
      hidden: false,
    };
    const api = mockApi({
      'GET /api/community/organisations': json(200, { items: [org], next_before: null, may_create: false }),
      'GET /api/community/network/counts': json(200, COUNTS),
    });
    const bad = renderRoute(
      <OrganisationsScreen />,
      '/community/organization/spaceships',
      '/community/organization/:organization_category',
    );
    expect(await screen.findByRole('heading', { name: 'No such category' })).toBeTruthy();
    bad.unmount();
    renderRoute(
      <OrganisationsScreen />,
      '/community/organization/accelerator',
      '/community/organization/:organization_category',
    );
    expect(await screen.findByRole('link', { name: 'T-Hub Hyderabad' })).toBeTruthy();
    expect(api.calls.find((c) => c.path === '/api/community/organisations')?.query.get('category')).toBe('accelerator');
    expect(screen.queryByRole('button', { name: 'Create an organisation' })).toBeNull();
  });
});
