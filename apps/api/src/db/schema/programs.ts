import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
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
import { uploads } from './uploads.ts';

/** A learning program made of courses (SPEC §1, §3). */
export const programs = pgTable(
  'programs',
  {
    program_id: serial('program_id').primaryKey(),
    ...tenantColumn(),
    program_name: text('program_name').notNull(),
    program_description: text('program_description'),
    program_category: text('program_category'),
    start_date: date('start_date', { mode: 'string' }),
    end_date: date('end_date', { mode: 'string' }),
    status: text('status').notNull().default('draft'),
    /** the language its content is written in: 'en' or 'hi' (issue 19) */
    language: text('language').notNull().default('en'),
    /** always open: learners join at any time and it never ends, whatever the dates (issue 19) */
    self_paced: boolean('self_paced').notNull().default(false),
    ...auditColumns(),
  },
  // live rows only (every read filters is_deleted = false): the catalogue's filters and sorts
  (t) => [
    check('programs_language_ck', sql`${t.language} in ('en', 'hi')`),
    // tenant first: row-level security adds tenant_id = … to every query, and counts stay index-only
    index('programs_tenant_category_start_idx')
      .on(t.tenant_id, t.program_category, t.start_date, t.program_id)
      .where(sql`${t.is_deleted} = false`),
    index('programs_tenant_start_idx').on(t.tenant_id, t.start_date, t.program_id).where(sql`${t.is_deleted} = false`),
    index('programs_tenant_status_idx').on(t.tenant_id, t.status).where(sql`${t.is_deleted} = false`),
    // the catalogue's language filter, soonest start first
    index('programs_tenant_language_start_idx')
      .on(t.tenant_id, t.language, t.start_date, t.program_id)
      .where(sql`${t.is_deleted} = false`),
  ],
);

export const courses = pgTable(
  'courses',
  {
    course_id: serial('course_id').primaryKey(),
    ...tenantColumn(),
    program_id: integer('program_id')
      .notNull()
      .references(() => programs.program_id),
    course_name: text('course_name').notNull(),
    course_description: text('course_description'),
    sort_order: integer('sort_order').notNull().default(0),
    ...auditColumns(),
  },
  (t) => [index('courses_program_idx').on(t.program_id, t.sort_order)],
);

export const modules = pgTable(
  'modules',
  {
    module_id: serial('module_id').primaryKey(),
    ...tenantColumn(),
    course_id: integer('course_id')
      .notNull()
      .references(() => courses.course_id),
    module_name: text('module_name').notNull(),
    module_description: text('module_description'),
    sort_order: integer('sort_order').notNull().default(0),
    ...auditColumns(),
  },
  (t) => [index('modules_course_idx').on(t.course_id, t.sort_order)],
);

export const units = pgTable(
  'units',
  {
    unit_id: serial('unit_id').primaryKey(),
    ...tenantColumn(),
    module_id: integer('module_id')
      .notNull()
      .references(() => modules.module_id),
    unit_name: text('unit_name').notNull(),
    /** lesson, video, document, assignment or quiz */
    unit_type: text('unit_type').notNull().default('lesson'),
    content: text('content'),
    /** video: the uploaded file's URL or an https link; document: the uploaded file's URL */
    resource_url: text('resource_url'),
    /** quiz: the percentage of correct answers that passes (and completes the unit) */
    passing_score: integer('passing_score'),
    duration_minutes: integer('duration_minutes'),
    sort_order: integer('sort_order').notNull().default(0),
    ...auditColumns(),
  },
  (t) => [index('units_module_idx').on(t.module_id, t.sort_order)],
);

/** A user's enrolment in a program (SPEC §3 "Program enrolment"). */
export const programEnrollments = pgTable(
  'program_enrollments',
  {
    enrollment_id: serial('enrollment_id').primaryKey(),
    ...tenantColumn(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.user_id),
    program_id: integer('program_id')
      .notNull()
      .references(() => programs.program_id),
    enrollment_status: text('enrollment_status').notNull().default('pending'),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('program_enrollments_user_program_uq').on(t.user_id, t.program_id).where(sql`${t.is_deleted} = false`),
    index('program_enrollments_program_idx').on(t.program_id),
  ],
);

/**
 * A learner's completed units (issue 8): one row per (tenant, user, unit). Course and program
 * progress derive from it. Same-tenant keys to programs and units are added in the migration
 * (0010_unit_progress.sql), like the other tenant tables (0006_tenant_rls.sql).
 */
export const unitProgress = pgTable(
  'unit_progress',
  {
    progress_id: serial('progress_id').primaryKey(),
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
    completed_at: timestamp('completed_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('unit_progress_tenant_user_unit_uq').on(t.tenant_id, t.user_id, t.unit_id),
    index('unit_progress_tenant_user_program_idx').on(t.tenant_id, t.user_id, t.program_id),
  ],
);

// ---------------------------------------------------------------- quizzes, assignments, plans, certificates
/**
 * What learners do inside a program beyond completing units (issue 8). All are tenant tables
 * under row-level security (0011_learning.sql), except certificate_codes, the global index the
 * public verification page looks a code up in.
 */

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
    /** the program completed; null for a competition's certificate (issue 23) */
    program_id: integer('program_id').references(() => programs.program_id),
    /** the competition placed in (issue 23), with the award ("Winner", "Runner-up") */
    competition_id: integer('competition_id'),
    award: text('award'),
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
    uniqueIndex('certificates_user_competition_uq').on(t.tenant_id, t.user_id, t.competition_id),
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
