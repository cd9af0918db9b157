import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createUser, signIn } from '../../test/factories.ts';

/** Ventures (issue 20): the owner creates and manages the team; members edit; others per visibility. */
describe('ventures', () => {
  let t: TestApp;
  let owner: string;
  let partner: string;
  let partnerId: number;
  let stranger: string;
  let ventureId: number;

  type Method = 'GET' | 'PUT' | 'POST' | 'DELETE';
  const call = (method: Method, url: string, cookie?: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api/${url}`,
      headers: cookie ? { cookie } : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const venture = {
    name: 'Kaapi Trails',
    stage: 'early_revenue',
    sector: 'food_processing',
    state: 'Karnataka',
    city: 'Chikkamagaluru',
    team_size: 6,
    website: 'https://kaapitrails.example.in',
    pitch: 'Single-estate coffee from small growers, roasted to order',
    needs: ['market'],
    visibility: 'only_me',
  };

  beforeAll(async () => {
    t = await createTestApp();
    await createUser(t.database.db, 'kavya');
    partnerId = await createUser(t.database.db, 'rohan');
    await createUser(t.database.db, 'sana');
    owner = await signIn(t.app, 'kavya');
    partner = await signIn(t.app, 'rohan');
    stranger = await signIn(t.app, 'sana');
  });
  afterAll(() => t.close());

  it('creates a venture whose owner is its first member; a bad field answers 400 naming it', async () => {
    const bad = await call('POST', 'ventures', owner, { ...venture, stage: 'unicorn' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('stage');
    expect((await call('POST', 'ventures', undefined, venture)).statusCode).toBe(401);
    const res = await call('POST', 'ventures', owner, venture);
    expect(res.statusCode).toBe(201);
    ventureId = res.json().venture_id;
    expect(res.json()).toMatchObject({ can_edit: true, can_manage_team: true, members: [{ is_owner: true }] });
    expect((await call('GET', 'ventures/mine', owner)).json().items).toHaveLength(1);
  });

  it('only_me hides it from others (404); the owner adds a member by username, who may edit', async () => {
    expect((await call('GET', `ventures/${ventureId}`, stranger)).statusCode).toBe(404);
    expect((await call('PUT', `ventures/${ventureId}`, stranger, { team_size: 1 })).statusCode).toBe(404);
    const unknown = await call('POST', `ventures/${ventureId}/members`, owner, { identifier: 'nobody-here' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain('identifier');
    const added = await call('POST', `ventures/${ventureId}/members`, owner, { identifier: 'ROHAN' });
    expect(added.statusCode).toBe(201);
    expect(added.json().members.map((m: { user_id: number }) => m.user_id)).toContain(partnerId);
    expect((await call('POST', `ventures/${ventureId}/members`, owner, { identifier: 'rohan' })).statusCode).toBe(409);
    // the new member is told, with a link to the venture
    const told = (await call('GET', 'notifications', partner)).json();
    expect(told.data[0]).toMatchObject({ type: 'connection', link: `/profile/entrepreneurial?venture=${ventureId}` });
    expect(told.data[0].title).toContain('Kaapi Trails');
    const edited = await call('PUT', `ventures/${ventureId}`, partner, { team_size: 7, visibility: 'members' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ team_size: 7, can_edit: true, can_manage_team: false });
    // a member may not manage the team
    expect((await call('POST', `ventures/${ventureId}/members`, partner, { identifier: 'sana' })).statusCode).toBe(403);
  });

  it('members visibility: others read it but may not edit (403); the owner stays, a member leaves', async () => {
    const seen = await call('GET', `ventures/${ventureId}`, stranger);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().can_edit).toBe(false);
    expect((await call('PUT', `ventures/${ventureId}`, stranger, { team_size: 1 })).statusCode).toBe(403);
    const ownerId = seen.json().owner_user_id;
    expect((await call('DELETE', `ventures/${ventureId}/members/${ownerId}`, owner)).statusCode).toBe(409);
    const left = await call('DELETE', `ventures/${ventureId}/members/${partnerId}`, partner);
    expect(left.statusCode).toBe(200);
    expect(left.json().members).toHaveLength(1);
    expect((await call('GET', 'ventures/mine', partner)).json().items).toEqual([]);
    expect((await call('GET', 'ventures/999999', owner)).statusCode).toBe(404);
  });
});
