import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CONSENT_STORAGE_KEY, hasConsent, readConsent, syncConsentFromStorage, useConsentStore } from './consent';

beforeEach(() => {
  localStorage.clear();
  syncConsentFromStorage();
});
afterEach(() => localStorage.clear());

describe('consent store', () => {
  it('starts unset, without consent', () => {
    expect(readConsent()).toBe('unset');
    expect(useConsentStore.getState().status).toBe('unset');
    expect(hasConsent()).toBe(false);
  });

  it("accept stores 'true' under cookie-accepted", () => {
    useConsentStore.getState().accept();
    expect(CONSENT_STORAGE_KEY).toBe('cookie-accepted');
    expect(localStorage.getItem('cookie-accepted')).toBe('true');
    expect(useConsentStore.getState().status).toBe('accepted');
    expect(hasConsent()).toBe(true);
  });

  it("decline stores 'false' and gives no consent", () => {
    useConsentStore.getState().decline();
    expect(localStorage.getItem('cookie-accepted')).toBe('false');
    expect(readConsent()).toBe('declined');
    expect(hasConsent()).toBe(false);
  });

  it('clear removes the flag', () => {
    useConsentStore.getState().accept();
    useConsentStore.getState().clear();
    expect(localStorage.getItem('cookie-accepted')).toBeNull();
    expect(useConsentStore.getState().status).toBe('unset');
  });

  it('reads an existing flag and treats unknown values as unset', () => {
    localStorage.setItem('cookie-accepted', 'true');
    expect(readConsent()).toBe('accepted');
    localStorage.setItem('cookie-accepted', 'yes');
    expect(readConsent()).toBe('unset');
  });

  it('follows a change made in another tab', () => {
    localStorage.setItem('cookie-accepted', 'true');
    window.dispatchEvent(new StorageEvent('storage', { key: 'cookie-accepted', newValue: 'true' }));
    expect(hasConsent()).toBe(true);
  });
});
