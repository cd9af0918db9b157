import { GROUP_MAX_MEMBERS } from '@ankur/shared/schemas/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../../lib/clock.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createUser, signIn, signInAdmin } from '../../../test/factories.ts';

/** Circles (issue 21): create, join, request and approve, invite, roles, members, the conversation. */
describe('community circles', () => {
  let t: TestApp;
  const clock = manualClock(new Date(Date.now() + 7 * 864e5));
  const ids: Record<string, number> = {};
  const cookies: Record<string, string> = {};
  let admin: string;

  type Method = 'GET' | 'PUT' | 'POST' | 'PATCH' | 'DELETE';
  const call = (method: Method, url: string, cookie: string, payload?: unknown) => {
    clock.advance(6000);
    return t.app.inject({
      method,
      url: `/api/${url}`,
      headers: { cookie },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  };
  const notes = async (who: string) =>
    (await call('GET', 'notifications', cookies[who]!)).json().data as { type: string; title: string }[];

  beforeAll(async () => {
    t = await createTestApp({}, { clock });
    for (const name of ['nisha', 'arjun', 'farah', 'dev']) {
      ids[name] = await createUser(t.database.db, name);
      cookies[name] = await signIn(t.app, name);
    }
    admin = await signInAdmin(t.app);
  });
  afterAll(() => t.close());

  let open: number;
  let cohort: number;
  let secret: number;

  it('creates circles; the creator owns them and their conversation; a bad field answers 400 naming it', async () => {
    const bad = await call('POST', 'community/circles', cookies.nisha!, { name: 'AB' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('name');
    const res = await call('POST', 'community/circles', cookies.nisha!, {
      name: 'AgriTech Innovators',
      description: 'Farm-to-market founders',
      rules: '<p>Be kind</p><script>x</script>',
      topics: ['AgriTech'],
    });
    expect(res.statusCode).toBe(201);
    open = res.json().circle_id;
    expect(res.json()).toMatchObject({
      my_role: 'owner',
      my_status: 'active',
      member_count: 1,
      can_manage: true,
      topics: ['agritech'],
    });
    expect(res.json().rules).not.toContain('script');
    expect(res.json().conversation_id).toBeGreaterThan(0);
    cohort = (
      await call('POST', 'community/circles', cookies.nisha!, {
        name: 'Idea to Impact — Cohort 3',
        visibility: 'private',
      })
    ).json().circle_id;
    secret = (
      await call('POST', 'community/circles', cookies.nisha!, { name: 'Board room', visibility: 'hidden' })
    ).json().circle_id;
  });

  it('discover lists public and private circles, never hidden ones; search and topic filter', async () => {
    const found = (await call('GET', 'community/circles', cookies.arjun!))
      .json()
      .items.map((c: { circle_id: number }) => c.circle_id);
    expect(found).toEqual(expect.arrayContaining([open, cohort]));
    expect(found).not.toContain(secret);
    expect((await call('GET', `community/circles/${secret}`, cookies.arjun!)).statusCode).toBe(404);
    expect((await call('POST', `community/circles/${secret}/join`, cookies.arjun!, {})).statusCode).toBe(404);
    // (the demo content's circles are in the database too)
    const byTopic = (await call('GET', 'community/circles?topic=agritech', cookies.arjun!)).json().items;
    const topicIds = byTopic.map((c: { circle_id: number }) => c.circle_id);
    expect(topicIds).toContain(open);
    expect(topicIds).not.toContain(cohort);
    const byName = (await call('GET', 'community/circles?q=cohort', cookies.arjun!)).json().items;
    const nameIds = byName.map((c: { circle_id: number }) => c.circle_id);
    expect(nameIds).toContain(cohort);
    expect(nameIds).not.toContain(open);
    // keyset pages: newest first, no circle twice
    const first = (await call('GET', 'community/circles?limit=2', cookies.arjun!)).json();
    const second = (await call('GET', `community/circles?limit=2&after=${first.next}`, cookies.arjun!)).json();
    const ids = [...first.items, ...second.items].map((c: { circle_id: number }) => c.circle_id);
    expect(new Set(ids).size).toBe(4);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it('joins a public circle at once: counts, the conversation, posting; leaving undoes it', async () => {
    const joined = await call('POST', `community/circles/${open}/join`, cookies.arjun!, {});
    expect(joined.statusCode).toBe(200);
    expect(joined.json()).toMatchObject({ my_status: 'active', member_count: 2 });
    const convo = await call('GET', `conversations/${joined.json().conversation_id}`, cookies.arjun!);
    expect(convo.statusCode).toBe(200);
    expect((await call('POST', `community/circles/${open}/join`, cookies.arjun!, {})).statusCode).toBe(409);
    const post = await call('POST', 'community/posts', cookies.arjun!, { body_html: 'Hello circle', circle_id: open });
    expect(post.statusCode).toBe(201);
    expect(post.json().circle).toMatchObject({ circle_id: open });
    // a non-member may not post in it
    expect((await call('POST', 'community/posts', cookies.dev!, { body_html: 'Hi', circle_id: open })).statusCode).toBe(
      403,
    );
    // the owner pins it; it comes first
    expect(
      (await call('PUT', `community/posts/${post.json().post_id}/pin`, cookies.nisha!, { pinned: true })).statusCode,
    ).toBe(200);
    expect(
      (await call('PUT', `community/posts/${post.json().post_id}/pin`, cookies.arjun!, { pinned: false })).statusCode,
    ).toBe(403);
    const posts = (await call('GET', `community/circles/${open}/posts`, cookies.dev!)).json();
    expect(posts.pinned.map((p: { post_id: number }) => p.post_id)).toEqual([post.json().post_id]);
    expect((await call('GET', `community/circles/${open}`, cookies.dev!)).json().post_count).toBe(1);
    // the owner must hand the circle on before leaving
    expect((await call('POST', `community/circles/${open}/leave`, cookies.nisha!)).statusCode).toBe(409);
  });

  it('a private circle: request with a note, moderators told, approve; non-members see the about, not the posts', async () => {
    expect((await call('GET', `community/circles/${cohort}/posts`, cookies.farah!)).statusCode).toBe(403);
    const asked = await call('POST', `community/circles/${cohort}/join`, cookies.farah!, {
      note: 'Building a millet brand',
    });
    expect(asked.json()).toMatchObject({ my_status: 'requested', member_count: 1 });
    expect((await notes('nisha')).some((n) => n.type === 'circle_request' && n.title.includes('Cohort 3'))).toBe(true);
    // a member who is not a moderator may not see or decide requests
    expect((await call('GET', `community/circles/${cohort}/members?status=requested`, cookies.farah!)).statusCode).toBe(
      403,
    );
    const requests = (await call('GET', `community/circles/${cohort}/members?status=requested`, cookies.nisha!)).json();
    expect(requests.items).toEqual([
      expect.objectContaining({ user_id: ids.farah, request_note: 'Building a millet brand' }),
    ]);
    const mine = (await call('GET', 'community/circles?scope=manage', cookies.nisha!)).json().items;
    expect(mine.find((c: { circle_id: number }) => c.circle_id === cohort).pending_requests).toBe(1);
    const approved = await call('POST', `community/circles/${cohort}/requests/${ids.farah}`, cookies.nisha!, {
      approve: true,
    });
    expect(approved.json().member_count).toBe(2);
    expect((await notes('farah')).some((n) => n.type === 'circle_approved')).toBe(true);
    expect((await call('GET', `community/circles/${cohort}/posts`, cookies.farah!)).statusCode).toBe(200);
  });

  it('a hidden circle by invitation: the invited see it and accept; roles and ownership; removal', async () => {
    expect(
      (await call('POST', `community/circles/${secret}/invitations`, cookies.nisha!, { user_ids: [ids.dev] })).json(),
    ).toEqual({ invited: 1 });
    expect((await notes('dev')).some((n) => n.type === 'circle_invite')).toBe(true);
    const mine = (await call('GET', 'community/circles?scope=mine', cookies.dev!)).json().items;
    expect(mine[0]).toMatchObject({ circle_id: secret, my_status: 'invited' });
    expect((await call('POST', `community/circles/${secret}/join`, cookies.dev!, {})).json().my_status).toBe('active');
    // only the owner changes roles
    expect(
      (await call('PUT', `community/circles/${secret}/members/${ids.nisha}`, cookies.dev!, { role: 'member' }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await call('PUT', `community/circles/${secret}/members/${ids.dev}`, cookies.nisha!, { role: 'moderator' })
      ).json().member_count,
    ).toBe(2);
    const handed = await call('PUT', `community/circles/${secret}/members/${ids.dev}`, cookies.nisha!, {
      role: 'owner',
    });
    expect(handed.json()).toMatchObject({ owner: { user_id: ids.dev }, my_role: 'moderator' });
    // a moderator may not remove the owner; the owner removes the moderator
    expect((await call('DELETE', `community/circles/${secret}/members/${ids.dev}`, cookies.nisha!)).statusCode).toBe(
      409,
    );
    expect((await call('DELETE', `community/circles/${secret}/members/${ids.nisha}`, cookies.dev!)).statusCode).toBe(
      204,
    );
    expect((await call('GET', `community/circles/${secret}`, cookies.nisha!)).statusCode).toBe(404);
    // community moderators see every circle
    expect((await call('GET', `community/circles/${secret}`, admin)).statusCode).toBe(200);
  });

  it('archives: no new posts; the conversation limit is reported past GROUP_MAX_MEMBERS', async () => {
    const archived = await call('PATCH', `community/circles/${open}`, cookies.nisha!, { archived: true });
    expect(archived.json().archived).toBe(true);
    expect(
      (await call('POST', 'community/posts', cookies.arjun!, { body_html: 'Late', circle_id: open })).statusCode,
    ).toBe(403);
    expect((await call('PATCH', `community/circles/${open}`, cookies.arjun!, { name: 'Mine now' })).statusCode).toBe(
      403,
    );
    expect(archived.json().conversation_full).toBe(2 > GROUP_MAX_MEMBERS);
  });
});
