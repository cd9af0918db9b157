import type { TConversation, TMessage } from '@ankur/shared/schemas/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenants } from '../../db/schema/tenants.ts';
import { SESSION_COOKIE } from '../../plugins/session.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createSessionToken } from '../../test/factories.ts';
import {
  type ClientSocket,
  connectedSocket,
  eventually,
  listenForSockets,
  record,
  settled,
} from '../../test/realtime.ts';
import { caller, type Person, person } from './test-support.ts';

type Live = Person & { cookie: string };

/**
 * Messages live (issue 9): members' sockets hear new and changed messages, receipts, unread
 * totals and conversation changes once the write commits; typing stays inside the room of those
 * who opened the conversation (membership re-checked); a reconnecting client catches up by id.
 */
describe('messages: live delivery', () => {
  let t: TestApp;
  let url: string;
  const call = caller(() => t);
  let asha: Live;
  let ravi: Live;
  let meera: Live;
  let direct: number;
  const sockets: ClientSocket[] = [];
  const OTHER = 'LIVEMSGORG';

  const live = async (username: string): Promise<Live> => {
    const p = await person(t, username);
    return { ...p, cookie: `${SESSION_COOKIE}=${p.token}` };
  };
  const open = async (who: Live, listen?: (s: ClientSocket) => void) => {
    const s = await connectedSocket(url, { cookie: who.cookie }, { listen });
    sockets.push(s);
    return s;
  };
  const openConversation = (s: ClientSocket, conversationId: number) =>
    s.timeout(3000).emitWithAck('conversation:open', { conversation_id: conversationId });
  const send = (who: Person, conversationId: number, body: string) =>
    call('POST', `conversations/${conversationId}/messages`, who.auth, { body }).then((r) => {
      expect(r.statusCode, r.body).toBe(201);
      return r.json() as TMessage;
    });

  beforeAll(async () => {
    t = await createTestApp();
    url = await listenForSockets(t.app);
    asha = await live('l_asha');
    ravi = await live('l_ravi');
    meera = await live('l_meera');
    await t.database.db
      .insert(tenants)
      .values({ tenant_id: OTHER, tenant_type: 'organisation', tenant_name: 'live-msg', display_name: 'L' });
    direct = (await call('POST', 'conversations', asha.auth, { kind: 'direct', user_id: ravi.id })).json()
      .conversation_id;
  });
  afterAll(async () => {
    for (const s of sockets) s.close();
    await t.close();
  });

  it("delivers 'message:new' and the unread total to the recipient, and to the sender's other tabs", async () => {
    const ashaTab = await open(asha);
    const raviTab = await open(ravi);
    const meeraTab = await open(meera);
    const ashaHeard = record(ashaTab, 'message:new');
    const raviHeard = record(raviTab, 'message:new');
    const raviUnread = record(raviTab, 'message:unread');
    const meeraHeard = record(meeraTab, 'message:new');
    // the same user in another tenant hears nothing of this tenant
    const elsewhere = await connectedSocket(url, {
      cookie: `${SESSION_COOKIE}=${await createSessionToken(t.database.db, ravi.id, { tenantId: OTHER })}`,
    });
    sockets.push(elsewhere);
    const elsewhereHeard = record(elsewhere, 'message:new');

    const m = await send(asha, direct, 'Hi Ravi');
    await eventually(() => raviHeard.length === 1 && raviUnread.length === 1 && ashaHeard.length === 1, 'the message');
    expect(raviHeard[0]).toEqual(m);
    expect(ashaHeard[0]).toEqual(m);
    expect(raviUnread[0]).toEqual({ unread: 1 });
    await settled(meeraTab, elsewhere);
    expect(meeraHeard).toEqual([]);
    expect(elsewhereHeard).toEqual([]);

    // an edit reaches both as 'message:updated'
    const updated = record(raviTab, 'message:updated');
    await call('PATCH', `messages/${m.message_id}`, asha.auth, { body: 'Hi Ravi!' });
    await eventually(() => updated.length === 1, 'the edit');
    expect(updated[0]).toMatchObject({ message_id: m.message_id, body: 'Hi Ravi!', edited_at: expect.any(String) });
  });

  it('sends receipts to the sender: delivered from the socket, read from the API', async () => {
    const ashaTab = await open(asha);
    const raviTab = await open(ravi);
    const receipts = record(ashaTab, 'conversation:receipt');
    const raviUnread = record(raviTab, 'message:unread');
    const m = await send(asha, direct, 'Did this arrive?');
    raviTab.emit('message:delivered', { conversation_id: direct, message_id: m.message_id });
    await eventually(
      () => receipts.some((r) => r.user_id === ravi.id && r.last_delivered_message_id === m.message_id),
      'the delivered receipt',
    );
    expect(receipts.find((r) => r.user_id === ravi.id)!.last_read_message_id).toBeLessThan(m.message_id);
    // delivered never moves beyond the newest message, nor backward
    raviTab.emit('message:delivered', { conversation_id: direct, message_id: m.message_id + 1000 });
    raviTab.emit('message:delivered', { conversation_id: direct, message_id: 1 });
    // both were received (and their updates queued before this round trip's read)
    await settled(raviTab);
    const detail = (await call('GET', `conversations/${direct}`, asha.auth)).json();
    expect(detail.members.find((x: { user_id: number }) => x.user_id === ravi.id).last_delivered_message_id).toBe(
      m.message_id,
    );

    await call('POST', `conversations/${direct}/read`, ravi.auth, { message_id: m.message_id });
    await eventually(
      () => receipts.some((r) => r.user_id === ravi.id && r.last_read_message_id === m.message_id),
      'the read receipt',
    );
    await eventually(() => raviUnread.at(-1)?.unread === 0, "ravi's badge back to 0");
  });

  it('keeps typing inside the room of those who opened the conversation, and re-checks membership', async () => {
    const ashaTab = await open(asha);
    const raviTab = await open(ravi);
    const raviOther = await open(ravi);
    const meeraTab = await open(meera);
    const raviTyping = record(raviTab, 'conversation:typing');
    const raviOtherTyping = record(raviOther, 'conversation:typing');
    const meeraTyping = record(meeraTab, 'conversation:typing');
    const ashaTyping = record(ashaTab, 'conversation:typing');

    expect(await openConversation(ashaTab, direct)).toEqual({ ok: true });
    expect(await openConversation(raviTab, direct)).toEqual({ ok: true });
    // meera is not in it: refused, and she hears nothing from it
    expect(await openConversation(meeraTab, direct)).toEqual({ error: 'No such conversation' });
    expect(await openConversation(meeraTab, 999999)).toEqual({ error: 'No such conversation' });
    expect(await openConversation(meeraTab, 0 as number)).toEqual({ error: expect.stringMatching(/^Invalid/) });

    ashaTab.emit('conversation:typing', { conversation_id: direct, typing: true });
    await eventually(() => raviTyping.length === 1, 'the typing indicator');
    expect(raviTyping[0]).toEqual({ conversation_id: direct, user_id: asha.id, name: 'l_asha Tester', typing: true });
    // a socket cannot type into a conversation it did not open
    meeraTab.emit('conversation:typing', { conversation_id: direct, typing: true });
    raviOther.emit('conversation:typing', { conversation_id: direct, typing: true });
    await settled(meeraTab, raviOther); // the senders' events handled
    await settled(meeraTab, raviOther, ashaTab); // whatever they caused has arrived
    expect(meeraTyping).toEqual([]);
    expect(raviOtherTyping).toEqual([]);
    expect(ashaTyping).toEqual([]);

    // closing leaves the room
    raviTab.emit('conversation:close');
    await settled(raviTab);
    ashaTab.emit('conversation:typing', { conversation_id: direct, typing: false });
    await settled(ashaTab, raviTab);
    expect(raviTyping).toHaveLength(1);
  });

  it('tells members of conversation changes; a removed member leaves the room at once', async () => {
    const ashaTab = await open(asha);
    const raviTab = await open(ravi);
    const raviChanges = record(raviTab, 'conversation:updated');
    const ashaChanges = record(ashaTab, 'conversation:updated');
    const created = await call('POST', 'conversations', asha.auth, {
      kind: 'group',
      title: 'Live group',
      user_ids: [ravi.id, meera.id],
    });
    const group = created.json().conversation_id;
    await eventually(() => raviChanges.length === 1 && ashaChanges.length === 1, 'the new conversation');
    const seen = raviChanges[0] as { conversation: TConversation };
    expect(seen.conversation).toMatchObject({ conversation_id: group, title: 'Live group', my_role: 'member' });
    expect((ashaChanges[0] as { conversation: TConversation }).conversation.my_role).toBe('owner');

    expect(await openConversation(ashaTab, group)).toEqual({ ok: true });
    expect(await openConversation(raviTab, group)).toEqual({ ok: true });
    const raviTyping = record(raviTab, 'conversation:typing');
    expect((await call('DELETE', `conversations/${group}/members/${ravi.id}`, asha.auth)).statusCode).toBe(204);
    await eventually(() => raviChanges.length === 2, 'the removal');
    expect(raviChanges[1]).toEqual({ conversation_id: group, removed: true });
    ashaTab.emit('conversation:typing', { conversation_id: group, typing: true });
    await settled(ashaTab, raviTab);
    expect(raviTyping).toEqual([]);
    expect(await openConversation(raviTab, group)).toEqual({ error: 'No such conversation' });
  });

  it('catches up missed messages by id, oldest first, each once', async () => {
    const tab = await open(ravi);
    const ask = (payload: unknown) =>
      (tab.timeout(3000) as unknown as { emitWithAck(e: string, p: unknown): Promise<unknown> }).emitWithAck(
        'message:catch-up',
        payload,
      );
    const mark = (await call('GET', `conversations/${direct}/messages?limit=1`, ravi.auth)).json().data[0].message_id;
    const missed = [
      await send(asha, direct, 'one'),
      await send(asha, direct, 'two'),
      await send(ravi, direct, 'three'),
    ];
    // a conversation ravi is not in is never caught up
    const theirs = (await call('POST', 'conversations', asha.auth, { kind: 'direct', user_id: meera.id })).json();
    await send(asha, theirs.conversation_id, 'private');

    const got = (await ask({ afterId: mark })) as { items: TMessage[] };
    expect(got.items.map((m) => m.body)).toEqual(['one', 'two', 'three']);
    expect(got.items.map((m) => m.message_id)).toEqual(missed.map((m) => m.message_id));
    expect(((await ask({ afterId: missed[2]!.message_id })) as { items: TMessage[] }).items).toEqual([]);
    for (const bad of [{}, { afterId: -1 }, { afterId: 'x' }, null, { afterId: 1, extra: true }]) {
      expect(await ask(bad), JSON.stringify(bad)).toEqual({ error: expect.stringMatching(/^Invalid afterId/) });
    }
  });

  it('emits nothing for a send that was refused', async () => {
    const raviTab = await open(ravi);
    const heard = record(raviTab, 'message:new');
    await call('POST', 'blocks', ravi.auth, { user_id: asha.id });
    const refused = await call('POST', `conversations/${direct}/messages`, asha.auth, { body: 'blocked' });
    expect(refused.statusCode).toBe(403);
    await settled(raviTab);
    expect(heard).toEqual([]);
  });
});
