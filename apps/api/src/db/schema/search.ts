import type { TSearchAudience, TSearchKind } from '@ankur/shared/schemas/search';
import { sql } from 'drizzle-orm';
import {
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { tenantColumn } from './columns.ts';

/**
 * One search index over the whole platform (issue 22, migration 0023): every domain writes its
 * searchable things here through modules/search (indexDocuments / removeDocuments) in the same
 * transaction as the change, so the index is current when the write commits. `tsv` is computed by
 * PostgreSQL: English stemming plus the 'simple' configuration (which keeps Devanagari words whole)
 * over the title (weight A) and the body (weight C/D); `title` also carries a trigram index for
 * names and typos (pg_trgm, loaded into PGlite too). A tenant table under forced row-level security.
 */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const searchDocuments = pgTable(
  'search_documents',
  {
    doc_id: serial('doc_id').primaryKey(),
    ...tenantColumn(),
    kind: text('kind').$type<TSearchKind>().notNull(),
    /** the id of the thing in its own table */
    ref_id: integer('ref_id').notNull(),
    title: text('title').notNull(),
    /** a second line for the result (a person's headline, a program's category...) */
    subtitle: text('subtitle').notNull().default(''),
    body: text('body').notNull().default(''),
    /** the web address of the thing */
    url: text('url').notNull(),
    language: text('language').notNull().default('en'),
    /** who may find it: see TSearchAudience */
    audience: text('audience').$type<TSearchAudience>().notNull(),
    /** for audience 'circle': the circle whose members may find it */
    circle_id: integer('circle_id'),
    /** for audience 'owner' (and the author of anything): the one person */
    owner_id: integer('owner_id'),
    image_url: text('image_url'),
    meta: jsonb('meta').$type<Record<string, unknown>>().notNull().default({}),
    /** a small rank bonus (popularity, recency), 0–1 */
    boost: real('boost').notNull().default(0),
    tsv: tsvector('tsv')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('simple', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(subtitle, '')), 'B') || setweight(to_tsvector('english', left(coalesce(body, ''), 100000)), 'C') || setweight(to_tsvector('simple', left(coalesce(body, ''), 100000)), 'D')`,
      ),
    /**
     * the title's words alone (English stemmed and 'simple'), migration 0032: a title match is found
     * in this small index instead of the whole `tsv` with a weight check on every matching row
     */
    title_tsv: tsvector('title_tsv')
      .notNull()
      .generatedAlwaysAs(
        sql`to_tsvector('english', coalesce(title, '')) || to_tsvector('simple', coalesce(title, ''))`,
      ),
    updated_at: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  // also (hand-written in 0032): search_documents_title_prefix_idx on (tenant_id, lower(title) text_pattern_ops)
  (t) => [
    uniqueIndex('search_documents_ref_uq').on(t.tenant_id, t.kind, t.ref_id),
    index('search_documents_tsv_idx').using('gin', t.tsv),
    index('search_documents_title_trgm_idx').using('gin', t.title.op('gin_trgm_ops')),
    index('search_documents_title_tsv_idx').using('gin', t.title_tsv),
  ],
);

/**
 * Which sources the index holds in full, per tenant (issue 22, migration 0025): the rebuild
 * runner (modules/search/rebuild.ts) fills a kind once for each tenant and notes it here with the
 * source's version; a raised version fills it again. Writes keep the index current after that.
 */
export const searchBuilds = pgTable(
  'search_builds',
  {
    build_id: serial('build_id').primaryKey(),
    ...tenantColumn(),
    kind: text('kind').$type<TSearchKind>().notNull(),
    version: integer('version').notNull(),
    documents: integer('documents').notNull(),
    built_at: timestamp('built_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('search_builds_kind_uq').on(t.tenant_id, t.kind)],
);

/**
 * The words the tenant's titles hold (issue 22, migration 0032), for typos: a query word the index
 * does not know ("mentr", "Deshmuk", "Netwrk") is replaced by the known words closest to it by
 * trigrams, and the titles are searched with those (pg_trgm's "words table" for spelling). Filled by
 * a statement trigger on search_documents (every write path, the demo seed and bulk loads alike);
 * another removes, in the same statement, a word no title of the tenant holds any more (a document
 * deleted or retitled, a person erased).
 */
export const searchWords = pgTable(
  'search_words',
  {
    ...tenantColumn(),
    word: text('word').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenant_id, t.word] }),
    index('search_words_trgm_idx').using('gin', t.word.op('gin_trgm_ops')),
  ],
);
