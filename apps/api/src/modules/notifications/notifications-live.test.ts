import type { TNotification } from '@ankur/shared/schemas/notifications';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema/notifications.ts';
import { courses, modules, unitProgress, units } from '../../db/schema/programs.ts';
import { tenants } from '../../db/schema/tenants.ts';
import { SESSION_COOKIE } from '../../plugins/session.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createSessionToken, createUser, inTenant } from '../../test/factories.ts';
import {
  type ClientSocket,
  connectedSocket,
  eventually,
  listenForSockets,
  record,
  settled,
} from '../../test/realtime.ts';
import { notify } from './notifications.service.ts';

/**
 * Notifications live (issue 9): what learning raises reaches the learner's connected sockets once
 * the write commits (never for a write that rolled back), read changes reach the other tabs, and
 * a reconnecting client catches up by id.
 */
describe('notifications: live delivery', () => {
  let t: TestApp;
  let url: string;
  const PROGRAM = 2;
  const OTHER = 'LIVETESTORG';
  let learner: { id: number; auth: string; cookie: string };
  let manager: string;
  let tab1: ClientSocket;
  let tab2: ClientSocket;
  let news: TNotification[];
  let counts: { unread: number }[];
  let enrolmentId: number;
  const sockets: ClientSocket[] = [];

  const call = (method: 'GET' | 'POST' | 'PUT', path: string, auth: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api/${path}`,
      headers: { authorization: auth },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const open = async (cookie: string, listen?: (s: ClientSocket) => void) => {
    const s = await connectedSocket(url, { cookie }, { listen });
    sockets.push(s);
    return s;
  };
  const session = async (userId: number, tenantId: string | null = null) => {
    const token = await createSessionToken(t.database.db, userId, { tenantId });
    return { auth: `Bearer ${token}`, cookie: `${SESSION_COOKIE}=${token}` };
  };
  const unitsOf = (kinds: string[]) =>
    inTenant(t.database.db, (tx) =>
      tx
        .select({ id: units.unit_id })
        .from(units)
        .innerJoin(modules, eq(modules.module_id, units.module_id))
        .innerJoin(courses, eq(courses.course_id, modules.course_id))
        .where(
          and(
            eq(courses.program_id, PROGRAM),
            eq(courses.is_deleted, false),
            eq(modules.is_deleted, false),
            eq(units.is_deleted, false),
            inArray(units.unit_type, kinds),
          ),
        )
        .orderBy(units.unit_id),
    ).then((rows) => rows.map((r) => r.id));

  beforeAll(async () => {
    t = await createTestApp();
    url = await listenForSockets(t.app);
    const id = await createUser(t.database.db, 'live_learner');
    learner = { id, ...(await session(id)) };
    manager = (await session(await createUser(t.database.db, 'live_manager', 'Cohort Manager'))).auth;
    await t.database.db
      .insert(tenants)
      .values({ tenant_id: OTHER, tenant_type: 'organisation', tenant_name: 'live-test', display_name: 'L' });
    tab1 = await open(learner.cookie, (s) => {
      news = record(s, 'notification:new');
      counts = record(s, 'notification:unread');
    });
    tab2 = await open(learner.cookie);
    await eventually(() => counts.length === 1, 'the opening unread count');
    expect(counts).toEqual([{ unread: 0 }]);
  });
  afterAll(async () => {
    for (const s of sockets) s.close();
    await t.close();
  });

  it("delivers 'notification:new' to the learner's sockets when a manager approves the enrolment", async () => {
    const elsewhere = await open((await session(learner.id, OTHER)).cookie);
    const heardElsewhere = record(elsewhere, 'notification:new');
    const created = await call('POST', 'programs-enrolled/createProgramEnrolled', learner.auth, {
      user_id: learner.id,
      program_id: PROGRAM,
    });
    expect(created.statusCode, created.body).toBe(201);
    enrolmentId = created.json().enrollment_id;
    await settled(tab1);
    expect(news, 'a pending enrolment notifies nobody').toEqual([]);

    const approved = await call('PUT', `programs-enrolled/updateProgramEnrolled/${enrolmentId}`, manager, {
      enrollment_status: 'enrolled',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    await eventually(() => news.length === 1 && counts.length === 2, 'the notification');
    expect(news[0]).toEqual({
      notification_id: expect.any(Number),
      type: 'enrolment',
      title: expect.stringMatching(/^Your enrolment in .+ was approved$/),
      body: null,
      link: `/programs/overview/${PROGRAM}`,
      read_at: null,
      created_at: expect.any(String),
    });
    expect(counts[1]).toEqual({ unread: 1 });
    // it is the persisted one; the learner's session in another tenant hears nothing
    const listed = (await call('GET', 'notifications', learner.auth)).json();
    expect(listed.data).toEqual([news[0]]);
    await settled(elsewhere);
    expect(heardElsewhere).toEqual([]);
  });

  it('delivers nothing for a transaction that rolled back after notify()', async () => {
    const failed = inTenant(t.database.db, async (tx) => {
      await notify(tx, { userIds: [learner.id], type: 'announcement', title: 'Never happened' });
      throw new Error('a later step failed');
    });
    await expect(failed).rejects.toThrow('a later step failed');
    await settled(tab1);
    expect(news).toHaveLength(1);
    expect(counts).toHaveLength(2);
    const rows = await inTenant(t.database.db, (tx) =>
      tx.select().from(notifications).where(eq(notifications.user_id, learner.id)),
    );
    expect(rows.map((r) => r.title)).toEqual([news[0]!.title]);
  });

  it('notifies an assignment review and a certificate, with links into the app', async () => {
    const [assignment] = await unitsOf(['assignment']);
    const submitted = await call('POST', `programs/${PROGRAM}/units/${assignment}/submissions`, learner.auth, {
      body: 'My answer',
    });
    expect(submitted.statusCode, submitted.body).toBe(201);
    const reviewed = await call(
      'POST',
      `programs/${PROGRAM}/submissions/${submitted.json().submission_id}/review`,
      manager,
      { status: 'changes_requested', feedback: 'Add numbers' },
    );
    expect(reviewed.statusCode, reviewed.body).toBe(200);
    await eventually(() => news.length === 2, 'the review notification');
    expect(news[1]).toMatchObject({
      type: 'assignment',
      title: expect.stringMatching(/^Changes requested on /),
      body: 'Add numbers',
      link: expect.stringMatching(
        new RegExp(`^/program-content/${PROGRAM}/course-content/\\d+/module-content/\\d+\\?unit=${assignment}$`),
      ),
    });

    // every unit but one lesson done: completing that lesson completes the program
    const [last] = await unitsOf(['lesson']);
    const done = await inTenant(t.database.db, (tx) =>
      tx.select({ id: unitProgress.unit_id }).from(unitProgress).where(eq(unitProgress.user_id, learner.id)),
    );
    const rest = (await unitsOf(['lesson', 'video', 'document', 'quiz', 'assignment'])).filter(
      (u) => u !== last && !done.some((d) => d.id === u),
    );
    await inTenant(t.database.db, (tx) =>
      tx.insert(unitProgress).values(rest.map((unit_id) => ({ user_id: learner.id, program_id: PROGRAM, unit_id }))),
    );
    const completed = await call('POST', `programs/progress/${PROGRAM}/units/${last}/complete`, learner.auth);
    expect(completed.statusCode, completed.body).toBe(201);
    await eventually(() => news.length === 3, 'the certificate notification');
    expect(news[2]).toMatchObject({ type: 'certificate', link: '/certifications' });
    expect(counts.at(-1)).toEqual({ unread: 3 });
  });

  it("sends a read change to the user's other tabs", async () => {
    const other = record(tab2, 'notification:unread');
    const res = await call('POST', `notifications/${news[0]!.notification_id}/read`, learner.auth);
    expect(res.json()).toEqual({ unread: 2 });
    await eventually(() => other.length === 1, 'the other tab');
    expect(other).toEqual([{ unread: 2 }]);
    await call('POST', 'notifications/read-all', learner.auth);
    await eventually(() => other.length === 2, 'the other tab again');
    expect(other[1]).toEqual({ unread: 0 });
  });

  it('answers notification:catch-up with what came after an id, oldest first, at most 100', async () => {
    const ask = (payload: unknown) =>
      new Promise<unknown>((resolve) => tab1.emit('notification:catch-up', payload as { afterId: number }, resolve));
    const all = (await ask({ afterId: 0 })) as { items: TNotification[] };
    expect(all.items.map((n) => n.notification_id)).toEqual(news.map((n) => n.notification_id));
    expect(all.items[0]!.read_at).toEqual(expect.any(String));
    const after = (await ask({ afterId: news[0]!.notification_id })) as { items: TNotification[] };
    expect(after.items.map((n) => n.type)).toEqual(['assignment', 'certificate']);

    await inTenant(t.database.db, async (tx) => {
      for (let i = 0; i < 105; i++) await notify(tx, { userIds: [learner.id], type: 'announcement', title: `A${i}` });
    });
    const first = (await ask({ afterId: news[2]!.notification_id })) as { items: TNotification[] };
    expect(first.items).toHaveLength(100);
    expect(first.items[0]!.title).toBe('A0');
    const next = (await ask({ afterId: first.items[99]!.notification_id })) as { items: TNotification[] };
    expect(next.items.map((n) => n.title)).toEqual(['A100', 'A101', 'A102', 'A103', 'A104']);

    for (const bad of [{}, { afterId: -1 }, { afterId: 'x' }, null, { afterId: 1, extra: true }]) {
      expect(await ask(bad), JSON.stringify(bad)).toEqual({ error: expect.stringMatching(/^Invalid afterId/) });
    }
  });
});
