import { defineModule } from '../../lib/module.ts';
import { announcementsJobsPlugin } from './announcements.jobs.ts';
import { announcementRoutes } from './announcements.routes.ts';
import { registerAnnouncementsPersonalData } from './personal-data.repository.ts';

export const announcementsModule = defineModule({
  name: 'announcements',
  setup: async (app, { db }) => {
    registerAnnouncementsPersonalData();
    await app.register(announcementsJobsPlugin, { db });
  },
  routes: async (api, { db }) => {
    await api.register(announcementRoutes, { db });
  },
});
