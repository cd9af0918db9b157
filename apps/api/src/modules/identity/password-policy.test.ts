import { PASSWORD_MIN } from '@ankur/shared/schemas/identity';
import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORDS } from './common-passwords.ts';
import { PASSWORD_PROBLEM, passwordProblem } from './password-policy.ts';

describe('common password list', () => {
  it('holds at least 1,000 distinct lower-case entries, including the best known', () => {
    expect(COMMON_PASSWORDS.length).toBeGreaterThanOrEqual(1000);
    expect(new Set(COMMON_PASSWORDS).size).toBe(COMMON_PASSWORDS.length);
    for (const p of COMMON_PASSWORDS) {
      expect(p).toBe(p.toLowerCase());
      expect(p).toBe(p.trim());
    }
    const known = `123456 password qwerty 12345678 111111 iloveyou admin welcome monkey dragon letmein football
      baseball sunshine princess abc123 passw0rd india123 qwertyuiop 1qaz2wsx asdfghjkl zxcvbnm 1q2w3e4r 123456789
      0987654321 password123 password@123`.split(/\s+/);
    for (const p of known) expect(COMMON_PASSWORDS, p).toContain(p);
    // enough entries that survive the minimum length to matter
    expect(COMMON_PASSWORDS.filter((p) => p.length >= PASSWORD_MIN).length).toBeGreaterThanOrEqual(400);
  });
});

describe('passwordProblem', () => {
  it('accepts unremarkable passwords, with no composition rules', () => {
    expect(passwordProblem('correct horse battery', { username: 'meera', email: 'meera@example.org' })).toBeNull();
    expect(passwordProblem('all lower case words here', {})).toBeNull();
    expect(passwordProblem('tr0ub4dor&3x', { username: null, email: null })).toBeNull();
    expect(passwordProblem('monkeys are nice', {})).toBeNull();
  });

  it('refuses common passwords case-insensitively', () => {
    for (const p of [
      'password',
      'PASSWORD',
      'Password1',
      'P@ssw0rd',
      'Qwerty123',
      '12345678',
      'iloveyou',
      'India@123',
    ]) {
      expect(passwordProblem(p, {}), p).toBe(PASSWORD_PROBLEM.common);
    }
    expect(PASSWORD_PROBLEM.common).toBe('is too common; choose a less predictable password');
  });

  it('refuses passwords containing the username or the e-mail local part', () => {
    const ctx = { username: 'Meera_K', email: 'meera.kapoor@example.org' };
    expect(passwordProblem('meera_k', ctx)).toBe(PASSWORD_PROBLEM.personal);
    expect(passwordProblem('my-MEERA_K-2024', ctx)).toBe(PASSWORD_PROBLEM.personal);
    expect(passwordProblem('Meera.Kapoor!!', ctx)).toBe(PASSWORD_PROBLEM.personal);
    expect(passwordProblem('meera.kapoor@example.org', ctx)).toBe(PASSWORD_PROBLEM.personal);
    expect(PASSWORD_PROBLEM.personal).toBe('must not contain your username or e-mail');
  });

  it('ignores usernames and local parts shorter than 4 characters', () => {
    expect(passwordProblem('tom likes long walks', { username: 'tom', email: 'tom@example.org' })).toBeNull();
    expect(passwordProblem('tomasz likes long walks', { username: 'tomasz' })).toBe(PASSWORD_PROBLEM.personal);
  });

  it('refuses a single repeated character', () => {
    for (const p of ['aaaaaaaa', 'AAAAaaaa', 'zzzzzzzzzzzzzzzzz', '!!!!!!!!!', '🙂🙂🙂🙂🙂🙂🙂🙂']) {
      expect(passwordProblem(p, {}), p).toBe(PASSWORD_PROBLEM.repeated);
    }
    expect(passwordProblem('aaaaaaab xyz', {})).toBeNull();
  });
});
