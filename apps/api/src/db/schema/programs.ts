import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns, tenantColumn } from './columns.ts';
import { users } from './identity.ts';

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
    ...auditColumns(),
  },
  // live rows only (every read filters is_deleted = false): the catalogue's filters and sorts
  (t) => [
    // tenant first: row-level security adds tenant_id = … to every query, and counts stay index-only
    index('programs_tenant_category_start_idx')
      .on(t.tenant_id, t.program_category, t.start_date, t.program_id)
      .where(sql`${t.is_deleted} = false`),
    index('programs_tenant_start_idx').on(t.tenant_id, t.start_date, t.program_id).where(sql`${t.is_deleted} = false`),
    index('programs_tenant_status_idx').on(t.tenant_id, t.status).where(sql`${t.is_deleted} = false`),
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
