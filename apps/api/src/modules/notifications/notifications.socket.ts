import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { siteOrigin } from '../../plugins/context.ts';
import { socketScope } from '../../plugins/session.ts';
import { registerNotificationDelivery } from './notifications.events.ts';
import { catchUp, unreadFor } from './notifications.service.ts';

const ZCatchUp = z.strictObject({ afterId: z.number().int().min(0).max(2147483647) });

/**
 * The real-time side of notifications, on the app's Socket.IO server (plugins/socket.ts, which
 * must be registered first):
 *  - what notify() writes in this app's database is delivered through this app's sockets and
 *    mailer once its transaction commits;
 *  - a new connection gets 'notification:unread' with the current count at once;
 *  - 'notification:catch-up' {afterId} answers the user's notifications in the session's tenant
 *    with a higher id, oldest first, at most 100 (after a reconnect or a server restart; the
 *    client dedupes by id and asks again from the last id while it gets a full page).
 */
export const notificationsRealtimePlugin = fp(async (app: FastifyInstance, opts: { db: Db }) => {
  const unregister = registerNotificationDelivery(opts.db, {
    io: app.io,
    mailer: app.identity.mailer,
    origin: siteOrigin(app.config),
    brandName: app.config.brandName,
    log: app.log,
  });
  app.addHook('onClose', async () => unregister());

  app.io.on('connection', (socket) => {
    const scope = socketScope(socket.data);
    // a new connection opens with the bell's count; sent as a broadcast to the socket's own room
    // so the client also learns a recovery offset (connection-state recovery needs one); a
    // recovered connection gets what it missed instead
    if (!socket.recovered) {
      unreadFor(opts.db, scope)
        .then((unread) => app.io.to(socket.id).emit('notification:unread', { unread }))
        .catch((err) => app.log.warn({ err }, 'notification: opening unread count failed'));
    }
    socket.on('notification:catch-up', async (payload, ack) => {
      if (typeof ack !== 'function') return;
      const parsed = ZCatchUp.safeParse(payload);
      if (!parsed.success) {
        ack({ error: 'Invalid afterId: must be a whole number of 0 or more' });
        return;
      }
      try {
        ack({ items: await catchUp(opts.db, scope, parsed.data.afterId) });
      } catch (err) {
        app.log.warn({ err }, 'notification catch-up failed');
        ack({ error: 'Catch-up failed; try again' });
      }
    });
  });
});
