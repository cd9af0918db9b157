import { defineModule } from '../../lib/module.ts';
import { notificationsDigestPlugin } from './notifications.jobs.ts';
import { notificationRoutes } from './notifications.routes.ts';
import { notificationsRealtimePlugin } from './notifications.socket.ts';
import { registerNotificationsPersonalData } from './personal-data.repository.ts';

export const notificationsModule = defineModule({
  name: 'notifications',
  setup: async (app, { db }) => {
    registerNotificationsPersonalData();
    await app.register(notificationsRealtimePlugin, { db });
    await app.register(notificationsDigestPlugin, { db });
  },
  routes: async (api, { db }) => {
    await api.register(notificationRoutes, { db });
  },
});

/** What other modules use: raise notifications inside their own tenant transaction. */
export { type NotifyInput, notify, stillUnread } from './notifications.service.ts';
