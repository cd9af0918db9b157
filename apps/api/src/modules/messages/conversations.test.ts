import { GROUP_MAX_MEMBERS, MESSAGE_ERRORS } from '@ankur/shared/schemas/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversationMembers } from '../../db/schema/messages.ts';
import { programEnrollments, programs } from '../../db/schema/programs.ts';
import { tenants } from '../../db/schema/tenants.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createSessionToken, inTenant } from '../../test/factories.ts';
import { caller, type Person, person } from './test-support.ts';

/**
 * Conversations (issue 9): direct ones (one per pair), groups with an owner, a program's cohort
 * conversation; membership changes; 404 for everyone outside, and for every other tenant.
 */
describe('messages: conversations', () => {
  let t: TestApp;
  const call = caller(() => t);
  let asha: Person;
  let ravi: Person;
  let meera: Person;
  let kiran: Person;
  let manager: Person;
  let ashaElsewhere: string;
  const OTHER = 'CONVTESTORG';
  let direct: number;
  let group: number;

  beforeAll(async () => {
    t = await createTestApp();
    asha = await person(t, 'c_asha');
    ravi = await person(t, 'c_ravi');
    meera = await person(t, 'c_meera');
    kiran = await person(t, 'c_kiran');
    manager = await person(t, 'c_manager', 'Cohort Manager');
    await t.database.db
      .insert(tenants)
      .values({ tenant_id: OTHER, tenant_type: 'organisation', tenant_name: 'conv-test', display_name: 'C' });
    ashaElsewhere = `Bearer ${await createSessionToken(t.database.db, asha.id, { tenantId: OTHER })}`;
  });
  afterAll(() => t.close());

  it('answers 401 to every call without a session', async () => {
    for (const [method, url] of [
      ['GET', 'conversations'],
      ['POST', 'conversations'],
      ['GET', 'conversations/1'],
      ['PATCH', 'conversations/1'],
      ['POST', 'conversations/1/members'],
      ['DELETE', 'conversations/1/members/1'],
      ['GET', 'conversations/1/messages'],
      ['POST', 'conversations/1/messages'],
      ['POST', 'conversations/1/read'],
      ['PATCH', 'messages/1'],
      ['DELETE', 'messages/1'],
      ['GET', 'messages/unread-count'],
    ] as const) {
      expect((await call(method, url)).statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('starts a direct conversation once per pair: 201, then 200 with the same one from either side', async () => {
    const first = await call('POST', 'conversations', asha.auth, { kind: 'direct', user_id: ravi.id });
    expect(first.statusCode, first.body).toBe(201);
    const body = first.json();
    direct = body.conversation_id;
    expect(body).toMatchObject({
      kind: 'direct',
      title: 'c_ravi Tester',
      group_title: null,
      other_user: { user_id: ravi.id, name: 'c_ravi Tester' },
      member_count: 2,
      last_message: null,
      unread: 0,
      muted: false,
      blocked: false,
      my_role: 'member',
    });
    expect(body.members.map((m: { user_id: number }) => m.user_id).sort()).toEqual([asha.id, ravi.id].sort());
    // members see each other's names, never their e-mail addresses (docs/security.md)
    expect(first.body).not.toContain('@example.org');
    const listed = await call('GET', 'conversations?q=example.org', asha.auth);
    expect(listed.json().data).toEqual([]);
    const again = await call('POST', 'conversations', asha.auth, { kind: 'direct', user_id: ravi.id });
    expect(again.statusCode).toBe(200);
    expect(again.json().conversation_id).toBe(direct);
    const reverse = await call('POST', 'conversations', ravi.auth, { kind: 'direct', user_id: asha.id });
    expect(reverse.statusCode).toBe(200);
    expect(reverse.json()).toMatchObject({ conversation_id: direct, title: 'c_asha Tester' });
  });

  it('refuses a direct conversation with yourself, someone unknown, or a bad body with 400', async () => {
    const self = await call('POST', 'conversations', asha.auth, { kind: 'direct', user_id: asha.id });
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe(MESSAGE_ERRORS.self);
    const nobody = await call('POST', 'conversations', asha.auth, { kind: 'direct', user_id: 999999 });
    expect(nobody.statusCode).toBe(400);
    expect(nobody.json().message).toBe(MESSAGE_ERRORS.noUser);
    for (const bad of [{}, { kind: 'direct' }, { kind: 'chat', user_id: ravi.id }, { kind: 'direct', user_id: 'x' }]) {
      const res = await call('POST', 'conversations', asha.auth, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().message, JSON.stringify(bad)).toMatch(/^Invalid body/);
    }
  });

  it('creates a group (201) with its creator as owner; a title and people are required', async () => {
    const res = await call('POST', 'conversations', asha.auth, {
      kind: 'group',
      title: '  Founders circle ',
      user_ids: [ravi.id, meera.id, asha.id, ravi.id],
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    group = body.conversation_id;
    expect(body).toMatchObject({ kind: 'group', title: 'Founders circle', member_count: 3, my_role: 'owner' });
    expect(body.members[0]).toMatchObject({ user_id: asha.id, role: 'owner' });
    for (const bad of [
      { kind: 'group', title: '', user_ids: [ravi.id] },
      { kind: 'group', title: 'x'.repeat(121), user_ids: [ravi.id] },
      { kind: 'group', title: 'Empty', user_ids: [] },
      { kind: 'group', title: 'Only me', user_ids: [asha.id] },
      { kind: 'group', title: 'Ghost', user_ids: [ravi.id, 999999] },
    ]) {
      expect((await call('POST', 'conversations', asha.auth, bad)).statusCode, JSON.stringify(bad)).toBe(400);
    }
  });

  it('answers 404 "No such conversation" to a non-member on every conversation route', async () => {
    for (const [method, url, payload] of [
      ['GET', `conversations/${direct}`],
      ['PATCH', `conversations/${direct}`, { muted: true }],
      ['POST', `conversations/${direct}/members`, { user_ids: [kiran.id] }],
      ['DELETE', `conversations/${direct}/members/${asha.id}`],
      ['GET', `conversations/${direct}/messages`],
      ['POST', `conversations/${direct}/messages`, { body: 'let me in' }],
      ['POST', `conversations/${direct}/read`, { message_id: 1 }],
      ['GET', 'conversations/999999'],
    ] as const) {
      const res = await call(method, url, meera.auth, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().message).toBe(MESSAGE_ERRORS.notMember);
    }
    const list = (await call('GET', 'conversations', meera.auth)).json();
    expect(list.data.map((c: { conversation_id: number }) => c.conversation_id)).toEqual([group]);
  });

  it("keeps conversations to their tenant: another tenant's session sees none of them", async () => {
    const there = await call('GET', 'conversations', ashaElsewhere);
    expect(there.statusCode).toBe(200);
    expect(there.json()).toMatchObject({ data: [], meta: { total: 0, unread: 0 } });
    expect((await call('GET', `conversations/${direct}`, ashaElsewhere)).statusCode).toBe(404);
    expect((await call('GET', `conversations/${direct}/messages`, ashaElsewhere)).statusCode).toBe(404);
    // and nobody of the main platform is a person of that organisation
    const res = await call('POST', 'conversations', ashaElsewhere, { kind: 'direct', user_id: ravi.id });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MESSAGE_ERRORS.noUser);
  });

  it('lists conversations newest activity first, paged, searchable by title or a member name', async () => {
    await call('POST', `conversations/${direct}/messages`, ravi.auth, { body: 'hello' });
    const list = await call('GET', 'conversations?limit=1', asha.auth);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json()).toMatchObject({
      data: [{ conversation_id: direct, unread: 1, last_message: { body: 'hello', sender_id: ravi.id } }],
      meta: { page: 1, limit: 1, total: 2, totalPages: 2, unread: 1 },
    });
    const byTitle = (await call('GET', 'conversations?q=founders', asha.auth)).json();
    expect(byTitle.data.map((c: { conversation_id: number }) => c.conversation_id)).toEqual([group]);
    const byName = (await call('GET', 'conversations?q=c_ravi', asha.auth)).json();
    expect(byName.meta.total).toBe(2);
    const wildcard = (await call('GET', 'conversations?q=%25', asha.auth)).json();
    expect(wildcard.meta.total).toBe(0);
    for (const q of ['page=0', 'limit=101', 'limit=abc']) {
      expect((await call('GET', `conversations?${q}`, asha.auth)).statusCode, q).toBe(400);
    }
  });

  it('lets the owner rename a group and anyone mute it for themselves only', async () => {
    const renamed = await call('PATCH', `conversations/${group}`, asha.auth, { title: 'Founders' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().title).toBe('Founders');
    const notOwner = await call('PATCH', `conversations/${group}`, ravi.auth, { title: 'Mine now' });
    expect(notOwner.statusCode).toBe(403);
    expect(notOwner.json().message).toBe(MESSAGE_ERRORS.notOwner);
    const directRename = await call('PATCH', `conversations/${direct}`, asha.auth, { title: 'Us' });
    expect(directRename.statusCode).toBe(403);
    const muted = await call('PATCH', `conversations/${direct}`, asha.auth, { muted: true });
    expect(muted.json()).toMatchObject({ muted: true, unread: 1 });
    // a muted conversation leaves the badge, and only for the one who muted it
    expect((await call('GET', 'messages/unread-count', asha.auth)).json()).toEqual({ unread: 0 });
    expect((await call('GET', `conversations/${direct}`, ravi.auth)).json().muted).toBe(false);
    await call('PATCH', `conversations/${direct}`, asha.auth, { muted: false });
    expect((await call('GET', 'messages/unread-count', asha.auth)).json()).toEqual({ unread: 1 });
    expect((await call('PATCH', `conversations/${group}`, asha.auth, {})).statusCode).toBe(400);
  });

  it('lets the owner add and remove people; members leave; a direct conversation keeps its two', async () => {
    const added = await call('POST', `conversations/${group}/members`, asha.auth, { user_ids: [kiran.id, ravi.id] });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().member_count).toBe(4);
    expect((await call('POST', `conversations/${group}/members`, ravi.auth, { user_ids: [kiran.id] })).statusCode).toBe(
      403,
    );
    expect(
      (await call('POST', `conversations/${group}/members`, asha.auth, { user_ids: [999999] })).json().message,
    ).toBe(MESSAGE_ERRORS.noUser);
    const directAdd = await call('POST', `conversations/${direct}/members`, asha.auth, { user_ids: [kiran.id] });
    expect(directAdd.statusCode).toBe(400);
    expect(directAdd.json().message).toBe(MESSAGE_ERRORS.directMembers);
    expect((await call('DELETE', `conversations/${direct}/members/${asha.id}`, asha.auth)).statusCode).toBe(400);

    // a member cannot remove someone else, but leaves
    expect((await call('DELETE', `conversations/${group}/members/${kiran.id}`, ravi.auth)).statusCode).toBe(403);
    expect((await call('DELETE', `conversations/${group}/members/${kiran.id}`, kiran.auth)).statusCode).toBe(204);
    expect((await call('GET', `conversations/${group}`, kiran.auth)).statusCode).toBe(404);
    expect((await call('GET', `conversations/${group}/messages`, kiran.auth)).statusCode).toBe(404);
    // the owner removes; removing someone not in it is 404
    expect((await call('DELETE', `conversations/${group}/members/${meera.id}`, asha.auth)).statusCode).toBe(204);
    expect((await call('DELETE', `conversations/${group}/members/${meera.id}`, asha.auth)).statusCode).toBe(404);
    // the owner leaves: the longest-standing member becomes the owner
    expect((await call('DELETE', `conversations/${group}/members/${asha.id}`, asha.auth)).statusCode).toBe(204);
    const after = (await call('GET', `conversations/${group}`, ravi.auth)).json();
    expect(after.members).toEqual([expect.objectContaining({ user_id: ravi.id, role: 'owner' })]);
    // added back, a former member rejoins (one membership row, no duplicate)
    await call('POST', `conversations/${group}/members`, ravi.auth, { user_ids: [kiran.id] });
    const rows = await inTenant(t.database.db, (tx) =>
      tx.select().from(conversationMembers).where(eq(conversationMembers.conversation_id, group)),
    );
    expect(rows.filter((r) => r.user_id === kiran.id)).toHaveLength(1);
    expect(rows.find((r) => r.user_id === kiran.id)!.left_at).toBeNull();
  });

  it('refuses a group past its size limit', async () => {
    const res = await call('POST', 'conversations', asha.auth, {
      kind: 'group',
      title: 'Too many',
      user_ids: Array.from({ length: GROUP_MAX_MEMBERS }, (_, i) => i + 1),
    });
    expect(res.statusCode).toBe(400);
  });

  it("opens a program cohort's conversation for program managers only, with its enrolled learners", async () => {
    const programId = await inTenant(t.database.db, async (tx) => {
      const [p] = await tx
        .insert(programs)
        .values({ program_name: 'Cohort 7', status: 'published' })
        .returning({ id: programs.program_id });
      await tx.insert(programEnrollments).values([
        { user_id: ravi.id, program_id: p!.id, enrollment_status: 'enrolled' },
        { user_id: meera.id, program_id: p!.id, enrollment_status: 'completed' },
        { user_id: kiran.id, program_id: p!.id, enrollment_status: 'pending' },
      ]);
      return p!.id;
    });
    const learner = await call('POST', 'conversations', ravi.auth, { kind: 'cohort', program_id: programId });
    expect(learner.statusCode).toBe(403);
    const res = await call('POST', 'conversations', manager.auth, { kind: 'cohort', program_id: programId });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ kind: 'group', title: 'Cohort 7', program_id: programId, my_role: 'owner' });
    expect(body.members.map((m: { user_id: number }) => m.user_id).sort()).toEqual(
      [manager.id, ravi.id, meera.id].sort(),
    );
    // opened again: the same one, with learners enrolled since
    await inTenant(t.database.db, (tx) =>
      tx
        .update(programEnrollments)
        .set({ enrollment_status: 'enrolled' })
        .where(eq(programEnrollments.user_id, kiran.id)),
    );
    const again = await call('POST', 'conversations', manager.auth, { kind: 'cohort', program_id: programId });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ conversation_id: body.conversation_id, member_count: 4 });
    expect((await call('GET', `conversations/${body.conversation_id}`, ravi.auth)).statusCode).toBe(200);
    const missing = await call('POST', 'conversations', manager.auth, { kind: 'cohort', program_id: 999999 });
    expect(missing.statusCode).toBe(404);
  });

  it('answers 400 for malformed ids', async () => {
    for (const id of ['abc', '0', '-1', '1.5']) {
      expect((await call('GET', `conversations/${id}`, asha.auth)).statusCode, id).toBe(400);
      expect((await call('PATCH', `messages/${id}`, asha.auth, { body: 'x' })).statusCode, id).toBe(400);
    }
  });
});
