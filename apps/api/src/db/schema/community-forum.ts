import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { tenantColumn } from './columns.ts';
import { users } from './identity.ts';

/**
 * The community forum (issue 21, migration 0021): categories, threads, flat replies and up-votes.
 * Tenant tables under forced row-level security. Bodies are sanitised HTML with their plain text
 * beside them (search, excerpts, notifications); search is PostgreSQL full text with the 'simple'
 * configuration over title and body text (a GIN expression index, decision 38).
 */

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });
const createdAt = () => ts('created_at').notNull().defaultNow();

export const forumCategories = pgTable(
  'forum_categories',
  {
    category_id: serial('category_id').primaryKey(),
    ...tenantColumn(),
    /** the address part of /community/forum?category=slug; unique per tenant */
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    name_hi: text('name_hi').notNull().default(''),
    description: text('description').notNull().default(''),
    description_hi: text('description_hi').notNull().default(''),
    position: integer('position').notNull().default(0),
    thread_count: integer('thread_count').notNull().default(0),
    created_at: createdAt(),
    updated_at: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('forum_categories_slug_uq').on(t.tenant_id, t.slug),
    index('forum_categories_position_idx').on(t.tenant_id, t.position),
  ],
);

export const forumThreads = pgTable(
  'forum_threads',
  {
    thread_id: serial('thread_id').primaryKey(),
    ...tenantColumn(),
    category_id: integer('category_id')
      .notNull()
      .references(() => forumCategories.category_id),
    author_id: integer('author_id')
      .notNull()
      .references(() => users.user_id),
    title: text('title').notNull(),
    body_html: text('body_html').notNull().default(''),
    body_text: text('body_text').notNull().default(''),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    vote_count: integer('vote_count').notNull().default(0),
    reply_count: integer('reply_count').notNull().default(0),
    accepted_reply_id: integer('accepted_reply_id'),
    pinned_at: ts('pinned_at'),
    locked_at: ts('locked_at'),
    last_activity_at: ts('last_activity_at').notNull().defaultNow(),
    created_at: createdAt(),
    edited_at: ts('edited_at'),
    deleted_at: ts('deleted_at'),
    /** hidden by a moderator: shown to no one but its author (marked) and moderators */
    hidden_at: ts('hidden_at'),
  },
  (t) => [
    index('forum_threads_activity_idx').on(
      t.tenant_id,
      t.last_activity_at.desc().nullsFirst(),
      t.thread_id.desc().nullsFirst(),
    ),
    index('forum_threads_category_idx').on(
      t.tenant_id,
      t.category_id,
      t.last_activity_at.desc().nullsFirst(),
      t.thread_id.desc().nullsFirst(),
    ),
    index('forum_threads_votes_idx').on(t.tenant_id, t.vote_count.desc().nullsFirst(), t.thread_id.desc().nullsFirst()),
    index('forum_threads_author_idx').on(t.tenant_id, t.author_id),
    index('forum_threads_search_idx').using('gin', sql`to_tsvector('simple', ${t.title} || ' ' || ${t.body_text})`),
  ],
);

export const forumReplies = pgTable(
  'forum_replies',
  {
    reply_id: serial('reply_id').primaryKey(),
    ...tenantColumn(),
    thread_id: integer('thread_id')
      .notNull()
      .references(() => forumThreads.thread_id, { onDelete: 'cascade' }),
    author_id: integer('author_id')
      .notNull()
      .references(() => users.user_id),
    body_html: text('body_html').notNull().default(''),
    body_text: text('body_text').notNull().default(''),
    /** the reply this one quotes (shown above it) */
    quote_reply_id: integer('quote_reply_id'),
    vote_count: integer('vote_count').notNull().default(0),
    created_at: createdAt(),
    edited_at: ts('edited_at'),
    deleted_at: ts('deleted_at'),
    hidden_at: ts('hidden_at'),
  },
  (t) => [
    index('forum_replies_thread_idx').on(t.tenant_id, t.thread_id, t.reply_id),
    index('forum_replies_author_idx').on(t.tenant_id, t.author_id),
  ],
);

/** One up-vote per person per thread or reply; the counts live on the thread and reply rows. */
export const forumVotes = pgTable(
  'forum_votes',
  {
    vote_id: serial('vote_id').primaryKey(),
    ...tenantColumn(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.user_id),
    target_kind: text('target_kind').$type<'thread' | 'reply'>().notNull(),
    target_id: integer('target_id').notNull(),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('forum_votes_uq').on(t.tenant_id, t.target_kind, t.target_id, t.user_id),
    index('forum_votes_user_idx').on(t.tenant_id, t.user_id),
  ],
);
