import { defineModule } from '../../lib/module.ts';
import { healthRoutes } from './health.routes.ts';

export const healthModule = defineModule({
  name: 'health',
  routes: async (api, { database }) => {
    await api.register(healthRoutes, { database, version: api.config.version });
  },
});
