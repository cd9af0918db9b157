import { z } from 'zod';

/**
 * One search over the whole platform (issue 22): every domain feeds one index (modules/search);
 * GET /api/search answers ranked results grouped by kind, each only if the searcher may read it.
 */

/** What the index holds; later domains (events, competitions...) add theirs here. */
export const SEARCH_KINDS = ['person', 'program', 'content', 'circle', 'post', 'thread', 'organisation'] as const;
export const ZSearchKind = z.enum(SEARCH_KINDS);
export type TSearchKind = z.infer<typeof ZSearchKind>;

/**
 * Who may find a document: 'public' anyone (signed out too), 'members' anyone signed in to its
 * tenant, 'circle' the members of its circle, 'owner' its owner alone (a draft).
 */
export const SEARCH_AUDIENCES = ['public', 'members', 'circle', 'owner'] as const;
export const ZSearchAudience = z.enum(SEARCH_AUDIENCES);
export type TSearchAudience = z.infer<typeof ZSearchAudience>;
