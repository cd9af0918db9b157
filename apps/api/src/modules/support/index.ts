import { defineModule } from '../../lib/module.ts';
import { registerSupportPersonalData } from './personal-data.repository.ts';
import { supportRoutes } from './support.routes.ts';

export const supportModule = defineModule({
  name: 'support',
  setup: async () => {
    registerSupportPersonalData();
  },
  routes: async (api, { db }) => {
    await api.register(supportRoutes, { db });
  },
});
