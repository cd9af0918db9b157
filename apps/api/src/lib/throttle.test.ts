import { describe, expect, it } from 'vitest';
import { rateLimits } from '../db/schema/identity.ts';
import { useTestDatabase } from '../test/app.ts';
import { manualClock } from './clock.ts';
import { hit, tooMany } from './throttle.ts';

describe('fixed-window throttle', () => {
  const testDb = useTestDatabase();
  const limit = { limit: 3, windowMs: 60_000 };

  it('refuses once the limit is reached, with the seconds left in the window', async () => {
    const clock = manualClock();
    const results = [];
    for (let i = 0; i < 3; i++) {
      results.push(await hit(testDb().db, 'signin:a', limit, clock));
      clock.advance(10_000);
    }
    expect(results).toEqual([
      { allowed: true, remaining: 2, retryAfterSec: 0 },
      { allowed: true, remaining: 1, retryAfterSec: 0 },
      { allowed: true, remaining: 0, retryAfterSec: 0 },
    ]);
    // 30 s into the window: 30 s left
    expect(await hit(testDb().db, 'signin:a', limit, clock)).toEqual({
      allowed: false,
      remaining: 0,
      retryAfterSec: 30,
    });
    clock.advance(29_500);
    expect(await hit(testDb().db, 'signin:a', limit, clock)).toEqual({
      allowed: false,
      remaining: 0,
      retryAfterSec: 1,
    });
  });

  it('allows again once the window has passed', async () => {
    const clock = manualClock();
    for (let i = 0; i < 4; i++) await hit(testDb().db, 'signin:b', limit, clock);
    expect((await hit(testDb().db, 'signin:b', limit, clock)).allowed).toBe(false);
    clock.advance(60_000);
    expect(await hit(testDb().db, 'signin:b', limit, clock)).toEqual({ allowed: true, remaining: 2, retryAfterSec: 0 });
  });

  it('keeps buckets independent', async () => {
    const clock = manualClock();
    for (let i = 0; i < 5; i++) await hit(testDb().db, 'signin:c', limit, clock);
    expect((await hit(testDb().db, 'signin:c', limit, clock)).allowed).toBe(false);
    expect(await hit(testDb().db, 'signin:d', limit, clock)).toEqual({ allowed: true, remaining: 2, retryAfterSec: 0 });
  });

  it('counts concurrent hits exactly', async () => {
    const clock = manualClock();
    const results = await Promise.all(
      Array.from({ length: 20 }, () => hit(testDb().db, 'burst', { limit: 5, windowMs: 60_000 }, clock)),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(5);
    expect(results.map((r) => r.remaining).sort((a, b) => b - a)).toEqual([4, 3, 2, 1, ...Array(16).fill(0)]);
    const rows = await testDb().db.select().from(rateLimits);
    expect(rows.find((r) => r.bucket === 'burst')?.hits).toBe(20);
  });

  it('tooMany answers 429 with Retry-After', () => {
    const err = tooMany(42);
    expect(err.statusCode).toBe(429);
    expect(err.message).toBe('Too many attempts. Try again in 42 seconds.');
    expect(err.headers).toEqual({ 'Retry-After': '42' });
    expect(tooMany(1).message).toBe('Too many attempts. Try again in 1 second.');
    expect(tooMany(7, 'Too many codes requested.')).toMatchObject({
      message: 'Too many codes requested.',
      headers: { 'Retry-After': '7' },
    });
  });
});
