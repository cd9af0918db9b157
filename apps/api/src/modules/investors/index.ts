import { defineModule } from '../../lib/module.ts';
import { registerPrivilegeGrant } from '../../lib/privilege-grants.ts';
import { investorRoutes } from './investors.routes.ts';
import { investorWorkspaceGrant } from './investors.service.ts';
import { registerInvestorsPersonalData } from './personal-data.repository.ts';

export const investorsModule = defineModule({
  name: 'investors',
  setup: async (app) => {
    registerInvestorsPersonalData();
    // decision 34: verified investors read the Investor Workspace menu
    const unregister = registerPrivilegeGrant((tx, who) => investorWorkspaceGrant(tx, who));
    app.addHook('onClose', async () => unregister());
  },
  routes: async (api, { db }) => {
    await api.register(investorRoutes, { db });
  },
});
