import { index, integer, numeric, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { auditColumns } from './columns.ts';

/** Sample statistics of SPEC §3: stats, their scores and the phase modules they belong to. */
export const statModules = pgTable('stat_modules', {
  module_id: serial('module_id').primaryKey(),
  module_name: text('module_name').notNull(),
  phase_id: integer('phase_id'),
  user_id: integer('user_id'),
  ...auditColumns(),
});

export const stats = pgTable(
  'stats',
  {
    stat_id: serial('stat_id').primaryKey(),
    stat_name: text('stat_name').notNull(),
    module_id: integer('module_id').references(() => statModules.module_id),
    parent_stat_id: integer('parent_stat_id'),
    category: text('category'),
    ...auditColumns(),
  },
  (t) => [index('stats_module_idx').on(t.module_id)],
);

export const scores = pgTable(
  'scores',
  {
    table_id: serial('table_id').primaryKey(),
    stat_id: integer('stat_id')
      .notNull()
      .references(() => stats.stat_id),
    time_period: text('time_period').notNull(),
    score_value: numeric('score_value', { mode: 'number' }).notNull(),
    score_unit: text('score_unit'),
    ...auditColumns(),
  },
  (t) => [index('scores_stat_idx').on(t.stat_id)],
);
