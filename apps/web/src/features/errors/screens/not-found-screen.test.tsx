import { act, cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import NotFoundScreen from './not-found-screen';

afterEach(async () => {
  cleanup();
  await act(() => i18n.changeLanguage('en'));
});

function renderNotFound() {
  const router = createMemoryRouter([{ path: '*', element: <NotFoundScreen /> }], {
    initialEntries: ['/no/such/page'],
  });
  return render(<RouterProvider router={router} />);
}

describe('NotFoundScreen', () => {
  it('shows the 404 heading', () => {
    renderNotFound();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Oops! Page Not Found');
  });

  it('has a Take Me Home link to /', () => {
    renderNotFound();
    const link = screen.getByRole('link', { name: /take me home/i });
    expect(link.getAttribute('href')).toBe('/');
  });

  it('lists the four tips', () => {
    renderNotFound();
    const tips = within(screen.getByRole('list', { name: 'Tips' })).getAllByRole('listitem');
    expect(tips).toHaveLength(4);
    const text = tips.map((tip) => tip.textContent ?? '');
    expect(text[0]).toMatch(/check the url/i);
    expect(text[1]).toMatch(/use the navigation/i);
    expect(text[2]).toMatch(/contact support/i);
    expect(text[3]).toMatch(/try search/i);
  });

  it('switches to Hindi with the language, heading included', async () => {
    renderNotFound();
    await act(() => i18n.changeLanguage('hi'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('उफ़! पेज नहीं मिला');
    expect(screen.getByRole('link', { name: 'होम पेज पर ले चलें' }).getAttribute('href')).toBe('/');
    expect(within(screen.getByRole('list', { name: 'सुझाव' })).getAllByRole('listitem')).toHaveLength(4);
    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Oops! Page Not Found');
  });
});
