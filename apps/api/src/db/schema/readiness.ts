import type { TAssessmentDefinition, TFormData, TReadinessResult } from '@ankur/shared/schemas/readiness';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { tenantColumn } from './columns.ts';
import { users } from './identity.ts';
import { programs } from './programs.ts';

/**
 * Readiness (issue 24, migration 0031): the four assessments per tenant, their versions (the
 * definition as data; a published version never changes), people's attempts (SPEC §3 survey state:
 * current_step, form_data, last_saved_step, start and last activity), the pathway items a result
 * produced, and cohort managers' nudges. Tenant tables under forced row-level security.
 */

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

export const assessments = pgTable(
  'assessments',
  {
    assessment_id: serial('assessment_id').primaryKey(),
    ...tenantColumn(),
    /** entrepreneurial | idea | technology | investor */
    key: text('key').notNull(),
    /** the version people take now (null until one is published) */
    published_version_id: integer('published_version_id'),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('assessments_tenant_key_uq').on(t.tenant_id, t.key)],
);

export const assessmentVersions = pgTable(
  'assessment_versions',
  {
    version_id: serial('version_id').primaryKey(),
    ...tenantColumn(),
    assessment_id: integer('assessment_id')
      .notNull()
      .references(() => assessments.assessment_id),
    version: integer('version').notNull(),
    /** draft | published | retired */
    status: text('status').notNull().default('draft'),
    definition: jsonb('definition').$type<TAssessmentDefinition>().notNull(),
    published_at: ts('published_at'),
    published_by: integer('published_by').references(() => users.user_id),
    created_by: integer('created_by').references(() => users.user_id),
    created_at: ts('created_at').notNull().defaultNow(),
    updated_at: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('assessment_versions_uq').on(t.tenant_id, t.assessment_id, t.version)],
);

export const assessmentAttempts = pgTable(
  'assessment_attempts',
  {
    attempt_id: serial('attempt_id').primaryKey(),
    ...tenantColumn(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.user_id),
    assessment_id: integer('assessment_id')
      .notNull()
      .references(() => assessments.assessment_id),
    version_id: integer('version_id')
      .notNull()
      .references(() => assessmentVersions.version_id),
    /** SPEC §3 assessment metadata */
    response_for_type: text('response_for_type').notNull().default('self'),
    institute_name: text('institute_name'),
    cohort_id: integer('cohort_id').references(() => programs.program_id),
    /** SPEC §3 survey state */
    current_step: integer('current_step').notNull().default(0),
    last_saved_step: integer('last_saved_step').notNull().default(-1),
    form_data: jsonb('form_data').$type<TFormData>().notNull().default(sql`'{}'::jsonb`),
    started_at: ts('started_at').notNull().defaultNow(),
    last_activity_at: ts('last_activity_at').notNull().defaultNow(),
    is_completed: boolean('is_completed').notNull().default(false),
    submitted_at: ts('submitted_at'),
    /** started over: kept for the record, never resumed */
    abandoned_at: ts('abandoned_at'),
    result: jsonb('result').$type<TReadinessResult>(),
    overall: real('overall'),
  },
  (t) => [
    index('assessment_attempts_user_idx').on(t.tenant_id, t.user_id, t.assessment_id, t.started_at),
    index('assessment_attempts_cohort_idx').on(t.tenant_id, t.cohort_id, t.assessment_id),
    // one unfinished attempt per person per assessment
    uniqueIndex('assessment_attempts_open_uq')
      .on(t.tenant_id, t.user_id, t.assessment_id)
      .where(sql`${t.is_completed} = false and ${t.abandoned_at} is null`),
  ],
);

export const pathwayItems = pgTable(
  'pathway_items',
  {
    item_id: serial('item_id').primaryKey(),
    ...tenantColumn(),
    attempt_id: integer('attempt_id')
      .notNull()
      .references(() => assessmentAttempts.attempt_id),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.user_id),
    /** program | content | expert | circle | event | opportunity */
    kind: text('kind').notNull(),
    /** the search document's ref (kind-specific id) */
    ref_id: text('ref_id').notNull(),
    title: text('title').notNull(),
    link: text('link').notNull(),
    dimension: text('dimension').notNull(),
    dimension_label: text('dimension_label').notNull(),
    score: real('score').notNull(),
    max: real('max').notNull(),
    position: integer('position').notNull().default(0),
    done_at: ts('done_at'),
  },
  (t) => [
    index('pathway_items_attempt_idx').on(t.tenant_id, t.attempt_id, t.position),
    index('pathway_items_user_idx').on(t.tenant_id, t.user_id),
  ],
);

export const readinessNudges = pgTable(
  'readiness_nudges',
  {
    nudge_id: serial('nudge_id').primaryKey(),
    ...tenantColumn(),
    cohort_id: integer('cohort_id')
      .notNull()
      .references(() => programs.program_id),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.user_id),
    sent_by: integer('sent_by')
      .notNull()
      .references(() => users.user_id),
    assessment_key: text('assessment_key').notNull(),
    sent_at: ts('sent_at').notNull().defaultNow(),
  },
  (t) => [index('readiness_nudges_idx').on(t.tenant_id, t.cohort_id, t.user_id, t.sent_at)],
);
