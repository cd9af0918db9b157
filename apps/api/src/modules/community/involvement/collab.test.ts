import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { organisations, posts } from '../../../db/schema/community.ts';
import { collabRequests, collabResponses } from '../../../db/schema/community-involvement.ts';
import { manualClock } from '../../../lib/clock.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createUser, inTenant, signIn } from '../../../test/factories.ts';
import { clearDemoInvolvement } from './test-support.repository.ts';

/**
 * The collaboration hub and the community hub (issue 21): requests with filters and pages, a
 * response opening the conversation with its note, blocks, closing, expiry, the people and
 * organisations open to collaborate, and the hub in a constant number of queries.
 */
describe('collaboration hub', () => {
  let t: TestApp;
  const clock = manualClock(new Date(Date.now() + 7 * 864e5));
  let priya: string;
  let priyaId: number;
  let rahul: string;
  let rahulId: number;
  let asha: string;
  let requestId: number;
  let seeded = { requests: 0, responses: 0 };

  type Method = 'GET' | 'PUT' | 'POST' | 'PATCH' | 'DELETE';
  const call = (method: Method, url: string, cookie?: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api/${url}`,
      headers: cookie ? { cookie } : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const cto = {
    kind: 'cofounder',
    title: 'CTO co-founder for an agritech start-up in Nashik',
    description: 'We sell soil sensors to grape growers; we need someone to own the firmware and the app.',
    sector: 'agritech',
    city: 'Nashik',
    state: 'Maharashtra',
    offered: '12% equity and a salary once we raise',
    sought: 'Embedded systems and Android',
    skills: ['IoT', 'Android'],
  };

  beforeAll(async () => {
    t = await createTestApp({}, { clock });
    const db = t.database.db;
    seeded = await inTenant(db, async (tx) => ({
      requests: (await tx.select().from(collabRequests)).length,
      responses: (await tx.select().from(collabResponses)).length,
    }));
    await clearDemoInvolvement(db);
    priyaId = await createUser(db, 'priya');
    rahulId = await createUser(db, 'rahul');
    await createUser(db, 'asha');
    priya = await signIn(t.app, 'priya');
    rahul = await signIn(t.app, 'rahul');
    asha = await signIn(t.app, 'asha');
  });
  afterAll(() => t.close());

  it('the demo seed wrote collaboration requests with responses', () => {
    expect(seeded.requests).toBeGreaterThanOrEqual(8);
    expect(seeded.responses).toBeGreaterThanOrEqual(3);
  });

  it('posts a request that expires in 60 days; bad fields answer 400 naming them', async () => {
    expect((await call('POST', 'community/collab-requests', undefined, cto)).statusCode).toBe(401);
    const bad = await call('POST', 'community/collab-requests', priya, { ...cto, sector: 'mining' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('sector');
    const res = await call('POST', 'community/collab-requests', priya, cto);
    expect(res.statusCode).toBe(201);
    requestId = res.json().request_id;
    const days = (new Date(res.json().expires_at).getTime() - clock.now().getTime()) / 864e5;
    expect(Math.round(days)).toBe(60);
    clock.advance(6000);
    const pilot = await call('POST', 'community/collab-requests', priya, {
      kind: 'pilot_partner',
      title: 'A pilot hospital in Pune for a point-of-care anaemia test',
      description: 'A hand-held haemoglobin reader; we need 300 readings beside a lab analyser.',
      sector: 'healthtech',
      city: 'Pune',
      state: 'Maharashtra',
      expires_in_days: 30,
    });
    expect(pilot.statusCode).toBe(201);
  });

  it('lists open requests with filters, search and keyset pages', async () => {
    const all = (await call('GET', 'community/collab-requests', rahul)).json();
    expect(all.data).toHaveLength(2);
    expect(all.can_post).toBe(true);
    expect((await call('GET', 'community/collab-requests?kind=cofounder', rahul)).json().data).toHaveLength(1);
    expect((await call('GET', 'community/collab-requests?sector=healthtech', rahul)).json().data[0].city).toBe('Pune');
    expect(
      (await call('GET', 'community/collab-requests?state=Maharashtra&city=nashik', rahul)).json().data,
    ).toHaveLength(1);
    expect((await call('GET', 'community/collab-requests?q=firmware', rahul)).json().data[0].request_id).toBe(
      requestId,
    );
    const first = (await call('GET', 'community/collab-requests?limit=1', rahul)).json();
    const next = (await call('GET', `community/collab-requests?limit=1&before=${first.next_before}`, rahul)).json();
    expect(next.data[0].request_id).toBe(requestId);
    expect(next.next_before).toBeNull();
  });

  it('a response opens the conversation with its note and tells the author; once per person', async () => {
    expect(
      (await call('POST', `community/collab-requests/${requestId}/responses`, priya, { note: 'me' })).statusCode,
    ).toBe(409);
    const res = await call('POST', `community/collab-requests/${requestId}/responses`, rahul, {
      note: 'I built the firmware for a drip-irrigation controller in Jalgaon. Coffee this week?',
    });
    expect(res.statusCode).toBe(201);
    const { conversation_id } = res.json();
    const messages = (await call('GET', `conversations/${conversation_id}/messages`, priya)).json();
    expect(messages.data[0].body).toContain('drip-irrigation');
    const told = (await call('GET', 'notifications', priya)).json();
    expect(told.data[0]).toMatchObject({ type: 'collab_response', link: '/collab-hub?tab=mine' });
    clock.advance(6000);
    expect(
      (await call('POST', `community/collab-requests/${requestId}/responses`, rahul, { note: 'again' })).statusCode,
    ).toBe(409);
    const seen = (await call('GET', `community/collab-requests/${requestId}`, rahul)).json();
    expect(seen).toMatchObject({ responded: true, my_conversation_id: conversation_id, response_count: 1 });
    const mine = (await call('GET', 'community/collab-requests/mine', priya)).json();
    const withResponses = mine.data.find((r: { request_id: number }) => r.request_id === requestId);
    expect(withResponses.responses[0]).toMatchObject({ conversation_id, responder: { user_id: rahulId } });
  });

  it('blocks hide requests both ways and refuse responses', async () => {
    expect((await call('POST', 'blocks', asha, { user_id: priyaId })).statusCode).toBeLessThan(300);
    expect((await call('GET', 'community/collab-requests', asha)).json().data).toHaveLength(0);
    expect((await call('GET', `community/collab-requests/${requestId}`, asha)).statusCode).toBe(404);
    expect(
      (await call('POST', `community/collab-requests/${requestId}/responses`, asha, { note: 'Hello' })).statusCode,
    ).toBe(404);
  });

  it('the author closes a request; others may not; expired requests drop out', async () => {
    expect(
      (await call('PATCH', `community/collab-requests/${requestId}`, rahul, { status: 'fulfilled' })).statusCode,
    ).toBe(403);
    const closed = await call('PATCH', `community/collab-requests/${requestId}`, priya, { status: 'fulfilled' });
    expect(closed.json().status).toBe('fulfilled');
    expect((await call('GET', 'community/collab-requests', rahul)).json().data).toHaveLength(1);
    clock.advance(31 * 864e5);
    expect((await call('GET', 'community/collab-requests', rahul)).json().data).toHaveLength(0);
    // still in the author's own list
    expect((await call('GET', 'community/collab-requests/mine', priya)).json().data).toHaveLength(2);
  });

  it('lists the people and organisations open to collaborate; the switch is the caller’s own', async () => {
    expect((await call('GET', 'community/collaborators/me', rahul)).json().open_to_collaborate).toBe(false);
    expect((await call('PUT', 'community/collaborators/me', rahul, { open_to_collaborate: 'yes' })).statusCode).toBe(
      400,
    );
    const on = await call('PUT', 'community/collaborators/me', rahul, { open_to_collaborate: true });
    expect(on.json().open_to_collaborate).toBe(true);
    const people = (await call('GET', 'community/collaborators/people', priya)).json();
    expect(people.data.map((p: { user_id: number }) => p.user_id)).toContain(rahulId);
    clock.advance(6000);
    await call('POST', 'community/collab-requests', priya, { ...cto, title: 'A second CTO search, for Nashik' });
    const withOpen = (await call('GET', 'community/collaborators/people?sector=agritech', rahul)).json();
    expect(withOpen.data).toEqual([expect.objectContaining({ user_id: priyaId, open_request: expect.any(Object) })]);
    await inTenant(t.database.db, (tx) =>
      tx.insert(organisations).values([
        {
          name: 'IIT Madras Battery Lab',
          slug: 'iitm-battery',
          category: 'university',
          city: 'Chennai',
          open_to_collaborate: true,
        },
        { name: 'Closed Corp', slug: 'closed', category: 'corporate', city: 'Chennai' },
      ]),
    );
    const orgs = (await call('GET', 'community/collaborators/organisations?city=chennai', rahul)).json();
    expect(orgs.data.map((o: { slug: string }) => o.slug)).toEqual(['iitm-battery']);
  });

  it('the community hub answers in a constant number of queries', async () => {
    await inTenant(t.database.db, (tx) =>
      tx.insert(posts).values([
        { author_id: priyaId, body_text: 'x', topics: ['agritech', 'funding'], created_at: clock.now().toISOString() },
        { author_id: rahulId, body_text: 'y', topics: ['agritech'], created_at: clock.now().toISOString() },
      ]),
    );
    const pglite = t.database.pglite;
    const spy = pglite ? vi.spyOn(pglite as unknown as { _handleBlob: () => Promise<void> }, '_handleBlob') : null;
    const hub = await call('GET', 'community/hub', rahul);
    expect(hub.statusCode).toBe(200);
    const body = hub.json();
    expect(body.topics[0]).toEqual({ topic: 'agritech', count: 2 });
    expect(body.members.map((m: { user_id: number }) => m.user_id)).toContain(priyaId);
    expect(body.requests[0].title).toBe('A second CTO search, for Nashik');
    if (spy) {
      const queries = spy.mock.calls.length;
      spy.mockClear();
      await call('GET', 'community/hub', priya);
      // the same count whatever the data: session, privileges, the tenant setting and the five hub queries
      expect(spy.mock.calls.length).toBe(queries);
      expect(queries).toBeGreaterThan(5);
      expect(queries).toBeLessThan(20);
      spy.mockRestore();
    }
    expect((await call('GET', 'community/hub')).statusCode).toBe(401);
  });
});
