import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Server } from 'socket.io';

declare module 'fastify' {
  interface FastifyInstance {
    io: Server;
  }
}

/**
 * Socket.IO at /socket.io on the same HTTP server. Connections must carry a signed-in session;
 * until the identity module provides one, every handshake is refused with connect_error
 * 'unauthorized' (the real-time module adds rooms and events).
 */
export const socketPlugin = fp(
  async (app: FastifyInstance, opts: { authenticate?: (cookie: string | undefined) => Promise<unknown> }) => {
    const io = new Server(app.server, {
      path: '/socket.io',
      serveClient: false,
      maxHttpBufferSize: 64 * 1024,
      cors: { origin: false },
    });
    io.use(async (socket, next) => {
      const actor = opts.authenticate
        ? await opts.authenticate(socket.handshake.headers.cookie).catch(() => null)
        : null;
      if (!actor) return next(new Error('unauthorized'));
      socket.data.actor = actor;
      next();
    });
    app.decorate('io', io);
    app.addHook('preClose', async () => {
      io.disconnectSockets(true);
    });
    app.addHook('onClose', async () => {
      await new Promise<void>((resolve) => io.close(() => resolve()));
    });
  },
);
