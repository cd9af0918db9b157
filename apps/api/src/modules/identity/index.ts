import { defineModule } from '../../lib/module.ts';
import { accountRoutes } from './account.routes.ts';
import { authRoutes } from './auth.routes.ts';
import { authUsersRoutes } from './auth-users.routes.ts';
import { IDENTITY_RESOURCES } from './identity.resources.ts';
import { interactionRoutes } from './interaction.routes.ts';
import { otpRoutes } from './otp.routes.ts';
import { parentalConsentRoutes } from './parental-consent.routes.ts';
import { personalDataJobsPlugin } from './personal-data/personal-data.jobs.ts';
import { personalDataRoutes } from './personal-data/personal-data.routes.ts';
import { registerIdentityPersonalData } from './personal-data/sources.repository.ts';
import { profileRoutes } from './profile.routes.ts';
import { redirectRoute } from './redirect.route.ts';

export const identityModule = defineModule({
  name: 'identity',
  resources: IDENTITY_RESOURCES,
  setup: async (app, { db, storage }) => {
    registerIdentityPersonalData();
    await app.register(personalDataJobsPlugin, { db, storage });
  },
  routes: async (api, { db, storage }) => {
    await api.register(authRoutes, { db });
    await api.register(authUsersRoutes, { db });
    await api.register(profileRoutes, { db });
    await api.register(redirectRoute, { db });
    await api.register(interactionRoutes, { db });
    await api.register(otpRoutes, { db });
    await api.register(parentalConsentRoutes, { db });
    await api.register(accountRoutes, { db });
    await api.register(personalDataRoutes, { db, storage });
  },
});

export { profileVisibilityOf } from './account.service.ts';
export { identityClaims } from './accounts.repository.ts';
