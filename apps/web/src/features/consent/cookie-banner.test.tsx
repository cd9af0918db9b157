import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CONSENT_STORAGE_KEY, hasConsent, syncConsentFromStorage } from '../../stores/consent';
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
}

beforeEach(() => startWith(null));
afterEach(() => {
  cleanup();
  localStorage.clear();
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
    const dialog = screen.getByRole('dialog', { name: 'Cookie preferences' });
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
    await user.click(screen.getByRole('button', { name: 'Allow All' }));
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
});
