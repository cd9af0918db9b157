import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createQueryClient } from '../../../lib/query-client';

/** Test helpers of the Admin Center (imported by *.test.tsx only). */

export { type ApiCall, apiError, json, mockApi } from '../../../test/mock-api';

export function list<T>(data: T[], page = 1, limit = 10, total = data.length) {
  return { data, meta: { page, limit, total, totalPages: Math.max(1, Math.ceil(total / Math.max(1, limit))) } };
}

/** Renders with a fresh query client (no retries, so failures show at once). */
export function renderWithQuery(ui: ReactElement) {
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  return { client, ...render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>) };
}
