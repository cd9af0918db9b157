import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { supportMessages } from '../../db/schema/support.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { TEST_CONFIG_ENV } from '../../test/config.ts';
import { createSessionToken, createUser, userIdByEmail } from '../../test/factories.ts';

/**
 * The administrators' inbox (Admin Center): every Contact Us message and bug report, newest
 * first, with the list conventions; status changes are recorded in the audit log. The sender's
 * IP hash is never served.
 */
describe('support: the inbox', () => {
  let t: TestApp;
  let db: Db;
  let admin: string;
  let adminId: number;
  let founder: string;
  const ids: Record<string, number> = {};

  type Method = 'GET' | 'POST' | 'PATCH';
  const call = (method: Method, url: string, token: string | null, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api/${url}`,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        'x-forwarded-for': '198.51.100.77',
      },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const inbox = async (query: Record<string, unknown> = {}, token = admin) => {
    const qs = Object.entries(query)
      .map(([k, v]) => `${k}=${encodeURIComponent(typeof v === 'string' ? v : JSON.stringify(v))}`)
      .join('&');
    const res = await call('GET', `support/messages/getAll?${qs}`, token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const subjects = (body: { data: { subject: string | null; name: string }[] }) =>
    body.data.map((m) => m.subject ?? m.name);

  beforeAll(async () => {
    t = await createTestApp();
    db = t.database.db;
    adminId = await userIdByEmail(db, TEST_CONFIG_ENV.ADMIN_EMAIL);
    admin = await createSessionToken(db, adminId);
    const founderId = await createUser(db, 'inbox_founder', 'Entrepreneur');
    founder = await createSessionToken(db, founderId);
    // oldest first: two contact messages, then three bug reports
    const contact = (name: string, email: string, message: string) =>
      call('POST', 'support/contact', null, { name, email, topic: 'general', message });
    expect((await contact('Ravi Kumar', 'ravi@example.org', 'How do I join the Pune cohort?')).statusCode).toBe(201);
    expect((await contact('Leela Das', 'leela@example.org', 'Press enquiry about the summit.')).statusCode).toBe(201);
    for (const [title, severity] of [
      ['Login page is blank', 'critical'],
      ['Typo on the About page', 'low'],
      ['Cohort list does not load', 'high'],
    ] as const) {
      const res = await call('POST', 'support/bugReports', founder, {
        title,
        description: `${title}: seen this morning on my phone.`,
        severity,
      });
      expect(res.statusCode, res.body).toBe(201);
      ids[title] = res.json().id;
    }
  });
  afterAll(() => t.close());

  it('401 signed out, 403 for someone who does not administer the platform', async () => {
    expect((await call('GET', 'support/messages/getAll', null)).statusCode).toBe(401);
    const res = await call('GET', 'support/messages/getAll', founder);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ statusCode: 403, error: 'Forbidden' });
    expect(
      (await call('PATCH', `support/messages/${ids['Login page is blank']}`, founder, { status: 'spam' })).statusCode,
    ).toBe(403);
  });

  it('lists everything newest first, with the list meta, and never the IP hash', async () => {
    const body = await inbox();
    expect(body.meta).toEqual({ page: 1, limit: 10, total: 5, totalPages: 1 });
    expect(subjects(body)).toEqual([
      'Cohort list does not load',
      'Typo on the About page',
      'Login page is blank',
      'Leela Das',
      'Ravi Kumar',
    ]);
    const [first] = body.data;
    expect(first).toEqual({
      id: ids['Cohort list does not load'],
      kind: 'bug',
      status: 'new',
      name: 'inbox_founder Tester',
      email: 'inbox_founder@example.org',
      organisation: null,
      topic: null,
      subject: 'Cohort list does not load',
      message: 'Cohort list does not load: seen this morning on my phone.',
      severity: 'high',
      page_url: null,
      steps_to_reproduce: null,
      user_agent: 'lightMyRequest',
      user_id: expect.any(Number),
      tenant_id: null,
      handled_by: null,
      handled_by_name: null,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
      updated_at: expect.any(String),
    });
    const raw = JSON.stringify(body);
    expect(raw).not.toContain('ip_hash');
    expect(raw).not.toContain('198.51.100.77');
    const [stored] = await db.select().from(supportMessages).where(eq(supportMessages.id, first.id));
    expect(stored!.ip_hash).toBeTruthy();
    expect(raw).not.toContain(stored!.ip_hash!);
  });

  it('filters by kind and status, searches name, e-mail, subject and message, and pages', async () => {
    expect(subjects(await inbox({ kind: 'contact' }))).toEqual(['Leela Das', 'Ravi Kumar']);
    expect((await inbox({ kind: 'bug' })).meta.total).toBe(3);
    expect((await inbox({ filterFields: { kind: 'bug', severity: ['critical', 'high'] } })).meta.total).toBe(2);
    expect(subjects(await inbox({ search: 'leela@' }))).toEqual(['Leela Das']);
    expect(subjects(await inbox({ search: 'PUNE cohort' }))).toEqual(['Ravi Kumar']);
    expect(subjects(await inbox({ search: 'typo' }))).toEqual(['Typo on the About page']);
    expect(subjects(await inbox({ search: 'morning', kind: 'bug', status: 'new' }))).toHaveLength(3);
    expect((await inbox({ search: '100%' })).meta.total).toBe(0);

    const page2 = await inbox({ limit: '2', page: '2' });
    expect(page2.meta).toEqual({ page: 2, limit: 2, total: 5, totalPages: 3 });
    expect(subjects(page2)).toEqual(['Login page is blank', 'Leela Das']);
    expect(subjects(await inbox({ sortOrder: 'asc', limit: '1' }))).toEqual(['Ravi Kumar']);
    expect(await inbox({ metadataOnly: 'true', kind: 'contact' })).toEqual({
      meta: { page: 1, limit: 10, total: 2, totalPages: 1 },
    });
  });

  it('400 names a bad list parameter; ip_hash cannot be filtered, sorted or searched', async () => {
    for (const [qs, param] of [
      ['kind=letters', 'querystring.kind'],
      ['status=closed', 'querystring.status'],
      ['limit=0', 'limit'],
      [`filterFields=${encodeURIComponent('{"ip_hash":"x"}')}`, 'filterFields'],
      ['sortField=ip_hash', 'sortField'],
      [`searchFields=${encodeURIComponent('["ip_hash"]')}`, 'searchFields'],
    ] as const) {
      const res = await call('GET', `support/messages/getAll?search=a&${qs}`, admin);
      expect(res.statusCode, qs).toBe(400);
      expect(res.json().message, qs).toMatch(new RegExp(`^Invalid ${param.replace('.', '\\.')}`));
    }
  });

  it('sets a status, records the handler, and writes the change to the audit log', async () => {
    const id = ids['Login page is blank']!;
    const res = await call('PATCH', `support/messages/${id}`, admin, { status: 'in_progress' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id,
      status: 'in_progress',
      handled_by: adminId,
      handled_by_name: 'Platform Administrator',
    });
    expect(Date.parse(res.json().updated_at)).toBeGreaterThan(Date.parse(res.json().created_at));
    expect(subjects(await inbox({ status: 'in_progress' }))).toEqual(['Login page is blank']);

    // the same status again changes nothing and records nothing
    expect((await call('PATCH', `support/messages/${id}`, admin, { status: 'in_progress' })).statusCode).toBe(200);
    expect((await call('PATCH', `support/messages/${id}`, admin, { status: 'resolved' })).statusCode).toBe(200);

    const audit = await call(
      'GET',
      `system/audit/getAll?filterFields=${encodeURIComponent(JSON.stringify({ table_name: 'support_messages', record_id: id }))}`,
      admin,
    );
    expect(audit.statusCode, audit.body).toBe(200);
    expect(audit.json().data).toEqual([
      expect.objectContaining({
        action: 'update',
        actor_id: adminId,
        changes: { status: { from: 'in_progress', to: 'resolved' } },
      }),
      expect.objectContaining({
        action: 'update',
        actor_id: adminId,
        actor_name: 'Platform Administrator',
        changes: { status: { from: 'new', to: 'in_progress' }, handled_by: { from: null, to: adminId } },
      }),
    ]);
  });

  it('404 for a message that does not exist; 400 names a bad status or id', async () => {
    const missing = await call('PATCH', 'support/messages/999999', admin, { status: 'resolved' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'Support message 999999 does not exist.',
    });
    const id = ids['Typo on the About page'];
    const bad = await call('PATCH', `support/messages/${id}`, admin, { status: 'closed' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^Invalid body\.status/);
    const extra = await call('PATCH', `support/messages/${id}`, admin, { status: 'spam', handled_by: 1 });
    expect(extra.statusCode).toBe(400);
    expect((await call('PATCH', 'support/messages/abc', admin, { status: 'spam' })).json().message).toMatch(
      /^Invalid params\.id/,
    );
  });
});
