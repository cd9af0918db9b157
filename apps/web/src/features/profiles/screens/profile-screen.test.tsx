import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../components/ui/toaster';
import { i18n } from '../../../lib/i18n';
import { type ApiCall, apiError, json, MY_PROFILE, mockApi, renderRoute, signInAs, VIEW } from '../test-support';
import ProfileScreen from './profile-screen';

beforeEach(() => signInAs());
afterEach(async () => {
  act(() => notify.dismiss());
  await act(() => i18n.changeLanguage('en'));
  vi.restoreAllMocks();
});

const at = (id: number) => renderRoute(<ProfileScreen />, `/user/profile/${id}`, '/user/profile/:user_id');

describe('ProfileScreen', () => {
  it("shows another person's shared sections, with no Edit", async () => {
    mockApi({ 'GET /api/profiles/12': json(200, VIEW) });
    at(12);
    expect(await screen.findByRole('heading', { level: 1, name: 'Rohan Kulkarni' })).toBeTruthy();
    expect(screen.getByText('Chartered accountant, helps founders with GST')).toBeTruthy();
    expect(screen.getByText('Pune, Maharashtra')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Skills' })).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('link', { name: /Volunteer profile/ }).getAttribute('href')).toBe('/volunteer-profile/12');
    expect(screen.queryByRole('button', { name: /Edit profile/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Add a photo/ })).toBeNull();
  });

  it('says nothing is shared when the API answers 404', async () => {
    mockApi({ 'GET /api/profiles/12': apiError(404, 'No profile to show for this person.') });
    at(12);
    expect(await screen.findByRole('heading', { name: 'Nothing to show here' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to your home' })).toBeTruthy();
  });

  it('lets the owner edit: the 400 names the field, then the save goes through', async () => {
    let calls = 0;
    const api = mockApi({
      'GET /api/profiles/7': json(200, {
        ...VIEW,
        user_id: 7,
        name: 'Priya Deshmukh',
        is_owner: true,
        roles: ['Entrepreneur'],
      }),
      'GET /api/profiles/me': json(200, MY_PROFILE),
      'PUT /api/profiles/me': ({ body }: ApiCall) => {
        calls += 1;
        if (calls === 1) {
          return apiError(400, 'Invalid body.links.0: must be an http(s) address', [
            { path: 'body.links.0', message: 'must be an http(s) address' },
          ]);
        }
        return json(200, { ...MY_PROFILE, ...(body as object) });
      },
    });
    at(7);
    fireEvent.click(await screen.findByRole('button', { name: /Edit profile/ }));
    fireEvent.change(await screen.findByLabelText(/^Headline/), { target: { value: 'Founder, Krishi Setu' } });
    fireEvent.change(screen.getByLabelText(/^Links/), { target: { value: 'ftp://old' } });
    fireEvent.change(screen.getByLabelText(/^Skills/), { target: { value: 'IoT, Sales, IoT' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Pitch Deck Sprint' }));
    fireEvent.change(screen.getByLabelText('Personality profile'), { target: { value: 'only_me' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('must be an http(s) address')).toBeTruthy();
    expect(screen.getByLabelText(/^Links/).getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(screen.getByLabelText(/^Links/), { target: { value: 'https://krishisetu.example.in' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('button', { name: /Edit profile/ })).toBeTruthy());
    const sent = api.callsTo('PUT /api/profiles/me')[1]?.body as Record<string, unknown>;
    expect(sent).toMatchObject({
      headline: 'Founder, Krishi Setu',
      skills: ['IoT', 'Sales'],
      links: ['https://krishisetu.example.in'],
      shown_programs: [3],
      visibility: { personality: 'only_me' },
    });
  });

  it('reads in Hindi', async () => {
    await act(() => i18n.changeLanguage('hi'));
    mockApi({ 'GET /api/profiles/12': json(200, VIEW) });
    at(12);
    expect(await screen.findByRole('heading', { level: 1, name: 'Rohan Kulkarni' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'परिचय' })).toBeTruthy();
  });
});
