import { MESSAGE_ERRORS, type TPerson } from '@ankur/shared/schemas/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenantMemberships, tenants } from '../../db/schema/tenants.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createSessionToken, roleIdByName, signInAdmin } from '../../test/factories.ts';
import { ALREADY_REPORTED, NOT_BLOCKED, OWN_REPORT, REPORT_RESOLVED } from './moderation.service.ts';
import { caller, type Person, person } from './test-support.ts';

/**
 * Who one can message, blocks and reports (issue 9): the people search keeps to the session's
 * tenant; a block stops the direct conversation both ways; reports reach the administrators only.
 */
describe('messages: people, blocks and reports', () => {
  let t: TestApp;
  const call = caller(() => t);
  let asha: Person;
  let ravi: Person;
  let meera: Person;
  let admin: string;
  const OTHER = 'MODTESTORG';
  let direct: number;
  let group: number;
  const ids = (list: TPerson[]) => list.map((p) => p.user_id);
  const adminCall = (method: 'GET' | 'PATCH', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/${url}`, headers: { cookie: admin }, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    t = await createTestApp();
    asha = await person(t, 'mod_asha');
    ravi = await person(t, 'mod_ravi');
    meera = await person(t, 'mod_meera');
    admin = await signInAdmin(t.app);
    direct = (await call('POST', 'conversations', asha.auth, { kind: 'direct', user_id: ravi.id })).json()
      .conversation_id;
    group = (
      await call('POST', 'conversations', asha.auth, { kind: 'group', title: 'Trio', user_ids: [ravi.id, meera.id] })
    ).json().conversation_id;
  });
  afterAll(() => t.close());

  it('finds people of the main platform by name, never yourself, never by or with their e-mail', async () => {
    const res = await call('GET', 'messaging/people?q=mod_', asha.auth);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual([
      { user_id: meera.id, name: 'mod_meera Tester' },
      { user_id: ravi.id, name: 'mod_ravi Tester' },
    ]);
    expect(ids((await call('GET', 'messaging/people?q=MOD_RAVI', asha.auth)).json().data)).toEqual([ravi.id]);
    expect((await call('GET', 'messaging/people?q=MOD_RAVI@EXAMPLE', asha.auth)).json().data).toEqual([]);
    expect((await call('GET', 'messaging/people?q=example.org', asha.auth)).json().data).toEqual([]);
    expect((await call('GET', 'messaging/people?limit=50', asha.auth)).body).not.toMatch(/@/);
    expect((await call('GET', 'messaging/people?limit=1', asha.auth)).json().data).toHaveLength(1);
    expect((await call('GET', 'messaging/people?limit=51', asha.auth)).statusCode).toBe(400);
    expect((await call('GET', 'messaging/people', undefined)).statusCode).toBe(401);
  });

  it("inside an organisation's tenant, finds only its active members", async () => {
    await t.database.db
      .insert(tenants)
      .values({ tenant_id: OTHER, tenant_type: 'organisation', tenant_name: 'mod-test', display_name: 'M' });
    const role = await roleIdByName(t.database.db, 'Entrepreneur');
    await t.database.db.insert(tenantMemberships).values([
      { tenant_id: OTHER, user_id: asha.id, role_id: role },
      { tenant_id: OTHER, user_id: ravi.id, role_id: role },
      { tenant_id: OTHER, user_id: meera.id, role_id: role, status: 'suspended' },
    ]);
    const inside = `Bearer ${await createSessionToken(t.database.db, asha.id, { tenantId: OTHER })}`;
    expect(ids((await call('GET', 'messaging/people?q=mod_', inside)).json().data)).toEqual([ravi.id]);
    // a conversation there is its own, separate from the main platform's
    const there = await call('POST', 'conversations', inside, { kind: 'direct', user_id: ravi.id });
    expect(there.statusCode).toBe(201);
    expect(there.json().conversation_id).not.toBe(direct);
    const suspended = await call('POST', 'conversations', inside, { kind: 'direct', user_id: meera.id });
    expect(suspended.json().message).toBe(MESSAGE_ERRORS.noUser);
  });

  it('blocks: no sending either way in the direct conversation, no new one, hidden from people', async () => {
    await call('POST', `conversations/${direct}/messages`, ravi.auth, { body: 'before the block' });
    const res = await call('POST', 'blocks', asha.auth, { user_id: ravi.id });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ user_id: ravi.id, name: 'mod_ravi Tester', blocked_at: expect.any(String) });
    expect((await call('POST', 'blocks', asha.auth, { user_id: ravi.id })).statusCode).toBe(200);
    expect((await call('GET', 'blocks', asha.auth)).json().data).toEqual([
      expect.objectContaining({ user_id: ravi.id }),
    ]);
    expect((await call('GET', 'blocks', ravi.auth)).json().data).toEqual([]);

    for (const [who, conversation] of [
      [asha, direct],
      [ravi, direct],
    ] as const) {
      const sent = await call('POST', `conversations/${conversation}/messages`, who.auth, { body: 'hello?' });
      expect(sent.statusCode).toBe(403);
      expect(sent.json().message).toBe(MESSAGE_ERRORS.blocked);
    }
    const fresh = await call('POST', 'conversations', ravi.auth, { kind: 'direct', user_id: asha.id });
    expect(fresh.statusCode).toBe(403);
    expect(fresh.json().message).toBe(MESSAGE_ERRORS.blocked);
    expect((await call('GET', `conversations/${direct}`, ravi.auth)).json().blocked).toBe(true);
    // history stays readable; groups are not affected
    expect((await call('GET', `conversations/${direct}/messages`, asha.auth)).json().data).toHaveLength(1);
    expect(
      (await call('POST', `conversations/${group}/messages`, ravi.auth, { body: 'in the group' })).statusCode,
    ).toBe(201);
    expect(ids((await call('GET', 'messaging/people?q=mod_', asha.auth)).json().data)).toEqual([meera.id]);
    expect(ids((await call('GET', 'messaging/people?q=mod_', ravi.auth)).json().data)).toEqual([meera.id]);

    const self = await call('POST', 'blocks', asha.auth, { user_id: asha.id });
    expect(self.statusCode).toBe(400);
    expect((await call('POST', 'blocks', asha.auth, { user_id: 999999 })).json().message).toBe(MESSAGE_ERRORS.noUser);

    // ravi cannot lift asha's block; asha can
    expect((await call('DELETE', `blocks/${asha.id}`, ravi.auth)).json().message).toBe(NOT_BLOCKED);
    expect((await call('DELETE', `blocks/${ravi.id}`, asha.auth)).statusCode).toBe(204);
    expect((await call('DELETE', `blocks/${ravi.id}`, asha.auth)).statusCode).toBe(404);
    expect((await call('POST', `conversations/${direct}/messages`, ravi.auth, { body: 'hi again' })).statusCode).toBe(
      201,
    );
    expect((await call('GET', `conversations/${direct}`, ravi.auth)).json().blocked).toBe(false);
  });

  it('reports a message once; only administrators see reports, and removing deletes the message', async () => {
    const page = (await call('GET', `conversations/${group}/messages?limit=1`, asha.auth)).json();
    const target = page.data[0];
    expect(target.body).toBe('in the group');

    const res = await call('POST', `messages/${target.message_id}/report`, asha.auth, { reason: ' Spam ' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ report_id: expect.any(Number), status: 'open', created_at: expect.any(String) });
    const reportId = res.json().report_id;
    const twice = await call('POST', `messages/${target.message_id}/report`, asha.auth, { reason: 'Spam' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(ALREADY_REPORTED);
    const own = await call('POST', `messages/${target.message_id}/report`, ravi.auth, { reason: 'oops' });
    expect(own.json().message).toBe(OWN_REPORT);
    expect((await call('POST', `messages/${target.message_id}/report`, asha.auth, { reason: '' })).statusCode).toBe(
      400,
    );
    expect((await call('POST', 'messages/999999/report', asha.auth, { reason: 'x' })).statusCode).toBe(404);
    // meera reports it too (a second reporter is fine)
    expect(
      (await call('POST', `messages/${target.message_id}/report`, meera.auth, { reason: 'Rude' })).statusCode,
    ).toBe(201);

    // the reporter sees nothing else
    expect((await call('GET', 'message-reports', asha.auth)).statusCode).toBe(403);
    expect((await call('PATCH', `message-reports/${reportId}`, asha.auth, { action: 'remove' })).statusCode).toBe(403);

    const list = await adminCall('GET', 'message-reports?status=open');
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().meta).toEqual({ page: 1, limit: 20, total: 2, totalPages: 1 });
    expect(list.json().data[1]).toMatchObject({
      report_id: reportId,
      status: 'open',
      reason: 'Spam',
      reporter: { user_id: asha.id, name: 'mod_asha Tester' },
      message: { message_id: target.message_id, sender_id: ravi.id, body: 'in the group', deleted_at: null },
      resolved_at: null,
    });

    const removed = await adminCall('PATCH', `message-reports/${reportId}`, { action: 'remove' });
    expect(removed.statusCode, removed.body).toBe(200);
    // the reviewer still reads what was reported
    expect(removed.json()).toMatchObject({
      status: 'removed',
      resolved_at: expect.any(String),
      message: { body: 'in the group', deleted_at: expect.any(String) },
    });
    const after = (await call('GET', `conversations/${group}/messages?limit=1`, meera.auth)).json().data[0];
    expect(after).toMatchObject({ message_id: target.message_id, body: '', deleted_at: expect.any(String) });
    // the other open report of that message was resolved with it
    expect((await adminCall('GET', 'message-reports?status=open')).json().meta.total).toBe(0);
    expect((await adminCall('GET', 'message-reports?status=removed')).json().meta.total).toBe(2);
    const again = await adminCall('PATCH', `message-reports/${reportId}`, { action: 'dismiss' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(REPORT_RESOLVED);
    expect((await adminCall('PATCH', 'message-reports/999999', { action: 'dismiss' })).statusCode).toBe(404);
    expect((await adminCall('PATCH', `message-reports/${reportId}`, { action: 'ban' })).statusCode).toBe(400);
    expect((await adminCall('GET', 'message-reports?status=closed')).statusCode).toBe(400);
    // a deleted message cannot be reported any more
    const gone = await call('POST', `messages/${target.message_id}/report`, meera.auth, { reason: 'x' });
    expect(gone.statusCode).toBe(409);
    expect(gone.json().message).toBe(MESSAGE_ERRORS.deleted);
  });

  it('dismissing keeps the message', async () => {
    const m = (await call('POST', `conversations/${group}/messages`, asha.auth, { body: 'fine, really' })).json();
    const reportId = (await call('POST', `messages/${m.message_id}/report`, meera.auth, { reason: 'Hmm' })).json()
      .report_id;
    const res = await adminCall('PATCH', `message-reports/${reportId}`, { action: 'dismiss' });
    expect(res.json()).toMatchObject({ status: 'dismissed', message: { deleted_at: null } });
    expect((await call('GET', `conversations/${group}/messages?limit=1`, ravi.auth)).json().data[0].body).toBe(
      'fine, really',
    );
  });
});
