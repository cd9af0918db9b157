import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createUser, signIn } from '../../test/factories.ts';

/** GET auth/visit (issue 19): the home greets a first visit "Welcome", later ones "Welcome back". */
describe('identity: the previous visit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await createUser(t.database.db, 'neha');
    await createUser(t.database.db, 'arjun');
  });
  afterAll(() => t.close());

  const visit = (cookie: string | null) =>
    t.app.inject({ method: 'GET', url: '/api/auth/visit', headers: cookie ? { cookie } : {} });
  const rotated = (res: { cookies: { name: string; value: string }[] }) =>
    `ankur_session=${res.cookies.find((c) => c.name === 'ankur_session')!.value}`;

  it('is null through the first sign-in, refreshes included; set from the second sign-in on', async () => {
    expect((await visit(null)).statusCode).toBe(401);
    const first = await signIn(t.app, 'neha');
    expect((await visit(first)).json()).toEqual({ previous_visit_at: null });
    // a refresh rotates the session id but is the same visit
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: { cookie: first },
      payload: {},
    });
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    const again = rotated(refreshed);
    expect((await visit(again)).json()).toEqual({ previous_visit_at: null });
    // another person's sign-ins are not neha's
    await signIn(t.app, 'arjun');

    await new Promise((r) => setTimeout(r, 5));
    const second = await signIn(t.app, 'neha');
    const body = (await visit(second)).json() as { previous_visit_at: string };
    expect(Date.parse(body.previous_visit_at)).toBeLessThanOrEqual(Date.now());
    expect(Number.isNaN(Date.parse(body.previous_visit_at))).toBe(false);
    // the earlier session still sees its own sign-in as the first
    expect((await visit(again)).json()).toEqual({ previous_visit_at: null });
    const arjun = await signIn(t.app, 'arjun');
    expect((await visit(arjun)).json().previous_visit_at).not.toBeNull();
  });
});
