import { defineModule } from '../../lib/module.ts';
import { membershipRoutes } from './memberships.routes.ts';
import { membershipAdminRoutes } from './memberships-admin.routes.ts';
import { registerMembershipsPersonalData } from './personal-data.repository.ts';

export const membershipsModule = defineModule({
  name: 'memberships',
  setup: async () => {
    registerMembershipsPersonalData();
  },
  routes: async (api, { db }) => {
    await api.register(membershipRoutes, { db });
    await api.register(membershipAdminRoutes, { db });
  },
});

/** What other modules use: the SPEC §2 locked apps' entitlement check and the guard for their routes. */
export {
  entitlementGuard,
  hasEntitlement,
  type LockedApp,
  PREMIUM_REQUIRED,
  premiumRequired,
  requireEntitlement,
} from './entitlements.ts';
