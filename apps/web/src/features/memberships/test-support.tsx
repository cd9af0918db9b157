import type { TMembership, TMembershipPlan, TMyMembership } from '@ankur/shared/schemas/memberships';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from '../../components/ui/toaster';
import { testQueryClient } from '../../test/mock-api';

/** Test helpers of the memberships feature (imported by *.test.tsx only). */

export { type ApiCall, apiError, json, list, mockApi } from '../../test/mock-api';

export const FREE: TMembershipPlan = {
  plan_id: 1,
  name: 'Free',
  description: 'Programs, events, the community and your learning journey. Always free.',
  price_paise: 0,
  period: 'lifetime',
  apps: [],
  active: true,
};
export const PREMIUM: TMembershipPlan = {
  plan_id: 3,
  name: 'Ankur Premium',
  description: 'Every premium app.',
  price_paise: 499_900,
  period: 'year',
  apps: ['Entrepreneurial Readiness', 'Innovation Hub', 'Idea Hub', 'Product Hub'],
  active: true,
};

export const BANK = {
  account_name: 'Ankur Entrepreneurship Foundation',
  bank: 'State Bank of India, Koramangala branch, Bengaluru',
  account_number: '40211234567',
  ifsc: 'SBIN0005678',
  upi: 'ankur.foundation@sbi',
};

export function membership(overrides: Partial<TMembership> = {}): TMembership {
  return {
    membership_id: 11,
    plan_id: PREMIUM.plan_id,
    plan_name: PREMIUM.name,
    status: 'pending',
    starts_at: null,
    ends_at: null,
    provider: 'offline',
    provider_ref: 'HDFC00123456789',
    reason: null,
    requested_at: '2026-11-20T05:30:00.000Z',
    ...overrides,
  };
}

export const me = (m: TMembership | null = null, apps: TMyMembership['apps'] = []): TMyMembership => ({
  membership: m,
  apps,
  plans: [FREE, PREMIUM],
  bank: BANK,
});

/** Renders `element` at `path` in a memory router with a query client and the toaster. */
export function renderRoute(element: ReactElement, path: string) {
  const router = createMemoryRouter([{ path, element }], { initialEntries: [path] });
  return {
    router,
    ...render(
      <QueryClientProvider client={testQueryClient()}>
        <RouterProvider router={router} />
        <Toaster />
      </QueryClientProvider>,
    ),
  };
}
