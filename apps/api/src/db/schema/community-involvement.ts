import type {
  TApplicationStatus,
  TCallKind,
  TCallMode,
  TCallStatus,
  TCollabKind,
  TCollabStatus,
} from '@ankur/shared/schemas/community-involvement';
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
import { tenantColumn } from './columns.ts';
import { organisations } from './community.ts';
import { users } from './identity.ts';
import { conversations } from './messages.ts';

/**
 * Get involved and the collaboration hub (issue 21, migration 0020): calls for volunteers,
 * mentors, speakers and judges with their applications, and collaboration requests with their
 * responses. Tenant tables under forced row-level security.
 */

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });
const createdAt = () => ts('created_at').notNull().defaultNow();

/** A call for volunteers, mentors, speakers or judges: open until its organiser closes it or its places fill. */
export const communityCalls = pgTable(
  'community_calls',
  {
    call_id: serial('call_id').primaryKey(),
    ...tenantColumn(),
    author_id: integer('author_id')
      .notNull()
      .references(() => users.user_id),
    /** posted on behalf of an organisation the author administers */
    organisation_id: integer('organisation_id').references(() => organisations.organisation_id, {
      onDelete: 'set null',
    }),
    kind: text('kind').$type<TCallKind>().notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    mode: text('mode').$type<TCallMode>().notNull(),
    city: text('city').notNull().default(''),
    state: text('state'),
    starts_on: date('starts_on', { mode: 'string' }),
    ends_on: date('ends_on', { mode: 'string' }),
    time_commitment: text('time_commitment').notNull().default(''),
    skills: jsonb('skills').$type<string[]>().notNull().default([]),
    places: integer('places').notNull(),
    accepted_count: integer('accepted_count').notNull().default(0),
    apply_by: date('apply_by', { mode: 'string' }),
    status: text('status').$type<TCallStatus>().notNull().default('open'),
    created_at: createdAt(),
    closed_at: ts('closed_at'),
    hidden_at: ts('hidden_at'),
  },
  (t) => [
    index('community_calls_status_idx').on(t.tenant_id, t.status, t.call_id.desc()),
    index('community_calls_author_idx').on(t.tenant_id, t.author_id, t.call_id.desc()),
  ],
);

/** A person's application to a call: pending → accepted or declined (with a note), or withdrawn. */
export const callApplications = pgTable(
  'call_applications',
  {
    application_id: serial('application_id').primaryKey(),
    ...tenantColumn(),
    call_id: integer('call_id')
      .notNull()
      .references(() => communityCalls.call_id, { onDelete: 'cascade' }),
    applicant_id: integer('applicant_id')
      .notNull()
      .references(() => users.user_id),
    message: text('message').notNull(),
    /** the applicant lets the organiser see their profile card whatever its visibility */
    share_profile: boolean('share_profile').notNull().default(false),
    status: text('status').$type<TApplicationStatus>().notNull().default('pending'),
    decision_note: text('decision_note'),
    decided_at: ts('decided_at'),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('call_applications_uq').on(t.tenant_id, t.call_id, t.applicant_id),
    index('call_applications_applicant_idx').on(t.tenant_id, t.applicant_id, t.application_id.desc()),
  ],
);

/** A collaboration request (co-founder, pilot partner, research partner, supplier...), open until closed or expired. */
export const collabRequests = pgTable(
  'collab_requests',
  {
    request_id: serial('request_id').primaryKey(),
    ...tenantColumn(),
    author_id: integer('author_id')
      .notNull()
      .references(() => users.user_id),
    organisation_id: integer('organisation_id').references(() => organisations.organisation_id, {
      onDelete: 'set null',
    }),
    kind: text('kind').$type<TCollabKind>().notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    sector: text('sector').notNull(),
    city: text('city').notNull().default(''),
    state: text('state'),
    offered: text('offered').notNull().default(''),
    sought: text('sought').notNull().default(''),
    skills: jsonb('skills').$type<string[]>().notNull().default([]),
    expires_at: ts('expires_at').notNull(),
    status: text('status').$type<TCollabStatus>().notNull().default('open'),
    response_count: integer('response_count').notNull().default(0),
    created_at: createdAt(),
    closed_at: ts('closed_at'),
    hidden_at: ts('hidden_at'),
  },
  (t) => [
    index('collab_requests_status_idx').on(t.tenant_id, t.status, t.request_id.desc()),
    index('collab_requests_author_idx').on(t.tenant_id, t.author_id, t.request_id.desc()),
  ],
);

/** A response to a request: its note opened (or continued) a direct conversation between the two. */
export const collabResponses = pgTable(
  'collab_responses',
  {
    response_id: serial('response_id').primaryKey(),
    ...tenantColumn(),
    request_id: integer('request_id')
      .notNull()
      .references(() => collabRequests.request_id, { onDelete: 'cascade' }),
    responder_id: integer('responder_id')
      .notNull()
      .references(() => users.user_id),
    note: text('note').notNull(),
    conversation_id: integer('conversation_id').references(() => conversations.conversation_id, {
      onDelete: 'set null',
    }),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex('collab_responses_uq').on(t.tenant_id, t.request_id, t.responder_id)],
);
