import { defineModule } from '../../lib/module.ts';
import { registerPrajnaPersonalData } from './personal-data.repository.ts';
import { prajnaRoutes } from './prajna.routes.ts';

/**
 * Prajna (issue 22): answers from the library. Retrieval is the one search index (modules/search:
 * searchIndex, then passagesOf); generation goes through an OpenAI-compatible provider when
 * PRAJNA_API_URL is set, otherwise the best passages are the answer.
 */
export const prajnaModule = defineModule({
  name: 'prajna',
  setup: async () => {
    registerPrajnaPersonalData();
  },
  routes: async (api, { db }) => {
    await api.register(prajnaRoutes, { db });
  },
});
