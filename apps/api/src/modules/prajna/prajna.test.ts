import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { circleMembers, circles } from '../../db/schema/community.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createUser, inTenant, signIn } from '../../test/factories.ts';
import { indexDocuments, type SearchDoc } from '../search/index.ts';

/**
 * Prajna without a provider (the embedded default): answers are the library's passages, cited;
 * only what the asker may read is cited; response sets, history, rate limit, validation.
 */

const PASHMINA = '/article/prajna-test-pashmina-cooperative';
const PASHMINA_HI = '/article/prajna-test-pashmina-hi';
const PRICING = '/article/prajna-test-pricing';
const CIRCLE_POST = '/community/posts/prajna-test-circle';

const docs = (circleId: number): SearchDoc[] => [
  {
    kind: 'content',
    ref_id: 990_001,
    title: 'Registering a pashmina weavers cooperative in Kullu',
    body: [
      'A weavers cooperative in Kullu registers with the Registrar of Cooperative Societies of Himachal Pradesh; seven members and a bye-law draft are enough to start.',
      'The pashmina shawl makers of Bhuntar registered their cooperative in 2019 and now sell through the state emporium.',
      'Keep the minutes of the first general meeting: the registrar asks for them with the application.',
    ].join('\n\n'),
    url: PASHMINA,
    audience: 'public',
    boost: 1,
    meta: { topics: ['Pashmina cooperatives'] },
  },
  {
    kind: 'content',
    ref_id: 990_002,
    title: 'कुल्लू में पश्मीना बुनकर सहकारी समिति का पंजीकरण',
    body: [
      'कुल्लू के पश्मीना बुनकर अपनी सहकारी समिति का पंजीकरण सहकारी समितियों के रजिस्ट्रार के पास करते हैं।',
      'पंजीकरण के लिए कम से कम सात सदस्य और उपनियमों का मसौदा चाहिए।',
    ].join('\n'),
    url: PASHMINA_HI,
    language: 'hi',
    audience: 'members',
  },
  {
    kind: 'content',
    ref_id: 990_003,
    title: 'Pricing your first handloom product',
    body: 'Price a handloom stole from the yarn, the weaving days and the margin your retailer expects.',
    url: PRICING,
    audience: 'members',
  },
  {
    kind: 'content',
    ref_id: 990_005,
    title: 'Selling Kullu shawls through the state emporium',
    body: 'A registered pashmina cooperative can apply for a counter at the Himachal emporium in Delhi.\nThe emporium pays the cooperative within 45 days of a sale.',
    url: '/article/prajna-test-emporium',
    audience: 'members',
  },
  {
    kind: 'thread',
    ref_id: 990_006,
    title: 'GI tag for Kullu shawls: does our cooperative qualify?',
    body: 'Our pashmina weavers cooperative in Kullu wants to use the GI tag. The registrar says the tag belongs to registered producers.',
    url: '/community/forum/threads/prajna-test-gi-tag',
    audience: 'members',
  },
  {
    kind: 'post',
    ref_id: 990_004,
    title: 'Circle notes: the pashmina cooperative registrar shortcut',
    body: 'Only for our circle: the registrar in Kullu accepts pashmina cooperative bye-laws by e-mail.',
    url: CIRCLE_POST,
    audience: 'circle',
    circle_id: circleId,
  },
];

describe('Prajna (no provider: answers from the library)', () => {
  let t: TestApp;
  const cookies: Record<string, string> = {};
  const ids: Record<string, number> = {};

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, cookie?: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api/${url}`,
      headers: cookie ? { cookie } : {},
      payload: payload as object,
    });

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    for (const name of ['prajna_meera', 'prajna_kabir', 'prajna_limit', 'prajna_member']) {
      ids[name] = await createUser(db, name);
      cookies[name] = await signIn(t.app, name);
    }
    const circleId = await inTenant(db, async (tx) => {
      const [c] = await tx
        .insert(circles)
        .values({ name: 'Prajna test weavers circle', visibility: 'hidden', owner_user_id: ids.prajna_member! })
        .returning({ id: circles.circle_id });
      await tx.insert(circleMembers).values({ circle_id: c!.id, user_id: ids.prajna_member!, status: 'active' });
      await indexDocuments(tx, docs(c!.id));
      return c!.id;
    });
    expect(circleId).toBeGreaterThan(0);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers an English question with the best passages, quoted and cited', async () => {
    const res = await call('POST', 'prajna/ask', cookies.prajna_meera, {
      question: 'How do Kullu pashmina weavers register a cooperative?',
    });
    expect(res.statusCode, res.body).toBe(201);
    const a = res.json();
    expect(a).toMatchObject({ language: 'en', mode: 'passages', provider: null, fell_back: false, set_index: 1 });
    expect(a.root_id).toBe(a.answer_id);
    expect(a.citations[0].url).toBe(PASHMINA);
    expect(a.citations.map((c: { url: string }) => c.url)).not.toContain(PRICING);
    expect(a.text).toContain('Here is what the library says');
    expect(a.text).toContain('[1]');
    expect(a.citations[0].snippet).toContain('«');
    expect(a.usage).toEqual({ used: 1, limit: 20 });
  });

  it('answers a Hindi question in Hindi, citing the Hindi piece', async () => {
    const res = await call('POST', 'prajna/ask', cookies.prajna_meera, {
      question: 'कुल्लू के पश्मीना बुनकर सहकारी समिति का पंजीकरण कैसे करें?',
    });
    expect(res.statusCode, res.body).toBe(201);
    const a = res.json();
    expect(a.language).toBe('hi');
    expect(a.citations[0].url).toBe(PASHMINA_HI);
    expect(a.text).toContain('पुस्तकालय');
  });

  it('cites a circle-only post to the circle’s members and to nobody else', async () => {
    const question = { question: 'pashmina cooperative registrar shortcut bye-laws by e-mail' };
    const outsider = (await call('POST', 'prajna/ask', cookies.prajna_kabir, question)).json();
    expect(outsider.citations.length).toBeGreaterThan(0);
    expect(outsider.citations.map((c: { url: string }) => c.url)).not.toContain(CIRCLE_POST);
    expect(outsider.text).not.toContain('Only for our circle');
    const member = (await call('POST', 'prajna/ask', cookies.prajna_member, question)).json();
    expect(member.citations.map((c: { url: string }) => c.url)).toContain(CIRCLE_POST);
  });

  it('says plainly when the library has nothing, without an error', async () => {
    const res = await call('POST', 'prajna/ask', cookies.prajna_kabir, { question: 'xqzvwk plorbnitz' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ mode: 'passages', citations: [] });
    expect(res.json().text).toContain('nothing on this yet');
  });

  it('adds response sets with other passages, lists them, and ends with a 409 when none are left', async () => {
    const first = (
      await call('POST', 'prajna/ask', cookies.prajna_kabir, { question: 'Kullu pashmina cooperative registrar' })
    ).json();
    const second = await call('POST', `prajna/answers/${first.answer_id}/alternatives`, cookies.prajna_kabir);
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json()).toMatchObject({ root_id: first.answer_id, set_index: 2 });
    expect(second.json().text).not.toBe(first.text);
    // an alternative of an alternative belongs to the same question
    let last = second;
    for (let i = 0; i < 10 && last.statusCode === 201; i++) {
      last = await call('POST', `prajna/answers/${last.json().answer_id}/alternatives`, cookies.prajna_kabir);
    }
    expect(last.statusCode).toBe(409);
    const thread = (await call('GET', `prajna/answers/${second.json().answer_id}`, cookies.prajna_kabir)).json();
    expect(thread.sets.length).toBeGreaterThanOrEqual(2);
    expect(thread.sets.map((s: { set_index: number }) => s.set_index)).toEqual(
      thread.sets.map((_: unknown, i: number) => i + 1),
    );
    // nobody else reads, extends or deletes them
    expect((await call('GET', `prajna/answers/${first.answer_id}`, cookies.prajna_meera)).statusCode).toBe(404);
    expect(
      (await call('POST', `prajna/answers/${first.answer_id}/alternatives`, cookies.prajna_meera)).statusCode,
    ).toBe(404);
    expect((await call('DELETE', `prajna/answers/${first.answer_id}`, cookies.prajna_meera)).statusCode).toBe(404);
  });

  it('keeps my history (questions, newest first, with their sets), forgets one and all', async () => {
    const h = (await call('GET', 'prajna/history?limit=1', cookies.prajna_kabir)).json();
    expect(h.items).toHaveLength(1);
    expect(h.items[0]).toMatchObject({ question: 'Kullu pashmina cooperative registrar' });
    expect(h.items[0].sets).toBeGreaterThanOrEqual(2);
    expect(h.next_cursor).not.toBeNull();
    const rest = (await call('GET', `prajna/history?cursor=${h.next_cursor}`, cookies.prajna_kabir)).json();
    expect(rest.items.map((i: { question: string }) => i.question)).toContain('xqzvwk plorbnitz');
    expect((await call('DELETE', `prajna/answers/${h.items[0].answer_id}`, cookies.prajna_kabir)).statusCode).toBe(204);
    const after = (await call('GET', 'prajna/history', cookies.prajna_kabir)).json();
    expect(after.items.map((i: { answer_id: number }) => i.answer_id)).not.toContain(h.items[0].answer_id);
    const all = await call('DELETE', 'prajna/history', cookies.prajna_kabir);
    expect(all.json().deleted).toBeGreaterThan(0);
    expect((await call('GET', 'prajna/history', cookies.prajna_kabir)).json().items).toEqual([]);
    // Meera's history is untouched
    expect((await call('GET', 'prajna/history', cookies.prajna_meera)).json().items.length).toBeGreaterThan(0);
  });

  it('one page of history is a constant number of queries', async () => {
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
      const res = await call('GET', url, cookies.prajna_meera);
      spy.mockRestore();
      return { n, items: res.json().items.length as number };
    };
    const small = await queriesOf('prajna/history?limit=1');
    const large = await queriesOf('prajna/history?limit=50');
    expect(large.items).toBeGreaterThan(small.items);
    expect(large.n).toBe(small.n);
  });

  it('validates the question and names the field', async () => {
    const short = await call('POST', 'prajna/ask', cookies.prajna_meera, { question: 'a' });
    expect(short.statusCode).toBe(400);
    expect(short.body).toContain('question');
    const long = await call('POST', 'prajna/ask', cookies.prajna_meera, { question: 'x'.repeat(501) });
    expect(long.statusCode).toBe(400);
    const lang = await call('POST', 'prajna/ask', cookies.prajna_meera, { question: 'pashmina', language: 'fr' });
    expect(lang.statusCode).toBe(400);
    expect(lang.body).toContain('language');
    expect((await call('POST', 'prajna/ask', undefined, { question: 'pashmina weavers' })).statusCode).toBe(401);
  });

  it('limits each person to 20 questions an hour: a 429 says when to ask again', async () => {
    for (let i = 0; i < 20; i++) {
      const res = await call('POST', 'prajna/ask', cookies.prajna_limit, { question: `what is it ${i}` });
      expect(res.statusCode, res.body).toBe(201);
    }
    const over = await call('POST', 'prajna/ask', cookies.prajna_limit, { question: 'pashmina weavers' });
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(over.json().message).toMatch(/Ask again in \d+ minute/);
    const overview = (await call('GET', 'prajna/overview', cookies.prajna_limit)).json();
    expect(overview.usage).toEqual({ used: 20, limit: 20 });
    // others still ask
    expect((await call('POST', 'prajna/ask', cookies.prajna_meera, { question: 'pashmina' })).statusCode).toBe(201);
  });

  it('shows signed-out visitors who answers and questions from the public library', async () => {
    const res = await call('GET', 'prajna/overview?language=hi');
    expect(res.statusCode).toBe(200);
    const o = res.json();
    expect(o.provider).toBeNull();
    expect(o.usage.used).toBe(0);
    expect(o.suggestions).toContainEqual({
      topic: 'Pashmina cooperatives',
      question: 'Pashmina cooperatives के बारे में बताइए',
    });
    // the members-only Hindi piece is not a signed-out topic
    expect(JSON.stringify(o.suggestions)).not.toContain('पश्मीना बुनकर');
  });

  it('shows administrators the test bench: configuration, every step of a run, health', async () => {
    const admin = await signIn(t.app, 'admin@ankur.test', 'test-admin-password');
    const cfg = (await call('GET', 'prajna/bench/config', admin)).json();
    expect(cfg).toMatchObject({ configured: false, provider: null, has_key: false, hourly_limit: 20 });
    const run = await call('POST', 'prajna/bench/run', admin, {
      question: 'Kullu pashmina cooperative, call me on +91 98765 43210',
    });
    expect(run.statusCode, run.body).toBe(200);
    const r = run.json();
    expect(r.scrubbed).toBe('Kullu pashmina cooperative, call me on [phone]');
    expect(r.documents[0]).toMatchObject({ rank: 1 });
    expect(r.documents.map((d: { url: string }) => d.url)).toContain(PASHMINA);
    expect(r.passages.length).toBeGreaterThan(0);
    expect(r.prompt[1].content).toContain('[1]');
    expect(r.prompt[1].content).toContain('[phone]');
    expect(r.provider_answer).toBeNull();
    expect((await call('POST', 'prajna/bench/health', admin)).json().ok).toBe(true);
    expect((await call('GET', 'prajna/bench/config', cookies.prajna_meera)).statusCode).toBe(403);
  });
});
