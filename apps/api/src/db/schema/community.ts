import type {
  TCircleRole,
  TCircleVisibility,
  TConnectionStatus,
  TFollowTargetKind,
  TModerationAction,
  TOrganisationCategory,
  TPostImage,
  TReportReason,
  TReportStatus,
  TReportTargetKind,
} from '@ankur/shared/schemas/community';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { tenantColumn } from './columns.ts';
import { users } from './identity.ts';
import { conversations } from './messages.ts';

/**
 * The community's backbone (issue 21, migration 0019): organisations, connections, follows,
 * circles and their members, posts, and reports with the moderation log. Every capability of
 * modules/community builds on these; capability-specific tables (comments, forum, calls, collab)
 * live in their own schema files. All are tenant tables under forced row-level security.
 */

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });
const createdAt = () => ts('created_at').notNull().defaultNow();

/** An organisation's page: incubators, universities, corporates... followable, with members and admins. */
export const organisations = pgTable(
  'organisations',
  {
    organisation_id: serial('organisation_id').primaryKey(),
    ...tenantColumn(),
    name: text('name').notNull(),
    /** the address part of /organization?org=slug; unique per tenant */
    slug: text('slug').notNull(),
    category: text('category').$type<TOrganisationCategory>().notNull(),
    description: text('description').notNull().default(''),
    city: text('city').notNull().default(''),
    state: text('state'),
    website: text('website'),
    /** the processed logo in file storage (server-generated key) */
    logo_key: text('logo_key'),
    /** the page of a tenant (an incubator running its own tenant): its tenant_id */
    represents_tenant: text('represents_tenant'),
    open_to_collaborate: boolean('open_to_collaborate').notNull().default(false),
    verified: boolean('verified').notNull().default(false),
    follower_count: integer('follower_count').notNull().default(0),
    created_by: integer('created_by').references(() => users.user_id),
    created_at: createdAt(),
    updated_at: ts('updated_at').notNull().defaultNow(),
    hidden_at: ts('hidden_at'),
  },
  (t) => [
    uniqueIndex('organisations_slug_uq').on(t.tenant_id, t.slug),
    index('organisations_category_idx').on(t.tenant_id, t.category, t.name),
  ],
);

export const organisationMembers = pgTable(
  'organisation_members',
  {
    organisation_member_id: serial('organisation_member_id').primaryKey(),
    ...tenantColumn(),
    organisation_id: integer('organisation_id')
      .notNull()
      .references(() => organisations.organisation_id, { onDelete: 'cascade' }),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.user_id),
    /** 'admin' edits the page and posts as the organisation; 'member' is listed on it */
    role: text('role').$type<'admin' | 'member'>().notNull().default('member'),
    title: text('title'),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('organisation_members_uq').on(t.tenant_id, t.organisation_id, t.user_id),
    index('organisation_members_user_idx').on(t.tenant_id, t.user_id),
  ],
);

/**
 * A connection between two people (LinkedIn's model): requested with a note, then accepted or
 * declined. One row per pair and tenant whoever asked; a withdrawn or removed connection is deleted.
 */
export const connections = pgTable(
  'connections',
  {
    connection_id: serial('connection_id').primaryKey(),
    ...tenantColumn(),
    requester_id: integer('requester_id')
      .notNull()
      .references(() => users.user_id),
    addressee_id: integer('addressee_id')
      .notNull()
      .references(() => users.user_id),
    status: text('status').$type<TConnectionStatus>().notNull().default('pending'),
    note: text('note'),
    created_at: createdAt(),
    responded_at: ts('responded_at'),
  },
  (t) => [
    uniqueIndex('connections_pair_uq').on(
      t.tenant_id,
      sql`least(${t.requester_id}, ${t.addressee_id})`,
      sql`greatest(${t.requester_id}, ${t.addressee_id})`,
    ),
    index('connections_addressee_idx').on(t.tenant_id, t.addressee_id, t.status),
    index('connections_requester_idx').on(t.tenant_id, t.requester_id, t.status),
  ],
);

/** Following without asking: a person, an organisation or a circle. */
export const follows = pgTable(
  'follows',
  {
    follow_id: serial('follow_id').primaryKey(),
    ...tenantColumn(),
    follower_id: integer('follower_id')
      .notNull()
      .references(() => users.user_id),
    target_kind: text('target_kind').$type<TFollowTargetKind>().notNull(),
    target_id: integer('target_id').notNull(),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('follows_uq').on(t.tenant_id, t.follower_id, t.target_kind, t.target_id),
    index('follows_target_idx').on(t.tenant_id, t.target_kind, t.target_id),
  ],
);

/** A circle (group): public, private (join on approval) or hidden (invite only). */
export const circles = pgTable(
  'circles',
  {
    circle_id: serial('circle_id').primaryKey(),
    ...tenantColumn(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** sanitised rich text */
    rules: text('rules').notNull().default(''),
    visibility: text('visibility').$type<TCircleVisibility>().notNull().default('public'),
    /** the cover image in file storage (server-generated key) */
    cover_key: text('cover_key'),
    topics: jsonb('topics').$type<string[]>().notNull().default([]),
    owner_user_id: integer('owner_user_id')
      .notNull()
      .references(() => users.user_id),
    /** the circle's group conversation in Messages */
    conversation_id: integer('conversation_id').references(() => conversations.conversation_id),
    member_count: integer('member_count').notNull().default(0),
    post_count: integer('post_count').notNull().default(0),
    last_activity_at: ts('last_activity_at'),
    created_at: createdAt(),
    updated_at: ts('updated_at').notNull().defaultNow(),
    archived_at: ts('archived_at'),
    hidden_at: ts('hidden_at'),
  },
  (t) => [
    index('circles_visibility_idx').on(t.tenant_id, t.visibility, t.last_activity_at),
    index('circles_owner_idx').on(t.tenant_id, t.owner_user_id),
  ],
);

export const circleMembers = pgTable(
  'circle_members',
  {
    circle_member_id: serial('circle_member_id').primaryKey(),
    ...tenantColumn(),
    circle_id: integer('circle_id')
      .notNull()
      .references(() => circles.circle_id, { onDelete: 'cascade' }),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.user_id),
    role: text('role').$type<TCircleRole>().notNull().default('member'),
    /** 'active' a member; 'requested' asked to join a private circle; 'invited' not yet accepted */
    status: text('status').$type<'active' | 'requested' | 'invited'>().notNull().default('active'),
    request_note: text('request_note'),
    invited_by: integer('invited_by').references(() => users.user_id),
    created_at: createdAt(),
    joined_at: ts('joined_at'),
  },
  (t) => [
    uniqueIndex('circle_members_uq').on(t.tenant_id, t.circle_id, t.user_id),
    index('circle_members_user_idx').on(t.tenant_id, t.user_id, t.status),
    index('circle_members_status_idx').on(t.tenant_id, t.circle_id, t.status),
  ],
);

/**
 * A post in the main community (circle_id null) or a circle; written by a person, optionally as an
 * organisation they administer. body_html is sanitised; body_text is its plain text (search,
 * excerpts, notifications). A share points at the original through shared_post_id.
 */
export const posts = pgTable(
  'posts',
  {
    post_id: serial('post_id').primaryKey(),
    ...tenantColumn(),
    author_id: integer('author_id')
      .notNull()
      .references(() => users.user_id),
    circle_id: integer('circle_id').references(() => circles.circle_id, { onDelete: 'cascade' }),
    organisation_id: integer('organisation_id').references(() => organisations.organisation_id, {
      onDelete: 'set null',
    }),
    body_html: text('body_html').notNull().default(''),
    body_text: text('body_text').notNull().default(''),
    /** #topics, lower case without the # */
    topics: jsonb('topics').$type<string[]>().notNull().default([]),
    /** user ids @mentioned (notified once, when first written) */
    mentions: jsonb('mentions').$type<number[]>().notNull().default([]),
    images: jsonb('images').$type<TPostImage[]>().notNull().default([]),
    link_url: text('link_url'),
    shared_post_id: integer('shared_post_id'),
    pinned_at: ts('pinned_at'),
    reaction_count: integer('reaction_count').notNull().default(0),
    comment_count: integer('comment_count').notNull().default(0),
    created_at: createdAt(),
    edited_at: ts('edited_at'),
    deleted_at: ts('deleted_at'),
    /** hidden by a moderator: shown to no one but its author (marked) and moderators */
    hidden_at: ts('hidden_at'),
  },
  (t) => [
    index('posts_feed_idx').on(t.tenant_id, t.post_id.desc()),
    // these two also INCLUDE the columns the feed filters on (hand-written in migration 0033:
    // drizzle-kit has no INCLUDE), so the feed's per-source scans are index-only
    index('posts_author_idx').on(t.tenant_id, t.author_id, t.post_id.desc()),
    index('posts_circle_idx').on(t.tenant_id, t.circle_id, t.post_id.desc()),
    index('posts_organisation_idx')
      .on(t.tenant_id, t.organisation_id, t.post_id.desc())
      .where(sql`${t.organisation_id} is not null`),
    index('posts_created_idx').on(t.tenant_id, t.created_at),
  ],
);

/**
 * A report of something one person wrote that others see. Routed to the circle's moderators when
 * it lies in a circle (circle_id) and always to the community moderators. The excerpt is kept so
 * the reviewer sees what was reported even after an edit or deletion.
 */
export const communityReports = pgTable(
  'community_reports',
  {
    report_id: serial('report_id').primaryKey(),
    ...tenantColumn(),
    target_kind: text('target_kind').$type<TReportTargetKind>().notNull(),
    target_id: integer('target_id').notNull(),
    circle_id: integer('circle_id').references(() => circles.circle_id, { onDelete: 'set null' }),
    /** who wrote the reported thing (or the reported member) */
    subject_user_id: integer('subject_user_id').references(() => users.user_id),
    reporter_id: integer('reporter_id')
      .notNull()
      .references(() => users.user_id),
    reason: text('reason').$type<TReportReason>().notNull(),
    details: text('details'),
    excerpt: text('excerpt').notNull().default(''),
    link: text('link'),
    status: text('status').$type<TReportStatus>().notNull().default('open'),
    resolved_by: integer('resolved_by').references(() => users.user_id),
    resolved_at: ts('resolved_at'),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('community_reports_uq').on(t.tenant_id, t.target_kind, t.target_id, t.reporter_id),
    index('community_reports_status_idx').on(t.tenant_id, t.status, t.report_id.desc()),
    index('community_reports_circle_idx').on(t.tenant_id, t.circle_id, t.status),
  ],
);

/** The moderation log (audited): every hide, restore, warning, suspension and dismissal. */
export const moderationActions = pgTable(
  'moderation_actions',
  {
    action_id: serial('action_id').primaryKey(),
    ...tenantColumn(),
    actor_id: integer('actor_id').references(() => users.user_id),
    action: text('action').$type<TModerationAction>().notNull(),
    target_kind: text('target_kind').$type<TReportTargetKind>().notNull(),
    target_id: integer('target_id').notNull(),
    subject_user_id: integer('subject_user_id').references(() => users.user_id),
    report_id: integer('report_id').references(() => communityReports.report_id, { onDelete: 'set null' }),
    reason: text('reason'),
    until: ts('until'),
    created_at: createdAt(),
  },
  (t) => [
    index('moderation_actions_subject_idx').on(t.tenant_id, t.subject_user_id, t.action_id.desc()),
    index('moderation_actions_target_idx').on(t.tenant_id, t.target_kind, t.target_id),
  ],
);

/** A member suspended from writing in the community until a time (posting-limits.ts reads it). */
export const communitySuspensions = pgTable(
  'community_suspensions',
  {
    suspension_id: serial('suspension_id').primaryKey(),
    ...tenantColumn(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.user_id),
    until: ts('until').notNull(),
    reason: text('reason').notNull(),
    suspended_by: integer('suspended_by').references(() => users.user_id),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex('community_suspensions_user_uq').on(t.tenant_id, t.user_id)],
);
