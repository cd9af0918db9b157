import { z } from 'zod';
import { zId } from './common.ts';
import { COMMENT_MAX_CHARS, ZPostImage } from './community.ts';

/**
 * Posts, comments, reactions, saves and the personal feed (issue 21, /community and
 * /community/my-posts). Circles have their own file (community-circles.ts).
 */

/** The fixed set of reactions: one per person and post. */
export const REACTION_KINDS = ['like', 'celebrate', 'insightful', 'support'] as const;
export const ZReactionKind = z.enum(REACTION_KINDS);
export type TReactionKind = z.infer<typeof ZReactionKind>;

export const POST_IMAGES_MAX = 4;
/** The longest post body as written (HTML before sanitising). */
export const POST_HTML_MAX = 20000;
export const FEED_PAGE_MAX = 50;

export const ZAuthor = z.object({ user_id: z.number().int(), name: z.string() });
export type TAuthor = z.infer<typeof ZAuthor>;

export const ZPostInput = z.object({
  body_html: z.string().max(POST_HTML_MAX),
  images: z
    .array(z.object({ upload_id: zId, alt: z.string().trim().max(300) }))
    .max(POST_IMAGES_MAX)
    .default([]),
  link_url: z
    .url({ protocol: /^https?$/ })
    .max(500)
    .nullable()
    .optional(),
  circle_id: zId.nullable().optional(),
  organisation_id: zId.nullable().optional(),
  /** people picked in the @ autocomplete; kept when "@Their Name" is in the text */
  mentions: z.array(zId).max(20).default([]),
});
export type TPostInput = z.input<typeof ZPostInput>;

export const ZPostPatch = z.object({
  body_html: z.string().max(POST_HTML_MAX),
  mentions: z.array(zId).max(20).default([]),
  link_url: z
    .url({ protocol: /^https?$/ })
    .max(500)
    .nullable()
    .optional(),
});
export type TPostPatch = z.input<typeof ZPostPatch>;

export const ZShareInput = z.object({
  circle_id: zId.nullable().optional(),
  body_html: z.string().max(POST_HTML_MAX).default(''),
});
export type TShareInput = z.input<typeof ZShareInput>;

/** The original of a share, as the viewer may see it (null: deleted, hidden or not visible). */
export const ZSharedPost = z.object({
  post_id: z.number().int(),
  author: ZAuthor,
  body_html: z.string(),
  created_at: z.string(),
});

export const ZPost = z.object({
  post_id: z.number().int(),
  author: ZAuthor,
  organisation: z.object({ organisation_id: z.number().int(), name: z.string() }).nullable(),
  circle: z.object({ circle_id: z.number().int(), name: z.string() }).nullable(),
  body_html: z.string(),
  topics: z.array(z.string()),
  images: z.array(ZPostImage),
  link_url: z.string().nullable(),
  shared: ZSharedPost.nullable(),
  shared_post_id: z.number().int().nullable(),
  pinned: z.boolean(),
  reaction_count: z.number().int(),
  comment_count: z.number().int(),
  my_reaction: ZReactionKind.nullable(),
  saved: z.boolean(),
  created_at: z.string(),
  edited_at: z.string().nullable(),
  /** hidden by a moderator: only its author and moderators see it */
  hidden: z.boolean(),
  can_edit: z.boolean(),
  can_delete: z.boolean(),
  can_pin: z.boolean(),
});
export type TPost = z.infer<typeof ZPost>;

/** One page, newest first; `next` is the ?before= of the following page (null: the end). */
export const ZPostPage = z.object({ items: z.array(ZPost), next: z.number().int().nullable() });
export type TPostPage = z.infer<typeof ZPostPage>;

export const FEED_TABS = ['following', 'everyone'] as const;
export const ZFeedQuery = z.object({
  tab: z.enum(FEED_TABS).default('following'),
  before: z.coerce.number().int().positive().max(2147483647).optional(),
  /** only posts newer than this (the "new posts" pill) */
  after: z.coerce.number().int().min(0).max(2147483647).optional(),
  limit: z.coerce.number().int().min(1).max(FEED_PAGE_MAX).default(20),
});
export const ZPageQuery = z.object({
  before: z.coerce.number().int().positive().max(2147483647).optional(),
  limit: z.coerce.number().int().min(1).max(FEED_PAGE_MAX).default(20),
});
export const ZPostIdParams = z.object({ postId: z.coerce.number().int().positive().max(2147483647) });
export const ZCommentIdParams = z.object({ commentId: z.coerce.number().int().positive().max(2147483647) });

export const ZReactInput = z.object({ kind: ZReactionKind.nullable() });
export const ZReactResult = z.object({
  reaction_count: z.number().int(),
  my_reaction: ZReactionKind.nullable(),
});
export const ZSaveInput = z.object({ saved: z.boolean() });
export const ZSaveResult = z.object({ saved: z.boolean() });

export const ZCommentInput = z.object({
  body: z.string().trim().min(1, 'must not be empty').max(COMMENT_MAX_CHARS),
  parent_id: zId.nullable().optional(),
  mentions: z.array(zId).max(20).default([]),
});
export const ZCommentPatch = z.object({ body: z.string().trim().min(1, 'must not be empty').max(COMMENT_MAX_CHARS) });

export const ZComment = z.object({
  comment_id: z.number().int(),
  post_id: z.number().int(),
  parent_id: z.number().int().nullable(),
  author: ZAuthor,
  body: z.string(),
  created_at: z.string(),
  edited_at: z.string().nullable(),
  deleted: z.boolean(),
  hidden: z.boolean(),
  can_edit: z.boolean(),
  can_delete: z.boolean(),
});
export type TComment = z.infer<typeof ZComment>;
export const ZCommentList = z.object({ items: z.array(ZComment), comment_count: z.number().int() });
export type TCommentList = z.infer<typeof ZCommentList>;

/** The live event of a new post: small; the client fetches what it shows. */
export const ZPostNew = z.object({
  post_id: z.number().int(),
  author_id: z.number().int(),
  circle_id: z.number().int().nullable(),
});
export type TPostNew = z.infer<typeof ZPostNew>;

/** Lower-case #topics of a text (letters of any script, digits, _ and -), at most 10. */
export function extractTopics(text: string): string[] {
  const found = text.match(/(?:^|[^\p{L}\p{N}_&])#([\p{L}\p{M}\p{N}_-]{2,40})/gu) ?? [];
  const topics = found.map((t) => t.slice(t.indexOf('#') + 1).toLowerCase());
  return [...new Set(topics)].slice(0, 10);
}
