import type { TPostNew } from '@ankur/shared/schemas/community-feed';
import fp from 'fastify-plugin';
import type { Db } from '../../../db/client.ts';
import { postCommitDelivery } from '../../../plugins/realtime-delivery.ts';
import { tenantUserRoom } from '../../../plugins/socket.ts';

/**
 * The feed's live side (DESIGN.md convention 7): a new post is announced once its transaction has
 * committed, with a small payload, to the rooms of the people whose feed includes it, in one
 * io.to([...rooms]) call. The client shows "N new posts" and fetches them when asked.
 */
const delivery = postCommitDelivery();

export function emitNewPost(tenantId: string, userIds: number[], payload: TPostNew): void {
  if (!userIds.length) return;
  const rooms = [...new Set(userIds)].map((id) => tenantUserRoom(tenantId, id));
  delivery.later((io) => io.to(rooms).emit('post:new', payload));
}

/** Registers the app's Socket.IO server for what this database commits. */
export const feedRealtimePlugin = fp(async (app, opts: { db: Db }) => {
  const unregister = delivery.register(opts.db, app.io);
  app.addHook('onClose', async () => unregister());
});
