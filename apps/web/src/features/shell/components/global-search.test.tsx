import type { MenuPrivilege } from '@ankur/shared/access';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { resetSessionStore, type SessionRole } from '../../../stores/session';
import { testQueryClient } from '../../../test/mock-api';
import { GlobalSearch } from './global-search';

const ROLE: SessionRole = {
  role_id: 2,
  role_name: 'Entrepreneur',
  display_name: 'Entrepreneur',
  role_view: 'other',
  role_type: 'System Role',
};

function grant(...names: string[]): MenuPrivilege[] {
  return names.map((menu_name, index) => ({
    menu_id: index + 1,
    menu_name,
    menu_parent_name: null,
    menu_route: null,
    permissions: ['read'],
  }));
}

function Where() {
  return <output aria-label="Location">{useLocation().pathname}</output>;
}

function renderSearch() {
  const element = (
    <>
      <GlobalSearch />
      <Where />
    </>
  );
  render(
    <QueryClientProvider client={testQueryClient()}>
      <RouterProvider router={createMemoryRouter([{ path: '*', element }], { initialEntries: ['/community'] })} />
    </QueryClientProvider>,
  );
  return screen.getByRole('combobox', { name: 'Search Ankur' });
}

beforeEach(() =>
  resetSessionStore({
    isLoggedIn: true,
    user: { user_id: 3, roles: [ROLE], active_role: 2 },
    currentRole: ROLE,
    privileges: grant('Funding Hub', 'Idea Hub'),
    privilegesStatus: 'succeeded',
  }),
);
afterEach(async () => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  await act(() => i18n.changeLanguage('en'));
});

describe('GlobalSearch', () => {
  it('lists the hubs the role may read and pages by name, and opens the chosen one with the keyboard', async () => {
    const user = userEvent.setup();
    const input = renderSearch();
    expect(input?.getAttribute('aria-expanded')).toBe('false');
    await user.type(input, 'fund');
    expect(input?.getAttribute('aria-expanded')).toBe('true');
    const options = screen.getAllByRole('option');
    expect(options[0]?.textContent).toContain('Funding Hub');
    expect(options[0]?.getAttribute('aria-selected')).toBe('true');
    expect(input.getAttribute('aria-activedescendant')).toBe(options[0]?.id);
    await user.keyboard('{Enter}');
    expect(screen.getByRole('status', { name: 'Location' })?.textContent).toContain('/funding-hub');
    expect((input as HTMLInputElement).value).toBe('');
  });

  it('leaves out hubs the role may not read', async () => {
    const user = userEvent.setup();
    await user.type(renderSearch(), 'technology');
    expect(screen.queryByRole('option', { name: /Technology Hub/ })).toBeNull();
  });

  it('moves through the results with the arrows and opens a page with a click', async () => {
    const user = userEvent.setup();
    const input = renderSearch();
    await user.type(input, 'messages');
    const [first] = screen.getAllByRole('option');
    expect(first?.textContent).toContain('Messages');
    await user.keyboard('{ArrowDown}');
    // a single result wraps around to itself
    expect(first?.getAttribute('aria-selected')).toBe('true');
    await user.click(screen.getByRole('option', { name: /Messages/ }));
    expect(screen.getByRole('status', { name: 'Location' })?.textContent).toContain('/messages');
  });

  it("alerts 'Unlock with Premium Access' for a locked hub, then opens /membership", async () => {
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    const user = userEvent.setup();
    await user.type(renderSearch(), 'idea hub{Enter}');
    expect(alert).toHaveBeenCalledWith('Unlock with Premium Access');
    await waitFor(() => expect(screen.getByRole('status', { name: 'Location' })?.textContent).toBe('/membership'));
  });

  it('says when nothing matches, closes on Escape and clears on a second Escape', async () => {
    const user = userEvent.setup();
    const input = renderSearch();
    await user.type(input, 'zzzz');
    expect(screen.getByText(/Nothing matches “zzzz”/).textContent).toContain('Try a hub name');
    await user.keyboard('{Escape}');
    expect(input?.getAttribute('aria-expanded')).toBe('false');
    expect((input as HTMLInputElement).value).toBe('zzzz');
    await user.keyboard('{Escape}');
    expect((input as HTMLInputElement).value).toBe('');
  });

  it('speaks Hindi when the language is Hindi', async () => {
    await act(() => i18n.changeLanguage('hi'));
    const element = <GlobalSearch />;
    render(
      <QueryClientProvider client={testQueryClient()}>
        <RouterProvider router={createMemoryRouter([{ path: '*', element }])} />
      </QueryClientProvider>,
    );
    expect(screen.getByRole('combobox', { name: 'Ankur में खोजें' })?.getAttribute('placeholder')).toBe(
      'लोग, पोस्ट, हब खोजें…',
    );
  });
});
