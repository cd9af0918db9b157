import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { tenantColumn } from './columns.ts';

/** One cited source of an answer, as stored with it (the shared TPrajnaCitation). */
export interface StoredCitation {
  n: number;
  kind: string;
  ref_id: number;
  title: string;
  url: string;
  snippet: string;
}

/**
 * Prajna's answers (issue 22, migration 0026): one row per response set. The first answer to a
 * question is its own root (root_id = answer_id); each alternative the asker asks for is another
 * row with the same root_id and the next set_index. `passage_keys` are the passages the set used
 * ("kind:ref_id:paragraph"), so an alternative can choose others. Only the asker reads them (the
 * service filters by user_id); a tenant table under forced row-level security.
 */
export const prajnaAnswers = pgTable(
  'prajna_answers',
  {
    answer_id: serial('answer_id').primaryKey(),
    ...tenantColumn(),
    user_id: integer('user_id').notNull(),
    /** the first set of this question (its own answer_id for the first) */
    root_id: integer('root_id'),
    /** 1 for the first answer, 2, 3... for the alternatives */
    set_index: integer('set_index').notNull().default(1),
    question: text('question').notNull(),
    language: text('language').$type<'en' | 'hi'>().notNull(),
    mode: text('mode').$type<'passages' | 'generated'>().notNull(),
    text: text('text').notNull(),
    citations: jsonb('citations').$type<StoredCitation[]>().notNull().default([]),
    passage_keys: jsonb('passage_keys').$type<string[]>().notNull().default([]),
    /** the provider's name when it generated the answer (or was tried and failed) */
    provider: text('provider'),
    /** the provider was asked and failed: the answer is the passages */
    fell_back: boolean('fell_back').notNull().default(false),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [
    index('prajna_answers_user_idx').on(t.tenant_id, t.user_id, t.answer_id.desc()),
    index('prajna_answers_root_idx').on(t.tenant_id, t.root_id, t.set_index),
  ],
);
