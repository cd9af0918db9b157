import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { tenantColumn } from './columns.ts';
import { users } from './identity.ts';
import { programs } from './programs.ts';

/**
 * Messages (issue 9): one-to-one and group conversations inside a tenant, their members with
 * read and delivery positions, the messages, blocks between users and reports of messages. All
 * are tenant tables under forced row-level security (0013_realtime.sql).
 */

/** An attachment of a message: a file in the upload store (purpose 'message'). */
export interface MessageAttachment {
  upload_id: number;
  /** the file's address key (uploads.public_id) */
  public_id: string;
  file_name: string;
  content_type: string;
  size_bytes: number;
}

export const conversations = pgTable(
  'conversations',
  {
    conversation_id: serial('conversation_id').primaryKey(),
    ...tenantColumn(),
    /** 'direct' (exactly two members) or 'group' */
    kind: text('kind').$type<'direct' | 'group'>().notNull(),
    /** a group's name; null for a direct conversation (the other person's name is shown) */
    title: text('title'),
    /** 'min:max' of the two user ids of a direct conversation: one per pair and tenant */
    direct_key: text('direct_key'),
    /** a cohort's own conversation: the program whose enrolled learners and managers are its members */
    program_id: integer('program_id').references(() => programs.program_id),
    created_by: integer('created_by')
      .notNull()
      .references(() => users.user_id),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    /** the newest message's id and time (the conversation list is ordered by it) */
    last_message_id: integer('last_message_id'),
    last_message_at: timestamp('last_message_at', { withTimezone: true, mode: 'string' }),
  },
  (t) => [
    uniqueIndex('conversations_direct_uq').on(t.tenant_id, t.direct_key),
    uniqueIndex('conversations_program_uq').on(t.tenant_id, t.program_id),
  ],
);

export const conversationMembers = pgTable(
  'conversation_members',
  {
    member_id: serial('member_id').primaryKey(),
    ...tenantColumn(),
    conversation_id: integer('conversation_id')
      .notNull()
      .references(() => conversations.conversation_id),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.user_id),
    /** 'owner' may rename the group and add or remove members */
    role: text('role').$type<'owner' | 'member'>().notNull().default('member'),
    joined_at: timestamp('joined_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    /** set when the member left or was removed: they keep no access */
    left_at: timestamp('left_at', { withTimezone: true, mode: 'string' }),
    /** the newest message id this member has read (unread = newer messages by others) */
    last_read_message_id: integer('last_read_message_id').notNull().default(0),
    /** the newest message id delivered to one of this member's devices */
    last_delivered_message_id: integer('last_delivered_message_id').notNull().default(0),
    muted: boolean('muted').notNull().default(false),
  },
  (t) => [
    uniqueIndex('conversation_members_uq').on(t.tenant_id, t.conversation_id, t.user_id),
    // "my conversations"
    index('conversation_members_user_idx').on(t.tenant_id, t.user_id),
  ],
);

export const messages = pgTable(
  'messages',
  {
    message_id: serial('message_id').primaryKey(),
    ...tenantColumn(),
    conversation_id: integer('conversation_id')
      .notNull()
      .references(() => conversations.conversation_id),
    sender_id: integer('sender_id')
      .notNull()
      .references(() => users.user_id),
    /** plain text as typed; links are recognised when shown, never stored as HTML */
    body: text('body').notNull(),
    attachments: jsonb('attachments').$type<MessageAttachment[]>().notNull().default([]),
    /** the sender's own id for the message: a resend after a reconnect is not stored twice */
    client_id: text('client_id'),
    edited_at: timestamp('edited_at', { withTimezone: true, mode: 'string' }),
    /** a deleted message keeps its place ("This message was deleted"); body and files are cleared */
    deleted_at: timestamp('deleted_at', { withTimezone: true, mode: 'string' }),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [
    // history paging and catch-up: a conversation's messages by id
    index('messages_conversation_idx').on(t.tenant_id, t.conversation_id, t.message_id.desc()),
    uniqueIndex('messages_client_uq').on(t.tenant_id, t.sender_id, t.client_id).where(sql`${t.client_id} is not null`),
  ],
);

/** `blocker_id` no longer receives messages or new conversations from `blocked_id`. */
export const userBlocks = pgTable(
  'user_blocks',
  {
    block_id: serial('block_id').primaryKey(),
    ...tenantColumn(),
    blocker_id: integer('blocker_id')
      .notNull()
      .references(() => users.user_id),
    blocked_id: integer('blocked_id')
      .notNull()
      .references(() => users.user_id),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('user_blocks_uq').on(t.tenant_id, t.blocker_id, t.blocked_id)],
);

/** A member's report of a message, for the tenant's administrators. */
export const messageReports = pgTable(
  'message_reports',
  {
    report_id: serial('report_id').primaryKey(),
    ...tenantColumn(),
    message_id: integer('message_id')
      .notNull()
      .references(() => messages.message_id),
    reporter_id: integer('reporter_id')
      .notNull()
      .references(() => users.user_id),
    reason: text('reason').notNull(),
    /** the message's text when reported: kept for the reviewer even once the message is deleted */
    body_snapshot: text('body_snapshot').notNull(),
    /** 'open' → 'dismissed' or 'removed' (the message was deleted by an administrator) */
    status: text('status').$type<'open' | 'dismissed' | 'removed'>().notNull().default('open'),
    resolved_by: integer('resolved_by').references(() => users.user_id),
    resolved_at: timestamp('resolved_at', { withTimezone: true, mode: 'string' }),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('message_reports_uq').on(t.tenant_id, t.message_id, t.reporter_id),
    index('message_reports_status_idx').on(t.tenant_id, t.status, t.report_id.desc()),
  ],
);
