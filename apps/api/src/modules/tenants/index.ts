import { defineModule } from '../../lib/module.ts';
import { invitationRoutes } from './invitations.routes.ts';
import { registerTenantsPersonalData } from './personal-data.repository.ts';
import { tenantAdminRoutes } from './tenant-admin.routes.ts';
import { tenantRoutes } from './tenants.routes.ts';

export const tenantsModule = defineModule({
  name: 'tenants',
  setup: async () => {
    registerTenantsPersonalData();
  },
  routes: async (api, { db }) => {
    await api.register(tenantRoutes, { db });
    await api.register(tenantAdminRoutes, { db });
    await api.register(invitationRoutes, { db });
  },
});

export { findLiveMembershipId } from './invitations.repository.ts';
export { tenantPeopleCondition, tenantRoleFilter } from './members.repository.ts';
export { tenantAdmin } from './tenant-access.ts';
