import type { TInvestorProfile } from '@ankur/shared/schemas/investors';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from '../../components/ui/toaster';
import { testQueryClient } from '../../test/mock-api';

/** Test helpers of the investors feature (imported by *.test.tsx only). */

export { type ApiCall, apiError, json, list, mockApi } from '../../test/mock-api';

export function profile(overrides: Partial<TInvestorProfile> = {}): TInvestorProfile {
  return {
    profile_id: 5,
    user_id: 7,
    investor_type: 'angel',
    organisation: 'Deccan Angels',
    ticket_min_inr: 500_000,
    ticket_max_inr: 5_000_000,
    stages: ['pre_seed', 'seed'],
    sectors: ['agritech', 'fintech'],
    portfolio_links: ['https://example.in/krishi-mitra'],
    accreditation_declared_at: '2026-11-20T05:30:00.000Z',
    status: 'pending',
    reason: null,
    decided_at: null,
    submitted_at: '2026-11-20T05:30:00.000Z',
    ...overrides,
  };
}

export function renderRoute(element: ReactElement, path: string) {
  const router = createMemoryRouter([{ path, element }], { initialEntries: [path] });
  return render(
    <QueryClientProvider client={testQueryClient()}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
}
