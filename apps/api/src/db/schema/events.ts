import type { TRegistrationQuestion } from '@ankur/shared/schemas/events';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { tenantColumn } from './columns.ts';
import { users } from './identity.ts';
import { uploads } from './uploads.ts';

/**
 * Events (issue 23, migration 0027): an event with its agenda, speakers and questions (jsonb, edited
 * as a whole), its ticket types, registrations (the seat ledger: confirmed_count on the event row is
 * kept in the same transaction, under the event row's lock), feedback, and the outside registrations
 * people keep beside their tickets. Tenant tables under forced row-level security.
 */

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

export interface StoredSpeaker {
  user_id: number | null;
  name: string;
  title: string;
  organisation: string;
  bio: string;
}
export interface StoredSession {
  title: string;
  description: string;
  starts_at: string;
  ends_at: string;
  location: string;
  speaker_indexes: number[];
}

/** The waitlist's order across all events: nextval when a registration joins a waitlist. */
export const eventWaitlistSeq = pgSequence('event_waitlist_seq');

export const events = pgTable(
  'events',
  {
    event_id: serial('event_id').primaryKey(),
    ...tenantColumn(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    /** sanitised on the server */
    description_html: text('description_html').notNull().default(''),
    description_text: text('description_text').notNull().default(''),
    format: text('format').notNull(),
    venue_name: text('venue_name').notNull().default(''),
    venue_address: text('venue_address').notNull().default(''),
    city: text('city').notNull().default(''),
    state: text('state').notNull().default(''),
    online_url: text('online_url'),
    starts_at: ts('starts_at').notNull(),
    ends_at: ts('ends_at').notNull(),
    time_zone: text('time_zone').notNull().default('Asia/Kolkata'),
    cover_upload_id: integer('cover_upload_id').references(() => uploads.upload_id),
    /** null: unlimited */
    capacity: integer('capacity'),
    approval_required: boolean('approval_required').notNull().default(false),
    visibility: text('visibility').notNull().default('members'),
    circle_id: integer('circle_id'),
    program_id: integer('program_id'),
    community: boolean('community').notNull().default(false),
    topics: text('topics').array().notNull().default(sql`'{}'::text[]`),
    hubs: text('hubs').array().notNull().default(sql`'{}'::text[]`),
    speakers: jsonb('speakers').$type<StoredSpeaker[]>().notNull().default(sql`'[]'::jsonb`),
    sessions: jsonb('sessions').$type<StoredSession[]>().notNull().default(sql`'[]'::jsonb`),
    questions: jsonb('questions').$type<TRegistrationQuestion[]>().notNull().default(sql`'[]'::jsonb`),
    status: text('status').notNull().default('draft'),
    status_note: text('status_note'),
    /** the seat ledger, kept under this row's lock: confirmed seats, waitlisted, checked in */
    confirmed_count: integer('confirmed_count').notNull().default(0),
    waitlist_count: integer('waitlist_count').notNull().default(0),
    checked_in_count: integer('checked_in_count').notNull().default(0),
    organiser_id: integer('organiser_id')
      .notNull()
      .references(() => users.user_id),
    published_at: ts('published_at'),
    created_at: ts('created_at').notNull().defaultNow(),
    updated_at: ts('updated_at').notNull().defaultNow(),
    deleted_at: ts('deleted_at'),
    /** hidden by a community moderator after a report: seen only by its organisers and managers */
    hidden_at: ts('hidden_at'),
  },
  (t) => [
    index('events_upcoming_idx').on(t.tenant_id, t.status, t.starts_at, t.event_id),
    index('events_organiser_idx').on(t.tenant_id, t.organiser_id, t.starts_at.desc().nullsFirst()),
    index('events_topics_idx').using('gin', t.topics),
    index('events_hubs_idx').using('gin', t.hubs),
  ],
);

export const eventTicketTypes = pgTable(
  'event_ticket_types',
  {
    ticket_type_id: serial('ticket_type_id').primaryKey(),
    ...tenantColumn(),
    event_id: integer('event_id')
      .notNull()
      .references(() => events.event_id),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** INR paise; 0 = free */
    price_paise: integer('price_paise').notNull().default(0),
    capacity: integer('capacity'),
    confirmed_count: integer('confirmed_count').notNull().default(0),
    sort_order: smallint('sort_order').notNull().default(0),
    /** a type removed from an event that has registrations on it is retired, not deleted */
    retired: boolean('retired').notNull().default(false),
  },
  (t) => [index('event_ticket_types_event_idx').on(t.tenant_id, t.event_id, t.sort_order)],
);

export const eventRegistrations = pgTable(
  'event_registrations',
  {
    registration_id: serial('registration_id').primaryKey(),
    ...tenantColumn(),
    event_id: integer('event_id')
      .notNull()
      .references(() => events.event_id),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.user_id),
    ticket_type_id: integer('ticket_type_id')
      .notNull()
      .references(() => eventTicketTypes.ticket_type_id),
    status: text('status').notNull(),
    answers: jsonb('answers').$type<Record<string, string | string[]>>().notNull().default(sql`'{}'::jsonb`),
    /** random and secret: the QR code's text */
    ticket_code: text('ticket_code').notNull(),
    /** the waitlist's order: set when the registration joins the waitlist (a sequence value), oldest first */
    waitlist_seq: bigint('waitlist_seq', { mode: 'number' }),
    payment_status: text('payment_status').notNull().default('none'),
    payment_ref: text('payment_ref'),
    checked_in_at: ts('checked_in_at'),
    checked_in_by: integer('checked_in_by').references(() => users.user_id),
    decided_by: integer('decided_by').references(() => users.user_id),
    promoted_at: ts('promoted_at'),
    cancelled_at: ts('cancelled_at'),
    created_at: ts('created_at').notNull().defaultNow(),
    updated_at: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('event_registrations_person_uq').on(t.tenant_id, t.event_id, t.user_id),
    uniqueIndex('event_registrations_code_uq').on(t.ticket_code),
    index('event_registrations_status_idx').on(t.tenant_id, t.event_id, t.status, t.registration_id),
    index('event_registrations_waitlist_idx')
      .on(t.tenant_id, t.event_id, t.waitlist_seq)
      .where(sql`${t.status} = 'waitlisted'`),
    index('event_registrations_mine_idx').on(t.tenant_id, t.user_id, t.registration_id.desc().nullsFirst()),
  ],
);

export const eventFeedback = pgTable(
  'event_feedback',
  {
    feedback_id: serial('feedback_id').primaryKey(),
    ...tenantColumn(),
    event_id: integer('event_id')
      .notNull()
      .references(() => events.event_id),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.user_id),
    rating: smallint('rating').notNull(),
    comment: text('comment').notNull().default(''),
    recommend: boolean('recommend'),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('event_feedback_person_uq').on(t.tenant_id, t.event_id, t.user_id)],
);

export const outsideRegistrations = pgTable(
  'outside_registrations',
  {
    outside_id: serial('outside_id').primaryKey(),
    ...tenantColumn(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.user_id),
    title: text('title').notNull(),
    url: text('url'),
    starts_at: ts('starts_at').notNull(),
    ends_at: ts('ends_at').notNull(),
    location: text('location').notNull().default(''),
    organiser: text('organiser').notNull().default(''),
    notes: text('notes').notNull().default(''),
    created_at: ts('created_at').notNull().defaultNow(),
    updated_at: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('outside_registrations_mine_idx').on(t.tenant_id, t.user_id, t.starts_at)],
);
