import { defineModule } from '../../lib/module.ts';

/** Issue 24: see docs/architecture.md. */
export const innovationModule = defineModule({
  name: 'innovation',
  routes: async () => {},
});
