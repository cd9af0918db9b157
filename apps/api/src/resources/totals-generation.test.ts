import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';
import { createUser, signInAdmin } from '../test/factories.ts';
import { ResourceRepository } from './repository.ts';

/**
 * List totals are remembered for TOTAL_TTL_MS, also by module-level repositories (the users list).
 * A new app forgets them all (decision 60): the API test files share their worker's process, and
 * a file must never be answered a total counted on an earlier file's database.
 */
describe('remembered list totals and a new app', () => {
  let t: TestApp;
  let admin: string;
  const forget = vi.spyOn(ResourceRepository, 'forgetAllTotals');

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signInAdmin(t.app);
  });
  afterAll(() => t.close());

  const total = async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/auth/searchUsers?page=1&limit=1',
      headers: { cookie: admin },
    });
    expect(res.statusCode).toBe(200);
    return res.json().meta.total as number;
  };

  it('building an app forgets every remembered total', () => {
    expect(forget).toHaveBeenCalled();
  });

  it('a total counted before forgetAllTotals() is not answered after it', async () => {
    const before = await total();
    // a row written beside the engine: the remembered total still answers (within TOTAL_TTL_MS)
    await createUser(t.database.db, 'totalsgen');
    expect(await total()).toBe(before);
    ResourceRepository.forgetAllTotals();
    expect(await total()).toBe(before + 1);
  });
});
