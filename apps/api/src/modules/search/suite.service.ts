import type { TSuiteCase, TSuiteRun } from '@ankur/shared/schemas/search';
import type { Db } from '../../db/client.ts';
import { type Searcher, search } from './search.service.ts';
import { SUITE_CASES } from './suite-cases.ts';

/** The expected result in the top this many passes. */
export const SUITE_TOP = 3;

interface Candidate {
  kind: string;
  title: string;
  url: string;
  meta: Record<string, unknown>;
}

/**
 * Whether a result is the one a case expects: its title (or, for a key of 20 characters or more,
 * the start of its title: a post's title is its first words), its address, its slug or username.
 */
export function isExpected(c: TSuiteCase, r: Candidate): boolean {
  if (r.kind !== c.expect_kind) return false;
  const want = c.expect.toLowerCase();
  return (
    r.title.toLowerCase() === want ||
    (want.length >= 20 && r.title.toLowerCase().startsWith(want)) ||
    r.url.toLowerCase() === want ||
    String(r.meta.slug ?? '').toLowerCase() === want ||
    String(r.meta.username ?? '').toLowerCase() === want
  );
}

/**
 * The relevance suite (issue 22, /test/search-suite): every stored query runs as a signed-in member
 * of no circle in the main platform's tenant (the demo data lives there); a case passes when its
 * expected result is among the first SUITE_TOP of all kinds, ranked as the header box ranks them.
 */
export async function runSuite(db: Db, where: Pick<Searcher, 'tenantId'>, cases = SUITE_CASES): Promise<TSuiteRun> {
  const t0 = performance.now();
  const outcomes: TSuiteRun['outcomes'] = [];
  for (const c of cases) {
    const found = await search(db, { tenantId: where.tenantId, userId: 0 }, { q: c.q, limit: 10, offset: 0 });
    const ranked = found.groups.flatMap((g) => g.items).sort((a, b) => b.rank - a.rank);
    const at = ranked.findIndex((r) => isExpected(c, r));
    outcomes.push({
      ...c,
      pass: at >= 0 && at < SUITE_TOP,
      position: at >= 0 ? at + 1 : null,
      top: ranked.slice(0, SUITE_TOP).map((r) => ({ kind: r.kind, title: r.title, url: r.url })),
    });
  }
  const passed = outcomes.filter((o) => o.pass).length;
  return {
    total: outcomes.length,
    passed,
    pass_rate: outcomes.length ? passed / outcomes.length : 0,
    ms: Math.round(performance.now() - t0),
    outcomes,
  };
}
