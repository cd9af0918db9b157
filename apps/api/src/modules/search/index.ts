import { defineModule } from '../../lib/module.ts';
import { startRebuild } from './rebuild.ts';
import { searchRoutes } from './search.routes.ts';

export { type Passage, passagesOf, topDocuments } from './passages.repository.ts';
export { rebuildSearchIndex } from './rebuild.ts';
/**
 * One search over the platform (issue 22). Every domain feeds the one index through
 * indexDocuments / removeDocuments (or syncSearch with its registered source) inside its own
 * write transaction; GET /api/search reads it. This module imports no other domain: domains call
 * it, and the community tells it a reader's circles (registerReaderCircles).
 */
export {
  indexDocuments,
  removeDocuments,
  type SearchDoc,
  type SearchHit,
  type SearchReader,
  searchIndex,
} from './search-index.repository.ts';
export { rowsOf, type SourceSlice, sliceSql, sourceOf, titleOf } from './slices.repository.ts';
export {
  circlesOfReader,
  registerReaderCircles,
  registerSearchSource,
  type SearchSource,
  searchSources,
  syncSearch,
} from './sources.ts';

export const searchModule = defineModule({
  name: 'search',
  // the index is filled from every registered source once the server listens (demo data, new kinds)
  setup: async (app, { db }) => startRebuild(app, db),
  routes: async (api, { db }) => {
    await api.register(searchRoutes, { db });
  },
});
