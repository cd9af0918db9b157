import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { withTenant } from '../../db/tenant.ts';
import { allTenants, builtKinds, markBuilt } from './rebuild.repository.ts';
import { indexDocuments } from './search-index.repository.ts';
import { searchSources } from './sources.ts';

/** Documents read and written per transaction while filling. */
export const REBUILD_PAGE = 500;

export interface RebuildFigures {
  tenants: number;
  kinds: number;
  documents: number;
  ms: number;
}

/**
 * Fills the index from every registered source where a tenant's index does not hold that kind
 * yet (or holds an older version of it): the demo seed writes rows directly and a new domain
 * joins with what already exists. Page by page, each page its own short transaction (writes go on
 * meanwhile and keep what they index: indexDocuments upserts); the kind is marked built at the end,
 * so a run that stops half-way starts that kind again next time and nothing is duplicated.
 */
export async function rebuildSearchIndex(
  db: Db,
  opts: { stopped?: () => boolean; log?: Pick<FastifyBaseLogger, 'info'> } = {},
): Promise<RebuildFigures> {
  const t0 = performance.now();
  const figures: RebuildFigures = { tenants: 0, kinds: 0, documents: 0, ms: 0 };
  const sources = searchSources();
  if (!sources.length) return figures;
  for (const tenantId of await allTenants(db)) {
    const built = await withTenant(db, tenantId, (tx) => builtKinds(tx));
    const due = sources.filter((s) => built.get(s.kind) !== (s.version ?? 1));
    if (due.length) figures.tenants++;
    for (const source of due) {
      let after = 0;
      let count = 0;
      for (;;) {
        if (opts.stopped?.()) return { ...figures, ms: Math.round(performance.now() - t0) };
        const docs = await withTenant(db, tenantId, async (tx) => {
          const page = await source.load(tx, after, REBUILD_PAGE);
          await indexDocuments(tx, page);
          return page;
        });
        count += docs.length;
        if (docs.length < REBUILD_PAGE) break;
        after = docs.at(-1)!.ref_id;
      }
      await withTenant(db, tenantId, (tx) => markBuilt(tx, source.kind, source.version ?? 1, count));
      figures.kinds++;
      figures.documents += count;
      opts.log?.info({ tenant: tenantId, kind: source.kind, documents: count }, 'search index: kind filled');
    }
  }
  figures.ms = Math.round(performance.now() - t0);
  return figures;
}

/**
 * At start-up: once the server listens (so it never delays the start), the runner fills what is
 * missing in the background and logs its figures; closing the server stops it between pages.
 * Tests (which inject and never listen) call rebuildSearchIndex themselves.
 */
export function startRebuild(app: FastifyInstance, db: Db): void {
  let stopped = false;
  let running: Promise<unknown> | null = null;
  app.addHook('onListen', async () => {
    running = rebuildSearchIndex(db, { stopped: () => stopped, log: app.log })
      .then((f) => {
        if (f.kinds) app.log.info(f, 'search index: rebuilt what was missing');
      })
      .catch((err) => app.log.error({ err }, 'search index: the rebuild failed (it runs again at the next start)'));
  });
  app.addHook('onClose', async () => {
    stopped = true;
    await running;
  });
}
