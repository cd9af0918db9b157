import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CookieBanner } from '../../features/consent/cookie-banner';
import { i18n, LANGUAGE_STORAGE_KEY } from '../../lib/i18n';
import { CONSENT_STORAGE_KEY, syncConsentFromStorage, useConsentStore } from '../../stores/consent';
import { PublicFooter } from './public-footer';

/** The footer, with the banner mounted as the root route mounts it: only while no choice is stored. */
function Page() {
  const unset = useConsentStore((state) => state.status === 'unset');
  return (
    <>
      <PublicFooter />
      {unset ? <CookieBanner /> : null}
    </>
  );
}

function renderFooter() {
  const router = createMemoryRouter([{ path: '*', element: <Page /> }], { initialEntries: ['/'] });
  render(<RouterProvider router={router} />);
}

function startWith(flag: 'true' | 'false' | null) {
  if (flag === null) localStorage.removeItem(CONSENT_STORAGE_KEY);
  else localStorage.setItem(CONSENT_STORAGE_KEY, flag);
  syncConsentFromStorage();
  useConsentStore.setState({ preferencesOpen: false });
}

const cookieSettings = () => screen.getByRole('button', { name: 'Cookie settings' });

beforeEach(() => startWith(null));
afterEach(async () => {
  localStorage.clear();
  await act(() => i18n.changeLanguage('en'));
  localStorage.removeItem(LANGUAGE_STORAGE_KEY);
});

describe('PublicFooter', () => {
  it('links the legal pages and Report Bugs, with the brand', () => {
    startWith('true');
    renderFooter();
    const nav = screen.getByRole('navigation', { name: 'Legal and support' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Terms of Service', '/terms-of-service'],
      ['Privacy Policy', '/privacy-policy'],
      // the report names the page it was filed from
      ['Report Bugs', '/report-bugs?from=%2F'],
    ]);
    expect(within(nav).getByRole('button', { name: 'Cookie settings' })).toBeTruthy();
    expect(screen.getByRole('contentinfo').textContent).toContain(`© ${new Date().getFullYear()} Ankur`);
  });

  it('Cookie settings reopens the Preferences dialog after a choice, and a new choice is stored', async () => {
    const user = userEvent.setup();
    startWith('true');
    renderFooter();
    expect(screen.queryByRole('region', { name: 'Cookie notice' })).toBeNull();
    await user.click(cookieSettings());
    const dialog = await screen.findByRole('dialog', { name: 'Cookie preferences' });
    expect(dialog.textContent).toContain('Your current choice: all cookies allowed.');
    expect(within(dialog).getByRole('heading', { name: 'Analytics and customization' })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Decline All' }));
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBe('false');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(cookieSettings());
    // no banner comes back: a choice is stored
    expect(screen.queryByRole('region', { name: 'Cookie notice' })).toBeNull();

    await user.click(cookieSettings());
    const again = await screen.findByRole('dialog', { name: 'Cookie preferences' });
    expect(again.textContent).toContain('Your current choice: essential cookies only.');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBe('false');
  });

  it('opens the banner’s own dialog (just one) while no choice is stored', async () => {
    const user = userEvent.setup();
    renderFooter();
    expect(screen.getByRole('region', { name: 'Cookie notice' })).toBeTruthy();
    await user.click(cookieSettings());
    expect(await screen.findAllByRole('dialog')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Allow All' }));
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBe('true');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('region', { name: 'Cookie notice' })).toBeNull();
  });

  it('speaks Hindi', async () => {
    const user = userEvent.setup();
    startWith('false');
    await act(() => i18n.changeLanguage('hi'));
    renderFooter();
    const nav = screen.getByRole('navigation', { name: 'कानूनी जानकारी और सहायता' });
    expect(within(nav).getByRole('link', { name: 'गोपनीयता नीति' })).toBeTruthy();
    await user.click(within(nav).getByRole('button', { name: 'कुकी सेटिंग्स' }));
    const dialog = await screen.findByRole('dialog', { name: 'कुकी प्राथमिकताएँ' });
    expect(within(dialog).getByRole('button', { name: 'सभी की अनुमति दें' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'बंद करें' })).toBeTruthy();
  });
});
