import type { TAnnouncement } from '@ankur/shared/schemas/announcements';
import type { TNotification } from '@ankur/shared/schemas/notifications';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenantMemberships, tenants } from '../../db/schema/tenants.ts';
import { SESSION_COOKIE } from '../../plugins/session.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { TEST_CONFIG_ENV } from '../../test/config.ts';
import { createSessionToken, createUser, roleIdByName, userIdByEmail } from '../../test/factories.ts';
import {
  type ClientSocket,
  connectedSocket,
  eventually,
  listenForSockets,
  record,
  settled,
} from '../../test/realtime.ts';
import { announcementContext } from './announcements.context.ts';
import { publishDue } from './announcements.service.ts';

/**
 * Announcements live (issue 9): once published, 'announcement:new' reaches the sockets of the
 * audience in that tenant — and no socket of another tenant, nor one outside a role audience.
 */
describe('announcements: live delivery', () => {
  let t: TestApp;
  let url: string;
  const OTHER = 'LIVEANNOUNCE';
  let adminAuth: string;
  const sockets: ClientSocket[] = [];
  const heard = {} as Record<'founder' | 'student' | 'elsewhere', TAnnouncement[]>;
  let studentNotes: TNotification[];

  const session = async (userId: number, tenantId: string | null = null) => {
    const token = await createSessionToken(t.database.db, userId, { tenantId });
    return { auth: `Bearer ${token}`, cookie: `${SESSION_COOKIE}=${token}` };
  };
  const open = async (cookie: string, listen: (s: ClientSocket) => void) => {
    const s = await connectedSocket(url, { cookie }, { listen });
    sockets.push(s);
    return s;
  };
  const publish = async (payload: Record<string, unknown>) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/announcements',
      headers: { authorization: adminAuth },
      payload: { body: '<p>Live</p>', ...payload },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as TAnnouncement;
  };

  beforeAll(async () => {
    t = await createTestApp();
    url = await listenForSockets(t.app);
    const db = t.database.db;
    adminAuth = (await session(await userIdByEmail(db, TEST_CONFIG_ENV.ADMIN_EMAIL))).auth;
    const founder = await createUser(db, 'live_ann_founder', 'Entrepreneur');
    const student = await createUser(db, 'live_ann_student', 'Student');
    const outsider = await createUser(db, 'live_ann_outsider', 'Student');
    await db
      .insert(tenants)
      .values({ tenant_id: OTHER, tenant_type: 'organisation', tenant_name: 'live-ann', display_name: 'L' });
    await db
      .insert(tenantMemberships)
      .values({ tenant_id: OTHER, user_id: outsider, role_id: await roleIdByName(db, 'Student') });
    await open((await session(founder)).cookie, (s) => {
      heard.founder = record(s, 'announcement:new');
    });
    await open((await session(student)).cookie, (s) => {
      heard.student = record(s, 'announcement:new');
      studentNotes = record(s, 'notification:new');
    });
    await open((await session(outsider, OTHER)).cookie, (s) => {
      heard.elsewhere = record(s, 'announcement:new');
    });
  });
  afterAll(async () => {
    for (const s of sockets) s.close();
    await t.close();
  });

  it('sends a tenant announcement to every socket in the tenant, and none in another tenant', async () => {
    const a = await publish({ title: 'Doors open', audience: 'tenant' });
    await eventually(() => heard.founder.length === 1 && heard.student.length === 1, "'announcement:new'");
    expect(heard.founder[0]).toEqual(a);
    await eventually(
      () => studentNotes.some((n) => n.link === `/announcements?a=${a.announcement_id}`),
      'the notification',
    );
    expect(studentNotes.at(-1)).toMatchObject({ type: 'announcement', title: 'Doors open' });
    await settled(...sockets);
    expect(heard.elsewhere).toEqual([]);
  });

  it('sends a role announcement only to the sockets of its holders', async () => {
    const a = await publish({ title: 'Students, gather', audience: 'role', audience_role: 'Student' });
    await eventually(() => heard.student.length === 2, 'the role announcement');
    expect(heard.student[1]!.announcement_id).toBe(a.announcement_id);
    await settled(...sockets);
    expect(heard.founder).toHaveLength(1);
    expect(heard.elsewhere).toEqual([]);
  });

  it('publishes once: running the job again sends nothing more', async () => {
    const a = await publish({ title: 'Only once', audience: 'tenant' });
    await eventually(() => heard.founder.length === 2, 'the announcement');
    await publishDue(announcementContext(t.app, t.database.db), t.config.defaultTenant, true, a.announcement_id);
    await settled(...sockets);
    expect(heard.founder).toHaveLength(2);
    expect(studentNotes.filter((n) => n.link === `/announcements?a=${a.announcement_id}`)).toHaveLength(1);
  });
});
