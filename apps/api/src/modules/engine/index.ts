import { defineModule } from '../../lib/module.ts';

/** Issue 24: see docs/architecture.md. */
export const engineModule = defineModule({
  name: 'engine',
  routes: async () => {},
});
