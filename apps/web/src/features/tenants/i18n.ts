import { registerMessages, useTranslation } from '../../lib/i18n';
import en from './locales/en';

export const TENANTS_NS = 'tenants';
// Hindi loads only once it is chosen (or is already on screen: then this module waits for it)
await registerMessages(TENANTS_NS, { en, hi: () => import('./locales/hi') });

/** t() of the "tenants" namespace (the onboarding pages), in the language on screen. */
export function useTenantsTranslation() {
  return useTranslation(TENANTS_NS);
}
