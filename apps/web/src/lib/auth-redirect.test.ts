import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  goToRegister,
  goToRegisterAs,
  ROLE_CHOSEN_STORAGE_KEY,
  ROLE_NAME_STORAGE_KEY,
  ROLE_URI_STORAGE_KEY,
} from './auth-redirect';

/** Register stores a role for /select-role; only a register that asked marks it the person's choice (issue 19). */
describe('Register and the stored role', () => {
  let assign: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    window.localStorage.clear();
    assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign } as Location);
  });
  afterEach(() => vi.restoreAllMocks());

  it('stores Entrepreneur and its page (SPEC §2) but not as a choice, since nothing was asked', () => {
    window.localStorage.setItem(ROLE_CHOSEN_STORAGE_KEY, 'true');
    goToRegister();
    expect(window.localStorage.getItem(ROLE_NAME_STORAGE_KEY)).toBe('Entrepreneur');
    expect(window.localStorage.getItem(ROLE_URI_STORAGE_KEY)).toBe('/registration/entrepreneur');
    expect(window.localStorage.getItem(ROLE_CHOSEN_STORAGE_KEY)).toBeNull();
    expect(String(assign.mock.calls[0]?.[0])).toContain('action=register');
  });

  it('marks a role the visitor picked as their choice', () => {
    goToRegisterAs({ name: 'Student', uri: '/home' });
    expect(window.localStorage.getItem(ROLE_NAME_STORAGE_KEY)).toBe('Student');
    expect(window.localStorage.getItem(ROLE_CHOSEN_STORAGE_KEY)).toBe('true');
    expect(assign).toHaveBeenCalledTimes(1);
  });
});
