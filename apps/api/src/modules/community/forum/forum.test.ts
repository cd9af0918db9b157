import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userBlocks } from '../../../db/schema/messages.ts';
import { manualClock } from '../../../lib/clock.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createUser, inTenant, signIn, signInAdmin } from '../../../test/factories.ts';

/** The forum (issue 21): categories, threads, replies, votes, accepted answers, pin/lock, search, hiding. */
describe('community forum', () => {
  let t: TestApp;
  const clock = manualClock(new Date(Date.now() + 7 * 864e5));
  let admin: string;
  let asha: string;
  let ravi: string;
  let meena: string;
  let raviId: number;
  let meenaId: number;
  let funding: number;
  let legal: number;
  let threadId: number;
  let replyId: number;

  type Method = 'GET' | 'PUT' | 'POST' | 'PATCH' | 'DELETE';
  const call = (method: Method, url: string, cookie?: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api/community/forum/${url}`,
      headers: cookie ? { cookie } : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const later = () => clock.advance(6000);

  beforeAll(async () => {
    t = await createTestApp({}, { clock });
    await createUser(t.database.db, 'asha');
    raviId = await createUser(t.database.db, 'ravi');
    meenaId = await createUser(t.database.db, 'meena');
    admin = await signInAdmin(t.app);
    asha = await signIn(t.app, 'asha');
    ravi = await signIn(t.app, 'ravi');
    meena = await signIn(t.app, 'meena');
  });
  afterAll(() => t.close());

  it('moderators create, rename and reorder categories; members may not (403); a taken slug is 409', async () => {
    const input = { slug: 'test-funding', name: 'Test funding', name_hi: 'परीक्षण फ़ंडिंग' };
    expect((await call('POST', 'categories', asha, input)).statusCode).toBe(403);
    const made = await call('POST', 'categories', admin, input);
    expect(made.statusCode).toBe(201);
    funding = made.json().category_id;
    expect((await call('POST', 'categories', admin, input)).statusCode).toBe(409);
    const bad = await call('POST', 'categories', admin, { slug: 'Not A Slug', name: 'x y' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('slug');
    legal = (await call('POST', 'categories', admin, { slug: 'test-legal', name: 'Test legal' })).json().category_id;
    const renamed = await call('PATCH', `categories/${legal}`, admin, { name: 'Legal, tax and compliance' });
    expect(renamed.json().name).toBe('Legal, tax and compliance');
    expect((await call('PUT', 'categories/order', admin, { category_ids: [legal] })).statusCode).toBe(400);
    const all: number[] = (await call('GET', 'categories', admin))
      .json()
      .items.map((c: { category_id: number }) => c.category_id);
    const order = [legal, funding, ...all.filter((id) => id !== legal && id !== funding)];
    const ordered = await call('PUT', 'categories/order', admin, { category_ids: order });
    expect(
      ordered
        .json()
        .items.slice(0, 2)
        .map((c: { slug: string }) => c.slug),
    ).toEqual(['test-legal', 'test-funding']);
    const seen = (await call('GET', 'categories', asha)).json();
    expect(seen.can_manage).toBe(false);
    expect(seen.items.map((c: { category_id: number }) => c.category_id)).toEqual(order);
  });

  it('starts a thread with sanitised rich text; bad input names the field', async () => {
    const bad = await call('POST', 'threads', asha, { category_id: funding, title: 'Hi', body: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('title');
    const noCategory = await call('POST', 'threads', asha, { category_id: 99999, title: 'A real title', body: 'x' });
    expect(noCategory.json().message).toContain('category_id');
    const res = await call('POST', 'threads', asha, {
      category_id: funding,
      title: 'How long does the Startup India Seed Fund take to disburse?',
      body: '<p>We were selected by our incubator in March.<script>alert(1)</script></p><img src=x onerror=alert(1)>',
      tags: ['SISFS', 'seed fund'],
    });
    expect(res.statusCode).toBe(201);
    const thread = res.json();
    threadId = thread.thread_id;
    expect(thread.body_html).not.toContain('script');
    expect(thread.body_html).not.toContain('onerror');
    expect(thread).toMatchObject({ tags: ['sisfs', 'seed fund'], can_edit: true, can_accept: true, reply_count: 0 });
    // too fast: the 5 s gap of assertMayWrite
    const fast = await call('POST', 'threads', asha, {
      category_id: legal,
      title: 'Another question',
      body: 'Soon after',
    });
    expect(fast.statusCode).toBe(429);
    expect(fast.headers['retry-after']).toBeDefined();
  });

  it('replies (quoting), notifies the asker, votes once, and the asker accepts an answer', async () => {
    later();
    const first = await call('POST', `threads/${threadId}/replies`, ravi, {
      body: 'Ours took about 10 weeks after the incubator signed the agreement.',
    });
    expect(first.statusCode).toBe(201);
    replyId = first.json().reply_id;
    later();
    const quoting = await call('POST', `threads/${threadId}/replies`, asha, {
      body: 'Thank you! Did you need a separate bank account?',
      quote_reply_id: replyId,
    });
    expect(quoting.json().quote).toMatchObject({ reply_id: replyId, author_name: expect.stringContaining('ravi') });
    const told = (await t.app.inject({ method: 'GET', url: '/api/notifications', headers: { cookie: asha } })).json();
    expect(told.data[0]).toMatchObject({
      type: 'forum_reply',
      link: `/community/forum?thread=${threadId}#reply-${replyId}`,
    });

    expect((await call('PUT', `replies/${replyId}/vote`, ravi)).statusCode).toBe(400);
    expect((await call('PUT', `replies/${replyId}/vote`, asha)).json()).toEqual({ vote_count: 1, voted: true });
    expect((await call('PUT', `replies/${replyId}/vote`, asha)).json()).toEqual({ vote_count: 1, voted: true });
    expect((await call('PUT', `threads/${threadId}/vote`, meena)).json().vote_count).toBe(1);
    expect((await call('DELETE', `threads/${threadId}/vote`, meena)).json()).toEqual({ vote_count: 0, voted: false });

    expect((await call('PUT', `threads/${threadId}/accepted`, ravi, { reply_id: replyId })).statusCode).toBe(403);
    const accepted = await call('PUT', `threads/${threadId}/accepted`, asha, { reply_id: replyId });
    expect(accepted.json()).toEqual({ accepted_reply_id: replyId });
    const heard = (await t.app.inject({ method: 'GET', url: '/api/notifications', headers: { cookie: ravi } })).json();
    expect(heard.data[0].type).toBe('forum_answer_accepted');
    const replies = (await call('GET', `threads/${threadId}/replies`, meena)).json();
    expect(replies.items.map((r: { accepted: boolean }) => r.accepted)).toEqual([true, false]);
    expect(replies.items[0]).toMatchObject({ vote_count: 1, voted: false, can_edit: false });
    const thread = (await call('GET', `threads/${threadId}`, meena)).json();
    expect(thread).toMatchObject({ reply_count: 2, answered: true, can_edit: false, can_accept: false });
  });

  it('edits within the edit window only; deletes softly', async () => {
    later();
    const edited = await call('PATCH', `replies/${replyId}`, ravi, {
      body: 'About 10 weeks, and yes, a separate account.',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().edited_at).not.toBeNull();
    expect((await call('PATCH', `replies/${replyId}`, asha, { body: 'not mine' })).statusCode).toBe(403);
    clock.advance(61 * 60 * 1000);
    expect((await call('PATCH', `threads/${threadId}`, asha, { title: 'Changed much later' })).statusCode).toBe(403);
    later();
    const extra = await call('POST', `threads/${threadId}/replies`, meena, { body: 'Following this.' });
    const extraId = extra.json().reply_id;
    expect((await call('DELETE', `replies/${extraId}`, ravi)).statusCode).toBe(403);
    expect((await call('DELETE', `replies/${extraId}`, meena)).statusCode).toBe(204);
    expect((await call('GET', `threads/${threadId}/replies`, asha)).json().items).toHaveLength(2);
    expect((await call('GET', `threads/${threadId}`, asha)).json().reply_count).toBe(2);
  });

  it('moderators pin and lock; a locked thread refuses replies with 409', async () => {
    expect((await call('PUT', `threads/${threadId}/moderation`, asha, { locked: true })).statusCode).toBe(403);
    const locked = await call('PUT', `threads/${threadId}/moderation`, admin, { locked: true, pinned: true });
    expect(locked.json()).toMatchObject({ locked: true, pinned: true });
    later();
    const refused = await call('POST', `threads/${threadId}/replies`, ravi, { body: 'One more thing' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('locked');
    const list = (await call('GET', 'threads?category=test-funding', meena)).json();
    expect(list.pinned.map((x: { thread_id: number }) => x.thread_id)).toEqual([threadId]);
    expect(list.items).toEqual([]);
  });

  it('lists with keyset pagination in each order, searches ranked full text, and 404s unknown ids', async () => {
    const titles = [
      'GST registration for a SaaS start-up',
      'Angel tax after the 2024 budget',
      'DPIIT recognition documents',
    ];
    for (const [i, title] of titles.entries()) {
      later();
      const res = await call('POST', 'threads', i === 1 ? ravi : meena, {
        category_id: legal,
        title,
        body: `<p>${title}: what did you need? Tier-2 city founders especially.</p>`,
      });
      expect(res.statusCode).toBe(201);
    }
    const first = (await call('GET', 'threads?category=test-legal&sort=newest&limit=2', asha)).json();
    expect(first.items.map((x: { title: string }) => x.title)).toEqual([titles[2], titles[1]]);
    expect(first.next_cursor).toBeTruthy();
    const second = (
      await call('GET', `threads?category=test-legal&sort=newest&limit=2&cursor=${first.next_cursor}`, asha)
    ).json();
    expect(second.items.map((x: { title: string }) => x.title)).toEqual([titles[0]]);
    expect(second.next_cursor).toBeNull();
    const activity = (await call('GET', 'threads?category=test-legal&limit=2', asha)).json();
    const rest = (await call('GET', `threads?category=test-legal&limit=2&cursor=${activity.next_cursor}`, asha)).json();
    expect([...activity.items, ...rest.items]).toHaveLength(3);
    expect((await call('GET', 'threads?cursor=nonsense', asha)).statusCode).toBe(400);
    expect((await call('GET', 'threads?category=test-legal&sort=unanswered', asha)).json().items).toHaveLength(3);

    const found = (await call('GET', `threads?category=test-legal&q=${encodeURIComponent('angel budg')}`, asha)).json();
    expect(found.items.map((x: { title: string }) => x.title)).toEqual([titles[1]]);
    const tier = (await call('GET', 'threads?category=test-legal&q=tier&limit=2', asha)).json();
    expect(tier.items).toHaveLength(2);
    const tierRest = (
      await call('GET', `threads?category=test-legal&q=tier&limit=2&cursor=${tier.next_cursor}`, asha)
    ).json();
    expect(tierRest.items).toHaveLength(1);
    expect((await call('GET', 'threads?category=nowhere', asha)).statusCode).toBe(404);
    expect((await call('GET', 'threads/999999', asha)).statusCode).toBe(404);
  });

  it('a hidden thread is seen by its author (marked) and moderators only; blocked people drop out of lists', async () => {
    const report = await t.app.inject({
      method: 'POST',
      url: '/api/community/reports',
      headers: { cookie: meena },
      payload: { target_kind: 'thread', target_id: threadId, reason: 'spam' },
    });
    expect(report.statusCode).toBe(201);
    const hide = await t.app.inject({
      method: 'POST',
      url: '/api/community/moderation/actions',
      headers: { cookie: admin },
      payload: { target_kind: 'thread', target_id: threadId, action: 'hide', reason: 'Off-topic promotion' },
    });
    expect(hide.statusCode).toBe(201);
    expect((await call('GET', `threads/${threadId}`, meena)).statusCode).toBe(404);
    expect((await call('GET', `threads/${threadId}`, asha)).json().hidden).toBe(true);
    expect((await call('GET', `threads/${threadId}`, admin)).statusCode).toBe(200);
    expect((await call('GET', 'threads?category=test-funding', meena)).json().pinned).toEqual([]);

    // ravi blocks meena: her threads leave his lists (and his hers)
    await inTenant(t.database.db, (tx) => tx.insert(userBlocks).values({ blocker_id: raviId, blocked_id: meenaId }));
    const his = (await call('GET', 'threads?category=test-legal', ravi)).json();
    expect(his.items.map((x: { author: { user_id: number } }) => x.author.user_id)).toEqual([raviId]);
    const hers = (await call('GET', 'threads?category=test-legal', meena)).json();
    expect(hers.items.map((x: { author: { user_id: number } }) => x.author.user_id)).not.toContain(raviId);
  });
});
