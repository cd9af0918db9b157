import { hash, verify } from '@node-rs/argon2';

/** Algorithm.Argon2id (a const enum, which verbatimModuleSyntax cannot import). */
const ARGON2ID = 2;

/** argon2id with the OWASP/ASVS L2 minimum: m=19456 KiB, t=2, p=1 (docs/security.md). */
export const ARGON2_OPTIONS = {
  algorithm: ARGON2ID,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
