import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { isContactEmail, rateLimitWait, rejectedFields } from './send-contact-message';

describe('reading the answers of POST /api/support/contact', () => {
  it('finds the fields a 400 names', () => {
    expect(
      rejectedFields(new ApiError(400, 'Invalid body.email: bad', [{ path: 'body.email', message: 'bad' }])),
    ).toEqual(['email']);
    expect(rejectedFields(new ApiError(400, 'Bad', { field: 'message' }))).toEqual(['message']);
    expect(rejectedFields(new ApiError(400, 'Invalid body.name: must not be empty'))).toEqual(['name']);
    expect(rejectedFields(new ApiError(400, 'Invalid request'))).toEqual([]);
    expect(rejectedFields(new ApiError(429, 'Invalid body.name'))).toEqual([]);
  });

  it('reads the wait of a 429 from its details, or else its message', () => {
    expect(rateLimitWait(new ApiError(429, 'Try again in 2 minutes.', { retry_after_seconds: 95 }))).toBe(95);
    expect(rateLimitWait(new ApiError(429, 'Try again in 2 minutes.'))).toBe(120);
    expect(rateLimitWait(new ApiError(429, 'Try again in 30 seconds.'))).toBe(30);
    expect(rateLimitWait(new ApiError(429, 'Slow down.'))).toBeNull();
    expect(rateLimitWait(new ApiError(400, 'Try again in 30 seconds.'))).toBeNull();
    expect(rateLimitWait(new TypeError('Failed to fetch'))).toBeNull();
  });

  it('checks e-mail addresses as the API does', () => {
    expect(isContactEmail('asha@example.in')).toBe(true);
    expect(isContactEmail('asha@example')).toBe(false);
    expect(isContactEmail('asha example.in')).toBe(false);
  });
});
