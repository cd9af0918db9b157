import { create } from 'zustand';

/**
 * Cookie consent (SPEC §2, §4, §9). The flag lives in localStorage under 'cookie-accepted':
 * 'true' = accepted (Accept, Allow All), 'false' = declined (Decline All), absent = unset (banner shown).
 *
 * What the categories cover today: the platform runs NO non-essential script at all — no analytics,
 * no tracking pixel, no third-party embed, no performance beacon. Everything it stores is essential:
 * the sign-in session cookie, the tenant and role context, the language the visitor chose and this
 * consent flag itself. The banner asks anyway so that the choice exists before anything optional is
 * added; any such code must first check `useConsentFor(category)` (or `consentFor` outside React) and
 * stay off until it returns true.
 */
export const CONSENT_STORAGE_KEY = 'cookie-accepted';

export type ConsentStatus = 'unset' | 'accepted' | 'declined';

/** The three categories the Preferences dialog explains (SPEC §2). */
export const CONSENT_CATEGORIES = ['essential', 'performance', 'analytics'] as const;
/** essential: always on; performance: performance and functionality; analytics: analytics and customization. */
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];

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
  /** Whether the Preferences dialog is open (from the banner, or from "Cookie settings" after a choice). */
  preferencesOpen: boolean;
  /** Accept on the banner, or Allow All in Preferences: stores 'true' (and closes Preferences). */
  accept: () => void;
  /** Decline All in Preferences: stores 'false' (and closes Preferences). */
  decline: () => void;
  /** Forgets the choice, so the banner shows again. */
  clear: () => void;
  /** Opens the Preferences dialog, whatever the stored choice (the footer's "Cookie settings"). */
  openPreferences: () => void;
  /** Closes it without changing the choice (Escape, the Close button, a backdrop click). */
  closePreferences: () => void;
}

export const useConsentStore = create<ConsentState>()((set) => ({
  status: readConsent(),
  preferencesOpen: false,
  accept: () => {
    writeConsent('true');
    set({ status: 'accepted', preferencesOpen: false });
  },
  decline: () => {
    writeConsent('false');
    set({ status: 'declined', preferencesOpen: false });
  },
  clear: () => {
    writeConsent(null);
    set({ status: 'unset' });
  },
  openPreferences: () => set({ preferencesOpen: true }),
  closePreferences: () => set({ preferencesOpen: false }),
}));

/** Whether `category` may be used under `status`: essential always, the others only once accepted. */
export function consentFor(
  category: ConsentCategory,
  status: ConsentStatus = useConsentStore.getState().status,
): boolean {
  return category === 'essential' || status === 'accepted';
}

/**
 * Whether code of `category` may run, and re-renders when the choice changes. Future analytics,
 * performance or customization code must check this (or `consentFor`) before it loads anything.
 */
export function useConsentFor(category: ConsentCategory): boolean {
  return useConsentStore((state) => consentFor(category, state.status));
}

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
