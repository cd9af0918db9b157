import { index, integer, numeric, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { tenantColumn } from './columns.ts';
import { users } from './identity.ts';

/**
 * The Engine (issue 24, migration 0031): a founder's own statistics on SPEC §3's stats model,
 * field for field: modules (module_id, module_name, phase_id, user_id), stats (stat_id, stat_name,
 * module_id, parent_stat_id, category) and scores per time period (table_id, stat_id, time_period,
 * score_value, score_unit). The SPEC's sample tables (stats.ts) stay the platform's ecosystem
 * figures; these are per person, per tenant, under forced row-level security. engine_profiles
 * holds the founder's activePhase (awakening → …).
 */

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

export const engineModules = pgTable(
  'engine_modules',
  {
    module_id: serial('module_id').primaryKey(),
    ...tenantColumn(),
    module_name: text('module_name').notNull(),
    /** index into ENGINE_PHASES */
    phase_id: integer('phase_id').notNull().default(0),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.user_id),
    position: integer('position').notNull().default(0),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('engine_modules_user_idx').on(t.tenant_id, t.user_id, t.position)],
);

export const engineStats = pgTable(
  'engine_stats',
  {
    stat_id: serial('stat_id').primaryKey(),
    ...tenantColumn(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.user_id),
    stat_name: text('stat_name').notNull(),
    module_id: integer('module_id')
      .notNull()
      .references(() => engineModules.module_id),
    parent_stat_id: integer('parent_stat_id'),
    /** users | revenue | burn | runway | team | pilots | custom */
    category: text('category').notNull(),
    /** the unit new scores get by default (count, INR, months, percent, …) */
    unit: text('unit').notNull().default('count'),
    position: integer('position').notNull().default(0),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('engine_stats_user_idx').on(t.tenant_id, t.user_id, t.module_id),
    uniqueIndex('engine_stats_name_uq').on(t.tenant_id, t.user_id, t.stat_name),
  ],
);

export const engineScores = pgTable(
  'engine_scores',
  {
    table_id: serial('table_id').primaryKey(),
    ...tenantColumn(),
    stat_id: integer('stat_id')
      .notNull()
      .references(() => engineStats.stat_id),
    /** YYYY-MM (a month) */
    time_period: text('time_period').notNull(),
    score_value: numeric('score_value', { mode: 'number' }).notNull(),
    score_unit: text('score_unit').notNull(),
    created_by: integer('created_by').references(() => users.user_id),
    updated_at: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('engine_scores_period_uq').on(t.tenant_id, t.stat_id, t.time_period)],
);

export const engineProfiles = pgTable(
  'engine_profiles',
  {
    ...tenantColumn(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.user_id),
    /** SPEC §3 activePhase: awakening by default */
    active_phase: text('active_phase').notNull().default('awakening'),
    updated_at: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('engine_profiles_uq').on(t.tenant_id, t.user_id)],
);
