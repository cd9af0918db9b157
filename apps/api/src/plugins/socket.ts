import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Server } from 'socket.io';

declare module 'fastify' {
  interface FastifyInstance {
    io: Server;
  }
}

/**
 * Socket.IO at /socket.io on the same HTTP server. A handshake must carry a live session cookie;
 * without one it is refused with connect_error 'unauthorized'. Each connection joins its user's
 * room (user:ID); the real-time module adds conversation rooms and events.
 */
export const socketPlugin = fp(
  async (
    app: FastifyInstance,
    opts: { authenticate: (cookie: string | undefined) => Promise<{ userId: number } | null> },
  ) => {
    const io = new Server(app.server, {
      path: '/socket.io',
      serveClient: false,
      maxHttpBufferSize: 64 * 1024,
      cors: { origin: false },
    });
    io.use(async (socket, next) => {
      const actor = await opts.authenticate(socket.handshake.headers.cookie).catch(() => null);
      if (!actor) return next(new Error('unauthorized'));
      socket.data.actor = actor;
      next();
    });
    io.on('connection', (socket) => {
      void socket.join(`user:${(socket.data.actor as { userId: number }).userId}`);
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
