import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { PLATFORM_TENANT } from '../../test/factories.ts';
import { rebuildSearchIndex } from './index.ts';
import { runSuite } from './suite.service.ts';
import { SUITE_CASES } from './suite-cases.ts';

/** The platform's own relevance test (issue 22): the stored queries against the demo data. */
describe('search suite', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await rebuildSearchIndex(t.database.db);
  });
  afterAll(() => t.close());

  it('holds at least 50 queries, English and Hindi', () => {
    expect(SUITE_CASES.length).toBeGreaterThanOrEqual(50);
    expect(SUITE_CASES.filter((c) => c.language === 'hi').length).toBeGreaterThanOrEqual(8);
  });

  it('finds the expected result in the top 3 for at least 90 % of the queries', async () => {
    const run = await runSuite(t.database.db, { tenantId: PLATFORM_TENANT });
    const failed = run.outcomes
      .filter((o) => !o.pass)
      .map(
        (o) => `${o.q} → ${o.position ?? '-'} [${o.top.map((x) => `${x.kind}:${x.title.slice(0, 30)}`).join(' | ')}]`,
      );
    if (failed.length) console.log(failed.join('\n'));
    expect(run.pass_rate).toBeGreaterThanOrEqual(0.9);
  });
});
