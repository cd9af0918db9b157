import { z } from 'zod';

/**
 * One search over the whole platform (issue 22): every domain feeds one index (modules/search);
 * GET /api/search answers ranked results grouped by kind, each only if the searcher may read it.
 */

/** What the index holds; later domains (events, competitions...) add theirs here. */
export const SEARCH_KINDS = [
  'person',
  'program',
  'content',
  'circle',
  'post',
  'thread',
  'organisation',
  'event',
  'competition',
] as const;
export const ZSearchKind = z.enum(SEARCH_KINDS);
export type TSearchKind = z.infer<typeof ZSearchKind>;

/**
 * Who may find a document: 'public' anyone (signed out too), 'members' anyone signed in to its
 * tenant, 'circle' the members of its circle, 'owner' its owner alone (a draft).
 */
export const SEARCH_AUDIENCES = ['public', 'members', 'circle', 'owner'] as const;
export const ZSearchAudience = z.enum(SEARCH_AUDIENCES);
export type TSearchAudience = z.infer<typeof ZSearchAudience>;

/** The longest query the search reads (anything longer is a 400 naming q). */
export const SEARCH_Q_MAX = 200;
/** Results per kind on the results page (the default and the most a page may ask for). */
export const SEARCH_PAGE = 10;
export const SEARCH_PAGE_MAX = 50;
/** Suggestions in the header box, across kinds. */
export const SUGGEST_LIMIT = 8;

const zQ = z
  .string({ error: 'is required' })
  .trim()
  .min(1, { error: 'must not be empty' })
  .max(SEARCH_Q_MAX, { error: `must be at most ${SEARCH_Q_MAX} characters` });

/** GET /api/search: q, an optional kind (then only that group, paged with offset), limit per group. */
export const ZSearchQuery = z.object({
  q: zQ,
  kind: ZSearchKind.optional(),
  limit: z.coerce
    .number({ error: 'must be a number' })
    .int({ error: 'must be a whole number' })
    .min(1, { error: 'must be at least 1' })
    .max(SEARCH_PAGE_MAX, { error: `must be at most ${SEARCH_PAGE_MAX}` })
    .default(SEARCH_PAGE),
  offset: z.coerce
    .number({ error: 'must be a number' })
    .int({ error: 'must be a whole number' })
    .min(0, { error: 'must not be negative' })
    .max(1000, { error: 'must be at most 1000' })
    .default(0),
});
export type TSearchQuery = z.infer<typeof ZSearchQuery>;

export const ZSuggestQuery = z.object({ q: zQ });

/** One result: what the list shows and where it leads. snippet marks matched words with « and ». */
export const ZSearchResult = z.object({
  kind: ZSearchKind,
  id: z.number().int(),
  title: z.string(),
  subtitle: z.string(),
  url: z.string(),
  snippet: z.string(),
  image_url: z.string().nullable(),
  language: z.string(),
  meta: z.record(z.string(), z.unknown()),
  rank: z.number(),
});
export type TSearchResult = z.infer<typeof ZSearchResult>;

export const ZSearchGroup = z.object({
  kind: ZSearchKind,
  /** how many results the kind holds for this reader (counted up to SEARCH_TOTAL_CAP) */
  total: z.number().int(),
  /**
   * the kind holds more than `total`: the search read its cap of matches (a common word in a large
   * index) and counted within those; the page shows "N+"
   */
  more: z.boolean(),
  items: z.array(ZSearchResult),
});
export type TSearchGroup = z.infer<typeof ZSearchGroup>;
/** Totals are counted up to this many; the page shows "1000+" beyond. */
export const SEARCH_TOTAL_CAP = 1000;

export const ZSearchResults = z.object({
  q: z.string(),
  /** groups with at least one result, best group first */
  groups: z.array(ZSearchGroup),
  /** when nothing matched: titles close to the query (trigram), to try instead */
  did_you_mean: z.array(z.string()),
});
export type TSearchResults = z.infer<typeof ZSearchResults>;

export const ZSuggestions = z.object({ q: z.string(), items: z.array(ZSearchResult) });
export type TSuggestions = z.infer<typeof ZSuggestions>;

/** One query of the relevance suite and the result expected in its top 3. */
export const ZSuiteCase = z.object({
  q: z.string(),
  language: z.enum(['en', 'hi']),
  expect_kind: ZSearchKind,
  /** a stable key of the expected result: its url (slug, username or id-free address) or its title */
  expect: z.string(),
  note: z.string().optional(),
});
export type TSuiteCase = z.infer<typeof ZSuiteCase>;

export const ZSuiteOutcome = ZSuiteCase.extend({
  pass: z.boolean(),
  /** 1-based position of the expected result, null when not in the first ten */
  position: z.number().int().nullable(),
  top: z.array(z.object({ kind: ZSearchKind, title: z.string(), url: z.string() })),
});
export const ZSuiteRun = z.object({
  total: z.number().int(),
  passed: z.number().int(),
  pass_rate: z.number(),
  ms: z.number(),
  outcomes: z.array(ZSuiteOutcome),
});
export type TSuiteRun = z.infer<typeof ZSuiteRun>;
