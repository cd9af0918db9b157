import { openDatabase } from '../../apps/api/src/db/client.ts';
import { withTenant } from '../../apps/api/src/db/tenant.ts';
import { search } from '../../apps/api/src/modules/search/search.service.ts';
import { closeTitles, rankedByKind } from '../../apps/api/src/modules/search/search.repository.ts';
const database = await openDatabase({ url: 'postgres://postgres@127.0.0.1:5432/ankur_bench_search' });
await database.restrict();
const db = database.db;
const T = 'BHARATSTARTUPSUMMIT';
for (const q of ['startup', 'startup', 'Priya Deshmuk', 'उद्यमी']) {
  let t0 = performance.now();
  const r = await search(db, { tenantId: T, userId: null }, { q, limit: 10, offset: 0 });
  console.log('service', q, r.groups.length, Math.round(performance.now() - t0), 'ms');
  t0 = performance.now();
  await withTenant(db, T, (tx) => rankedByKind(tx, { userId: null, circleIds: [] }, { q, perKind: 10, snippets: true }));
  console.log('  ranked', Math.round(performance.now() - t0));
  t0 = performance.now();
  await withTenant(db, T, (tx) => rankedByKind(tx, { userId: null, circleIds: [] }, { q, perKind: 10, snippets: true, loose: true }));
  console.log('  loose', Math.round(performance.now() - t0));
  t0 = performance.now();
  await withTenant(db, T, (tx) => closeTitles(tx, { userId: null, circleIds: [] }, q, 3));
  console.log('  close', Math.round(performance.now() - t0));
}
await database.close();
