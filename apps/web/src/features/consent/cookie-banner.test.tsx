import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { CONSENT_STORAGE_KEY, hasConsent, syncConsentFromStorage, useConsentStore } from '../../stores/consent';
import { CookieBanner } from './cookie-banner';

function renderBanner() {
  const router = createMemoryRouter([{ path: '/', element: <CookieBanner /> }], { initialEntries: ['/'] });
  render(<RouterProvider router={router} />);
}

const banner = () => screen.queryByRole('region', { name: 'Cookie notice' });

function startWith(flag: string | null) {
  if (flag === null) localStorage.removeItem(CONSENT_STORAGE_KEY);
  else localStorage.setItem(CONSENT_STORAGE_KEY, flag);
  syncConsentFromStorage();
  useConsentStore.setState({ preferencesOpen: false });
}

/** Radix starts listening for outside pointer events on the next tick after opening. */
const nextTick = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

beforeEach(() => startWith(null));
afterEach(async () => {
  cleanup();
  localStorage.clear();
  await act(() => i18n.changeLanguage('en'));
});

describe('CookieBanner', () => {
  it('keeps room at the bottom of the page while it shows, and gives it back after a choice', async () => {
    const height = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetHeight');
    Object.defineProperty(HTMLElement.prototype, 'offsetHeight', { configurable: true, get: () => 96 });
    try {
      const user = userEvent.setup();
      renderBanner();
      await waitFor(() => expect(document.body.style.paddingBottom).toBe('96px'));
      await user.click(screen.getByRole('button', { name: 'Accept' }));
      await waitFor(() => expect(document.body.style.paddingBottom).toBe(''));
    } finally {
      if (height) Object.defineProperty(HTMLElement.prototype, 'offsetHeight', height);
    }
  });

  it('shows while no consent flag is stored', () => {
    renderBanner();
    const region = banner()!;
    expect(region).toBeTruthy();
    expect(region.textContent).toContain('uses essential cookies to work');
    expect(region.textContent).toContain('only with your consent');
    expect(within(region).getByRole('button', { name: 'Accept' })).toBeTruthy();
    expect(within(region).getByRole('button', { name: 'Preferences' })).toBeTruthy();
    expect(hasConsent()).toBe(false);
  });

  it('Accept stores true and hides the banner', async () => {
    const user = userEvent.setup();
    renderBanner();
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBe('true');
    expect(banner()).toBeNull();
    expect(hasConsent()).toBe(true);
  });

  it('Preferences explains the three categories; Decline All stores false', async () => {
    const user = userEvent.setup();
    renderBanner();
    await user.click(screen.getByRole('button', { name: 'Preferences' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cookie preferences' });
    for (const name of ['Essential', 'Performance and functionality', 'Analytics and customization']) {
      expect(within(dialog).getByRole('heading', { name })).toBeTruthy();
    }
    expect(within(dialog).getByText('Always on')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Decline All' }));
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBe('false');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(banner()).toBeNull();
    expect(hasConsent()).toBe(false);
  });

  it('Preferences → Allow All stores true', async () => {
    const user = userEvent.setup();
    renderBanner();
    await user.click(screen.getByRole('button', { name: 'Preferences' }));
    await user.click(await screen.findByRole('button', { name: 'Allow All' }));
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBe('true');
    expect(banner()).toBeNull();
    expect(hasConsent()).toBe(true);
  });

  it('closing Preferences with Escape keeps the banner and stores nothing', async () => {
    const user = userEvent.setup();
    renderBanner();
    await user.click(screen.getByRole('button', { name: 'Preferences' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(banner()).toBeTruthy();
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBeNull();
  });

  it.each(['true', 'false'])('is not shown when the flag is %s', (flag) => {
    startWith(flag);
    renderBanner();
    expect(banner()).toBeNull();
  });

  it('is shown again when the stored flag is not one it knows', () => {
    startWith('maybe');
    renderBanner();
    expect(banner()).toBeTruthy();
  });

  it('is keyboard usable: Tab reaches Preferences and Accept', async () => {
    const user = userEvent.setup();
    renderBanner();
    await user.tab(); // privacy policy link
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Preferences');
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Accept');
    await user.keyboard('{Enter}');
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBe('true');
  });

  it('is a labelled region that leaves the page usable: no dialog, no focus trap', async () => {
    const user = userEvent.setup();
    const router = createMemoryRouter(
      [
        {
          path: '/',
          element: (
            <>
              <button type="button">Page action</button>
              <CookieBanner />
            </>
          ),
        },
      ],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    const region = banner()!;
    expect(region.tagName).toBe('SECTION');
    expect(region.getAttribute('aria-modal')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Page action');
    await user.tab();
    await user.tab();
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Accept');
    await user.tab();
    // Tab leaves the notice: it keeps no hold on focus
    expect(region.contains(document.activeElement)).toBe(false);
  });

  it('gives each category an (i) tooltip with examples, opened by keyboard and by pointer', async () => {
    const user = userEvent.setup();
    renderBanner();
    await user.click(screen.getByRole('button', { name: 'Preferences' }));
    const dialog = screen.getByRole('dialog', { name: 'Cookie preferences' });
    expect(dialog.textContent).toContain('Today Ankur uses only essential cookies');
    const triggers = ['Essential', 'Performance and functionality', 'Analytics and customization'].map((name) =>
      within(dialog).getByRole('button', { name: `About ${name}` }),
    );
    expect(triggers).toHaveLength(3);

    // keyboard: Enter opens, Escape closes the tooltip and leaves the dialog open
    triggers[0]!.focus();
    await user.keyboard('{Enter}');
    expect((await screen.findByText(/the cookie that keeps you signed in/)).textContent).toContain('Ankur');
    expect(triggers[0]!.getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByText(/the cookie that keeps you signed in/)).toBeNull());
    expect(screen.getByRole('dialog', { name: 'Cookie preferences' })).toBeTruthy();
    expect(document.activeElement).toBe(triggers[0]);

    // pointer: a click opens, an outside click closes, the dialog stays
    await user.click(triggers[2]!);
    expect(await screen.findByText(/which hubs, programmes and events are visited most/)).toBeTruthy();
    await nextTick();
    await user.click(within(dialog).getByRole('heading', { name: 'Essential' }));
    await waitFor(() => expect(screen.queryByText(/which hubs, programmes and events/)).toBeNull());
    expect(screen.getByRole('dialog', { name: 'Cookie preferences' })).toBeTruthy();
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBeNull();
  });

  it('renders just the Preferences dialog once a choice is stored, and opens it on request', async () => {
    startWith('false');
    renderBanner();
    expect(banner()).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => useConsentStore.getState().openPreferences());
    const dialog = await screen.findByRole('dialog', { name: 'Cookie preferences' });
    expect(dialog.textContent).toContain('Your current choice: essential cookies only.');
    const user = userEvent.setup();
    await user.click(within(dialog).getByRole('button', { name: 'Allow All' }));
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBe('true');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(banner()).toBeNull();
  });

  it('speaks Hindi: the notice, its buttons, the categories and their tooltips', async () => {
    const user = userEvent.setup();
    await act(() => i18n.changeLanguage('hi'));
    renderBanner();
    const region = screen.getByRole('region', { name: 'कुकी सूचना' });
    expect(region.textContent).toContain('Ankur को चलाने के लिए ज़रूरी कुकीज़');
    expect(within(region).getByRole('button', { name: 'स्वीकार करें' })).toBeTruthy();
    await user.click(within(region).getByRole('button', { name: 'प्राथमिकताएँ' }));
    const dialog = screen.getByRole('dialog', { name: 'कुकी प्राथमिकताएँ' });
    for (const name of ['आवश्यक', 'प्रदर्शन और कार्यक्षमता', 'एनालिटिक्स और अनुकूलन']) {
      expect(within(dialog).getByRole('heading', { name })).toBeTruthy();
      expect(within(dialog).getByRole('button', { name: `${name} के बारे में` })).toBeTruthy();
    }
    expect(within(dialog).getByText('हमेशा चालू')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'सभी अस्वीकार करें' }));
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBe('false');
  });
});
