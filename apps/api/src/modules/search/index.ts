import { defineModule } from '../../lib/module.ts';

export { type Passage, passagesOf, topDocuments } from './passages.repository.ts';
/**
 * One search over the platform (issue 22). Every domain feeds the one index through
 * indexDocuments / removeDocuments inside its own write transaction; GET /api/search reads it.
 * This module imports no other domain: domains call it.
 */
export {
  indexDocuments,
  removeDocuments,
  type SearchDoc,
  type SearchHit,
  type SearchReader,
  searchIndex,
} from './search-index.repository.ts';
export { registerSearchSource, type SearchSource, searchSources } from './sources.ts';

export const searchModule = defineModule({ name: 'search' });
