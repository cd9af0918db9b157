import { defineModule } from '../../lib/module.ts';
import { messageRoutes } from './messages.routes.ts';
import { messagesRealtimePlugin } from './messages.socket.ts';

export const messagesModule = defineModule({
  name: 'messages',
  setup: async (app, { db }) => {
    await app.register(messagesRealtimePlugin, { db });
  },
  routes: async (api, { db }) => {
    await api.register(messageRoutes, { db });
  },
});
