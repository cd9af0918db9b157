import { COMMON_PASSWORDS } from './common-passwords.ts';

/**
 * The password rules beyond length (PASSWORD_MIN/MAX are checked by zod): ASVS 2.1.7 and NIST
 * SP 800-63B. No composition rules; instead, refuse common, personal and trivial passwords.
 */
export const PASSWORD_PROBLEM = {
  common: 'is too common; choose a less predictable password',
  personal: 'must not contain your username or e-mail',
  repeated: 'must not be a single repeated character',
} as const;

const COMMON = new Set(COMMON_PASSWORDS);
/** shorter usernames or e-mail local parts are not checked (they would refuse too much) */
const MIN_PERSONAL_LENGTH = 4;

const localPart = (email: string) => {
  const at = email.lastIndexOf('@');
  return at < 0 ? email : email.slice(0, at);
};

/** null when the password is acceptable, else a message for the password field. */
export function passwordProblem(
  password: string,
  ctx: { username?: string | null; email?: string | null } = {},
): string | null {
  const lower = password.toLowerCase();
  const chars = Array.from(lower);
  if (chars.length > 0 && chars.every((c) => c === chars[0])) return PASSWORD_PROBLEM.repeated;
  if (COMMON.has(lower)) return PASSWORD_PROBLEM.common;
  const personal = [ctx.username, ctx.email ? localPart(ctx.email) : null]
    .map((v) => (v ?? '').trim().toLowerCase())
    .filter((v) => v.length >= MIN_PERSONAL_LENGTH);
  if (personal.some((p) => lower.includes(p))) return PASSWORD_PROBLEM.personal;
  return null;
}
