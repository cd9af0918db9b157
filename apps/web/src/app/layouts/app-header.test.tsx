import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { io } from 'socket.io-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, LANGUAGE_STORAGE_KEY } from '../../lib/i18n';
import { useRealtimeStore } from '../../stores/realtime';
import { resetSessionStore } from '../../stores/session';
import { FakeSocket, notification, notificationPage } from '../../test/fake-socket';
import { json, mockApi, testQueryClient } from '../../test/mock-api';
import { AppHeader } from './app-header';

vi.mock('socket.io-client', () => ({ io: vi.fn() }));

let socket: FakeSocket;

function renderHeader() {
  const router = createMemoryRouter([{ path: '*', element: <AppHeader /> }], { initialEntries: ['/community'] });
  render(
    <QueryClientProvider client={testQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  socket = new FakeSocket();
  vi.mocked(io).mockReset();
  vi.mocked(io).mockImplementation(() => socket as never);
  mockApi({
    'GET /api/notifications': json(200, notificationPage([notification(4)], 3, 1, 1, 4)),
    'GET /api/notifications/unread-count': json(200, { unread: 3 }),
  });
  resetSessionStore({
    isLoggedIn: true,
    user: {
      user_id: 3,
      firstName: 'Meera',
      roles: [{ role_id: 2, role_name: 'user', display_name: 'User', role_view: 'other', role_type: 'System Role' }],
      active_role: 2,
    },
    privileges: [
      { menu_id: 1, menu_name: 'Content Hub', menu_parent_name: null, menu_route: null, permissions: ['read'] },
      { menu_id: 2, menu_name: 'Settings', menu_parent_name: null, menu_route: null, permissions: ['read'] },
    ],
  });
});
afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
  localStorage.removeItem(LANGUAGE_STORAGE_KEY);
  vi.restoreAllMocks();
});

/** The connection indicator's live region (the header's only polite status region). */
const indicator = () =>
  screen
    .getAllByRole('status')
    .find((region) => region.getAttribute('aria-live') === 'polite' && region.closest('header'))!;

const tabNames = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('AppHeader', () => {
  it('keeps the banner, notifications and user menu, with the apps grid beside the bell', async () => {
    const user = userEvent.setup();
    renderHeader();
    const banner = screen.getByRole('banner');
    expect(banner.textContent).toContain('Limited Release Edition');
    const bell = within(banner).getByRole('button', { name: /^Notifications/ });
    const apps = within(banner).getByRole('button', { name: 'Apps' });
    expect(bell.nextElementSibling).toBe(apps);
    expect(apps.className).not.toMatch(/hidden/);

    await user.click(apps);
    const panel = await screen.findByRole('dialog', { name: 'Apps' });
    expect(within(panel).getByRole('link', { name: 'Content Hub' })).toBeTruthy();

    await user.keyboard('{Escape}');
    await user.click(within(banner).getByRole('button', { name: 'Account menu for Meera' }));
    const menu = screen.getByRole('menu', { name: 'Account' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Settings', 'Logout']);
  });

  it('keeps the SPEC tabs, with the brand in the hubs tab', () => {
    renderHeader();
    const [desktop] = screen.getAllByRole('navigation', { name: 'Main' });
    expect(tabNames(desktop!)).toEqual(['Home', 'Content', 'Events', 'Competitions', 'Ankur Hubs']);
    expect(screen.getByRole('banner').textContent).toContain('Report Bugs');
  });

  it('switches to Hindi from the user menu: tabs, banner, bell, apps and the menu itself', async () => {
    const user = userEvent.setup();
    renderHeader();
    const banner = screen.getByRole('banner');
    await user.click(within(banner).getByRole('button', { name: 'Account menu for Meera' }));
    const row = screen.getByRole('group', { name: 'Language' });
    expect(within(row).getByRole('button', { name: 'English' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(within(row).getByRole('button', { name: 'हिन्दी' }));
    await waitFor(() => expect(i18n.resolvedLanguage).toBe('hi'));

    expect(i18n.resolvedLanguage).toBe('hi');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('hi');
    expect(banner.textContent).toContain('सीमित रिलीज़ संस्करण');
    expect(banner.textContent).not.toContain('Limited Release Edition');
    expect(within(banner).getByRole('link', { name: 'बग की रिपोर्ट करें' })).toBeTruthy();
    const [desktop] = screen.getAllByRole('navigation', { name: 'मुख्य' });
    expect(tabNames(desktop!)).toEqual(['होम', 'कंटेंट', 'इवेंट', 'प्रतियोगिताएँ', 'Ankur हब']);
    expect(within(banner).getByRole('button', { name: /^सूचनाएँ/ })).toBeTruthy();
    expect(within(banner).getByRole('button', { name: 'ऐप्स' })).toBeTruthy();
    expect(within(banner).getByRole('button', { name: 'मेनू खोलें' })).toBeTruthy();
    // the menu stays open, now in Hindi, with the choice marked
    const menu = screen.getByRole('menu', { name: 'खाता' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['सेटिंग्स', 'लॉग आउट']);
    const hindi = within(screen.getByRole('group', { name: 'भाषा' })).getByRole('button', { name: 'हिन्दी' });
    expect(hindi.getAttribute('aria-pressed')).toBe('true');
  });

  it('offers the language switch in the mobile menu panel too', async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const panel = document.getElementById(
      screen.getByRole('button', { name: 'Close menu' }).getAttribute('aria-controls')!,
    )!;
    expect(panel.hidden).toBe(false);
    await user.click(within(panel).getByRole('button', { name: 'हिन्दी' }));
    await waitFor(() => expect(i18n.resolvedLanguage).toBe('hi'));
    expect(tabNames(within(panel).getByRole('navigation'))).toContain('प्रतियोगिताएँ');
    expect(screen.getByRole('button', { name: 'मेनू बंद करें' })).toBeTruthy();
  });

  it('connects to the live server while signed in, and shows the unread count on the bell', async () => {
    renderHeader();
    await waitFor(() => expect(io).toHaveBeenCalledTimes(1));
    act(() => socket.connectNow());
    expect(await screen.findByRole('button', { name: 'Notifications, 3 unread' })).toBeTruthy();
    act(() => socket.serverSends('notification:new', notification(5, { title: 'Welcome to the cohort' })));
    expect(screen.getByRole('button', { name: 'Notifications, 4 unread' })).toBeTruthy();
  });

  it('shows the connection state unobtrusively: nothing while open, Reconnecting… after a drop, Offline when closed', async () => {
    renderHeader();
    await waitFor(() => expect(io).toHaveBeenCalled());
    // the first connection opening is not announced
    expect(useRealtimeStore.getState().connection).toBe('opening');
    expect(indicator().textContent).toBe('');
    act(() => socket.connectNow());
    expect(indicator().textContent).toBe('');

    act(() => socket.dropConnection());
    expect(indicator().textContent).toBe('Reconnecting…');
    expect(indicator().getAttribute('aria-live')).toBe('polite');
    act(() => socket.connectNow());
    expect(indicator().textContent).toBe('');

    act(() => {
      socket.dropConnection();
      window.dispatchEvent(new Event('offline'));
    });
    expect(indicator().textContent).toBe('Offline — changes will sync when you’re back');
    act(() => window.dispatchEvent(new Event('online')));
    expect(indicator().textContent).toBe('Reconnecting…');

    await act(() => i18n.changeLanguage('hi'));
    expect(indicator().textContent).toBe('फिर से जुड़ रहे हैं…');
    act(() => window.dispatchEvent(new Event('offline')));
    expect(indicator().textContent).toBe('ऑफ़लाइन — वापस आने पर बदलाव सिंक हो जाएँगे');
  });
});
