import { defineModule } from '../../lib/module.ts';
import { engineRoutes } from './engine.routes.ts';
import { registerEnginePersonalData } from './engine-personal-data.repository.ts';

/**
 * The Engine (issue 24): a founder's own dashboard on SPEC §3's stats model — modules by phase,
 * KPIs with a hierarchy and a category, scores per month entered, imported from CSV or charted,
 * the readiness results and the phase (awakening → growth) with a suggestion. See docs/architecture.md.
 */
export const engineModule = defineModule({
  name: 'engine',
  setup: async () => {
    registerEnginePersonalData();
  },
  routes: async (api, { db }) => {
    await api.register(engineRoutes, { db });
  },
});
