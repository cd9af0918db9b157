import type { TReactionKind } from '@ankur/shared/schemas/community-feed';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { tenantColumn } from './columns.ts';
import { posts } from './community.ts';
import { users } from './identity.ts';

/**
 * Feed capability tables (issue 21, migration 0022): comments with one level of replies,
 * reactions (one per person and post) and saved posts. The counts live on posts
 * (reaction_count, comment_count), kept in the same transaction as these rows.
 */

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

export const postComments = pgTable(
  'post_comments',
  {
    comment_id: serial('comment_id').primaryKey(),
    ...tenantColumn(),
    post_id: integer('post_id')
      .notNull()
      .references(() => posts.post_id, { onDelete: 'cascade' }),
    /** the comment this one answers (one level: a reply's parent is never a reply) */
    parent_id: integer('parent_id'),
    author_id: integer('author_id')
      .notNull()
      .references(() => users.user_id),
    body: text('body').notNull(),
    mentions: integer('mentions').array().notNull().default([]),
    created_at: ts('created_at').notNull().defaultNow(),
    edited_at: ts('edited_at'),
    deleted_at: ts('deleted_at'),
    hidden_at: ts('hidden_at'),
  },
  (t) => [
    index('post_comments_post_idx').on(t.tenant_id, t.post_id, t.comment_id),
    index('post_comments_author_idx').on(t.tenant_id, t.author_id),
  ],
);

export const postReactions = pgTable(
  'post_reactions',
  {
    reaction_id: serial('reaction_id').primaryKey(),
    ...tenantColumn(),
    post_id: integer('post_id')
      .notNull()
      .references(() => posts.post_id, { onDelete: 'cascade' }),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.user_id),
    kind: text('kind').$type<TReactionKind>().notNull(),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('post_reactions_uq').on(t.tenant_id, t.post_id, t.user_id),
    index('post_reactions_user_idx').on(t.tenant_id, t.user_id),
  ],
);

export const postSaves = pgTable(
  'post_saves',
  {
    save_id: serial('save_id').primaryKey(),
    ...tenantColumn(),
    post_id: integer('post_id')
      .notNull()
      .references(() => posts.post_id, { onDelete: 'cascade' }),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.user_id),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('post_saves_uq').on(t.tenant_id, t.user_id, t.post_id),
    index('post_saves_post_idx').on(t.tenant_id, t.post_id),
  ],
);
