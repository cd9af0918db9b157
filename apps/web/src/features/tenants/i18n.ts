import { registerMessages, useTranslation } from '../../lib/i18n';
import en from './locales/en';
import { tenantTypeLabel } from './onboarding';

export const TENANTS_NS = 'tenants';
// Hindi loads only once it is chosen (or is already on screen: then this module waits for it)
await registerMessages(TENANTS_NS, { en, hi: () => import('./locales/hi') });

/** t() of the "tenants" namespace (the onboarding pages), in the language on screen. */
export function useTenantsTranslation() {
  return useTranslation(TENANTS_NS);
}

/** A kind of space (tenant_type) by its name in the language on screen; an unknown kind keeps its own. */
export function useTenantTypeLabel(): (type: string) => string {
  const { t } = useTenantsTranslation();
  return (type) => (Object.hasOwn(en.type, type) ? t(`type.${type as keyof typeof en.type}`) : tenantTypeLabel(type));
}
