import type { NotificationChannel, NotificationType } from '@ankur/shared/schemas/notifications';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { tenantColumn } from './columns.ts';
import { users } from './identity.ts';

/**
 * Notifications (issue 9): persisted per user and tenant, raised by other features through
 * modules/notifications/notifications.service.ts notify(). Both are tenant tables under forced
 * row-level security (0012_notifications.sql).
 */
export const notifications = pgTable(
  'notifications',
  {
    notification_id: serial('notification_id').primaryKey(),
    ...tenantColumn(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.user_id),
    type: text('type').$type<NotificationType>().notNull(),
    title: text('title').notNull(),
    body: text('body'),
    /** a path inside the app, such as /programs/overview/2 */
    link: text('link'),
    read_at: timestamp('read_at', { withTimezone: true, mode: 'string' }),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [
    // the bell and the list: a user's newest first, and the catch-up after an id
    index('notifications_user_idx').on(t.tenant_id, t.user_id, t.notification_id.desc()),
    // the unread count
    index('notifications_unread_idx').on(t.tenant_id, t.user_id).where(sql`${t.read_at} is null`),
  ],
);

/** A user's delivery choice per notification type in a tenant; absent = the defaults (in the app). */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    preference_id: serial('preference_id').primaryKey(),
    ...tenantColumn(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.user_id),
    channels: jsonb('channels').$type<Partial<Record<NotificationType, NotificationChannel>>>().notNull(),
    /** 'off': e-mail notifications go one by one; 'daily': gathered into one e-mail a day */
    email_digest: text('email_digest').$type<'off' | 'daily'>().notNull().default('off'),
    updated_at: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('notification_preferences_user_uq').on(t.tenant_id, t.user_id)],
);
