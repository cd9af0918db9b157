import { POSTING_LIMITS } from '@ankur/shared/schemas/community';
import { beforeAll, describe, expect, it } from 'vitest';
import { communitySuspensions } from '../../../db/schema/community.ts';
import { manualClock } from '../../../lib/clock.ts';
import { useTestDatabase } from '../../../test/app.ts';
import { createUser, inTenant, PLATFORM_TENANT } from '../../../test/factories.ts';
import { assertMayWrite, countLinks, type Writing } from './posting-limits.ts';

/** The one writing check of the community (issue 21): gap, daily limits, links, suspensions. */
describe('assertMayWrite', () => {
  const database = useTestDatabase();
  let newbie: number;
  let veteran: number;
  let suspended: number;
  const scopeOf = (userId: number) => ({ tenantId: PLATFORM_TENANT, platform: true, actor: { userId } });
  const attempt = async (userId: number, clock: ReturnType<typeof manualClock>, writing: Writing) => {
    try {
      await inTenant(database().db, (tx) => assertMayWrite(tx, scopeOf(userId), writing, clock));
      return { status: 200, message: '', headers: {} as Record<string, string> };
    } catch (err) {
      const e = err as { statusCode: number; message: string; headers?: Record<string, string> };
      return { status: e.statusCode, message: e.message, headers: e.headers ?? {} };
    }
  };
  const post = (text = 'A plain thought'): Writing => ({ kind: 'post', text });
  const links = (n: number) =>
    Array.from({ length: n }, (_, i) => `<a href="https://site${i}.example.in">https://site${i}.example.in</a>`).join(
      ' ',
    );

  beforeAll(async () => {
    newbie = await createUser(database().db, 'newbie');
    veteran = await createUser(database().db, 'veteran');
    suspended = await createUser(database().db, 'suspended');
  });

  it('counts distinct links, an <a href> and its visible address once', () => {
    expect(countLinks(links(3))).toBe(3);
    expect(countLinks('see https://a.example.in/x, and https://A.example.in/x.')).toBe(1);
    expect(countLinks('no links here')).toBe(0);
  });

  it(`makes everyone wait ${POSTING_LIMITS.minGapSeconds} s between two writings (429 with Retry-After)`, async () => {
    const clock = manualClock(new Date(Date.now() + 30 * 864e5));
    expect((await attempt(veteran, clock, post())).status).toBe(200);
    clock.advance(1000);
    const fast = await attempt(veteran, clock, { kind: 'reply', text: 'quick' });
    expect(fast.status).toBe(429);
    expect(Number(fast.headers['Retry-After'])).toBeGreaterThan(0);
    clock.advance(POSTING_LIMITS.minGapSeconds * 1000);
    expect((await attempt(veteran, clock, post())).status).toBe(200);
  });

  it('limits a new member’s links and daily writings; an established member has more room', async () => {
    const clock = manualClock(new Date(Date.now() + 60_000));
    const many = await attempt(newbie, clock, post(links(POSTING_LIMITS.newMemberMaxLinks + 1)));
    expect(many.status).toBe(400);
    expect(many.message).toContain('New members');
    for (let i = 0; i < POSTING_LIMITS.newMemberDaily; i++) {
      clock.advance(6000);
      expect((await attempt(newbie, clock, post(links(POSTING_LIMITS.newMemberMaxLinks)))).status).toBe(200);
    }
    clock.advance(6000);
    const over = await attempt(newbie, clock, post());
    expect(over.status).toBe(429);
    expect(over.message).toContain('New members');
    // the next day it may write again
    clock.advance(24 * 60 * 60 * 1000);
    expect((await attempt(newbie, clock, post())).status).toBe(200);

    const later = manualClock(new Date(Date.now() + 40 * 864e5));
    expect((await attempt(veteran, later, post(links(POSTING_LIMITS.maxLinks)))).status).toBe(200);
    later.advance(6000);
    expect((await attempt(veteran, later, post(links(POSTING_LIMITS.maxLinks + 1)))).status).toBe(400);
  });

  it(`stops everyone at ${POSTING_LIMITS.dailyMax} writings a day`, async () => {
    const clock = manualClock(new Date(Date.now() + 50 * 864e5));
    for (let i = 0; i < POSTING_LIMITS.dailyMax; i++) {
      clock.advance(6000);
      const ok = await attempt(veteran, clock, { kind: 'comment', text: `comment ${i}` });
      if (ok.status !== 200) throw new Error(`writing ${i} refused: ${ok.message}`);
    }
    clock.advance(6000);
    const over = await attempt(veteran, clock, post());
    expect(over.status).toBe(429);
    expect(over.message).toContain(`${POSTING_LIMITS.dailyMax}`);
  });

  it('refuses a suspended member (403) until the suspension ends', async () => {
    const clock = manualClock(new Date(Date.now() + 30 * 864e5));
    const until = new Date(clock.now().getTime() + 864e5).toISOString();
    await inTenant(database().db, (tx) =>
      tx.insert(communitySuspensions).values({ user_id: suspended, until, reason: 'Spam' }),
    );
    const refused = await attempt(suspended, clock, post());
    expect(refused.status).toBe(403);
    expect(refused.message).toContain('suspended');
    clock.advance(864e5 + 1000);
    expect((await attempt(suspended, clock, post())).status).toBe(200);
  });
});
