import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { connections, follows } from '../../../db/schema/community.ts';
import { userBlocks } from '../../../db/schema/messages.ts';
import { manualClock } from '../../../lib/clock.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createUser, inTenant, signIn, signInAdmin } from '../../../test/factories.ts';
import { connectedSocket, eventually, listenForSockets, record } from '../../../test/realtime.ts';

/** Posts, comments, reactions, saves, the feed and its live pill (issue 21, decision 37). */
describe('community feed', () => {
  let t: TestApp;
  const clock = manualClock(new Date(Date.now() + 7 * 864e5));
  const ids: Record<string, number> = {};
  const cookies: Record<string, string> = {};
  let admin: string;

  type Method = 'GET' | 'PUT' | 'POST' | 'PATCH' | 'DELETE';
  const call = (method: Method, url: string, cookie: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api/${url}`,
      headers: { cookie },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const write = async (method: Method, url: string, cookie: string, payload?: unknown) => {
    clock.advance(6000);
    return call(method, url, cookie, payload);
  };
  const notes = async (who: string) =>
    (await call('GET', 'notifications', cookies[who]!)).json().data as { type: string; title: string; link: string }[];

  beforeAll(async () => {
    t = await createTestApp({}, { clock });
    for (const name of ['asha', 'ravi', 'meera', 'kabir']) {
      ids[name] = await createUser(t.database.db, name);
      cookies[name] = await signIn(t.app, name);
    }
    admin = await signInAdmin(t.app);
    await inTenant(t.database.db, async (tx) => {
      // asha and ravi are connected; meera follows asha; kabir knows nobody
      await tx.insert(connections).values({ requester_id: ids.asha!, addressee_id: ids.ravi!, status: 'accepted' });
      await tx.insert(follows).values({ follower_id: ids.meera!, target_kind: 'user', target_id: ids.asha! });
    });
  });
  afterAll(() => t.close());

  let postId: number;

  it('writes a post: sanitised, #topics extracted, @mentions kept when named, the mentioned told once', async () => {
    const bad = await write('POST', 'community/posts', cookies.asha!, { body_html: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('body_html');
    const res = await write('POST', 'community/posts', cookies.asha!, {
      body_html:
        '<p>Closed our seed round! Thanks @ravi Tester for the intro #Fundraising #AgriTech</p><script>alert(1)</script>',
      mentions: [ids.ravi, ids.kabir],
    });
    expect(res.statusCode).toBe(201);
    const post = res.json();
    postId = post.post_id;
    expect(post.body_html).not.toContain('script');
    expect(post.topics).toEqual(['fundraising', 'agritech']);
    expect(post).toMatchObject({ can_edit: true, can_delete: true, author: { user_id: ids.asha } });
    const told = await notes('ravi');
    expect(told.filter((n) => n.type === 'mention')).toHaveLength(1);
    expect(told[0]!.link).toBe(`/community?post=${postId}`);
    // kabir was picked but not named in the text: not told
    expect((await notes('kabir')).filter((n) => n.type === 'mention')).toHaveLength(0);
    // editing keeps the mention and tells nobody again
    const edited = await write('PATCH', `community/posts/${postId}`, cookies.asha!, {
      body_html: '<p>Closed our seed round! Thanks @ravi Tester #fundraising</p>',
      mentions: [ids.ravi],
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().edited_at).not.toBeNull();
    expect((await notes('ravi')).filter((n) => n.type === 'mention')).toHaveLength(1);
    // someone else may not edit (403), nor after the window (403)
    expect((await write('PATCH', `community/posts/${postId}`, cookies.ravi!, { body_html: 'x' })).statusCode).toBe(403);
  });

  it('the feed: connections and follows see it, a stranger does not but finds it under Everyone', async () => {
    for (const who of ['asha', 'ravi', 'meera']) {
      const feed = (await call('GET', 'community/feed', cookies[who]!)).json();
      expect(feed.items.map((p: { post_id: number }) => p.post_id)).toContain(postId);
    }
    const stranger = (await call('GET', 'community/feed', cookies.kabir!)).json();
    expect(stranger.items).toHaveLength(0);
    const everyone = (await call('GET', 'community/feed?tab=everyone', cookies.kabir!)).json();
    expect(everyone.items.map((p: { post_id: number }) => p.post_id)).toContain(postId);
    expect((await call('GET', 'community/feed?limit=0', cookies.kabir!)).statusCode).toBe(400);
  });

  it('keyset pages: newest first, next is the before of the following page, no post twice', async () => {
    for (let i = 1; i <= 4; i++) {
      expect(
        (await write('POST', 'community/posts', cookies.ravi!, { body_html: `<p>Pilot update ${i}</p>` })).statusCode,
      ).toBe(201);
    }
    const first = (await call('GET', 'community/feed?limit=3', cookies.asha!)).json();
    expect(first.items).toHaveLength(3);
    expect(first.items[0].body_html).toContain('Pilot update 4');
    const second = (await call('GET', `community/feed?limit=3&before=${first.next}`, cookies.asha!)).json();
    const all = [...first.items, ...second.items].map((p: { post_id: number }) => p.post_id);
    expect(new Set(all).size).toBe(5);
    expect(second.next).toBeNull();
    // the pill's fetch: only posts newer than what is shown
    const newer = (await call('GET', `community/feed?after=${all[1]}`, cookies.asha!)).json();
    expect(newer.items).toHaveLength(1);
  });

  it('one page is a constant number of queries whatever its size (authors, counts, reactions, saves batched)', async () => {
    // counted on the PGlite leg (one connection, one counter); the PostgreSQL leg runs the rest of the file
    if (!t.database.pglite) return;
    const pg = t.database.pglite;
    type Exclusive = { _runExclusiveQuery: (fn: () => Promise<unknown>) => Promise<unknown> };
    const queriesOf = async (url: string) => {
      const target = pg as unknown as Exclusive;
      const original = target._runExclusiveQuery.bind(pg);
      let n = 0;
      const spy = vi.spyOn(target, '_runExclusiveQuery').mockImplementation((fn) => {
        n += 1;
        return original(fn);
      });
      const res = await call('GET', url, cookies.asha!);
      spy.mockRestore();
      return { n, items: res.json().items.length as number };
    };
    const small = await queriesOf('community/feed?limit=1');
    const large = await queriesOf('community/feed?limit=50');
    expect(large.items).toBeGreaterThan(small.items + 3);
    expect(small.n).toBeGreaterThan(2);
    expect(large.n).toBe(small.n);
    const mineSmall = await queriesOf('community/posts/mine?limit=1');
    const mineLarge = await queriesOf('community/posts/mine?limit=50');
    expect(mineLarge.n).toBe(mineSmall.n);
  });

  it('comments with one level of replies: the author and the replied-to are told, counts kept', async () => {
    const c1 = await write('POST', `community/posts/${postId}/comments`, cookies.ravi!, { body: 'Congratulations!' });
    expect(c1.statusCode).toBe(201);
    const reply = await write('POST', `community/posts/${postId}/comments`, cookies.meera!, {
      body: 'Agreed',
      parent_id: c1.json().comment_id,
    });
    const deeper = await write('POST', `community/posts/${postId}/comments`, cookies.asha!, {
      body: 'Thank you both',
      parent_id: reply.json().comment_id,
    });
    // a reply to a reply answers its parent
    expect(deeper.json().parent_id).toBe(c1.json().comment_id);
    expect((await notes('asha')).filter((n) => n.type === 'post_comment')).toHaveLength(2);
    expect((await notes('ravi')).filter((n) => n.type === 'comment_reply')).toHaveLength(1);
    const list = (await call('GET', `community/posts/${postId}/comments`, cookies.kabir!)).json();
    expect(list.items).toHaveLength(3);
    expect(list.comment_count).toBe(3);
    expect((await write('POST', `community/posts/${postId}/comments`, cookies.kabir!, { body: '' })).statusCode).toBe(
      400,
    );
    // only the author or a moderator deletes; the count follows
    expect((await write('DELETE', `community/comments/${reply.json().comment_id}`, cookies.kabir!)).statusCode).toBe(
      403,
    );
    expect((await write('DELETE', `community/comments/${deeper.json().comment_id}`, cookies.asha!)).statusCode).toBe(
      204,
    );
    expect((await call('GET', `community/posts/${postId}`, cookies.asha!)).json().comment_count).toBe(2);
  });

  it('writing too fast answers 429', async () => {
    expect(
      (await write('POST', `community/posts/${postId}/comments`, cookies.kabir!, { body: 'One' })).statusCode,
    ).toBe(201);
    const fast = await call('POST', `community/posts/${postId}/comments`, cookies.kabir!, { body: 'Two' });
    expect(fast.statusCode).toBe(429);
  });

  it('reactions (one per person), saves and shares', async () => {
    const r1 = await call('PUT', `community/posts/${postId}/reaction`, cookies.ravi!, { kind: 'celebrate' });
    expect(r1.json()).toEqual({ reaction_count: 1, my_reaction: 'celebrate' });
    const r2 = await call('PUT', `community/posts/${postId}/reaction`, cookies.ravi!, { kind: 'insightful' });
    expect(r2.json().reaction_count).toBe(1);
    expect(
      (await call('PUT', `community/posts/${postId}/reaction`, cookies.meera!, { kind: 'like' })).json().reaction_count,
    ).toBe(2);
    expect(
      (await call('PUT', `community/posts/${postId}/reaction`, cookies.meera!, { kind: null })).json().reaction_count,
    ).toBe(1);
    expect((await call('PUT', `community/posts/${postId}/reaction`, cookies.meera!, { kind: 'wow' })).statusCode).toBe(
      400,
    );
    expect((await call('PUT', `community/posts/${postId}/save`, cookies.kabir!, { saved: true })).json().saved).toBe(
      true,
    );
    const saved = (await call('GET', 'community/posts/saved', cookies.kabir!)).json();
    expect(saved.items.map((p: { post_id: number }) => p.post_id)).toEqual([postId]);
    expect(saved.items[0].saved).toBe(true);
    const share = await write('POST', `community/posts/${postId}/share`, cookies.kabir!, {
      body_html: 'Worth reading',
    });
    expect(share.statusCode).toBe(201);
    expect(share.json().shared).toMatchObject({ post_id: postId, author: { user_id: ids.asha } });
    const mine = (await call('GET', 'community/posts/mine', cookies.kabir!)).json();
    expect(mine.items[0].shared_post_id).toBe(postId);
  });

  it('blocks hide content both ways; a hidden post shows only to its author (marked) and moderators', async () => {
    await inTenant(t.database.db, (tx) =>
      tx.insert(userBlocks).values({ blocker_id: ids.meera!, blocked_id: ids.asha! }),
    );
    const meeraFeed = (await call('GET', 'community/feed?tab=everyone', cookies.meera!)).json();
    expect(meeraFeed.items.some((p: { author: { user_id: number } }) => p.author.user_id === ids.asha)).toBe(false);
    expect((await call('GET', `community/posts/${postId}`, cookies.meera!)).statusCode).toBe(404);
    // a report, then a moderator hides it (through the registered target)
    const { moderationTarget } = await import('../moderation/targets.ts');
    await inTenant(t.database.db, (tx) =>
      moderationTarget('post')!.setHidden(tx, postId, true, new Date().toISOString()),
    );
    expect((await call('GET', `community/posts/${postId}`, cookies.ravi!)).statusCode).toBe(404);
    const own = await call('GET', `community/posts/${postId}`, cookies.asha!);
    expect(own.json().hidden).toBe(true);
    expect((await call('GET', `community/posts/${postId}`, admin)).json().hidden).toBe(true);
    const described = await inTenant(t.database.db, (tx) => moderationTarget('post')!.describe(tx, postId, ids.kabir!));
    expect(described).toMatchObject({ authorId: ids.asha, hidden: true, link: `/community?post=${postId}` });
  });

  it('a new post reaches the sockets of its audience only, after commit', async () => {
    const url = await listenForSockets(t.app);
    const ravi = await connectedSocket(url, { cookie: cookies.ravi! });
    const kabir = await connectedSocket(url, { cookie: cookies.kabir! });
    const raviHeard = record(ravi, 'post:new');
    const kabirHeard = record(kabir, 'post:new');
    const res = await write('POST', 'community/posts', cookies.asha!, { body_html: '<p>Live from the demo day</p>' });
    await eventually(() => raviHeard.length === 1, 'ravi hears of the post');
    expect(raviHeard[0]).toEqual({ post_id: res.json().post_id, author_id: ids.asha, circle_id: null });
    expect(kabirHeard).toHaveLength(0);
    ravi.close();
    kabir.close();
  });

  it('deletes softly with confirm on the client; others may not (403); gone for everyone (404)', async () => {
    const id = (await write('POST', 'community/posts', cookies.asha!, { body_html: 'Typo' })).json().post_id;
    expect((await write('DELETE', `community/posts/${id}`, cookies.ravi!)).statusCode).toBe(403);
    expect((await write('DELETE', `community/posts/${id}`, cookies.asha!)).statusCode).toBe(204);
    expect((await call('GET', `community/posts/${id}`, cookies.asha!)).statusCode).toBe(404);
    expect(
      (await call('GET', 'community/posts/mine', cookies.asha!))
        .json()
        .items.map((p: { post_id: number }) => p.post_id),
    ).not.toContain(id);
  });
});
