import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, LANGUAGE_STORAGE_KEY } from '../../lib/i18n';
import { resetSessionStore } from '../../stores/session';
import { json, list, mockApi } from '../../test/mock-api';
import { PublicHeader } from './public-header';

function renderHeader(path = '/') {
  const router = createMemoryRouter([{ path: '*', element: <PublicHeader /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
}

const linkNames = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);

/** The desktop row (the first of each pair; the second sits in the hamburger panel). */
const desktop = <T,>(items: T[]): T => items[0]!;

beforeEach(() => resetSessionStore({ rehydrationStatus: 'succeeded' }));
afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
  localStorage.removeItem(LANGUAGE_STORAGE_KEY);
  vi.restoreAllMocks();
});

const ENROLMENT = 'GET /api/programs-enrolled/getAll';
/** SPEC §7: the header's enrolment call answers with the user's enrolment in program 2, if any. */
const enrolment = (status?: string) =>
  json(200, list(status ? [{ program_id: 2, enrollment_status: status }] : [], 1, 1));
const signIn = () =>
  resetSessionStore({ rehydrationStatus: 'succeeded', isLoggedIn: true, user: { user_id: 9, firstName: 'Asha' } });
/** The desktop row's links and buttons, language switch left out. */
const actionNames = () =>
  Array.from(desktop(screen.getAllByRole('button', { name: /^(Sign out|साइन आउट)$/ })).parentElement!.children)
    .filter((el) => el.tagName !== 'FIELDSET')
    .map((el) => el.textContent);

describe('PublicHeader', () => {
  it('links the six landing sections and offers Register and Login', () => {
    renderHeader();
    const nav = desktop(screen.getAllByRole('navigation', { name: 'Sections' }));
    expect(linkNames(nav)).toEqual([
      'Home',
      'Mission & Vision',
      'Who is it for?',
      'Platform Services',
      'Team',
      'Contact Us',
    ]);
    expect(within(nav).getByRole('link', { name: 'Team' }).getAttribute('href')).toBe('/#team');
    expect(desktop(screen.getAllByRole('button', { name: 'Register' }))).toBeTruthy();
    expect(desktop(screen.getAllByRole('button', { name: 'Login' }))).toBeTruthy();
  });

  it('switches to Hindi from the compact switch beside Register and Login', async () => {
    const user = userEvent.setup();
    renderHeader();
    const register = desktop(screen.getAllByRole('button', { name: 'Register' }));
    const row = register.parentElement!;
    const language = within(row).getByRole('group', { name: 'Language' });
    // before Register and Login, on the same row
    expect(language.compareDocumentPosition(register) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await user.click(within(language).getByRole('button', { name: 'हिन्दी' }));
    await waitFor(() => expect(i18n.resolvedLanguage).toBe('hi'));

    expect(i18n.resolvedLanguage).toBe('hi');
    const nav = desktop(screen.getAllByRole('navigation', { name: 'अनुभाग' }));
    expect(linkNames(nav)).toEqual(['होम', 'मिशन और विज़न', 'यह किनके लिए है?', 'प्लेटफ़ॉर्म सेवाएँ', 'टीम', 'संपर्क करें']);
    expect(within(row).getByRole('button', { name: 'पंजीकरण करें' })).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'लॉग इन' })).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'हिन्दी' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'मेनू खोलें' })).toBeTruthy();
  });

  it('has the language switch inside the hamburger panel', async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const toggle = screen.getByRole('button', { name: 'Close menu' });
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(panel.hidden).toBe(false);
    await user.click(
      within(within(panel).getByRole('group', { name: 'Language' })).getByRole('button', { name: 'हिन्दी' }),
    );
    await waitFor(() => expect(i18n.resolvedLanguage).toBe('hi'));
    expect(linkNames(within(panel).getByRole('navigation', { name: 'अनुभाग' }))).toContain('संपर्क करें');
    expect(within(panel).getByRole('button', { name: 'पंजीकरण करें' })).toBeTruthy();
  });

  it('shows Dashboard, Community, Profile and Sign out when signed in, in either language', async () => {
    const api = mockApi({ [ENROLMENT]: enrolment('enrolled') });
    signIn();
    renderHeader('/terms-of-service');
    expect(actionNames()).toEqual(['Dashboard', 'Community', 'Profile', 'Sign out']);
    await waitFor(() => expect(document.querySelector('a[data-enrolment="enrolled"]')).not.toBeNull());
    expect(actionNames()).toEqual(['Dashboard', 'Community', 'Profile', 'Sign out']);
    await act(() => i18n.changeLanguage('hi'));
    expect(actionNames()).toEqual(['डैशबोर्ड', 'समुदाय', 'प्रोफ़ाइल', 'साइन आउट']);
    // one call for both rows (desktop and the hamburger panel)
    expect(api.callsTo(ENROLMENT)).toHaveLength(1);
  });

  it('fetches the enrolment in program 2 exactly as SPEC §7 says, only when signed in', async () => {
    const api = mockApi({ [ENROLMENT]: enrolment('enrolled') });
    renderHeader();
    expect(api.calls).toHaveLength(0);
    signIn();
    await waitFor(() => expect(api.callsTo(ENROLMENT)).toHaveLength(1));
    const { query } = api.callsTo(ENROLMENT)[0]!;
    expect(Object.fromEntries(query)).toEqual({
      page: '1',
      limit: '1',
      fields: 'program_id,enrollment_status',
      filterFields: '{"user_id":9,"program_id":2}',
    });
  });

  it.each([
    ['enrolled', 'Dashboard', '/cohort/2'],
    ['completed', 'Dashboard', '/cohort/2'],
    ['pending', 'Dashboard, pending approval', '/cohort/2'],
    ['no', 'Join the cohort', '/programs/overview/2'],
  ])('reflects %s enrolment in the cohort link', async (status, name, href) => {
    mockApi({ [ENROLMENT]: enrolment(status === 'no' ? undefined : status) });
    signIn();
    renderHeader('/terms-of-service');
    const link = await waitFor(() => desktop(screen.getAllByRole('link', { name })));
    expect(link.getAttribute('href')).toBe(href);
    // the badge shows "Pending" beside Dashboard
    expect(actionNames()[0]).toBe(status === 'pending' ? 'DashboardPending' : name);
  });

  it('invites to join the cohort in Hindi too', async () => {
    mockApi({ [ENROLMENT]: enrolment() });
    signIn();
    renderHeader('/terms-of-service');
    await waitFor(() => desktop(screen.getAllByRole('link', { name: 'Join the cohort' })));
    await act(() => i18n.changeLanguage('hi'));
    expect(await screen.findByRole('link', { name: 'समूह से जुड़ें' })).toBeTruthy();
  });

  it('keeps the plain Dashboard link when the enrolment cannot be read', async () => {
    mockApi({ [ENROLMENT]: json(500, { statusCode: 500, error: 'Internal Server Error', message: 'boom' }) });
    signIn();
    renderHeader('/terms-of-service');
    await new Promise((resolve) => setTimeout(resolve, 20));
    const link = desktop(screen.getAllByRole('link', { name: 'Dashboard' }));
    expect(link.getAttribute('href')).toBe('/cohort/2');
  });

  it.each(['/sign-in', '/sign-in/abc123', '/parental-consent/t0k3n'])(
    'leaves the switch to the sign-in card on %s (one switch per screen)',
    (path) => {
      renderHeader(path);
      expect(screen.queryByRole('group', { name: 'Language' })).toBeNull();
      expect(screen.getAllByRole('navigation', { name: 'Sections' }).length).toBeGreaterThan(0);
    },
  );
});
