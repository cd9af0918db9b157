import { create } from 'zustand';

/**
 * Cookie consent (SPEC §2, §4, §9). The flag lives in localStorage under 'cookie-accepted':
 * 'true' = accepted (Accept, Allow All), 'false' = declined (Decline All), absent = unset (banner shown).
 */
export const CONSENT_STORAGE_KEY = 'cookie-accepted';

export type ConsentStatus = 'unset' | 'accepted' | 'declined';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage can be switched off (some private modes throw on access).
    return null;
  }
}

function statusOf(flag: string | null | undefined): ConsentStatus {
  if (flag === 'true') return 'accepted';
  if (flag === 'false') return 'declined';
  return 'unset';
}

/** The stored consent; anything other than 'true' or 'false' counts as unset. */
export function readConsent(): ConsentStatus {
  try {
    return statusOf(storage()?.getItem(CONSENT_STORAGE_KEY));
  } catch {
    return 'unset';
  }
}

function writeConsent(flag: 'true' | 'false' | null): void {
  try {
    const store = storage();
    if (flag === null) store?.removeItem(CONSENT_STORAGE_KEY);
    else store?.setItem(CONSENT_STORAGE_KEY, flag);
  } catch {
    // Quota or privacy errors: the choice still holds for this page view.
  }
}

export interface ConsentState {
  status: ConsentStatus;
  /** Accept on the banner, or Allow All in Preferences: stores 'true'. */
  accept: () => void;
  /** Decline All in Preferences: stores 'false'. */
  decline: () => void;
  /** Forgets the choice, so the banner shows again (for a "cookie settings" link). */
  clear: () => void;
}

export const useConsentStore = create<ConsentState>()((set) => ({
  status: readConsent(),
  accept: () => {
    writeConsent('true');
    set({ status: 'accepted' });
  },
  decline: () => {
    writeConsent('false');
    set({ status: 'declined' });
  },
  clear: () => {
    writeConsent(null);
    set({ status: 'unset' });
  },
}));

/**
 * Whether non-essential cookies and storage (performance, analytics, customization) may be used.
 * Every piece of non-essential code must check this first; it is false until the user accepts.
 */
export function hasConsent(): boolean {
  return useConsentStore.getState().status === 'accepted';
}

/** Re-reads the stored flag into the store (tests, and after another tab changed it). */
export function syncConsentFromStorage(): void {
  useConsentStore.setState({ status: readConsent() });
}

// A choice made in another tab applies here too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === CONSENT_STORAGE_KEY || event.key === null) syncConsentFromStorage();
  });
}
