import type { TOnboarding, TRoleDetails, TSectionVisibility, TVisibility } from '@ankur/shared/schemas/profiles';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { tenantColumn } from './columns.ts';
import { users } from './identity.ts';

/**
 * Profiles, ventures and personality results (issue 20, the people part). All are tenant tables
 * under forced row-level security (0018_profiles.sql): a person has one profile per tenant.
 */
export const userProfiles = pgTable(
  'user_profiles',
  {
    profile_id: serial('profile_id').primaryKey(),
    ...tenantColumn(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.user_id),
    headline: text('headline').notNull().default(''),
    bio: text('bio').notNull().default(''),
    city: text('city').notNull().default(''),
    state: text('state'),
    languages: jsonb('languages').$type<string[]>().notNull().default([]),
    links: jsonb('links').$type<string[]>().notNull().default([]),
    skills: jsonb('skills').$type<string[]>().notNull().default([]),
    /** the processed 512 px square photo in file storage (server-generated key) */
    photo_key: text('photo_key'),
    role_details: jsonb('role_details').$type<TRoleDetails>().notNull().default({}),
    /** per section; a missing section follows the account's profile_visibility */
    visibility: jsonb('visibility').$type<TSectionVisibility>().notNull().default({}),
    onboarding: jsonb('onboarding').$type<TOnboarding>(),
    shown_programs: jsonb('shown_programs').$type<number[]>().notNull().default([]),
    show_certificates: boolean('show_certificates').notNull().default(false),
    /** listed at /collab-hub/community as open to collaborate (issue 21, migration 0020) */
    open_to_collaborate: boolean('open_to_collaborate').notNull().default(false),
    /** hidden by a community moderator (issue 21): its text sections are shown to its owner and moderators only */
    hidden_at: timestamp('hidden_at', { withTimezone: true, mode: 'string' }),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('user_profiles_user_uq').on(t.tenant_id, t.user_id),
    // the members directory's filters (migration 0028); the headline's trigrams are read through
    // directory_headline_matches(), as row-level security keeps `like` off an index
    index('user_profiles_state_idx').on(t.tenant_id, t.state, t.user_id),
    index('user_profiles_headline_trgm_idx').using('gin', sql`lower(${t.headline}) gin_trgm_ops`),
  ],
);

export const ventures = pgTable(
  'ventures',
  {
    venture_id: serial('venture_id').primaryKey(),
    ...tenantColumn(),
    owner_user_id: integer('owner_user_id')
      .notNull()
      .references(() => users.user_id),
    name: text('name').notNull(),
    stage: text('stage').notNull(),
    sector: text('sector').notNull(),
    state: text('state'),
    city: text('city').notNull().default(''),
    team_size: integer('team_size').notNull().default(1),
    website: text('website'),
    pitch: text('pitch').notNull().default(''),
    needs: jsonb('needs').$type<string[]>().notNull().default([]),
    visibility: text('visibility').$type<TVisibility>().notNull().default('members'),
    /** hidden by a community moderator (issue 21): shown to its team and moderators only */
    hidden_at: timestamp('hidden_at', { withTimezone: true, mode: 'string' }),
    created_by: integer('created_by'),
    modified_by: integer('modified_by'),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [
    index('ventures_owner_idx').on(t.tenant_id, t.owner_user_id),
    index('ventures_sector_idx').on(t.tenant_id, t.sector, t.owner_user_id),
  ],
);

/**
 * The members directory's filters, one row per person with a profile or a venture in the tenant
 * (decision 61, migration 0034): what a filter looks at, in one table, so PostgreSQL combines the
 * indexes (BitmapAnd) before reading a row. Kept by triggers on users, user_profiles and ventures
 * in the writing transaction; read only through directory_candidates(), which applies the tenant
 * rule itself (row-level security would keep `like` off the trigram index). A superset: the
 * directory's query still checks each candidate's own rows and what the viewer may see.
 */
export const directoryPeople = pgTable(
  'directory_people',
  {
    ...tenantColumn(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.user_id, { onDelete: 'cascade' }),
    /** lower-case name, username and headline, one per line (the trigram index) */
    search_key: text('search_key').notNull().default(''),
    state: text('state'),
    city_key: text('city_key').notNull().default(''),
    /** the sectors and stages of the person's ventures shown to members */
    sectors: text('sectors').array().notNull().default(sql`'{}'::text[]`),
    stages: text('stages').array().notNull().default(sql`'{}'::text[]`),
  },
  // GIN without the pending list (fastupdate): the directory is read far more than written, and a
  // full pending list is read by every search and made the planner leave these indexes out
  (t) => [
    primaryKey({ columns: [t.tenant_id, t.user_id] }),
    index('directory_people_search_trgm_idx').using('gin', t.search_key.op('gin_trgm_ops')).with({ fastupdate: false }),
    index('directory_people_state_idx').on(t.tenant_id, t.state),
    index('directory_people_city_idx').on(t.tenant_id, t.city_key),
    index('directory_people_sectors_idx').using('gin', t.sectors).with({ fastupdate: false }),
    index('directory_people_stages_idx').using('gin', t.stages).with({ fastupdate: false }),
  ],
);

/** The venture's team: the owner and the members who may edit it. */
export const ventureMembers = pgTable(
  'venture_members',
  {
    venture_member_id: serial('venture_member_id').primaryKey(),
    ...tenantColumn(),
    venture_id: integer('venture_id')
      .notNull()
      .references(() => ventures.venture_id, { onDelete: 'cascade' }),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.user_id),
    added_by: integer('added_by'),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('venture_members_uq').on(t.tenant_id, t.venture_id, t.user_id),
    index('venture_members_user_idx').on(t.tenant_id, t.user_id),
  ],
);

/** Every IPIP Big-Five result a person took (history kept; the newest is shown). */
export const personalityResults = pgTable(
  'personality_results',
  {
    result_id: serial('result_id').primaryKey(),
    ...tenantColumn(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.user_id),
    answers: jsonb('answers').$type<number[]>().notNull(),
    extraversion: integer('extraversion').notNull(),
    agreeableness: integer('agreeableness').notNull(),
    conscientiousness: integer('conscientiousness').notNull(),
    emotional_stability: integer('emotional_stability').notNull(),
    intellect: integer('intellect').notNull(),
    taken_at: timestamp('taken_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [index('personality_results_user_idx').on(t.tenant_id, t.user_id, t.result_id.desc())],
);
