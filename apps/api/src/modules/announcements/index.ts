import { defineModule } from '../../lib/module.ts';
import { announcementsJobsPlugin } from './announcements.jobs.ts';
import { announcementRoutes } from './announcements.routes.ts';

export const announcementsModule = defineModule({
  name: 'announcements',
  setup: async (app, { db }) => {
    await app.register(announcementsJobsPlugin, { db });
  },
  routes: async (api, { db }) => {
    await api.register(announcementRoutes, { db });
  },
});
