import { ANNOUNCEMENT_ERRORS, type TAnnouncement } from '@ankur/shared/schemas/announcements';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema/notifications.ts';
import { programEnrollments, programs } from '../../db/schema/programs.ts';
import { tenantMemberships, tenants } from '../../db/schema/tenants.ts';
import { manualClock } from '../../lib/clock.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { TEST_CONFIG_ENV } from '../../test/config.ts';
import { createSessionToken, createUser, inTenant, roleIdByName, userIdByEmail } from '../../test/factories.ts';

/**
 * Announcements (issue 9): who may write, who an audience reaches (their notifications and their
 * feed), scheduled publishing through the job queue, editing only while scheduled, deleting,
 * tenant isolation and sanitised bodies.
 */
describe('announcements', () => {
  let t: TestApp;
  const clock = manualClock(new Date());
  const OTHER = 'ANNOUNCEORG';
  const PROGRAM = 2;
  let otherProgram: number;
  const ids = {} as Record<'admin' | 'founder' | 'student' | 'learner' | 'tadmin' | 'member' | 'memberStudent', number>;
  const auth = {} as Record<keyof typeof ids, string>;

  type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
  const call = (method: Method, path: string, who: keyof typeof ids, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api/${path}`,
      headers: { authorization: auth[who] },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const post = async (payload: Record<string, unknown>, who: keyof typeof ids = 'admin') => {
    const res = await call('POST', 'announcements', who, { body: '<p>Body</p>', ...payload });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as TAnnouncement;
  };
  const feedIds = async (who: keyof typeof ids, query = '') => {
    const res = await call('GET', `announcements?limit=50${query}`, who);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().data as TAnnouncement[]).map((a) => a.announcement_id);
  };
  /** who got the announcement's notification, in a tenant */
  const notified = (id: number, tenantId?: string) =>
    inTenant(
      t.database.db,
      async (tx) =>
        (
          await tx
            .select({ user_id: notifications.user_id })
            .from(notifications)
            .where(and(eq(notifications.type, 'announcement'), eq(notifications.link, `/announcements?a=${id}`)))
        )
          .map((r) => r.user_id)
          .sort((a, b) => a - b),
      tenantId,
    );
  const pendingJobs = async (id: number) =>
    (
      (await t.database.db.execute(
        sql`select run_at from jobs where kind = 'announcement.publish' and key = ${`announcement:${id}`}`,
      )) as unknown as { rows: unknown[] }
    ).rows.length;
  const inMinutes = (m: number) => new Date(clock.now().getTime() + m * 60_000).toISOString();

  beforeAll(async () => {
    t = await createTestApp({}, { clock });
    const db = t.database.db;
    ids.admin = await userIdByEmail(db, TEST_CONFIG_ENV.ADMIN_EMAIL);
    ids.founder = await createUser(db, 'ann_founder', 'Entrepreneur');
    ids.student = await createUser(db, 'ann_student', 'Student');
    ids.learner = await createUser(db, 'ann_learner', 'Entrepreneur');
    ids.tadmin = await createUser(db, 'ann_tadmin', 'Entrepreneur');
    ids.member = await createUser(db, 'ann_member', 'Entrepreneur');
    ids.memberStudent = await createUser(db, 'ann_member_student', 'Entrepreneur');
    await db
      .insert(tenants)
      .values({ tenant_id: OTHER, tenant_type: 'organisation', tenant_name: 'announce-org', display_name: 'A' });
    const role = (name: string) => roleIdByName(db, name);
    await db.insert(tenantMemberships).values([
      { tenant_id: OTHER, user_id: ids.tadmin, role_id: await role('Tenant Administrator') },
      { tenant_id: OTHER, user_id: ids.member, role_id: await role('Entrepreneur') },
      { tenant_id: OTHER, user_id: ids.memberStudent, role_id: await role('Student') },
    ]);
    await inTenant(db, (tx) =>
      tx.insert(programEnrollments).values([
        { user_id: ids.learner, program_id: PROGRAM, enrollment_status: 'enrolled' },
        { user_id: ids.founder, program_id: PROGRAM, enrollment_status: 'pending' },
      ]),
    );
    otherProgram = await inTenant(
      db,
      async (tx) => (await tx.insert(programs).values({ program_name: 'Other cohort' }).returning())[0]!.program_id,
      OTHER,
    );
    for (const [name, id] of Object.entries(ids) as [keyof typeof ids, number][]) {
      const inOther = name === 'tadmin' || name === 'member' || name === 'memberStudent';
      auth[name] = `Bearer ${await createSessionToken(db, id, { tenantId: inOther ? OTHER : null })}`;
    }
  });
  afterAll(() => t.close());

  it('lets administrators publish and refuses everyone else (403)', async () => {
    const refused = await call('POST', 'announcements', 'founder', { title: 'Hi', body: 'x', audience: 'tenant' });
    expect(refused.statusCode).toBe(403);
    const member = await call('POST', 'announcements', 'member', { title: 'Hi', body: 'x', audience: 'tenant' });
    expect(member.statusCode).toBe(403);
    expect((await call('GET', 'announcements?scope=manage', 'founder')).json()).toMatchObject({
      statusCode: 403,
      message: ANNOUNCEMENT_ERRORS.manageOnly,
    });

    const a = await post({ title: 'Summit opens', body: '<p>Welcome <strong>all</strong></p>', audience: 'tenant' });
    expect(a).toMatchObject({
      title: 'Summit opens',
      body: '<p>Welcome <strong>all</strong></p>',
      audience: 'tenant',
      audience_name: null,
      author_id: ids.admin,
      published_at: expect.any(String),
    });
    // every live user of the main platform but the author is notified; each sees it in the feed
    const everyone = (
      (await t.database.db.execute(
        sql`select user_id from users where enabled = true and is_deleted = false and user_id <> ${ids.admin} order by user_id`,
      )) as unknown as { rows: { user_id: number }[] }
    ).rows.map((r) => r.user_id);
    expect(await notified(a.announcement_id)).toEqual(everyone);
    const [note] = await inTenant(t.database.db, (tx) =>
      tx.select().from(notifications).where(eq(notifications.user_id, ids.founder)),
    );
    expect(note).toMatchObject({
      title: 'Summit opens',
      body: 'Welcome all',
      link: `/announcements?a=${a.announcement_id}`,
    });
    expect(await feedIds('founder')).toContain(a.announcement_id);
    expect((await call('GET', `announcements/${a.announcement_id}`, 'student')).json()).toEqual(a);
  });

  it('names the field of bad input (400), never a 500', async () => {
    const bad = async (payload: Record<string, unknown>, path: string) => {
      const res = await call('POST', 'announcements', 'admin', {
        title: 'T',
        body: 'B',
        audience: 'tenant',
        ...payload,
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toMatch(new RegExp(`^Invalid ${path.replace('.', '\\.')}`));
    };
    await bad({ title: '' }, 'body.title');
    await bad({ title: 'x'.repeat(201) }, 'body.title');
    await bad({ body: 'x'.repeat(20001) }, 'body.body');
    await bad({ audience: 'planet' }, 'body.audience');
    await bad({ audience: 'role' }, 'body.audience_role');
    await bad({ audience: 'role', audience_role: 'Astronaut' }, 'body.audience_role');
    await bad({ audience: 'role', audience_role: 'temp' }, 'body.audience_role');
    await bad({ audience: 'cohort' }, 'body.audience_program_id');
    await bad({ audience: 'cohort', audience_program_id: otherProgram }, 'body.audience_program_id');
    await bad({ publish_at: 'tomorrow' }, 'body.publish_at');
    await bad({ publish_at: new Date(clock.now().getTime() + 400 * 86_400_000).toISOString() }, 'body.publish_at');
    await bad({ body: '<script>alert(1)</script>' }, 'body.body');
    await bad({ tenant_id: OTHER }, 'body');
    expect((await call('GET', 'announcements?limit=500', 'founder')).statusCode).toBe(400);
    expect((await call('GET', 'announcements/abc', 'founder')).statusCode).toBe(400);
  });

  it('stores a sanitised body: no script, handler or javascript: link survives', async () => {
    const a = await post({
      title: 'Careful',
      audience: 'tenant',
      body: '<p onclick="steal()">Read <a href="javascript:alert(1)">this</a></p><script>alert(1)</script><img src=x onerror=alert(1)><iframe src="https://evil.example"></iframe>',
    });
    expect(a.body).toBe('<p>Read <a>this</a></p>');
  });

  it('reaches exactly the holders of a role: their notifications and their feed', async () => {
    const a = await post({ title: 'Students only', audience: 'role', audience_role: 'student' });
    expect(a).toMatchObject({ audience: 'role', audience_role: 'Student', audience_name: 'Student' });
    const students = (
      (await t.database.db.execute(sql`select ur.user_id from user_roles ur join roles r on r.role_id = ur.role_id
        join users u on u.user_id = ur.user_id where r.role_name = 'Student' and ur.is_deleted = false
        and u.enabled and not u.is_deleted order by ur.user_id`)) as unknown as { rows: { user_id: number }[] }
    ).rows.map((r) => r.user_id);
    expect(students).toContain(ids.student);
    expect(await notified(a.announcement_id)).toEqual(students);
    expect(await feedIds('student')).toContain(a.announcement_id);
    expect(await feedIds('founder')).not.toContain(a.announcement_id);
    expect((await call('GET', `announcements/${a.announcement_id}`, 'founder')).statusCode).toBe(404);
    expect(await feedIds('admin')).toContain(a.announcement_id); // its author
  });

  it('reaches exactly the enrolled learners of a cohort (not pending ones)', async () => {
    const a = await post({ title: 'Cohort call', audience: 'cohort', audience_program_id: PROGRAM });
    expect(a.audience_name).toEqual(expect.any(String));
    const enrolled = await inTenant(t.database.db, async (tx) =>
      (
        (await tx.execute(sql`select distinct e.user_id from program_enrollments e join users u on u.user_id = e.user_id
          where e.program_id = ${PROGRAM} and e.is_deleted = false and e.enrollment_status in ('enrolled', 'completed')
          and u.enabled and not u.is_deleted and e.user_id <> ${ids.admin} order by e.user_id`)) as unknown as {
          rows: { user_id: number }[];
        }
      ).rows.map((r) => Number(r.user_id)),
    );
    expect(enrolled).toContain(ids.learner);
    expect(await notified(a.announcement_id)).toEqual(enrolled);
    expect(await feedIds('learner')).toContain(a.announcement_id);
    expect(await feedIds('founder')).not.toContain(a.announcement_id);
  });

  it('publishes a scheduled announcement when its time comes, once', async () => {
    const a = await post({ title: 'Later', audience: 'tenant', publish_at: inMinutes(10) });
    expect(a.published_at).toBeNull();
    expect(await pendingJobs(a.announcement_id)).toBe(1);
    expect(await feedIds('founder')).not.toContain(a.announcement_id);
    expect(await feedIds('admin', '&scope=manage&status=scheduled')).toEqual([a.announcement_id]);
    expect(await notified(a.announcement_id)).toEqual([]);

    await t.app.jobs.runDue();
    expect(await notified(a.announcement_id)).toEqual([]);
    clock.advance(11 * 60_000);
    expect(await t.app.jobs.runDue()).toBe(1);
    expect(await feedIds('founder')).toContain(a.announcement_id);
    const reached = await notified(a.announcement_id);
    expect(reached).toContain(ids.founder);
    expect(await pendingJobs(a.announcement_id)).toBe(0);
    expect(await feedIds('admin', '&scope=manage&status=scheduled')).toEqual([]);
  });

  it('edits and moves only while scheduled; a published one answers 409', async () => {
    const a = await post({ title: 'Draft title', audience: 'tenant', publish_at: inMinutes(20) });
    const edited = await call('PATCH', `announcements/${a.announcement_id}`, 'admin', {
      title: 'Final title',
      audience: 'role',
      audience_role: 'Student',
      publish_at: inMinutes(5),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ title: 'Final title', audience: 'role', published_at: null });
    clock.advance(6 * 60_000);
    expect(await t.app.jobs.runDue()).toBe(1);
    expect(await notified(a.announcement_id)).toContain(ids.student);
    expect(await notified(a.announcement_id)).not.toContain(ids.founder);

    const again = await call('PATCH', `announcements/${a.announcement_id}`, 'admin', { title: 'Too late' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(ANNOUNCEMENT_ERRORS.published);

    // moving a scheduled one to the past publishes it at once
    const b = await post({ title: 'Soon', audience: 'tenant', publish_at: inMinutes(30) });
    const now = await call('PATCH', `announcements/${b.announcement_id}`, 'admin', {
      publish_at: new Date(clock.now().getTime() - 1000).toISOString(),
    });
    expect(now.json().published_at).toEqual(expect.any(String));
    expect(await pendingJobs(b.announcement_id)).toBe(0);
    expect((await call('PATCH', 'announcements/999999', 'admin', { title: 'x' })).statusCode).toBe(404);
  });

  it('deletes: a scheduled one never goes out; a published one disappears for everyone', async () => {
    const a = await post({ title: 'Cancelled', audience: 'tenant', publish_at: inMinutes(5) });
    expect((await call('DELETE', `announcements/${a.announcement_id}`, 'founder')).statusCode).toBe(403);
    expect((await call('DELETE', `announcements/${a.announcement_id}`, 'admin')).statusCode).toBe(204);
    expect(await pendingJobs(a.announcement_id)).toBe(0);
    clock.advance(6 * 60_000);
    await t.app.jobs.runDue();
    expect(await notified(a.announcement_id)).toEqual([]);

    const b = await post({ title: 'Withdrawn', audience: 'tenant' });
    expect(await feedIds('founder')).toContain(b.announcement_id);
    expect((await call('DELETE', `announcements/${b.announcement_id}`, 'admin')).statusCode).toBe(204);
    expect(await feedIds('founder')).not.toContain(b.announcement_id);
    expect((await call('GET', `announcements/${b.announcement_id}`, 'founder')).statusCode).toBe(404);
    expect((await call('DELETE', `announcements/${b.announcement_id}`, 'admin')).statusCode).toBe(404);
  });

  it("keeps each tenant's announcements to that tenant", async () => {
    const a = await post({ title: 'Org news', audience: 'tenant' }, 'tadmin');
    expect(await notified(a.announcement_id, OTHER)).toEqual([ids.member, ids.memberStudent]);
    expect(await feedIds('member')).toContain(a.announcement_id);
    expect(await feedIds('founder')).not.toContain(a.announcement_id);
    expect(await feedIds('admin', '&scope=manage')).not.toContain(a.announcement_id);
    expect((await call('GET', `announcements/${a.announcement_id}`, 'founder')).statusCode).toBe(404);
    expect((await call('DELETE', `announcements/${a.announcement_id}`, 'admin')).statusCode).toBe(404);

    // a role inside the tenant is the membership's role, not the user's own
    const r = await post({ title: 'Org students', audience: 'role', audience_role: 'Student' }, 'tadmin');
    expect(await notified(r.announcement_id, OTHER)).toEqual([ids.memberStudent]);
    const c = await post({ title: 'Org cohort', audience: 'cohort', audience_program_id: otherProgram }, 'tadmin');
    expect(c.audience_name).toBe('Other cohort');
    expect(await notified(c.announcement_id, OTHER)).toEqual([]);
    const program = await call('POST', 'announcements', 'tadmin', {
      title: 'x',
      body: 'x',
      audience: 'cohort',
      audience_program_id: PROGRAM,
    });
    expect(program.statusCode).toBe(400);
    const everyone = await call('POST', 'announcements', 'tadmin', { title: 'x', body: 'x', audience: 'everyone' });
    expect(everyone.json()).toMatchObject({ statusCode: 403, message: ANNOUNCEMENT_ERRORS.everyone });
  });

  it('sends an announcement to everyone as one copy per tenant, changed only from the main platform', async () => {
    const a = await post({ title: 'To all', audience: 'everyone', publish_at: inMinutes(3) });
    const copyInOther = async () =>
      (await call('GET', 'announcements?scope=manage&status=scheduled', 'tadmin')).json().data as TAnnouncement[];
    const [copy] = (await copyInOther()).filter((x) => x.title === 'To all');
    expect(copy).toBeDefined();
    expect((await call('DELETE', `announcements/${copy!.announcement_id}`, 'tadmin')).json().message).toBe(
      ANNOUNCEMENT_ERRORS.broadcastCopy,
    );
    const moved = await call('PATCH', `announcements/${a.announcement_id}`, 'admin', { title: 'To all of you' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await copyInOther()).map((x) => x.title)).toContain('To all of you');

    clock.advance(4 * 60_000);
    expect(await t.app.jobs.runDue()).toBeGreaterThanOrEqual(2);
    expect(await feedIds('member')).toContain(copy!.announcement_id);
    expect(await feedIds('founder')).toContain(a.announcement_id);
    expect(await notified(copy!.announcement_id, OTHER)).toEqual([ids.tadmin, ids.member, ids.memberStudent]);

    expect((await call('DELETE', `announcements/${a.announcement_id}`, 'admin')).statusCode).toBe(204);
    expect(await feedIds('member')).not.toContain(copy!.announcement_id);
  });

  it('offers writers the audiences of their tenant', async () => {
    const main = (await call('GET', 'announcements/audiences', 'admin')).json();
    expect(main.everyone).toBe(true);
    expect(main.roles.map((r: { role_name: string }) => r.role_name)).toContain('Student');
    expect(main.roles.map((r: { role_name: string }) => r.role_name)).not.toContain('temp');
    expect(main.programs.map((p: { program_id: number }) => p.program_id)).toContain(PROGRAM);
    const org = (await call('GET', 'announcements/audiences', 'tadmin')).json();
    expect(org.everyone).toBe(false);
    expect(org.programs).toEqual([{ program_id: otherProgram, program_name: 'Other cohort' }]);
    expect((await call('GET', 'announcements/audiences', 'member')).statusCode).toBe(403);
  });
});
