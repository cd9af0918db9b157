import { defineModule } from '../../lib/module.ts';
import { registerSearchSource } from '../search/index.ts';
import { peopleSearchSource } from './people.search.repository.ts';
import { registerProfilesPersonalData } from './personal-data.repository.ts';
import { profileRoutes } from './profiles.routes.ts';
import { ventureRoutes } from './ventures.routes.ts';

/** Profiles, ventures, the personality profile and onboarding progress (issue 20, the people part). */
export const profilesModule = defineModule({
  name: 'profiles',
  setup: async () => {
    registerProfilesPersonalData();
    registerSearchSource(peopleSearchSource);
  },
  routes: async (api, { db, storage }) => {
    await api.register(profileRoutes, { db, storage });
    await api.register(ventureRoutes, { db });
  },
});

export {
  memberForModeration,
  profileForModeration,
  setProfileHidden,
  setVentureHidden,
  ventureForModeration,
} from './moderation.repository.ts';

/** For community organisations (issue 21): their logos go through the same photo processing. */
export { PHOTO_TYPE_ERROR, processPhoto } from './photo.ts';
