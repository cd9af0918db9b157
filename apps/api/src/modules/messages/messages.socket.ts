import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { socketScope } from '../../plugins/session.ts';
import { type RealtimeSocket, tenantUserRoom } from '../../plugins/socket.ts';
import { conversationRoom, registerMessageDelivery } from './messages.events.ts';
import { catchUpMessages, isMember, markDelivered, nameOf } from './messages.service.ts';

const zPositive = z.number().int().min(1).max(2147483647);
const ZOpen = z.strictObject({ conversation_id: zPositive });
const ZTyping = z.strictObject({ conversation_id: zPositive, typing: z.boolean() });
const ZDelivered = z.strictObject({ conversation_id: zPositive, message_id: zPositive });
const ZCatchUp = z.strictObject({ afterId: z.number().int().min(0).max(2147483647) });

export const NOT_OPENED = 'No such conversation';

/**
 * The real-time side of messages, on the app's Socket.IO server (plugins/socket.ts, registered
 * first):
 *  - what the messages services commit in this app's database is emitted through its sockets;
 *  - 'conversation:open' re-checks membership in the database, then joins the socket to room
 *    conversation:ID (leaving the one it had open); 'conversation:close' leaves it;
 *  - 'conversation:typing' reaches the others who have that conversation open, and only from a
 *    socket that has it open;
 *  - 'message:delivered' moves the member's delivered position forward and emits the receipt;
 *  - 'message:catch-up' {afterId} answers missed messages, oldest first, at most 200.
 */
export const messagesRealtimePlugin = fp(async (app: FastifyInstance, opts: { db: Db }) => {
  const unregister = registerMessageDelivery(opts.db, app.io);
  app.addHook('onClose', async () => unregister());

  app.io.on('connection', (socket: RealtimeSocket) => {
    const scope = socketScope(socket.data);
    /** the conversation this socket has open, and the user's name (looked up once) */
    let open: number | null = null;
    let name: string | null = null;
    const close = () => {
      if (open !== null) void socket.leave(conversationRoom(open));
      open = null;
    };

    socket.on('conversation:open', async (payload, ack) => {
      const reply = typeof ack === 'function' ? ack : () => {};
      const parsed = ZOpen.safeParse(payload);
      if (!parsed.success) return reply({ error: 'Invalid conversation_id: must be a whole number of 1 or more' });
      const id = parsed.data.conversation_id;
      try {
        if (!(await isMember(opts.db, scope, id))) {
          if (open === id) close();
          return reply({ error: NOT_OPENED });
        }
        name ??= await nameOf(opts.db, scope);
        if (open !== id) close();
        open = id;
        await socket.join(conversationRoom(id));
        reply({ ok: true });
      } catch (err) {
        app.log.warn({ err }, 'conversation:open failed');
        reply({ error: 'Could not open the conversation; try again' });
      }
    });

    socket.on('conversation:close', () => close());

    socket.on('conversation:typing', (payload) => {
      const parsed = ZTyping.safeParse(payload);
      if (!parsed.success || name === null) return;
      const room = conversationRoom(parsed.data.conversation_id);
      // only into the conversation this socket opened (membership checked then; removal leaves the room)
      if (open !== parsed.data.conversation_id || !socket.rooms.has(room)) return;
      socket.to(room).except(tenantUserRoom(scope.tenantId, scope.actor.userId)).emit('conversation:typing', {
        conversation_id: parsed.data.conversation_id,
        user_id: scope.actor.userId,
        name,
        typing: parsed.data.typing,
      });
    });

    socket.on('message:delivered', async (payload) => {
      const parsed = ZDelivered.safeParse(payload);
      if (!parsed.success) return;
      try {
        await markDelivered(opts.db, scope, parsed.data.conversation_id, parsed.data.message_id);
      } catch {
        // not a member (404) or a passing database error: a delivery receipt is best effort
      }
    });

    socket.on('message:catch-up', async (payload, ack) => {
      if (typeof ack !== 'function') return;
      const parsed = ZCatchUp.safeParse(payload);
      if (!parsed.success) return ack({ error: 'Invalid afterId: must be a whole number of 0 or more' });
      try {
        ack({ items: await catchUpMessages(opts.db, scope, parsed.data.afterId) });
      } catch (err) {
        app.log.warn({ err }, 'message catch-up failed');
        ack({ error: 'Catch-up failed; try again' });
      }
    });

    socket.on('disconnect', () => {
      open = null;
    });
  });
});
