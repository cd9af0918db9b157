import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { createQueryClient, QUERY_GC_TIME_MS, queryRetryDelay, shouldRetryQuery } from './query-client';

describe('queryRetryDelay', () => {
  it('starts at 1000 ms and doubles', () => {
    expect([0, 1, 2, 3, 4].map(queryRetryDelay)).toEqual([1000, 2000, 4000, 8000, 16000]);
  });

  it('is capped at 30000 ms', () => {
    expect(queryRetryDelay(5)).toBe(30_000);
    expect(queryRetryDelay(12)).toBe(30_000);
  });
});

describe('shouldRetryQuery', () => {
  it('does not retry any 4xx answer', () => {
    for (const status of [400, 401, 403, 404, 409, 413, 429, 499]) {
      expect(shouldRetryQuery(0, new ApiError(status, 'client error'))).toBe(false);
    }
  });

  it('retries server errors and network failures 3 times', () => {
    const serverError = new ApiError(503, 'unavailable');
    const networkError = new TypeError('Failed to fetch');
    for (const error of [serverError, networkError]) {
      expect(shouldRetryQuery(0, error)).toBe(true);
      expect(shouldRetryQuery(1, error)).toBe(true);
      expect(shouldRetryQuery(2, error)).toBe(true);
      expect(shouldRetryQuery(3, error)).toBe(false);
    }
  });
});

describe('createQueryClient', () => {
  it('uses the retry rules and a 5 minute gcTime by default', () => {
    const queries = createQueryClient().getDefaultOptions().queries;
    expect(queries?.retry).toBe(shouldRetryQuery);
    expect(queries?.retryDelay).toBe(queryRetryDelay);
    expect(queries?.gcTime).toBe(QUERY_GC_TIME_MS);
    expect(QUERY_GC_TIME_MS).toBe(300_000);
  });
});
