import { CONNECTION_REQUESTS_PER_DAY } from '@ankur/shared/schemas/community-network';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../../lib/clock.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createUser, inTenant, signIn, signInAdmin } from '../../../test/factories.ts';

/**
 * The network (issue 21, decision 36): the directory shows only what each person shares and
 * filters only on it; connections go request → accept/decline/withdraw/remove with one row per
 * pair, a daily limit and notifications; following keeps counts; suggestions give their reasons.
 */
describe('community network', () => {
  let t: TestApp;
  const clock = manualClock(new Date(Date.now() + 7 * 864e5));
  const ids: Record<string, number> = {};
  const cookies: Record<string, string> = {};

  type Method = 'GET' | 'PUT' | 'POST' | 'DELETE' | 'PATCH';
  const call = (method: Method, url: string, who: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api/${url}`,
      headers: { cookie: cookies[who]! },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const rows = async (query: ReturnType<typeof sql>) =>
    inTenant(t.database.db, async (tx) => (await tx.execute(query)) as unknown as { rows: Record<string, unknown>[] });

  beforeAll(async () => {
    t = await createTestApp({}, { clock });
    const people: [string, string][] = [
      ['meera', 'Entrepreneur'],
      ['arjun', 'Volunteer'],
      ['kavya', 'Expert'],
      ['ravi', 'Entrepreneur'],
      ['sunita', 'Organisation'],
    ];
    for (const [name, role] of people) {
      ids[name] = await createUser(t.database.db, name, role);
      cookies[name] = await signIn(t.app, name);
    }
    const profile = (who: string, body: object) => call('PUT', 'profiles/me', who, body);
    expect(
      (
        await profile('meera', {
          headline: 'Founder, Krishi Setu',
          city: 'Nashik',
          state: 'Maharashtra',
          skills: ['Agronomy', 'Sales'],
          languages: ['Marathi', 'Hindi'],
        })
      ).statusCode,
    ).toBe(200);
    await profile('arjun', { headline: 'Volunteer teacher', city: 'Nashik', skills: ['Teaching'] });
    // Kavya shows her basic section to nobody: her city and headline neither show nor match
    await profile('kavya', { headline: 'Secret mentor', city: 'Nashik', visibility: { basic: 'only_me' } });
    await profile('ravi', { headline: 'Dairy founder', city: 'Pune' });
    await profile('sunita', { headline: 'Programme lead, Villgro', city: 'Chennai' });
  });
  afterAll(() => t.close());

  it('the directory searches, filters and pages, showing only shared sections', async () => {
    const all = await call('GET', 'community/members', 'meera');
    expect(all.statusCode).toBe(200);
    const names = all.json().items.map((c: { user_id: number }) => c.user_id);
    expect(names).not.toContain(ids.meera);
    expect(names).toEqual(expect.arrayContaining([ids.arjun, ids.kavya, ids.ravi]));
    const kavya = all.json().items.find((c: { user_id: number }) => c.user_id === ids.kavya);
    expect(kavya).toMatchObject({ headline: null, city: null, photo_url: null, roles: ['Expert'] });
    expect(JSON.stringify(all.json())).not.toContain('@example.org');

    const nashik = await call('GET', 'community/members?city=nashik', 'ravi');
    const inNashik = nashik.json().items.map((c: { user_id: number }) => c.user_id);
    expect(inNashik).toEqual(expect.arrayContaining([ids.meera, ids.arjun]));
    expect(inNashik).not.toContain(ids.kavya);
    const secret = await call('GET', 'community/members?q=secret', 'ravi');
    expect(secret.json().items).toEqual([]);
    // a shown headline matches (through directory_headline_matches), with a filter beside it too
    const byHeadline = await call('GET', 'community/members?q=VILLGRO', 'ravi');
    expect(byHeadline.json().items.map((c: { user_id: number }) => c.user_id)).toEqual([ids.sunita]);
    const teacher = await call('GET', 'community/members?q=teacher&city=Nashik', 'meera');
    expect(teacher.json().items.map((c: { user_id: number }) => c.user_id)).toEqual([ids.arjun]);
    const byName = await call('GET', 'community/members?q=MEER&skill=agronomy', 'ravi');
    expect(byName.json().items.map((c: { user_id: number }) => c.user_id)).toEqual([ids.meera]);
    const role = await call('GET', `community/members?role=Volunteer&city=Nashik`, 'ravi');
    expect(role.json().items.map((c: { user_id: number }) => c.user_id)).toEqual([ids.arjun]);
    const lang = await call('GET', 'community/members?language=marathi', 'ravi');
    const speakers = lang.json().items.map((c: { user_id: number }) => c.user_id);
    expect(speakers).toContain(ids.meera);
    expect(speakers).not.toContain(ids.arjun);

    const bad = await call('GET', 'community/members?state=Atlantis', 'ravi');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('state');
    const page = await call('GET', `community/members?before=${ids.ravi}`, 'meera');
    expect(page.json().items.every((c: { user_id: number }) => c.user_id < ids.ravi!)).toBe(true);
    const facets = await call('GET', 'community/members/facets', 'meera');
    expect(facets.json().roles).toContain('Entrepreneur');
  });

  it('a member who has not written a profile yet is found by name', async () => {
    const id = await createUser(t.database.db, 'nilesh', 'Entrepreneur');
    const found = await call('GET', 'community/members?q=nilesh', 'meera');
    expect(found.json().items).toMatchObject([{ user_id: id, name: 'nilesh Tester', roles: ['Entrepreneur'] }]);
    // a filter on a profile section never matches someone who has none
    const inCity = await call('GET', 'community/members?q=nilesh&city=nashik', 'meera');
    expect(inCity.json().items).toEqual([]);
  });

  it('state, city, sector and stage filters follow profile, venture and name changes at once', async () => {
    const find = async (qs: string) =>
      (await call('GET', `community/members?${qs}`, 'ravi')).json().items.map((c: { user_id: number }) => c.user_id);
    const created = await call('POST', 'ventures', 'meera', {
      name: 'Krishi Setu',
      stage: 'validation',
      sector: 'agritech',
      state: 'Maharashtra',
      city: 'Nashik',
      team_size: 3,
      website: null,
      pitch: 'Cold chain for onion farmers',
      needs: [],
    });
    expect(created.statusCode).toBe(201);
    const venture = created.json().venture_id as number;
    expect(await find('state=Maharashtra&sector=agritech&q=meer')).toEqual([ids.meera]);
    expect(await find('sector=agritech&stage=validation&city=nashik')).toContain(ids.meera);
    expect(await find('sector=agritech&stage=growth&city=nashik')).not.toContain(ids.meera);
    // the venture changes sector: the filters follow in the same request
    expect((await call('PUT', `ventures/${venture}`, 'meera', { sector: 'edtech' })).statusCode).toBe(200);
    expect(await find('sector=agritech&q=meer')).toEqual([]);
    expect(await find('sector=edtech&q=meer')).toEqual([ids.meera]);
    // renamed with no tenant set (users is the platform's table): found by the new name only
    await t.database.db.execute(sql`update users set first_name = 'Meenakshi' where user_id = ${ids.meera}`);
    expect(await find('state=Maharashtra&q=meenak')).toEqual([ids.meera]);
    // the profile moves to another state
    expect((await call('PUT', 'profiles/me', 'meera', { state: 'Goa' })).statusCode).toBe(200);
    expect(await find('state=Maharashtra&q=meenak')).toEqual([]);
    expect(await find('state=Goa&q=meenak')).toEqual([ids.meera]);
    // one directory row per person with a profile or a venture, none after both are gone
    const [count] = (
      await rows(sql`select (select count(*) from directory_people) as d,
        (select count(*) from (select user_id from user_profiles union select owner_user_id from ventures) x) as p`)
    ).rows;
    expect(Number(count!.d)).toBe(Number(count!.p));
    await rows(sql`delete from ventures where venture_id = ${venture}`);
    expect(await find('sector=edtech')).not.toContain(ids.meera);
    await t.database.db.execute(sql`update users set first_name = 'meera' where user_id = ${ids.meera}`);
    expect((await call('PUT', 'profiles/me', 'meera', { state: 'Maharashtra' })).statusCode).toBe(200);
    expect(await find('state=Maharashtra&q=meer')).toContain(ids.meera);
  });

  it('blocked people are left out of the directory and cannot be asked to connect', async () => {
    await rows(sql`insert into user_blocks (blocker_id, blocked_id) values (${ids.ravi}, ${ids.arjun})`);
    const list = await call('GET', 'community/members', 'arjun');
    expect(list.json().items.map((c: { user_id: number }) => c.user_id)).not.toContain(ids.ravi);
    expect((await call('POST', 'community/connections', 'arjun', { user_id: ids.ravi })).statusCode).toBe(404);
    expect(
      (await call('PUT', 'community/follows', 'arjun', { target_kind: 'user', target_id: ids.ravi })).statusCode,
    ).toBe(404);
    await rows(sql`delete from user_blocks where blocker_id = ${ids.ravi}`);
  });

  it('a request with a note is received, accepted and notified; one row per pair', async () => {
    const self = await call('POST', 'community/connections', 'meera', { user_id: ids.meera });
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toContain('user_id');
    const long = await call('POST', 'community/connections', 'meera', { user_id: ids.arjun, note: 'x'.repeat(301) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain('note');

    const sent = await call('POST', 'community/connections', 'meera', {
      user_id: ids.arjun,
      note: 'Met at the Nashik meetup',
    });
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({ status: 'pending', direction: 'sent', note: 'Met at the Nashik meetup' });
    expect((await call('POST', 'community/connections', 'meera', { user_id: ids.arjun })).statusCode).toBe(409);

    const counts = await call('GET', 'community/network/counts', 'arjun');
    expect(counts.json()).toMatchObject({ received: 1, connections: 0 });
    const received = await call('GET', 'community/connections?box=received', 'arjun');
    expect(received.json().items).toHaveLength(1);
    expect(received.json().items[0]).toMatchObject({ direction: 'received', person: { user_id: ids.meera } });
    const note = await rows(
      sql`select type, link from notifications where user_id = ${ids.arjun} and type = 'connection_request'`,
    );
    expect(note.rows).toEqual([{ type: 'connection_request', link: '/community/connections' }]);

    // the addressee cannot withdraw; someone else cannot accept
    const id = sent.json().connection_id;
    expect((await call('DELETE', `community/connections/${id}`, 'arjun')).statusCode).toBe(400);
    expect((await call('POST', `community/connections/${id}/accept`, 'ravi')).statusCode).toBe(404);
    const accepted = await call('POST', `community/connections/${id}/accept`, 'arjun');
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({
      status: 'accepted',
      person: { user_id: ids.meera, relation: 'connected' },
    });
    const ok = await rows(
      sql`select 1 from notifications where user_id = ${ids.meera} and type = 'connection_accepted'`,
    );
    expect(ok.rows).toHaveLength(1);

    const mine = await call('GET', 'community/connections?box=accepted&q=arj', 'meera');
    expect(mine.json().items.map((c: { person: { user_id: number } }) => c.person.user_id)).toEqual([ids.arjun]);
    const relation = await call('GET', `community/people/${ids.arjun}/relation`, 'meera');
    expect(relation.json()).toMatchObject({ relation: 'connected', connections: 1 });

    // either side removes
    expect((await call('DELETE', `community/connections/${id}`, 'arjun')).statusCode).toBe(204);
    expect((await call('GET', 'community/connections?box=accepted', 'meera')).json().items).toEqual([]);
  });

  it('asking someone who asked you accepts theirs; decline is quiet; withdraw deletes', async () => {
    const first = await call('POST', 'community/connections', 'ravi', { user_id: ids.kavya });
    expect(first.statusCode).toBe(201);
    const back = await call('POST', 'community/connections', 'kavya', { user_id: ids.ravi });
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({ connection_id: first.json().connection_id, status: 'accepted' });
    const pairs =
      await rows(sql`select count(*)::int as n from connections where least(requester_id, addressee_id) = least(${ids.ravi}::int, ${ids.kavya}::int)
      and greatest(requester_id, addressee_id) = greatest(${ids.ravi}::int, ${ids.kavya}::int)`);
    expect(pairs.rows[0]).toEqual({ n: 1 });

    clock.advance(6000);
    const ask = await call('POST', 'community/connections', 'ravi', { user_id: ids.sunita });
    const declined = await call('POST', `community/connections/${ask.json().connection_id}/decline`, 'sunita');
    expect(declined.json().status).toBe('declined');
    const sent = await call('GET', 'community/connections?box=sent', 'ravi');
    expect(sent.json().items[0]).toMatchObject({ status: 'pending', person: { relation: 'sent' } });
    expect((await call('POST', 'community/connections', 'ravi', { user_id: ids.sunita })).statusCode).toBe(409);
    expect((await call('DELETE', `community/connections/${ask.json().connection_id}`, 'ravi')).statusCode).toBe(204);
    expect((await call('GET', 'community/connections?box=sent', 'ravi')).json().items).toEqual([]);
  });

  it('connection requests are limited per day (429 with Retry-After)', async () => {
    const extra: number[] = [];
    for (let i = 0; i < CONNECTION_REQUESTS_PER_DAY + 1; i++) extra.push(await createUser(t.database.db, `bulk${i}`));
    let last = 0;
    let retry: string | undefined;
    for (const id of extra) {
      const res = await call('POST', 'community/connections', 'sunita', { user_id: id });
      last = res.statusCode;
      retry = res.headers['retry-after'] as string | undefined;
    }
    expect(last).toBe(429);
    expect(Number(retry)).toBeGreaterThan(0);
  });

  it('following people, organisations and circles keeps counts and notifies people', async () => {
    const f = await call('PUT', 'community/follows', 'ravi', { target_kind: 'user', target_id: ids.meera });
    expect(f.json()).toEqual({ following: true, follower_count: 1 });
    expect(
      (await call('PUT', 'community/follows', 'ravi', { target_kind: 'user', target_id: ids.meera })).json(),
    ).toEqual({
      following: true,
      follower_count: 1,
    });
    const notes = await rows(
      sql`select count(*)::int as n from notifications where user_id = ${ids.meera} and type = 'new_follower'`,
    );
    expect(notes.rows[0]).toEqual({ n: 1 });
    const followers = await call('GET', 'community/follows?kind=followers', 'meera');
    expect(followers.json().items).toMatchObject([{ target_id: ids.ravi, following: false }]);
    expect((await call('GET', 'community/follows?kind=user', 'ravi')).json().items[0].name).toBe('meera Tester');

    const created = await call('POST', 'community/organisations', 'sunita', {
      name: 'Villgro Innovations',
      category: 'ngo',
      city: 'Chennai',
      description: 'Funds and mentors social enterprises in health, agriculture and livelihoods.',
    });
    expect(created.statusCode).toBe(201);
    const org = created.json();
    const followed = await call('PUT', 'community/follows', 'meera', {
      target_kind: 'organisation',
      target_id: org.organisation_id,
    });
    expect(followed.json()).toEqual({ following: true, follower_count: 1 });
    const un = await call('DELETE', `community/follows/organisation/${org.organisation_id}`, 'meera');
    expect(un.json()).toEqual({ following: false, follower_count: 0 });
    expect(
      (await call('DELETE', `community/follows/organisation/${org.organisation_id}`, 'meera')).json().follower_count,
    ).toBe(0);

    const [circle] = (
      await rows(sql`insert into circles (name, visibility, owner_user_id) values ('Nashik growers', 'public', ${ids.meera}),
        ('Secret board', 'hidden', ${ids.meera}) returning circle_id`)
    ).rows as { circle_id: number }[];
    expect(
      (await call('PUT', 'community/follows', 'ravi', { target_kind: 'circle', target_id: circle!.circle_id }))
        .statusCode,
    ).toBe(200);
    expect(
      (await call('PUT', 'community/follows', 'ravi', { target_kind: 'circle', target_id: circle!.circle_id + 1 }))
        .statusCode,
    ).toBe(404);
    expect((await call('GET', 'community/follows?kind=circle', 'ravi')).json().items[0].name).toBe('Nashik growers');
    expect(
      (await call('PUT', 'community/follows', 'ravi', { target_kind: 'user', target_id: ids.ravi })).statusCode,
    ).toBe(400);
  });

  it('organisations: who creates, admins edit and manage members, tenant pages keep their name', async () => {
    const denied = await call('POST', 'community/organisations', 'meera', { name: 'My Org', category: 'corporate' });
    expect(denied.statusCode).toBe(403);
    const list = await call('GET', 'community/organisations?category=ngo', 'meera');
    expect(list.json()).toMatchObject({ may_create: false });
    const villgro = list.json().items.find((o: { name: string }) => o.name === 'Villgro Innovations');
    expect(villgro).toMatchObject({ slug: 'villgro-innovations', may_manage: false, member_count: 1 });

    const page = await call('GET', 'community/organisations/by-slug/villgro-innovations', 'meera');
    expect(page.json().members).toMatchObject([{ user_id: ids.sunita, role: 'admin' }]);
    expect((await call('GET', 'community/organisations/by-slug/nope', 'meera')).statusCode).toBe(404);

    const id = villgro.organisation_id;
    expect((await call('PATCH', `community/organisations/${id}`, 'meera', { city: 'Pune' })).statusCode).toBe(403);
    const edit = await call('PATCH', `community/organisations/${id}`, 'sunita', { website: 'ftp://x' });
    expect(edit.statusCode).toBe(400);
    expect(edit.json().message).toContain('website');
    const ok = await call('PATCH', `community/organisations/${id}`, 'sunita', { website: 'https://villgro.org' });
    expect(ok.json().website).toBe('https://villgro.org');

    const added = await call('POST', `community/organisations/${id}/members`, 'sunita', {
      user_id: ids.meera,
      role: 'admin',
    });
    expect(added.json().members).toHaveLength(2);
    const demote = await call('POST', `community/organisations/${id}/members`, 'meera', {
      user_id: ids.sunita,
      role: 'member',
    });
    expect(demote.statusCode).toBe(200);
    const last = await call('DELETE', `community/organisations/${id}/members/${ids.meera}`, 'meera');
    expect(last.statusCode).toBe(400);

    // a tenant's page: made from the tenant, its name not editable
    await rows(
      sql`insert into organisations (name, slug, category, represents_tenant) values ('IIT Madras Incubation Cell', 'iitm-ic', 'incubator', 'IITMIC')`,
    );
    const [tenantPage] = (await rows(sql`select organisation_id from organisations where slug = 'iitm-ic'`)).rows as {
      organisation_id: number;
    }[];
    const rename = await call('PATCH', `community/organisations/${tenantPage!.organisation_id}`, 'sunita', {
      name: 'X',
    });
    expect([400, 403]).toContain(rename.statusCode);
  });

  it('suggestions give their reasons and leave out connections', async () => {
    const res = await call('GET', 'community/suggestions', 'arjun');
    expect(res.statusCode).toBe(200);
    const meera = res.json().items.find((s: { person: { user_id: number } }) => s.person.user_id === ids.meera);
    expect(meera.reasons).toContainEqual({ kind: 'city', city: 'Nashik' });
    // Kavya's city is not shared: no city reason for her
    expect(
      res.json().items.find((s: { person: { user_id: number } }) => s.person.user_id === ids.kavya),
    ).toBeUndefined();
    // the demo network: the administrator is connected with Lakshmi, who is connected with Farhan
    cookies.admin = await signInAdmin(t.app);
    const admin = await call('GET', 'community/suggestions', 'admin');
    const farhan = admin.json().items.find((s: { person: { name: string } }) => s.person.name === 'Farhan Qureshi');
    expect(farhan.reasons).toContainEqual({ kind: 'mutual', count: 1 });
    const asked = admin.json().items.map((s: { person: { name: string } }) => s.person.name);
    expect(asked).not.toContain('Priya Deshmukh');
    const counts = await call('GET', 'community/network/counts', 'admin');
    expect(counts.json()).toMatchObject({ received: 2, sent: 1 });
    const ravi = await call('GET', 'community/suggestions', 'ravi');
    expect(ravi.json().items.map((s: { person: { user_id: number } }) => s.person.user_id)).not.toContain(ids.kavya);
  });

  it("'connections' sections show to accepted connections only, on the profile and in the directory", async () => {
    await call('PUT', 'profiles/me', 'kavya', { skills: ['Mentoring'], visibility: { about: 'connections' } });
    // Ravi and Kavya are connected (above); Meera is not
    const seen = await call('GET', `profiles/${ids.kavya}`, 'ravi');
    expect(seen.json().about.skills).toEqual(['Mentoring']);
    expect((await call('GET', `profiles/${ids.kavya}`, 'meera')).json().about).toBeNull();
    const card = (who: string) =>
      call('GET', 'community/members?skill=mentoring', who).then((r) =>
        r.json().items.find((c: { user_id: number }) => c.user_id === ids.kavya),
      );
    expect((await card('ravi')).skills).toEqual(['Mentoring']);
    expect(await card('meera')).toBeUndefined();
  });
});
