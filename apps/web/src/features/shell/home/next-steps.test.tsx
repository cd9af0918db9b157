import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, mockApi, testQueryClient } from '../../../test/mock-api';
import { NextSteps } from './next-steps';

/** Issue 20: the home's "What to do next", from what the person said while onboarding. */

function renderBlock() {
  const router = createMemoryRouter(
    [
      { path: '/home', element: <NextSteps /> },
      { path: '/community/members', element: <p>Members page</p> },
    ],
    { initialEntries: ['/home'] },
  );
  render(
    <QueryClientProvider client={testQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

afterEach(() => vi.restoreAllMocks());

describe('NextSteps', () => {
  it('lists each step with its words and link', async () => {
    mockApi({
      'GET /api/profiles/me/next-steps': json(200, {
        items: [
          { kind: 'find_mentor', link: '/community/members' },
          { kind: 'prepare_investors', link: '/investor-readiness' },
        ],
      }),
    });
    const router = renderBlock();
    const block = await screen.findByRole('region', { name: 'What to do next' });
    const mentor = await within(block).findByRole('link', { name: /Find a mentor/ });
    expect(
      within(block)
        .getByRole('link', { name: /Prepare for investors/ })
        .getAttribute('href'),
    ).toBe('/investor-readiness');
    fireEvent.click(mentor);
    expect(router.state.location.pathname).toBe('/community/members');
  });

  it('offers the catalogue when nothing is left, and Retry after a failure', async () => {
    let fail = true;
    mockApi({
      'GET /api/profiles/me/next-steps': () => (fail ? apiError(500, 'Boom') : json(200, { items: [] })),
    });
    renderBlock();
    expect(await screen.findByText('Your next steps could not be loaded.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: /Try again/ }));
    expect((await screen.findByRole('link', { name: 'Explore programs' })).getAttribute('href')).toBe(
      '/learning-journey',
    );
  });
});
