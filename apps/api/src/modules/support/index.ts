import { defineModule } from '../../lib/module.ts';
import { supportRoutes } from './support.routes.ts';

export const supportModule = defineModule({
  name: 'support',
  routes: async (api, { db }) => {
    await api.register(supportRoutes, { db });
  },
});
