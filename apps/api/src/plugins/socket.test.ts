import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';
import { createUser, signIn } from '../test/factories.ts';

describe('Socket.IO handshake', () => {
  let t: TestApp;
  let url: string;
  let cookie: string;
  let userId: number;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const addr = t.app.server.address();
    url = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
    userId = await createUser(t.database.db, 'lata');
    cookie = await signIn(t.app, 'lata');
  });
  afterAll(() => t.close());

  const attempt = (headers: Record<string, string>) =>
    new Promise<{ outcome: string; socket: Socket }>((resolve) => {
      const socket = connect(url, {
        path: '/socket.io',
        transports: ['websocket'],
        reconnection: false,
        extraHeaders: headers,
      });
      socket.once('connect', () => resolve({ outcome: 'connected', socket }));
      socket.once('connect_error', (err) => resolve({ outcome: err.message, socket }));
    });

  it('accepts a live session and puts the socket in its user room', async () => {
    const { outcome, socket } = await attempt({ cookie });
    expect(outcome).toBe('connected');
    const rooms = [...t.app.io.of('/').adapter.rooms.keys()];
    expect(rooms).toContain(`user:${userId}`);
    socket.close();
  });

  it('refuses no cookie, a forged cookie and a signed-out session', async () => {
    for (const headers of [{}, { cookie: 'ankur_session=forged' }] as Record<string, string>[]) {
      const { outcome, socket } = await attempt(headers);
      expect(outcome).toBe('unauthorized');
      socket.close();
    }
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    const { outcome, socket } = await attempt({ cookie });
    expect(outcome).toBe('unauthorized');
    socket.close();
  });
});
