import { OTP_MAX_ATTEMPTS, OTP_RESEND_MS, OTP_TTL_MS } from '@ankur/shared/schemas/identity';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { otpCodes } from '../../db/schema/identity.ts';
import { manualClock } from '../../lib/clock.ts';
import { HttpError } from '../../lib/errors.ts';
import { useTestDatabase } from '../../test/app.ts';
import { createUser } from '../../test/factories.ts';
import { consumeLinkToken, findLinkToken, hashCode, issueCode, issueLinkToken, verifyCode } from './otp.ts';

const secret = 'test-secret-test-secret-test-secret';

async function rejection(p: Promise<unknown>): Promise<HttpError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(HttpError);
  return err as HttpError;
}

/** A code that is certainly not `code`. */
const other = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('e-mail codes', () => {
  const testDb = useTestDatabase();
  const db = () => testDb().db;

  it('issues 6-digit codes and stores only an HMAC of them', async () => {
    const clock = manualClock();
    for (let i = 0; i < 20; i++) {
      const email = `digits${i}@example.org`;
      const { code } = await issueCode(db(), { email, purpose: 'signup', secret }, clock);
      expect(code).toMatch(/^\d{6}$/);
      const rows = await db().select().from(otpCodes).where(sql`${otpCodes.email} = ${email}`);
      expect(rows).toHaveLength(1);
      expect(rows[0]!.code_hash).not.toContain(code);
      expect(rows[0]!.code_hash).toBe(hashCode(secret, 'signup', email, code));
      expect(rows[0]!.expires_at.getTime() - rows[0]!.created_at.getTime()).toBe(OTP_TTL_MS);
    }
  });

  it('accepts the right code once (case-insensitive e-mail), and returns the user', async () => {
    const clock = manualClock();
    const userId = await createUser(db(), 'otpuser');
    const { code } = await issueCode(db(), { email: 'OtpUser@Example.org', purpose: 'signup', userId, secret }, clock);
    await expect(
      verifyCode(db(), { email: 'otpuser@example.org', purpose: 'reset_password', code, secret }, clock),
    ).rejects.toThrow('Invalid or expired code.');
    await expect(
      verifyCode(db(), { email: 'otpuser@example.org', purpose: 'signup', code, secret }, clock),
    ).resolves.toEqual({
      userId,
    });
    const again = await rejection(
      verifyCode(db(), { email: 'otpuser@example.org', purpose: 'signup', code, secret }, clock),
    );
    expect(again.statusCode).toBe(400);
    expect(again.message).toBe('Invalid or expired code.');
    expect(again.details).toEqual([{ path: 'body.otp', message: 'is invalid or has expired' }]);
  });

  it('returns a null user for a code issued without one', async () => {
    const clock = manualClock();
    const { code } = await issueCode(db(), { email: 'nouser@example.org', purpose: 'signup', secret }, clock);
    await expect(
      verifyCode(db(), { email: 'nouser@example.org', purpose: 'signup', code, secret }, clock),
    ).resolves.toEqual({
      userId: null,
    });
  });

  it('expires codes after 10 minutes', async () => {
    const clock = manualClock();
    const a = await issueCode(db(), { email: 'exp-a@example.org', purpose: 'signup', secret }, clock);
    const b = await issueCode(db(), { email: 'exp-b@example.org', purpose: 'signup', secret }, clock);
    clock.advance(OTP_TTL_MS - 1000);
    await expect(
      verifyCode(db(), { email: 'exp-a@example.org', purpose: 'signup', code: a.code, secret }, clock),
    ).resolves.toBeTruthy();
    clock.advance(1000);
    await expect(
      verifyCode(db(), { email: 'exp-b@example.org', purpose: 'signup', code: b.code, secret }, clock),
    ).rejects.toThrow('Invalid or expired code.');
  });

  it('allows 5 tries: the right code still works after 4 wrong ones, never after 5', async () => {
    const clock = manualClock();
    const email = 'tries@example.org';
    let { code } = await issueCode(db(), { email, purpose: 'reset_password', secret }, clock);
    for (let i = 0; i < OTP_MAX_ATTEMPTS - 1; i++) {
      const err = await rejection(
        verifyCode(db(), { email, purpose: 'reset_password', code: other(code), secret }, clock),
      );
      expect(err.statusCode).toBe(400);
    }
    await expect(verifyCode(db(), { email, purpose: 'reset_password', code, secret }, clock)).resolves.toEqual({
      userId: null,
    });

    clock.advance(OTP_RESEND_MS);
    ({ code } = await issueCode(db(), { email, purpose: 'reset_password', secret }, clock));
    for (let i = 0; i < OTP_MAX_ATTEMPTS; i++) {
      await expect(
        verifyCode(db(), { email, purpose: 'reset_password', code: other(code), secret }, clock),
      ).rejects.toThrow();
    }
    await expect(verifyCode(db(), { email, purpose: 'reset_password', code, secret }, clock)).rejects.toThrow(
      'Invalid or expired code.',
    );
    const [row] = await db()
      .select()
      .from(otpCodes)
      .where(
        sql`${otpCodes.email} = ${email} and ${otpCodes.code_hash} = ${hashCode(secret, 'reset_password', email, code)}`,
      );
    expect(row).toMatchObject({ attempts: OTP_MAX_ATTEMPTS });
    expect(row!.consumed_at).not.toBeNull();
  });

  it('counts concurrent wrong guesses exactly', async () => {
    const clock = manualClock();
    const email = 'burst@example.org';
    const { code } = await issueCode(db(), { email, purpose: 'signup', secret }, clock);
    const guesses = Array.from({ length: 10 }, () =>
      verifyCode(db(), { email, purpose: 'signup', code: other(code), secret }, clock).catch(() => 'refused'),
    );
    expect(await Promise.all(guesses)).toEqual(Array(10).fill('refused'));
    await expect(verifyCode(db(), { email, purpose: 'signup', code, secret }, clock)).rejects.toThrow();
    const [row] = await db().select().from(otpCodes).where(sql`${otpCodes.email} = ${email}`);
    expect(row!.attempts).toBe(OTP_MAX_ATTEMPTS);
  });

  it('refuses a new code within 60 s (429 with Retry-After) and allows it afterwards', async () => {
    const clock = manualClock();
    const email = 'resend@example.org';
    await issueCode(db(), { email, purpose: 'signup', secret }, clock);
    clock.advance(30_500);
    const err = await rejection(issueCode(db(), { email, purpose: 'signup', secret }, clock));
    expect(err.statusCode).toBe(429);
    expect(err.message).toBe('Please wait 30 seconds before asking for a new code.');
    expect(err.headers).toEqual({ 'Retry-After': '30' });
    // another purpose is independent
    await expect(issueCode(db(), { email, purpose: 'reset_password', secret }, clock)).resolves.toBeTruthy();
    clock.advance(29_500);
    await expect(
      issueCode(db(), { email: 'RESEND@example.org', purpose: 'signup', secret }, clock),
    ).resolves.toBeTruthy();
  });

  it('invalidates the previous code when a new one is issued', async () => {
    const clock = manualClock();
    const email = 'newer@example.org';
    const first = await issueCode(db(), { email, purpose: 'signup', secret }, clock);
    clock.advance(OTP_RESEND_MS);
    const second = await issueCode(db(), { email, purpose: 'signup', secret }, clock);
    const rows = await db().select().from(otpCodes).where(sql`${otpCodes.email} = ${email}`).orderBy(otpCodes.otp_id);
    expect(rows.map((r) => r.consumed_at === null)).toEqual([false, true]);
    if (first.code !== second.code) {
      await expect(verifyCode(db(), { email, purpose: 'signup', code: first.code, secret }, clock)).rejects.toThrow();
    }
    await expect(
      verifyCode(db(), { email, purpose: 'signup', code: second.code, secret }, clock),
    ).resolves.toBeTruthy();
  });

  it('does not accept a code hashed with another secret', async () => {
    const clock = manualClock();
    const email = 'secret@example.org';
    const { code } = await issueCode(db(), { email, purpose: 'signup', secret }, clock);
    await expect(verifyCode(db(), { email, purpose: 'signup', code, secret: `${secret}x` }, clock)).rejects.toThrow();
  });
});

describe('link tokens', () => {
  const testDb = useTestDatabase();

  it('finds, expires and consumes a token once; stores only its hash', async () => {
    const db = testDb().db;
    const clock = manualClock();
    const userId = await createUser(db, 'minor');
    const { token } = await issueLinkToken(
      db,
      { email: 'Parent@Example.org', purpose: 'parent_consent', userId, ttlMs: 7 * 24 * 3600_000 },
      clock,
    );
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await db.select().from(otpCodes).where(sql`${otpCodes.user_id} = ${userId}`);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.code_hash).not.toBe(token);

    const found = await findLinkToken(db, { token, purpose: 'parent_consent' }, clock);
    expect(found).toEqual({
      otpId: stored[0]!.otp_id,
      userId,
      email: 'parent@example.org',
      expired: false,
      consumed: false,
    });
    expect(await findLinkToken(db, { token, purpose: 'reset_password' }, clock)).toBeNull();
    expect(await findLinkToken(db, { token: `${token}x`, purpose: 'parent_consent' }, clock)).toBeNull();

    clock.advance(7 * 24 * 3600_000);
    expect(await findLinkToken(db, { token, purpose: 'parent_consent' }, clock)).toMatchObject({ expired: true });

    expect(await consumeLinkToken(db, found!.otpId, clock)).toBe(true);
    expect(await consumeLinkToken(db, found!.otpId, clock)).toBe(false);
    expect(await findLinkToken(db, { token, purpose: 'parent_consent' }, clock)).toMatchObject({ consumed: true });
  });
});
