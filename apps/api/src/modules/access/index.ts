import { defineModule } from '../../lib/module.ts';
import { accessRoutes } from './access.routes.ts';

export const accessModule = defineModule({
  name: 'access',
  routes: async (api, { db }) => {
    await api.register(accessRoutes, { db });
  },
});
