import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TMessage } from '@ankur/shared/schemas/messages';
import type { TNotification } from '@ankur/shared/schemas/notifications';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../db/client.ts';
import { programEnrollments, programs } from '../db/schema/programs.ts';
import { createSessionToken, createUser, inTenant, userIdByEmail } from '../test/factories.ts';
import { freePort, makeWebDist, type ServerProcess, spawnServer, waitForExit, waitForHealth } from '../test/process.ts';
import { type ClientSocket, connectedSocket, eventually, record, settled } from '../test/realtime.ts';
import { SESSION_COOKIE } from './session.ts';

/**
 * Scale-out (issue 9): two real API processes (server.ts, as `npm start` runs it) on one fresh
 * PostgreSQL database and one Redis. A notification raised through process A's HTTP API reaches
 * the user's socket on process B (and on A): the Redis adapter joins the processes.
 * Runs in the 'api-multi' project, only when TEST_DATABASE_URL and REDIS_URL are set.
 */

const ADMIN_EMAIL = 'multi-admin@ankur.test';

describe('two API processes, one PostgreSQL, one Redis', () => {
  const name = `ankur_multi_${randomBytes(5).toString('hex')}`;
  let admin: pg.Client;
  let database: Database;
  let tmp: string;
  let webDist: string;
  const servers: ServerProcess[] = [];
  const bases: string[] = [];
  const sockets: ClientSocket[] = [];

  const start = async () => {
    const port = await freePort();
    const dbUrl = new URL(process.env.TEST_DATABASE_URL as string);
    dbUrl.pathname = `/${name}`;
    const server = spawnServer({
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: dbUrl.toString(),
      REDIS_URL: process.env.REDIS_URL as string,
      DATA_DIR: mkdtempSync(path.join(tmp, 'data-')),
      SESSION_SECRET: 'multi-process-session-secret-0123456789abcdef',
      ADMIN_EMAIL,
      ADMIN_PASSWORD: 'multi-admin-password',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      WEB_DIST: webDist,
    });
    servers.push(server);
    const base = `http://127.0.0.1:${port}`;
    await waitForHealth(server, base, 60_000);
    bases.push(base);
    return base;
  };

  beforeAll(async () => {
    tmp = mkdtempSync(path.join(os.tmpdir(), 'ankur-multi-'));
    webDist = makeWebDist();
    admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    // one after the other: the first start migrates and seeds the fresh database
    await start();
    await start();
    const dbUrl = new URL(process.env.TEST_DATABASE_URL as string);
    dbUrl.pathname = `/${name}`;
    database = await openDatabase({ url: dbUrl.toString(), poolSize: 2 });
  });

  afterAll(async () => {
    for (const s of sockets) s.close();
    await Promise.all(servers.map((s) => s.kill()));
    await database?.close();
    await admin?.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin?.end();
    rmSync(tmp, { recursive: true, force: true });
    rmSync(webDist, { recursive: true, force: true });
  });

  it("delivers a notification raised through process A to the user's socket on process B", async () => {
    const [a, b] = bases as [string, string];
    const db = database.db;
    const learnerId = await createUser(db, 'multi_learner');
    const learnerCookie = `${SESSION_COOKIE}=${await createSessionToken(db, learnerId)}`;
    const adminAuth = `Bearer ${await createSessionToken(db, await userIdByEmail(db, ADMIN_EMAIL))}`;
    const enrolmentId = await inTenant(db, async (tx) => {
      const [program] = await tx
        .insert(programs)
        .values({ program_name: 'Scale-out Cohort', status: 'published' })
        .returning({ id: programs.program_id });
      const [enrolment] = await tx
        .insert(programEnrollments)
        .values({ user_id: learnerId, program_id: program!.id, enrollment_status: 'pending' })
        .returning({ id: programEnrollments.enrollment_id });
      return enrolment!.id;
    });

    const heard: Record<'a' | 'b', TNotification[]> = { a: [], b: [] };
    const counts: Record<'a' | 'b', { unread: number }[]> = { a: [], b: [] };
    for (const [key, base] of [
      ['b', b],
      ['a', a],
    ] as const) {
      sockets.push(
        await connectedSocket(
          base,
          { cookie: learnerCookie },
          {
            listen: (s) => {
              heard[key] = record(s, 'notification:new');
              counts[key] = record(s, 'notification:unread');
            },
          },
        ),
      );
    }
    await eventually(() => counts.a.length === 1 && counts.b.length === 1, 'the opening unread counts');

    const res = await fetch(`${a}/api/programs-enrolled/updateProgramEnrolled/${enrolmentId}`, {
      method: 'PUT',
      headers: { authorization: adminAuth, 'content-type': 'application/json' },
      body: JSON.stringify({ enrollment_status: 'enrolled' }),
    });
    expect(res.status, await res.clone().text()).toBe(200);

    await eventually(() => heard.b.length === 1 && heard.a.length === 1, 'the notification on both processes', 10_000);
    expect(heard.b[0]).toMatchObject({
      type: 'enrolment',
      title: 'Your enrolment in Scale-out Cohort was approved',
      link: expect.stringMatching(/^\/programs\/overview\/\d+$/),
    });
    expect(heard.a).toEqual(heard.b);
    await eventually(() => counts.b.length === 2, 'the unread count on B');
    expect(counts.b[1]).toEqual({ unread: 1 });

    // the client on B catches up from B's database connection: the same single notification
    const caught = await new Promise<unknown>((resolve) =>
      sockets[0]!.emit('notification:catch-up', { afterId: 0 }, resolve),
    );
    expect(caught).toEqual({ items: heard.b });
  });

  it('a message sent by a client of process A reaches the other person on process B, once', async () => {
    const [a, b] = bases as [string, string];
    const db = database.db;
    const asha = await createUser(db, 'multi_asha');
    const ravi = await createUser(db, 'multi_ravi');
    const ashaAuth = `Bearer ${await createSessionToken(db, asha)}`;
    const raviCookie = `${SESSION_COOKIE}=${await createSessionToken(db, ravi)}`;
    let onB: TMessage[] = [];
    const raviSocket = await connectedSocket(
      b,
      { cookie: raviCookie },
      { listen: (s) => (onB = record(s, 'message:new')) },
    );
    sockets.push(raviSocket);
    const post = async (base: string, url: string, body: unknown) => {
      const res = await fetch(`${base}/api/${url}`, {
        method: 'POST',
        headers: { authorization: ashaAuth, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(res.status, await res.clone().text()).toBeLessThan(300);
      return (await res.json()) as { conversation_id: number; message_id: number };
    };
    const conversation = await post(a, 'conversations', { kind: 'direct', user_id: ravi });
    const sent = await post(a, `conversations/${conversation.conversation_id}/messages`, {
      body: 'Namaste from process A',
      client_id: 'multi-process-1',
    });
    await eventually(() => onB.length === 1, "the message on Ravi's socket on B", 10_000);
    expect(onB[0]).toMatchObject({ message_id: sent.message_id, body: 'Namaste from process A', sender_id: asha });
    // once, not twice: a second message takes the same ordered path from A, so it comes after any copy
    const next = await post(a, `conversations/${conversation.conversation_id}/messages`, {
      body: 'And again',
      client_id: 'multi-process-2',
    });
    await eventually(() => onB.length >= 2, "the second message on Ravi's socket on B", 10_000);
    expect(onB.map((m) => m.message_id)).toEqual([sent.message_id, next.message_id]);
  });

  it("stopping one process leaves the other's clients connected; both exit 0 on SIGTERM", async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const onB = sockets[0]!;
    const reasons: string[] = [];
    onB.on('disconnect', (reason) => reasons.push(reason));
    a.child.kill('SIGTERM');
    expect(await waitForExit(a, 15_000), a.stderr).toBe(0);
    expect(a.stderr).toBe('');
    await settled(onB);
    expect(reasons).toEqual([]);
    expect(onB.connected).toBe(true);
    b.child.kill('SIGTERM');
    expect(await waitForExit(b, 15_000), b.stderr).toBe(0);
    expect(b.stderr).toBe('');
  });
});
