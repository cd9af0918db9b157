import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MESSAGE_ERRORS, MESSAGE_MAX_LENGTH, type TMessage } from '@ankur/shared/schemas/messages';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../db/schema/messages.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { manualClock } from '../../lib/clock.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { inTenant } from '../../test/factories.ts';
import { REMINDER_DELAY_MS, REMINDER_KIND } from './messages.service.ts';
import { caller, type Person, person, uploadFile } from './test-support.ts';

/**
 * Messages (issue 9): sending (plain text, dedupe by client_id, own uploads only), editing within
 * the window, deleting, paging and search, unread counts and receipts, and the reminder job that
 * raises "new message" notifications for messages still unread two minutes later.
 */
describe('messages: history, sending and reading', () => {
  let t: TestApp;
  let dataDir: string;
  const clock = manualClock(new Date());
  const call = caller(() => t);
  let asha: Person;
  let ravi: Person;
  let meera: Person;
  let direct: number;
  let group: number;
  const send = (who: Person, conversationId: number, payload: object) =>
    call('POST', `conversations/${conversationId}/messages`, who.auth, payload);
  const notes = (userId: number) =>
    inTenant(t.database.db, (tx) =>
      tx
        .select()
        .from(notifications)
        .where(and(eq(notifications.user_id, userId), eq(notifications.type, 'message')))
        .orderBy(notifications.notification_id),
    );

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'ankur-messages-'));
    t = await createTestApp({ DATA_DIR: dataDir }, { clock });
    asha = await person(t, 'm_asha');
    ravi = await person(t, 'm_ravi');
    meera = await person(t, 'm_meera', 'temp');
    direct = (await call('POST', 'conversations', asha.auth, { kind: 'direct', user_id: ravi.id })).json()
      .conversation_id;
    group = (
      await call('POST', 'conversations', asha.auth, { kind: 'group', title: 'Team', user_ids: [ravi.id, meera.id] })
    ).json().conversation_id;
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('sends plain text, trimmed, and moves the conversation and the sender’s read position', async () => {
    const res = await send(asha, direct, { body: '  <b>hi</b> <script>alert(1)</script>  ' });
    expect(res.statusCode, res.body).toBe(201);
    const m = res.json();
    expect(m).toMatchObject({
      conversation_id: direct,
      sender_id: asha.id,
      sender_name: 'm_asha Tester',
      body: '<b>hi</b> <script>alert(1)</script>',
      attachments: [],
      client_id: null,
      edited_at: null,
      deleted_at: null,
    });
    const mine = (await call('GET', `conversations/${direct}`, asha.auth)).json();
    expect(mine).toMatchObject({ unread: 0, last_message: { message_id: m.message_id } });
    expect(mine.members.find((x: { user_id: number }) => x.user_id === asha.id).last_read_message_id).toBe(
      m.message_id,
    );
    expect((await call('GET', `conversations/${direct}`, ravi.auth)).json().unread).toBe(1);
    expect((await call('GET', 'messages/unread-count', ravi.auth)).json()).toEqual({ unread: 1 });
  });

  it('refuses an empty or too long message with 400 saying what is wrong', async () => {
    const empty = await send(asha, direct, { body: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain(MESSAGE_ERRORS.empty);
    const long = await send(asha, direct, { body: 'x'.repeat(MESSAGE_MAX_LENGTH + 1) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(`Invalid body.body: must be at most ${MESSAGE_MAX_LENGTH} characters`);
    expect((await send(asha, direct, { body: 'x'.repeat(MESSAGE_MAX_LENGTH) })).statusCode).toBe(201);
    // PostgreSQL text holds no NUL: a 400 naming the field, never a 500
    const nul = await send(asha, direct, { body: 'a\u0000b' });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().message).toBe('Invalid body.body: must not contain NUL characters');
    expect((await call('GET', 'conversations?q=%00', asha.auth)).statusCode).toBe(400);
    for (const bad of [
      { body: 'x', extra: 1 },
      { body: 'x', client_id: 'short' },
      { body: 5 },
      { attachment_ids: [0] },
    ]) {
      expect((await send(asha, direct, bad)).statusCode, JSON.stringify(bad)).toBe(400);
    }
  });

  it('stores a resend with the same client_id once and answers the stored message with 200', async () => {
    const clientId = 'c0ffee00-0000-4000-8000-000000000001';
    const first = await send(ravi, direct, { body: 'once', client_id: clientId });
    expect(first.statusCode).toBe(201);
    const second = await send(ravi, direct, { body: 'once', client_id: clientId });
    expect(second.statusCode).toBe(200);
    expect(second.json().message_id).toBe(first.json().message_id);
    const rows = await inTenant(t.database.db, (tx) =>
      tx.select().from(messages).where(eq(messages.client_id, clientId)),
    );
    expect(rows).toHaveLength(1);
    // the same client_id in another conversation is a client bug: 409, nothing stored
    expect((await send(ravi, group, { body: 'elsewhere', client_id: clientId })).statusCode).toBe(409);
    // another sender may use the same id
    expect((await send(asha, direct, { body: 'mine', client_id: clientId })).statusCode).toBe(201);
  });

  it('lets the sender edit within 24 hours and delete; others get 403, a stranger 404', async () => {
    const m = (await send(asha, direct, { body: 'typo' })).json() as TMessage;
    const edited = await call('PATCH', `messages/${m.message_id}`, asha.auth, { body: ' fixed ' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ body: 'fixed', edited_at: expect.any(String) });
    const notMine = await call('PATCH', `messages/${m.message_id}`, ravi.auth, { body: 'hijack' });
    expect(notMine.statusCode).toBe(403);
    expect(notMine.json().message).toBe(MESSAGE_ERRORS.notOwnMessage);
    expect((await call('DELETE', `messages/${m.message_id}`, ravi.auth)).statusCode).toBe(403);
    const stranger = await call('PATCH', `messages/${m.message_id}`, meera.auth, { body: 'x' });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().message).toBe(MESSAGE_ERRORS.noMessage);
    expect((await call('PATCH', 'messages/999999', asha.auth, { body: 'x' })).statusCode).toBe(404);
    expect((await call('PATCH', `messages/${m.message_id}`, asha.auth, { body: '  ' })).statusCode).toBe(400);

    // past the window
    await inTenant(t.database.db, (tx) =>
      tx
        .update(messages)
        .set({ created_at: sql`now() - interval '25 hours'` })
        .where(eq(messages.message_id, m.message_id)),
    );
    const late = await call('PATCH', `messages/${m.message_id}`, asha.auth, { body: 'too late' });
    expect(late.statusCode).toBe(403);
    expect(late.json().message).toBe(MESSAGE_ERRORS.editWindow);

    const deleted = await call('DELETE', `messages/${m.message_id}`, asha.auth);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toMatchObject({ body: '', attachments: [], deleted_at: expect.any(String) });
    const [row] = await inTenant(t.database.db, (tx) =>
      tx.select().from(messages).where(eq(messages.message_id, m.message_id)),
    );
    expect(row!.body).toBe('');
    const page = (await call('GET', `conversations/${direct}/messages?limit=1`, ravi.auth)).json();
    expect(page.data[0]).toMatchObject({ message_id: m.message_id, body: '', deleted_at: expect.any(String) });
    const again = await call('PATCH', `messages/${m.message_id}`, asha.auth, { body: 'back' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(MESSAGE_ERRORS.deleted);
  });

  it('pages history newest first with before and hasMore, and searches it', async () => {
    const sent: number[] = [];
    for (let i = 1; i <= 25; i++)
      sent.push((await send(i % 2 ? asha : ravi, group, { body: `Note ${i}` })).json().message_id);
    const first = await call('GET', `conversations/${group}/messages?limit=10`, meera.auth);
    expect(first.statusCode, first.body).toBe(200);
    const p1 = first.json();
    expect(p1.meta).toEqual({ limit: 10, hasMore: true });
    expect(p1.data.map((m: TMessage) => m.body)).toEqual(Array.from({ length: 10 }, (_, i) => `Note ${25 - i}`));
    const p2 = (
      await call('GET', `conversations/${group}/messages?limit=10&before=${p1.data[9].message_id}`, meera.auth)
    ).json();
    expect(p2.data.map((m: TMessage) => m.body)).toEqual(Array.from({ length: 10 }, (_, i) => `Note ${15 - i}`));
    const p3 = (
      await call('GET', `conversations/${group}/messages?limit=10&before=${p2.data[9].message_id}`, meera.auth)
    ).json();
    expect(p3.data.map((m: TMessage) => m.body)).toEqual(['Note 5', 'Note 4', 'Note 3', 'Note 2', 'Note 1']);
    expect(p3.meta.hasMore).toBe(false);
    // an id past any message pages from the newest
    const huge = (await call('GET', `conversations/${group}/messages?limit=1&before=99999999999`, meera.auth)).json();
    expect(huge.data[0].body).toBe('Note 25');
    // the default page is 30
    expect((await call('GET', `conversations/${group}/messages`, meera.auth)).json().data).toHaveLength(25);

    const found = (await call('GET', `conversations/${group}/messages?q=NOTE%202`, meera.auth)).json();
    expect(found.data.map((m: TMessage) => m.body)).toEqual([
      'Note 25',
      'Note 24',
      'Note 23',
      'Note 22',
      'Note 21',
      'Note 20',
      'Note 2',
    ]);
    expect((await call('GET', `conversations/${group}/messages?q=_`, meera.auth)).json().data).toEqual([]);
    for (const q of ['limit=0', 'limit=101', 'before=0', 'before=x', 'q=']) {
      const res = await call('GET', `conversations/${group}/messages?${q}`, meera.auth);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().message, q).toContain(q.split('=')[0]);
    }
  });

  it('counts unread messages by others and moves read positions forward only', async () => {
    const unread = (await call('GET', `conversations/${group}`, meera.auth)).json().unread;
    expect(unread).toBe(25);
    const page = (await call('GET', `conversations/${group}/messages?limit=5`, meera.auth)).json();
    const newest = page.data[0].message_id;
    const older = page.data[4].message_id;
    const read = await call('POST', `conversations/${group}/read`, meera.auth, { message_id: older });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toEqual({
      conversation_id: group,
      user_id: meera.id,
      last_read_message_id: older,
      last_delivered_message_id: older,
    });
    expect((await call('GET', `conversations/${group}`, meera.auth)).json().unread).toBe(4);
    await call('POST', `conversations/${group}/read`, meera.auth, { message_id: newest });
    // reading an older one again does not move back
    const back = (await call('POST', `conversations/${group}/read`, meera.auth, { message_id: older })).json();
    expect(back.last_read_message_id).toBe(newest);
    expect((await call('GET', 'messages/unread-count', meera.auth)).json()).toEqual({ unread: 0 });
    // the others see meera's receipt
    const detail = (await call('GET', `conversations/${group}`, asha.auth)).json();
    expect(detail.members.find((m: { user_id: number }) => m.user_id === meera.id)).toMatchObject({
      last_read_message_id: newest,
      last_delivered_message_id: newest,
    });
    // a message of another conversation is not a position in this one
    const directMessage = (await call('GET', `conversations/${direct}/messages?limit=1`, asha.auth)).json().data[0];
    const wrong = await call('POST', `conversations/${group}/read`, meera.auth, {
      message_id: directMessage.message_id,
    });
    expect(wrong.statusCode).toBe(400);
  });

  it("attaches the sender's own 'message' uploads, readable by members only", async () => {
    const up = await uploadFile(t, asha.auth, 'message', 'pitch.png', 'image/png', 'PNGDATA');
    expect(up.statusCode, up.body).toBe(201);
    const uploadId = up.json().upload_id;
    // a temp-role user may attach files to messages too
    expect((await uploadFile(t, meera.auth, 'message', 'notes.txt', 'text/plain')).statusCode).toBe(201);
    const video = await uploadFile(t, asha.auth, 'message', 'clip.mp4', 'video/mp4');
    expect(video.statusCode).toBe(415);

    const res = await send(asha, direct, { attachment_ids: [uploadId] });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      body: '',
      attachments: [
        {
          upload_id: uploadId,
          file_name: 'pitch.png',
          content_type: 'image/png',
          size_bytes: 7,
          url: expect.stringMatching(/^\/api\/uploads\/[0-9a-f-]{36}\/pitch\.png$/),
        },
      ],
    });
    const fileUrl = res.json().attachments[0].url;
    const asMember = await t.app.inject({ method: 'GET', url: fileUrl, headers: { authorization: ravi.auth } });
    expect(asMember.statusCode).toBe(200);
    expect(asMember.body).toBe('PNGDATA');
    const asStranger = await t.app.inject({ method: 'GET', url: fileUrl, headers: { authorization: meera.auth } });
    expect(asStranger.statusCode).toBe(404);

    // someone else's upload, a submission, or an unknown id: 400
    const ravisUpload = (await uploadFile(t, ravi.auth, 'message', 'r.txt', 'text/plain')).json().upload_id;
    const submission = (await uploadFile(t, asha.auth, 'submission', 's.txt', 'text/plain')).json().upload_id;
    for (const ids of [[ravisUpload], [submission], [999999], [uploadId, ravisUpload]]) {
      const bad = await send(asha, direct, { body: 'see attached', attachment_ids: ids });
      expect(bad.statusCode, JSON.stringify(ids)).toBe(400);
      expect(bad.json().message).toBe(MESSAGE_ERRORS.badAttachment);
    }
    // once the message is deleted the file is no longer shared
    await call('DELETE', `messages/${res.json().message_id}`, asha.auth);
    expect(
      (await t.app.inject({ method: 'GET', url: fileUrl, headers: { authorization: ravi.auth } })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: fileUrl, headers: { authorization: asha.auth } })).statusCode,
    ).toBe(200);
  });

  it('notifies a recipient two minutes later only while the messages are still unread, once', async () => {
    await inTenant(t.database.db, (tx) => tx.execute(sql`delete from jobs`));
    await call('POST', `conversations/${direct}/read`, ravi.auth, {
      message_id: (await call('GET', `conversations/${direct}/messages?limit=1`, ravi.auth)).json().data[0].message_id,
    });
    const before = (await notes(ravi.id)).length;
    await send(asha, direct, { body: 'are you there?' });
    expect(await t.app.jobs.runDue()).toBe(0);
    clock.advance(REMINDER_DELAY_MS);
    expect(await t.app.jobs.runDue()).toBe(1);
    const raised = (await notes(ravi.id)).slice(before);
    expect(raised).toMatchObject([
      { title: 'New message from m_asha Tester', body: '1 unread message', link: `/messages?c=${direct}` },
    ]);
    // the sender gets none for their own message
    expect((await notes(asha.id)).length).toBe(0);

    // more while that one is unread: no second notification
    await send(asha, direct, { body: 'hello?' });
    clock.advance(REMINDER_DELAY_MS);
    await t.app.jobs.runDue();
    expect((await notes(ravi.id)).length).toBe(before + 1);

    // read in time: nothing
    const last = (await send(asha, direct, { body: 'ok, later' })).json();
    await inTenant(t.database.db, (tx) => tx.update(notifications).set({ read_at: sql`now()` }));
    await call('POST', `conversations/${direct}/read`, ravi.auth, { message_id: last.message_id });
    clock.advance(REMINDER_DELAY_MS);
    expect(await t.app.jobs.runDue()).toBe(1);
    expect((await notes(ravi.id)).length).toBe(before + 1);

    // a group says its name; a muted member gets no reminder at all
    await call('PATCH', `conversations/${group}`, meera.auth, { muted: true });
    await send(asha, group, { body: 'standup in 5' });
    const kinds = await inTenant(t.database.db, (tx) =>
      tx.execute(sql`select key from jobs where kind = ${REMINDER_KIND} order by key`),
    );
    expect((kinds as unknown as { rows: { key: string }[] }).rows.map((r) => r.key)).toEqual([
      `conversation:${group}:user:${ravi.id}`,
    ]);
    clock.advance(REMINDER_DELAY_MS);
    await t.app.jobs.runDue();
    expect((await notes(ravi.id)).at(-1)).toMatchObject({
      title: 'New messages in Team',
      link: `/messages?c=${group}`,
    });
    expect(await notes(meera.id)).toEqual([]);
  });
});
