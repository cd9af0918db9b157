import type { TNotification } from '@ankur/shared/schemas/notifications';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../db/client.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { tenantMemberships } from '../../db/schema/tenants.ts';
import { SESSION_COOKIE } from '../../plugins/session.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import {
  createSessionToken,
  createUser,
  enterTenant,
  inTenant,
  PLATFORM_TENANT,
  roleIdByName,
  signIn,
  userIdByEmail,
} from '../../test/factories.ts';
import {
  type ClientSocket,
  connectedSocket,
  eventually,
  listenForSockets,
  record,
  settled,
} from '../../test/realtime.ts';

/**
 * The approval loop (issue 19): a learner's request reaches the tenant's program managers (in the
 * app, live, by e-mail per their preferences) and no one else; the decision reaches the learner
 * (e-mail too) and their open screens; the managers' pending count follows every change.
 */
describe('programs: enrolment requests reach the managers', () => {
  let t: TestApp;
  let db: Db;
  let url: string;
  const PROGRAM = 2;
  const sockets: ClientSocket[] = [];
  const id = {} as Record<
    'learner' | 'manager' | 'digest' | 'muted' | 'admin' | 'bystander' | 'founder' | 'member' | 'tenantManager',
    number
  >;
  const auth = {} as Record<keyof typeof id, string>;
  let tenant: string;
  let tenantProgram: number;
  let founderCookie: string;

  type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
  const call = (method: Method, path: string, who: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api/${path}`,
      headers: who.startsWith('Bearer ') ? { authorization: who } : { cookie: who },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const session = async (userId: number, tenantId: string | null = null) => {
    const token = await createSessionToken(db, userId, { tenantId });
    return { bearer: `Bearer ${token}`, cookie: `${SESSION_COOKIE}=${token}` };
  };
  const open = async (cookie: string, listen?: (s: ClientSocket) => void) => {
    const s = await connectedSocket(url, { cookie }, { listen });
    sockets.push(s);
    return s;
  };
  /** The notifications of these users in a tenant, of one type. */
  const notified = (userIds: number[], type: TNotification['type'], tenantId = PLATFORM_TENANT) =>
    inTenant(
      db,
      (tx) =>
        tx
          .select({ user_id: notifications.user_id, title: notifications.title, link: notifications.link })
          .from(notifications)
          .where(and(inArray(notifications.user_id, userIds), eq(notifications.type, type)))
          .orderBy(notifications.notification_id),
      tenantId,
    );
  const mailsTo = (email: string) => t.mail.sent.filter((m) => m.to === email);

  beforeAll(async () => {
    t = await createTestApp();
    db = t.database.db;
    url = await listenForSockets(t.app);
    id.learner = await createUser(db, 'req_learner');
    id.manager = await createUser(db, 'req_manager', 'Cohort Manager');
    id.digest = await createUser(db, 'req_digest', 'Cohort Manager');
    id.muted = await createUser(db, 'req_muted', 'Cohort Manager');
    id.bystander = await createUser(db, 'req_bystander');
    id.admin = await userIdByEmail(db, 'admin@ankur.test');
    for (const k of ['learner', 'manager', 'digest', 'muted', 'bystander', 'admin'] as const) {
      auth[k] = (await session(id[k])).bearer;
    }
    // the second manager gathers e-mail in the daily digest; the third wants no requests at all
    const prefs = (changes: object, email_digest = 'off') => ({
      channels: {
        enrolment: 'email',
        enrolment_request: 'email',
        assignment: 'in_app',
        certificate: 'in_app',
        connection: 'in_app',
        message: 'in_app',
        event: 'in_app',
        announcement: 'in_app',
        membership: 'email',
        investor: 'email',
        call_application: 'in_app',
        call_decision: 'in_app',
        collab_response: 'in_app',
        mention: 'in_app',
        post_comment: 'in_app',
        comment_reply: 'in_app',
        circle_request: 'in_app',
        circle_approved: 'in_app',
        circle_invite: 'in_app',
        content_review: 'in_app',
        competition: 'in_app',
        connection_request: 'in_app',
        connection_accepted: 'in_app',
        new_follower: 'in_app',
        forum_reply: 'in_app',
        forum_answer_accepted: 'in_app',
        moderation: 'in_app',
        idea: 'in_app',
        ...changes,
      },
      email_digest,
    });
    expect((await call('PUT', 'notifications/preferences', auth.digest, prefs({}, 'daily'))).statusCode).toBe(200);
    expect(
      (await call('PUT', 'notifications/preferences', auth.muted, prefs({ enrolment_request: 'none' }))).statusCode,
    ).toBe(200);

    // an organisation: its founder (Tenant Administrator), a Cohort Manager member and a learner member
    id.founder = await createUser(db, 'req_founder', 'Organisation');
    id.member = await createUser(db, 'req_member');
    id.tenantManager = await createUser(db, 'req_tmanager');
    const onPlatform = await signIn(t.app, 'req_founder');
    const created = await call('POST', 'user/tenants/createTenantIfNotExists', onPlatform, {
      tenant_type: 'incubator',
      tenant_name: 'req-labs',
      display_name: 'Req Labs',
    });
    expect(created.statusCode, created.body).toBeLessThan(300);
    tenant = created.json().tenant_id;
    await db.insert(tenantMemberships).values([
      { tenant_id: tenant, user_id: id.member, role_id: await roleIdByName(db, 'Entrepreneur') },
      { tenant_id: tenant, user_id: id.tenantManager, role_id: await roleIdByName(db, 'Cohort Manager') },
    ]);
    founderCookie = await enterTenant(t.app, onPlatform, tenant);
    const p = await call('POST', 'programs/createProgram', founderCookie, {
      program_name: 'Req Cohort',
      status: 'published',
    });
    expect(p.statusCode, p.body).toBe(201);
    tenantProgram = p.json().program_id;
  });
  afterAll(async () => {
    for (const s of sockets) s.close();
    await t.close();
  });

  it('tells every program manager of the tenant, live and by e-mail per preferences, and nobody else', async () => {
    const managerSocket = await open((await session(id.manager)).cookie);
    const heard = record(managerSocket, 'notification:new');
    const counts = record(managerSocket, 'enrolment-requests:pending');
    const bystanderSocket = await open((await session(id.bystander)).cookie);
    const bystanderHeard = record(bystanderSocket, 'notification:new');
    const bystanderCounts = record(bystanderSocket, 'enrolment-requests:pending');
    const before = (await call('GET', 'enrolment-requests/count', auth.manager)).json().pending;

    const res = await call('POST', 'programs-enrolled/createProgramEnrolled', auth.learner, {
      user_id: id.learner,
      program_id: PROGRAM,
    });
    expect(res.statusCode, res.body).toBe(201);

    await eventually(() => heard.length === 1 && counts.length === 1, "the manager's notification and count");
    expect(heard[0]).toMatchObject({
      type: 'enrolment_request',
      title: expect.stringMatching(/^req_learner Tester asked to join .+$/),
      link: '/manage-cohort',
    });
    expect(counts[0]).toEqual({ pending: before + 1 });

    const rows = await notified(
      [id.manager, id.digest, id.muted, id.admin, id.bystander, id.learner],
      'enrolment_request',
    );
    expect(rows.map((r) => r.user_id).sort()).toEqual([id.manager, id.digest, id.admin].sort());

    // one e-mail each for those who take these by e-mail one by one; the digest user waits for the digest
    await vi.waitFor(() => expect(mailsTo('req_manager@example.org')).toHaveLength(1), { timeout: 5000 });
    const mail = mailsTo('req_manager@example.org')[0]!;
    expect(mail.subject).toMatch(/^req_learner Tester asked to join .+ — Ankur$/);
    expect(mail.text).toContain('/manage-cohort');
    await vi.waitFor(() => expect(mailsTo('admin@ankur.test').length).toBeGreaterThan(0), { timeout: 5000 });
    expect(mailsTo('req_digest@example.org')).toEqual([]);
    expect(mailsTo('req_muted@example.org')).toEqual([]);
    expect(mailsTo('req_bystander@example.org')).toEqual([]);

    await settled(managerSocket, bystanderSocket);
    expect(bystanderHeard).toEqual([]);
    expect(bystanderCounts).toEqual([]);
  });

  it('lists the request for managers only, and the decision reaches the learner live and by e-mail', async () => {
    const list = await call('GET', 'enrolment-requests?limit=100', auth.manager);
    expect(list.statusCode, list.body).toBe(200);
    const mine = list.json().data.find((r: { user_id: number }) => r.user_id === id.learner);
    expect(mine).toEqual({
      enrollment_id: expect.any(Number),
      program_id: PROGRAM,
      program_name: expect.any(String),
      user_id: id.learner,
      name: 'req_learner Tester',
      email: 'req_learner@example.org',
      requested_at: expect.any(String),
    });
    expect(list.json().meta.total).toBe(list.json().data.length);
    expect((await call('GET', 'enrolment-requests', auth.learner)).statusCode).toBe(403);
    expect((await call('GET', 'enrolment-requests/count', auth.bystander)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/enrolment-requests/count' })).statusCode).toBe(401);
    expect((await call('GET', 'enrolment-requests?limit=0', auth.manager)).statusCode).toBe(400);

    const learnerSocket = await open((await session(id.learner)).cookie);
    const changes = record(learnerSocket, 'enrolment:updated');
    const managerSocket = await open((await session(id.admin)).cookie);
    const counts = record(managerSocket, 'enrolment-requests:pending');
    const pendingBefore = list.json().meta.total;

    const approved = await call('PUT', `programs-enrolled/updateProgramEnrolled/${mine.enrollment_id}`, auth.manager, {
      enrollment_status: 'enrolled',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    await eventually(() => changes.length === 1 && counts.length === 1, 'the live decision and count');
    expect(changes[0]).toEqual({
      enrollment_id: mine.enrollment_id,
      program_id: PROGRAM,
      enrollment_status: 'enrolled',
    });
    expect(counts[0]).toEqual({ pending: pendingBefore - 1 });
    await vi.waitFor(() => expect(mailsTo('req_learner@example.org')).toHaveLength(1), { timeout: 5000 });
    expect(mailsTo('req_learner@example.org')[0]!.subject).toMatch(/^Your enrolment in .+ was approved — Ankur$/);
    const after = await call('GET', 'enrolment-requests?limit=100', auth.manager);
    expect(after.json().data.map((r: { enrollment_id: number }) => r.enrollment_id)).not.toContain(mine.enrollment_id);
  });

  it("an organisation's request reaches only its own managers, never the platform's or another tenant's", async () => {
    const platformManagers = [id.manager, id.digest, id.admin];
    const platformBefore = (await notified(platformManagers, 'enrolment_request')).length;
    const founderSocket = await open(founderCookie);
    const founderHeard = record(founderSocket, 'notification:new');
    const platformSocket = await open((await session(id.manager)).cookie);
    const platformHeard = record(platformSocket, 'notification:new');
    const platformCounts = record(platformSocket, 'enrolment-requests:pending');

    const member = (await session(id.member, tenant)).bearer;
    const res = await call('POST', 'programs-enrolled/createProgramEnrolled', member, {
      user_id: id.member,
      program_id: tenantProgram,
    });
    expect(res.statusCode, res.body).toBe(201);
    await eventually(() => founderHeard.length === 1, "the organisation founder's notification");
    expect(founderHeard[0]).toMatchObject({
      type: 'enrolment_request',
      title: 'req_member Tester asked to join Req Cohort',
    });

    const inOrg = await notified(
      [id.founder, id.tenantManager, id.member, id.admin, id.manager],
      'enrolment_request',
      tenant,
    );
    expect(inOrg.map((r) => r.user_id).sort()).toEqual([id.founder, id.tenantManager].sort());
    expect(await notified(platformManagers, 'enrolment_request')).toHaveLength(platformBefore);
    await settled(platformSocket);
    expect(platformHeard).toEqual([]);
    expect(platformCounts).toEqual([]);

    // the organisation's list and count are its own; the platform's do not show its request
    const orgList = await call('GET', 'enrolment-requests', founderCookie);
    expect(orgList.json().data.map((r: { user_id: number }) => r.user_id)).toEqual([id.member]);
    expect((await call('GET', 'enrolment-requests/count', founderCookie)).json()).toEqual({ pending: 1 });
    const platformList = await call('GET', 'enrolment-requests?limit=100', auth.manager);
    expect(platformList.json().data.map((r: { user_id: number }) => r.user_id)).not.toContain(id.member);
  });

  it('a cancelled request lowers the count live, and a write that fails tells nobody', async () => {
    const res = await call('POST', 'programs-enrolled/createProgramEnrolled', auth.bystander, {
      user_id: id.bystander,
      program_id: PROGRAM,
    });
    expect(res.statusCode, res.body).toBe(201);
    const enrolmentId = res.json().enrollment_id;
    const managerSocket = await open((await session(id.manager)).cookie);
    const counts = record(managerSocket, 'enrolment-requests:pending');
    const heard = record(managerSocket, 'notification:new');
    const pending = (await call('GET', 'enrolment-requests/count', auth.manager)).json().pending;

    const cancelled = await call(
      'DELETE',
      `programs-enrolled/deleteProgramEnrolled/${enrolmentId}/${id.bystander}`,
      auth.bystander,
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await eventually(() => counts.length === 1, 'the lower count');
    expect(counts[0]).toEqual({ pending: pending - 1 });

    // a learner may not create an enrolment already approved: refused, nothing written, nobody told
    const refused = await call('POST', 'programs-enrolled/createProgramEnrolled', auth.bystander, {
      user_id: id.bystander,
      program_id: PROGRAM,
      enrollment_status: 'enrolled',
    });
    expect(refused.statusCode).toBe(403);
    await settled(managerSocket);
    expect(heard).toEqual([]);
    expect(counts).toHaveLength(1);
  });
});
