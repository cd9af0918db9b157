import { z } from 'zod';
import { zId } from './common.ts';

/**
 * The community forum (issue 21): categories → threads → flat replies, with up-votes, an accepted
 * answer, pinned and locked threads, and full-text search. Addressed on the web at
 * /community/forum?category=<slug>&thread=<id>.
 */

export const FORUM_SORTS = ['activity', 'newest', 'top', 'unanswered'] as const;
export const ZForumSort = z.enum(FORUM_SORTS);
export type TForumSort = z.infer<typeof ZForumSort>;

export const FORUM_TITLE_MAX = 200;
export const FORUM_BODY_MAX_CHARS = 10000;
export const FORUM_REPLY_MAX_CHARS = 5000;
export const FORUM_TAGS_MAX = 5;

const zSlug = z
  .string()
  .trim()
  .min(2)
  .max(60)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lower-case letters, digits and hyphens');
const zTag = z
  .string()
  .trim()
  .toLowerCase()
  .min(2)
  .max(30)
  .regex(/^[\p{L}\p{N}][\p{L}\p{N}\p{M} -]*$/u, 'must be letters, digits, spaces or hyphens');

export const ZForumCategory = z.object({
  category_id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  name_hi: z.string(),
  description: z.string(),
  description_hi: z.string(),
  position: z.number().int(),
  thread_count: z.number().int(),
});
export type TForumCategory = z.infer<typeof ZForumCategory>;
export const ZForumCategoryList = z.object({ items: z.array(ZForumCategory), can_manage: z.boolean() });
export type TForumCategoryList = z.infer<typeof ZForumCategoryList>;

export const ZForumCategoryInput = z.strictObject({
  slug: zSlug,
  name: z.string().trim().min(2).max(80),
  name_hi: z.string().trim().max(80).default(''),
  description: z.string().trim().max(300).default(''),
  description_hi: z.string().trim().max(300).default(''),
});
export type TForumCategoryInput = z.input<typeof ZForumCategoryInput>;
export const ZForumCategoryPatch = z.strictObject({
  slug: zSlug.optional(),
  name: z.string().trim().min(2).max(80).optional(),
  name_hi: z.string().trim().max(80).optional(),
  description: z.string().trim().max(300).optional(),
  description_hi: z.string().trim().max(300).optional(),
});
export type TForumCategoryPatch = z.infer<typeof ZForumCategoryPatch>;
/** PUT community/forum/categories/order: every category id, in the new order. */
export const ZForumCategoryOrder = z.strictObject({ category_ids: z.array(zId).min(1).max(100) });
export const ZForumCategoryParams = z.object({ categoryId: z.coerce.number().pipe(zId) });

export const ZForumPerson = z.object({ user_id: z.number().int().nullable(), name: z.string() });
export type TForumPerson = z.infer<typeof ZForumPerson>;

export const ZForumThreadSummary = z.object({
  thread_id: z.number().int(),
  category_id: z.number().int(),
  category_slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  tags: z.array(z.string()),
  author: ZForumPerson,
  vote_count: z.number().int(),
  reply_count: z.number().int(),
  answered: z.boolean(),
  pinned: z.boolean(),
  locked: z.boolean(),
  /** hidden by a moderator: only its author and moderators see it */
  hidden: z.boolean(),
  last_activity_at: z.string(),
  created_at: z.string(),
});
export type TForumThreadSummary = z.infer<typeof ZForumThreadSummary>;

/** GET community/forum/threads: pinned threads come first on the first page, then one keyset page. */
export const ZForumThreadList = z.object({
  pinned: z.array(ZForumThreadSummary),
  items: z.array(ZForumThreadSummary),
  next_cursor: z.string().nullable(),
});
export type TForumThreadList = z.infer<typeof ZForumThreadList>;

export const ZForumThreadQuery = z.object({
  category: zSlug.optional(),
  sort: ZForumSort.default('activity'),
  /** words searched in titles and bodies (full text, ranked) */
  q: z.string().trim().min(2).max(100).optional(),
  tag: zTag.optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export type TForumThreadQuery = z.infer<typeof ZForumThreadQuery>;

export const ZForumThread = ZForumThreadSummary.extend({
  body_html: z.string(),
  accepted_reply_id: z.number().int().nullable(),
  edited_at: z.string().nullable(),
  voted: z.boolean(),
  can_edit: z.boolean(),
  can_delete: z.boolean(),
  /** the asker or a moderator may choose the accepted answer */
  can_accept: z.boolean(),
  /** a community moderator: pin, lock, hide */
  can_moderate: z.boolean(),
});
export type TForumThread = z.infer<typeof ZForumThread>;

export const ZForumThreadInput = z.strictObject({
  category_id: zId,
  title: z.string().trim().min(5).max(FORUM_TITLE_MAX),
  /** rich text (sanitised) */
  body: z.string().trim().min(1).max(50000),
  tags: z.array(zTag).max(FORUM_TAGS_MAX).default([]),
});
export type TForumThreadInput = z.input<typeof ZForumThreadInput>;
export const ZForumThreadPatch = z.strictObject({
  category_id: zId.optional(),
  title: z.string().trim().min(5).max(FORUM_TITLE_MAX).optional(),
  body: z.string().trim().min(1).max(50000).optional(),
  tags: z.array(zTag).max(FORUM_TAGS_MAX).optional(),
});
export type TForumThreadPatch = z.infer<typeof ZForumThreadPatch>;
/** PUT community/forum/threads/{id}/moderation (community moderators). */
export const ZForumThreadModeration = z.strictObject({
  pinned: z.boolean().optional(),
  locked: z.boolean().optional(),
});
export type TForumThreadModeration = z.infer<typeof ZForumThreadModeration>;
export const ZForumAccept = z.strictObject({ reply_id: zId.nullable() });
export const ZForumThreadParams = z.object({ threadId: z.coerce.number().pipe(zId) });
export const ZForumReplyParams = z.object({ replyId: z.coerce.number().pipe(zId) });

export const ZForumReply = z.object({
  reply_id: z.number().int(),
  thread_id: z.number().int(),
  author: ZForumPerson,
  body_html: z.string(),
  quote: z.object({ reply_id: z.number().int(), author_name: z.string(), excerpt: z.string() }).nullable(),
  vote_count: z.number().int(),
  voted: z.boolean(),
  accepted: z.boolean(),
  hidden: z.boolean(),
  created_at: z.string(),
  edited_at: z.string().nullable(),
  can_edit: z.boolean(),
  can_delete: z.boolean(),
});
export type TForumReply = z.infer<typeof ZForumReply>;
/** GET community/forum/threads/{id}/replies?after=<reply_id>: oldest first. */
export const ZForumReplyList = z.object({ items: z.array(ZForumReply), next_after: z.number().int().nullable() });
export type TForumReplyList = z.infer<typeof ZForumReplyList>;
export const ZForumReplyQuery = z.object({
  after: z.coerce.number().pipe(zId).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export const ZForumReplyInput = z.strictObject({
  body: z.string().trim().min(1).max(20000),
  quote_reply_id: zId.optional(),
});
export type TForumReplyInput = z.infer<typeof ZForumReplyInput>;
export const ZForumReplyPatch = z.strictObject({ body: z.string().trim().min(1).max(20000) });

export const ZForumVote = z.object({ vote_count: z.number().int(), voted: z.boolean() });
export type TForumVote = z.infer<typeof ZForumVote>;
