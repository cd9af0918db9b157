import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** SPEC §9: queries are retried 3 times with exponential backoff from 1 s, capped at 30 s. */
export const QUERY_RETRY_COUNT = 3;
export const QUERY_RETRY_BASE_DELAY_MS = 1000;
export const QUERY_RETRY_MAX_DELAY_MS = 30_000;
/** SPEC §9: unused cache entries are dropped after 5 minutes. */
export const QUERY_GC_TIME_MS = 5 * 60 * 1000;

/** Delay before retry number `attemptIndex + 1`: 1 s, 2 s, 4 s, … never more than 30 s. */
export function queryRetryDelay(attemptIndex: number): number {
  const delay = QUERY_RETRY_BASE_DELAY_MS * 2 ** Math.max(0, attemptIndex);
  return Math.min(delay, QUERY_RETRY_MAX_DELAY_MS);
}

/**
 * Whether a failed query should run again. A 4xx answer will not change on retry
 * (bad input, signed out, forbidden, not found), so only network errors and 5xx retry.
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < QUERY_RETRY_COUNT;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetryQuery,
        retryDelay: queryRetryDelay,
        gcTime: QUERY_GC_TIME_MS,
        refetchOnWindowFocus: false,
      },
      mutations: {
        retry: false,
      },
    },
  });
}

export const queryClient = createQueryClient();
