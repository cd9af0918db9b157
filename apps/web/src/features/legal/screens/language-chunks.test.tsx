import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { i18n, setLanguage } from '../../../lib/i18n';
import PrivacyScreen from './privacy-screen';

// records which language modules of the Privacy Policy were imported (each is its own chunk)
const imported = vi.hoisted(() => new Set<string>());
vi.mock('../content/privacy.en', async (original) => {
  imported.add('en');
  return original();
});
vi.mock('../content/privacy.hi', async (original) => {
  imported.add('hi');
  return original();
});

beforeEach(async () => {
  await i18n.changeLanguage('en');
});
afterEach(() => window.localStorage.clear());

it('downloads the Hindi document only once Hindi is chosen', async () => {
  const router = createMemoryRouter([{ path: '*', element: <PrivacyScreen /> }], {
    initialEntries: ['/privacy-policy'],
  });
  render(<RouterProvider router={router} />);
  expect(screen.getByRole('status').textContent).toBe('Loading the document…');
  await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' });
  expect([...imported]).toEqual(['en']);

  await act(() => setLanguage('hi'));
  await screen.findByRole('heading', { level: 1, name: 'गोपनीयता नीति' });
  expect([...imported].sort()).toEqual(['en', 'hi']);
});
