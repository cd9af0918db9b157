import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  CONSENT_STORAGE_KEY,
  consentFor,
  hasConsent,
  readConsent,
  syncConsentFromStorage,
  useConsentFor,
  useConsentStore,
} from './consent';

beforeEach(() => {
  localStorage.clear();
  syncConsentFromStorage();
  useConsentStore.setState({ preferencesOpen: false });
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

  it('opens and closes Preferences without touching the choice; a choice closes it', () => {
    const store = useConsentStore.getState();
    store.accept();
    store.openPreferences();
    expect(useConsentStore.getState().preferencesOpen).toBe(true);
    store.closePreferences();
    expect(useConsentStore.getState().preferencesOpen).toBe(false);
    expect(useConsentStore.getState().status).toBe('accepted');
    store.openPreferences();
    store.decline();
    expect(useConsentStore.getState()).toMatchObject({ status: 'declined', preferencesOpen: false });
  });

  it('consentFor: essential always, performance and analytics only once accepted', () => {
    expect(consentFor('essential')).toBe(true);
    expect(consentFor('performance')).toBe(false);
    expect(consentFor('analytics')).toBe(false);
    useConsentStore.getState().decline();
    expect(consentFor('essential')).toBe(true);
    expect(consentFor('analytics')).toBe(false);
    useConsentStore.getState().accept();
    expect(consentFor('performance')).toBe(true);
    expect(consentFor('analytics')).toBe(true);
    expect(consentFor('analytics', 'declined')).toBe(false);
  });

  it('useConsentFor follows the choice', () => {
    const analytics = renderHook(() => useConsentFor('analytics'));
    const essential = renderHook(() => useConsentFor('essential'));
    expect(analytics.result.current).toBe(false);
    expect(essential.result.current).toBe(true);
    act(() => useConsentStore.getState().accept());
    expect(analytics.result.current).toBe(true);
    act(() => useConsentStore.getState().decline());
    expect(analytics.result.current).toBe(false);
    expect(essential.result.current).toBe(true);
  });
});
