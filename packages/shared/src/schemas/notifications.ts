import { z } from 'zod';
import { zId } from './common.ts';

/**
 * Notifications (issue 9): persisted per user and tenant, raised by other features through one
 * service call, delivered live to the user's room and listed at /notifications and in the bell.
 */

/** The kinds other features raise; each has a per-user delivery preference. */
export const NOTIFICATION_TYPES = [
  'enrolment',
  /** program managers: a learner asked to join a program (issue 19) */
  'enrolment_request',
  'assignment',
  'certificate',
  'connection',
  /** someone asked to connect; a request was accepted; someone followed the user (issue 21) */
  'connection_request',
  'connection_accepted',
  'new_follower',
  'message',
  /** events (issue 23): registration confirmed, waitlisted, promoted, declined; an event postponed or cancelled; reminders */
  'event',
  'announcement',
  /** a member's membership was approved or declined; administrators: a request waits (issue 20) */
  'membership',
  /** an investor's registration was verified or declined; administrators: one waits (issue 20) */
  'investor',
  /** a call's organiser: someone applied (issue 21, get involved) */
  'call_application',
  /** an applicant: the organiser accepted or declined (issue 21) */
  'call_decision',
  /** a collaboration request's author: someone responded (issue 21) */
  'collab_response',
  /** the forum (issue 21): a reply to one's thread; one's reply chosen as the accepted answer */
  'forum_reply',
  'forum_answer_accepted',
  /** a community moderator's warning or suspension, or one's hidden writing (issue 21) */
  'moderation',
  /** community (issue 21): someone @mentioned the user in a post or comment */
  'mention',
  /** someone commented on the user's post */
  'post_comment',
  /** someone replied to the user's comment */
  'comment_reply',
  /** circle moderators: someone asks to join a private circle */
  'circle_request',
  /** the user's request to join a circle was approved */
  'circle_approved',
  /** the user was invited to a circle */
  'circle_invite',
  /** the content library (issue 22): an author's piece was published or returned; editors: one waits for review */
  'content_review',
  /** competitions (issue 23): a judge's invitation, an application received, a round's outcome, results */
  'competition',
  /** the innovation workspace (issue 24): an idea shared with the user; a comment on the user's idea */
  'idea',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
/** Where a notification of a type goes: in the app (and live), also by e-mail, or nowhere. */
export const NOTIFICATION_CHANNELS = ['in_app', 'email', 'none'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

export const ZNotification = z.object({
  notification_id: zId,
  type: z.enum(NOTIFICATION_TYPES),
  title: z.string(),
  body: z.string().nullable(),
  /** a path inside the app, such as /programs/overview/2 */
  link: z.string().nullable(),
  read_at: z.string().nullable(),
  created_at: z.string(),
});
export type TNotification = z.infer<typeof ZNotification>;

/** GET notifications?page&limit&unread=true → newest first, the list conventions of SPEC §7. */
export const ZNotificationQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  unread: z.enum(['true', 'false']).optional(),
});
export const ZNotificationList = z.object({
  data: z.array(ZNotification),
  meta: z.object({
    page: z.number().int(),
    limit: z.number().int(),
    total: z.number().int(),
    totalPages: z.number().int(),
    unread: z.number().int(),
  }),
});
export type TNotificationList = z.infer<typeof ZNotificationList>;

/** GET notifications/unread-count → { unread } (the bell). */
export const ZUnreadCount = z.object({ unread: z.number().int() });
/** POST notifications/{id}/read, POST notifications/read-all → { unread } afterwards. */
export const ZNotificationParams = z.object({
  notificationId: z.coerce.number({ error: 'must be a number' }).pipe(zId),
});

/** GET / PUT notifications/preferences: a channel per type, and the e-mail digest. */
export const ZNotificationPreferences = z.strictObject({
  channels: z.record(z.enum(NOTIFICATION_TYPES), z.enum(NOTIFICATION_CHANNELS)),
  /** 'off' sends e-mail notifications one by one; 'daily' gathers them into one e-mail a day */
  email_digest: z.enum(['off', 'daily']),
});
export type TNotificationPreferences = z.infer<typeof ZNotificationPreferences>;
/**
 * Types e-mailed unless the user chooses otherwise: the decisions a person waits on (a request
 * to join answered; a request waiting on a manager). Issue 19, docs/decisions.md.
 */
export const EMAIL_BY_DEFAULT: readonly NotificationType[] = [
  'enrolment',
  'enrolment_request',
  'membership',
  'investor',
];
/** Defaults before a user chooses: in the app, enrolment news also by e-mail, no digest. */
export const DEFAULT_NOTIFICATION_PREFERENCES: TNotificationPreferences = {
  channels: Object.fromEntries(
    NOTIFICATION_TYPES.map((t) => [t, EMAIL_BY_DEFAULT.includes(t) ? 'email' : 'in_app']),
  ) as TNotificationPreferences['channels'],
  email_digest: 'off',
};
