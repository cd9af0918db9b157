import { defineModule } from '../../lib/module.ts';
import { messagesJobsPlugin } from './messages.jobs.ts';
import { messageRoutes } from './messages.routes.ts';
import { messagesRealtimePlugin } from './messages.socket.ts';
import { registerMessageUploads } from './messages.uploads.ts';
import { registerMessagesPersonalData } from './personal-data.repository.ts';

export const messagesModule = defineModule({
  name: 'messages',
  setup: async (app, { db }) => {
    registerMessagesPersonalData();
    registerMessageUploads();
    await app.register(messagesRealtimePlugin, { db });
    await app.register(messagesJobsPlugin, { db });
  },
  routes: async (api, { db }) => {
    await api.register(messageRoutes, { db });
  },
});

/**
 * For community circles (issue 21): each circle's group conversation is created, joined and left
 * inside the circle's own tenant transaction.
 */
export { addMembers, insertConversation, markLeft } from './conversations.repository.ts';
/**
 * For other modules (issue 21's collaboration hub): open (or find) the direct conversation with a
 * person and send the first message, inside the caller's tenant transaction (blocks refuse, 403).
 */
export { createConversation } from './conversations.service.ts';
export { sendMessage } from './messages.service.ts';
