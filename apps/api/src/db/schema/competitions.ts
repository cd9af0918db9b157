import type { TCriterion, TFormField } from '@ankur/shared/schemas/competitions';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { tenantColumn } from './columns.ts';
import { events } from './events.ts';
import { users } from './identity.ts';
import { uploads } from './uploads.ts';

/**
 * Competitions (issue 23, migration 0027): a competition with its form (jsonb), rounds with a
 * rubric (jsonb, fixed once the round begins) and judges, applications by teams, each round's
 * entries, the judges' assignments and their scores (saved as they go). Tenant tables under forced
 * row-level security.
 */

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

export interface StoredPrize {
  rank: number;
  title: string;
  reward: string;
}

export const competitions = pgTable(
  'competitions',
  {
    competition_id: serial('competition_id').primaryKey(),
    ...tenantColumn(),
    event_id: integer('event_id').references(() => events.event_id),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    description_html: text('description_html').notNull().default(''),
    description_text: text('description_text').notNull().default(''),
    eligibility_html: text('eligibility_html').notNull().default(''),
    cover_upload_id: integer('cover_upload_id').references(() => uploads.upload_id),
    opens_at: ts('opens_at').notNull(),
    closes_at: ts('closes_at').notNull(),
    team_min: smallint('team_min').notNull().default(1),
    team_max: smallint('team_max').notNull().default(5),
    form: jsonb('form').$type<TFormField[]>().notNull().default(sql`'[]'::jsonb`),
    prizes: jsonb('prizes').$type<StoredPrize[]>().notNull().default(sql`'[]'::jsonb`),
    leaderboard_public: boolean('leaderboard_public').notNull().default(true),
    score_method: text('score_method').notNull().default('average'),
    topics: text('topics').array().notNull().default(sql`'{}'::text[]`),
    hubs: text('hubs').array().notNull().default(sql`'{}'::text[]`),
    status: text('status').notNull().default('draft'),
    status_note: text('status_note'),
    application_count: integer('application_count').notNull().default(0),
    organiser_id: integer('organiser_id')
      .notNull()
      .references(() => users.user_id),
    results_published_at: ts('results_published_at'),
    created_at: ts('created_at').notNull().defaultNow(),
    updated_at: ts('updated_at').notNull().defaultNow(),
    deleted_at: ts('deleted_at'),
    /** hidden by a community moderator after a report: seen only by its organisers and managers */
    hidden_at: ts('hidden_at'),
  },
  (t) => [
    index('competitions_status_idx').on(t.tenant_id, t.status, t.closes_at, t.competition_id),
    index('competitions_event_idx').on(t.tenant_id, t.event_id),
    index('competitions_organiser_idx').on(t.tenant_id, t.organiser_id),
  ],
);

export const competitionRounds = pgTable(
  'competition_rounds',
  {
    round_id: serial('round_id').primaryKey(),
    ...tenantColumn(),
    competition_id: integer('competition_id')
      .notNull()
      .references(() => competitions.competition_id),
    name: text('name').notNull(),
    position: smallint('position').notNull(),
    status: text('status').notNull().default('pending'),
    judging_ends_at: ts('judging_ends_at'),
    rubric: jsonb('rubric').$type<TCriterion[]>().notNull(),
    advance_count: integer('advance_count'),
    judges_per_application: smallint('judges_per_application').notNull().default(2),
  },
  (t) => [uniqueIndex('competition_rounds_position_uq').on(t.tenant_id, t.competition_id, t.position)],
);

export const competitionJudges = pgTable(
  'competition_judges',
  {
    judge_id: serial('judge_id').primaryKey(),
    ...tenantColumn(),
    round_id: integer('round_id')
      .notNull()
      .references(() => competitionRounds.round_id),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.user_id),
    invited_at: ts('invited_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('competition_judges_uq').on(t.tenant_id, t.round_id, t.user_id),
    index('competition_judges_user_idx').on(t.tenant_id, t.user_id),
  ],
);

export const competitionApplications = pgTable(
  'competition_applications',
  {
    application_id: serial('application_id').primaryKey(),
    ...tenantColumn(),
    competition_id: integer('competition_id')
      .notNull()
      .references(() => competitions.competition_id),
    lead_id: integer('lead_id')
      .notNull()
      .references(() => users.user_id),
    team_name: text('team_name').notNull(),
    answers: jsonb('answers').$type<Record<string, string | number>>().notNull().default(sql`'{}'::jsonb`),
    status: text('status').notNull().default('draft'),
    final_rank: integer('final_rank'),
    prize: text('prize'),
    submitted_at: ts('submitted_at'),
    withdrawn_at: ts('withdrawn_at'),
    created_at: ts('created_at').notNull().defaultNow(),
    updated_at: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('competition_applications_list_idx').on(t.tenant_id, t.competition_id, t.status, t.application_id),
    index('competition_applications_lead_idx').on(t.tenant_id, t.lead_id),
  ],
);

/** The team: the lead and the members, one row each; a person is in one application per competition. */
export const competitionTeamMembers = pgTable(
  'competition_team_members',
  {
    member_id: serial('member_id').primaryKey(),
    ...tenantColumn(),
    competition_id: integer('competition_id')
      .notNull()
      .references(() => competitions.competition_id),
    application_id: integer('application_id')
      .notNull()
      .references(() => competitionApplications.application_id),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.user_id),
    is_lead: boolean('is_lead').notNull().default(false),
  },
  (t) => [
    uniqueIndex('competition_team_members_person_uq').on(t.tenant_id, t.competition_id, t.user_id),
    index('competition_team_members_app_idx').on(t.tenant_id, t.application_id),
  ],
);

/** An application's place in a round. */
export const competitionRoundEntries = pgTable(
  'competition_round_entries',
  {
    entry_id: serial('entry_id').primaryKey(),
    ...tenantColumn(),
    round_id: integer('round_id')
      .notNull()
      .references(() => competitionRounds.round_id),
    application_id: integer('application_id')
      .notNull()
      .references(() => competitionApplications.application_id),
    status: text('status').notNull().default('in_round'),
    average: real('average'),
    normalised: real('normalised'),
  },
  (t) => [
    uniqueIndex('competition_round_entries_uq').on(t.tenant_id, t.round_id, t.application_id),
    index('competition_round_entries_app_idx').on(t.tenant_id, t.application_id),
  ],
);

/** A judge's assignment in a round and their score, saved as they go (final once submitted). */
export const competitionAssignments = pgTable(
  'competition_assignments',
  {
    assignment_id: serial('assignment_id').primaryKey(),
    ...tenantColumn(),
    round_id: integer('round_id')
      .notNull()
      .references(() => competitionRounds.round_id),
    application_id: integer('application_id')
      .notNull()
      .references(() => competitionApplications.application_id),
    judge_user_id: integer('judge_user_id')
      .notNull()
      .references(() => users.user_id),
    status: text('status').notNull().default('assigned'),
    conflict_reason: text('conflict_reason'),
    scores: jsonb('scores').$type<Record<string, number>>().notNull().default(sql`'{}'::jsonb`),
    comment: text('comment').notNull().default(''),
    /** weighted 0..100 once every criterion is scored */
    total: real('total'),
    scored_at: ts('scored_at'),
    updated_at: ts('updated_at'),
  },
  (t) => [
    uniqueIndex('competition_assignments_uq').on(t.tenant_id, t.round_id, t.application_id, t.judge_user_id),
    index('competition_assignments_judge_idx').on(t.tenant_id, t.judge_user_id, t.round_id, t.assignment_id),
  ],
);
