import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { loginBlock, ProviderApiError, rateLimitSeconds, retryAfterSeconds } from './provider-api';

describe('retryAfterSeconds', () => {
  it('reads delta-seconds, an HTTP date, or the seconds in the message', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(retryAfterSeconds('42', '')).toBe(42);
    expect(retryAfterSeconds('Thu, 01 Jan 2026 00:00:30 GMT', '', now)).toBe(30);
    expect(retryAfterSeconds(null, 'Too many attempts. Try again in 17 seconds.')).toBe(17);
    expect(retryAfterSeconds(null, 'Slow down.')).toBeNull();
  });

  it('waits only after a 429', () => {
    expect(rateLimitSeconds(new ProviderApiError(429, 'Too many attempts.', undefined, 9))).toBe(9);
    expect(rateLimitSeconds(new ApiError(429, 'Too many attempts. Try again in 5 seconds.'))).toBe(5);
    expect(rateLimitSeconds(new ApiError(401, 'Incorrect username or password.'))).toBeNull();
    expect(rateLimitSeconds(new Error('offline'))).toBeNull();
  });
});

describe('loginBlock', () => {
  it('tells an unverified e-mail and a pending parental consent apart', () => {
    expect(loginBlock(new ApiError(403, 'x', { code: 'email_not_verified', email: 'a@b.in' }))).toEqual({
      kind: 'verify-email',
      email: 'a@b.in',
    });
    expect(loginBlock(new ApiError(403, 'x', { code: 'parental_consent_pending', parent_email: 'p@b.in' }))).toEqual({
      kind: 'parental-consent',
      parentEmail: 'p@b.in',
    });
    expect(loginBlock(new ApiError(403, 'Forbidden'))).toBeNull();
    expect(loginBlock(new ApiError(401, 'x', { code: 'email_not_verified', email: 'a@b.in' }))).toBeNull();
  });
});
