import { defineModule } from '../../lib/module.ts';
import { ACCESS_RESOURCES } from './access.resources.ts';
import { accessRoutes } from './access.routes.ts';
import { registerAccessPersonalData } from './personal-data.repository.ts';

export const accessModule = defineModule({
  name: 'access',
  resources: ACCESS_RESOURCES,
  setup: async () => {
    registerAccessPersonalData();
  },
  routes: async (api, { db }) => {
    await api.register(accessRoutes, { db });
  },
});

export { afterAccessChange } from './guards.ts';
export {
  assertAdminsRemain,
  assertHoldsRole,
  assertRoleWithinReach,
  assertUserWithinReach,
  findRole,
} from './rules.ts';
export { countAdministrators } from './user-roles.repository.ts';
