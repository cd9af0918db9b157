import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { tenantColumn } from './columns.ts';
import { circles } from './community.ts';
import { users } from './identity.ts';
import { uploads } from './uploads.ts';

/**
 * The innovation workspace (issue 24, migration 0031): ideas on a Lean Canvas (nine blocks, each
 * save a new version), shared with a mentor (a person) or a circle for comments, promoted to a
 * product with its stage, TRL, milestones and evidence files. Tenant tables under forced
 * row-level security.
 */

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

/** The nine blocks of Ash Maurya's Lean Canvas, by key (see the shared contract). */
export type StoredCanvas = Record<string, string>;

export const ideas = pgTable(
  'ideas',
  {
    idea_id: serial('idea_id').primaryKey(),
    ...tenantColumn(),
    owner_id: integer('owner_id')
      .notNull()
      .references(() => users.user_id),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    /** active | promoted | archived */
    status: text('status').notNull().default('active'),
    /** the latest canvas version's number */
    version: integer('version').notNull().default(1),
    created_at: ts('created_at').notNull().defaultNow(),
    updated_at: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('ideas_owner_idx').on(t.tenant_id, t.owner_id, t.updated_at)],
);

export const ideaVersions = pgTable(
  'idea_versions',
  {
    idea_version_id: serial('idea_version_id').primaryKey(),
    ...tenantColumn(),
    idea_id: integer('idea_id')
      .notNull()
      .references(() => ideas.idea_id),
    version: integer('version').notNull(),
    canvas: jsonb('canvas').$type<StoredCanvas>().notNull().default(sql`'{}'::jsonb`),
    note: text('note').notNull().default(''),
    created_by: integer('created_by')
      .notNull()
      .references(() => users.user_id),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('idea_versions_uq').on(t.tenant_id, t.idea_id, t.version)],
);

export const ideaShares = pgTable(
  'idea_shares',
  {
    share_id: serial('share_id').primaryKey(),
    ...tenantColumn(),
    idea_id: integer('idea_id')
      .notNull()
      .references(() => ideas.idea_id),
    /** a person (a mentor) or a circle: exactly one is set */
    user_id: integer('user_id').references(() => users.user_id),
    circle_id: integer('circle_id').references(() => circles.circle_id),
    shared_by: integer('shared_by')
      .notNull()
      .references(() => users.user_id),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('idea_shares_idea_idx').on(t.tenant_id, t.idea_id),
    index('idea_shares_user_idx').on(t.tenant_id, t.user_id),
    index('idea_shares_circle_idx').on(t.tenant_id, t.circle_id),
  ],
);

export const ideaComments = pgTable(
  'idea_comments',
  {
    comment_id: serial('comment_id').primaryKey(),
    ...tenantColumn(),
    idea_id: integer('idea_id')
      .notNull()
      .references(() => ideas.idea_id),
    /** the canvas version commented on, and the block (null: the idea as a whole) */
    version: integer('version').notNull(),
    block: text('block'),
    author_id: integer('author_id')
      .notNull()
      .references(() => users.user_id),
    body: text('body').notNull(),
    created_at: ts('created_at').notNull().defaultNow(),
    hidden_at: ts('hidden_at'),
  },
  (t) => [index('idea_comments_idea_idx').on(t.tenant_id, t.idea_id, t.created_at)],
);

export const products = pgTable(
  'products',
  {
    product_id: serial('product_id').primaryKey(),
    ...tenantColumn(),
    owner_id: integer('owner_id')
      .notNull()
      .references(() => users.user_id),
    idea_id: integer('idea_id').references(() => ideas.idea_id),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** concept | prototype | mvp | pilot | market | scale */
    stage: text('stage').notNull().default('concept'),
    /** 1..9, from the technology readiness assessment (trl_attempt_id) or set by hand */
    trl: integer('trl'),
    trl_attempt_id: integer('trl_attempt_id'),
    created_at: ts('created_at').notNull().defaultNow(),
    updated_at: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('products_owner_idx').on(t.tenant_id, t.owner_id, t.updated_at)],
);

export const productMilestones = pgTable(
  'product_milestones',
  {
    milestone_id: serial('milestone_id').primaryKey(),
    ...tenantColumn(),
    product_id: integer('product_id')
      .notNull()
      .references(() => products.product_id),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    due_on: date('due_on', { mode: 'string' }),
    done_at: ts('done_at'),
    position: integer('position').notNull().default(0),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('product_milestones_idx').on(t.tenant_id, t.product_id, t.position)],
);

export const productEvidence = pgTable(
  'product_evidence',
  {
    evidence_id: serial('evidence_id').primaryKey(),
    ...tenantColumn(),
    product_id: integer('product_id')
      .notNull()
      .references(() => products.product_id),
    milestone_id: integer('milestone_id').references(() => productMilestones.milestone_id),
    upload_id: integer('upload_id')
      .notNull()
      .references(() => uploads.upload_id),
    title: text('title').notNull(),
    created_by: integer('created_by')
      .notNull()
      .references(() => users.user_id),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('product_evidence_idx').on(t.tenant_id, t.product_id, t.created_at)],
);
