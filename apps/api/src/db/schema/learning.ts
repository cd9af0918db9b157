import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { auditColumns, tenantColumn } from './columns.ts';
import { users } from './identity.ts';
import { programs, units } from './programs.ts';

/**
 * What learners do inside a program beyond completing units (issue 8): quizzes, assignments,
 * plans and certificates, and the files uploaded for units and submissions. All are tenant
 * tables under row-level security (0011_learning.sql), except certificate_codes, the global
 * index the public verification page looks a code up in.
 */

/** A file stored behind the storage interface (lib/storage.ts): a unit's document or a submission. */
export const uploads = pgTable(
  'uploads',
  {
    upload_id: serial('upload_id').primaryKey(),
    ...tenantColumn(),
    owner_user_id: integer('owner_user_id')
      .notNull()
      .references(() => users.user_id),
    /** 'unit' (read by anyone signed in to the tenant) or 'submission' (owner and program managers) */
    purpose: text('purpose').notNull(),
    storage_key: text('storage_key').notNull(),
    file_name: text('file_name').notNull(),
    content_type: text('content_type').notNull(),
    size_bytes: integer('size_bytes').notNull(),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('uploads_storage_key_uq').on(t.storage_key)],
);

/** One question of a quiz unit; `correct_options` never reaches learners. */
export const quizQuestions = pgTable(
  'quiz_questions',
  {
    question_id: serial('question_id').primaryKey(),
    ...tenantColumn(),
    unit_id: integer('unit_id')
      .notNull()
      .references(() => units.unit_id),
    prompt: text('prompt').notNull(),
    /** the answer options, in order */
    options: jsonb('options').$type<string[]>().notNull(),
    /** indexes into options; more than one makes it a "choose all that apply" question */
    correct_options: jsonb('correct_options').$type<number[]>().notNull(),
    explanation: text('explanation'),
    sort_order: integer('sort_order').notNull().default(0),
  },
  (t) => [index('quiz_questions_unit_idx').on(t.tenant_id, t.unit_id, t.sort_order)],
);

/** A learner's graded attempt at a quiz. */
export const quizAttempts = pgTable(
  'quiz_attempts',
  {
    attempt_id: serial('attempt_id').primaryKey(),
    ...tenantColumn(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.user_id),
    program_id: integer('program_id')
      .notNull()
      .references(() => programs.program_id),
    unit_id: integer('unit_id')
      .notNull()
      .references(() => units.unit_id),
    /** question_id → the chosen option indexes */
    answers: jsonb('answers').$type<Record<string, number[]>>().notNull(),
    score: integer('score').notNull(),
    max_score: integer('max_score').notNull(),
    passed: boolean('passed').notNull(),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [index('quiz_attempts_user_unit_idx').on(t.tenant_id, t.user_id, t.unit_id, t.created_at)],
);

/** A learner's answer to an assignment unit: text, a file, or both; a manager reviews it. */
export const assignmentSubmissions = pgTable(
  'assignment_submissions',
  {
    submission_id: serial('submission_id').primaryKey(),
    ...tenantColumn(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.user_id),
    program_id: integer('program_id')
      .notNull()
      .references(() => programs.program_id),
    unit_id: integer('unit_id')
      .notNull()
      .references(() => units.unit_id),
    body: text('body'),
    upload_id: integer('upload_id').references(() => uploads.upload_id),
    /** submitted → approved | changes_requested (a new submission starts submitted again) */
    status: text('status').notNull().default('submitted'),
    feedback: text('feedback'),
    reviewed_by: integer('reviewed_by').references(() => users.user_id),
    reviewed_at: timestamp('reviewed_at', { withTimezone: true, mode: 'string' }),
    ...auditColumns(),
  },
  (t) => [
    index('assignment_submissions_user_unit_idx').on(t.tenant_id, t.user_id, t.unit_id),
    index('assignment_submissions_program_status_idx').on(t.tenant_id, t.program_id, t.status),
  ],
);

/** A learner's plan for a program: units placed into weekly iterations (SPEC §3 "Plan iteration"). */
export const learningPlans = pgTable(
  'learning_plans',
  {
    plan_id: serial('plan_id').primaryKey(),
    ...tenantColumn(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.user_id),
    program_id: integer('program_id')
      .notNull()
      .references(() => programs.program_id),
    plan_name: text('plan_name').notNull(),
    /** the Monday the first iteration starts */
    start_date: date('start_date', { mode: 'string' }).notNull(),
    /** how many weekly iterations */
    iterations: integer('iterations').notNull(),
    ...auditColumns(),
  },
  (t) => [index('learning_plans_user_idx').on(t.tenant_id, t.user_id).where(sql`${t.is_deleted} = false`)],
);

/** A unit placed in a plan's iteration, with its target date. */
export const planItems = pgTable(
  'plan_items',
  {
    item_id: serial('item_id').primaryKey(),
    ...tenantColumn(),
    plan_id: integer('plan_id')
      .notNull()
      .references(() => learningPlans.plan_id),
    unit_id: integer('unit_id')
      .notNull()
      .references(() => units.unit_id),
    /** 1-based week of the plan */
    iteration: integer('iteration').notNull(),
    target_date: date('target_date', { mode: 'string' }).notNull(),
  },
  (t) => [uniqueIndex('plan_items_plan_unit_uq').on(t.plan_id, t.unit_id)],
);

/** A certificate for a completed program; names are copied so it reads the same later. */
export const certificates = pgTable(
  'certificates',
  {
    certificate_id: serial('certificate_id').primaryKey(),
    ...tenantColumn(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.user_id),
    program_id: integer('program_id')
      .notNull()
      .references(() => programs.program_id),
    code: text('code').notNull(),
    recipient_name: text('recipient_name').notNull(),
    program_name: text('program_name').notNull(),
    issuer_name: text('issuer_name').notNull(),
    issued_at: timestamp('issued_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    revoked_at: timestamp('revoked_at', { withTimezone: true, mode: 'string' }),
  },
  (t) => [
    uniqueIndex('certificates_code_uq').on(t.code),
    uniqueIndex('certificates_user_program_uq').on(t.tenant_id, t.user_id, t.program_id),
  ],
);

/**
 * The global index of certificate codes (no row-level security): the public verification page
 * finds the tenant here, then reads the certificate inside that tenant.
 */
export const certificateCodes = pgTable('certificate_codes', {
  code: text('code').primaryKey(),
  tenant_id: text('tenant_id').notNull(),
});
