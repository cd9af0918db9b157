import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { otpCodes } from '../../db/schema/identity.ts';

/** Table otp_codes: e-mail codes and link tokens by e-mail + purpose (only hashes are kept). */

const sameEmail = (email: string) => sql`lower(${otpCodes.email}) = ${email}`;
const newestFirst = [desc(otpCodes.created_at), desc(otpCodes.otp_id)] as const;

/** Serialises issuing and checking codes of one e-mail + purpose across API processes. */
export async function lockOtp(tx: Db, email: string, purpose: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`otp:${purpose}:${email}`}))`);
}

/** When the newest code of e-mail + purpose was issued, if ever. */
export async function lastIssuedAt(tx: Db, email: string, purpose: string): Promise<Date | undefined> {
  const [last] = await tx
    .select({ created_at: otpCodes.created_at })
    .from(otpCodes)
    .where(and(sameEmail(email), eq(otpCodes.purpose, purpose)))
    .orderBy(...newestFirst)
    .limit(1);
  return last?.created_at;
}

/** How many codes of e-mail + purpose were issued since a time. */
export async function countIssuedSince(tx: Db, email: string, purpose: string, since: Date): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(otpCodes)
    .where(and(sameEmail(email), eq(otpCodes.purpose, purpose), gt(otpCodes.created_at, since)));
  return row?.n ?? 0;
}

/** Ends every unconsumed code of e-mail + purpose. */
export async function consumeUnused(tx: Db, email: string, purpose: string, now: Date): Promise<void> {
  await tx
    .update(otpCodes)
    .set({ consumed_at: now })
    .where(and(sameEmail(email), eq(otpCodes.purpose, purpose), isNull(otpCodes.consumed_at)));
}

export async function insertOtp(
  db: Db,
  v: { email: string; purpose: string; user_id: number | null; code_hash: string; created_at: Date; expires_at: Date },
): Promise<void> {
  await db.insert(otpCodes).values(v);
}

/** The newest code of e-mail + purpose that is neither consumed nor expired. */
export async function newestLiveCode(tx: Db, email: string, purpose: string, now: Date) {
  const [row] = await tx
    .select({
      otp_id: otpCodes.otp_id,
      code_hash: otpCodes.code_hash,
      attempts: otpCodes.attempts,
      user_id: otpCodes.user_id,
    })
    .from(otpCodes)
    .where(
      and(sameEmail(email), eq(otpCodes.purpose, purpose), isNull(otpCodes.consumed_at), gt(otpCodes.expires_at, now)),
    )
    .orderBy(...newestFirst)
    .limit(1);
  return row;
}

export async function markConsumed(tx: Db, otpId: number, now: Date): Promise<void> {
  await tx.update(otpCodes).set({ consumed_at: now }).where(eq(otpCodes.otp_id, otpId));
}

/** Counts one wrong try; `consumedAt` ends the code when that was the last try. */
export async function countAttempt(tx: Db, otpId: number, consumedAt: Date | null): Promise<void> {
  await tx
    .update(otpCodes)
    .set({ attempts: sql`${otpCodes.attempts} + 1`, consumed_at: consumedAt })
    .where(eq(otpCodes.otp_id, otpId));
}

/** The row a hash names for a purpose, if any. */
export async function findOtpByHash(db: Db, hash: string, purpose: string) {
  const [row] = await db
    .select()
    .from(otpCodes)
    .where(and(eq(otpCodes.code_hash, hash), eq(otpCodes.purpose, purpose)))
    .limit(1);
  return row;
}

/** Consumes a row unless it already was; false when a concurrent use won. */
export async function consumeOnce(db: Db, otpId: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(otpCodes)
    .set({ consumed_at: now })
    .where(and(eq(otpCodes.otp_id, otpId), isNull(otpCodes.consumed_at)))
    .returning({ otp_id: otpCodes.otp_id });
  return rows.length > 0;
}
