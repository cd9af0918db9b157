import { z } from 'zod';

/**
 * The community's shared vocabulary (issue 21): what every community capability (network, feed and
 * circles, forum, get-involved and collaboration, moderation) names the same way. Each capability
 * keeps its own request and response shapes in its own file beside this one (community-*.ts).
 */

/** The organisation categories of /community/organization/{organization_category}. */
export const ORGANISATION_CATEGORIES = [
  'incubator',
  'accelerator',
  'university',
  'corporate',
  'government',
  'ngo',
  'investor',
] as const;
export const ZOrganisationCategory = z.enum(ORGANISATION_CATEGORIES);
export type TOrganisationCategory = z.infer<typeof ZOrganisationCategory>;

export const CONNECTION_STATUSES = ['pending', 'accepted', 'declined'] as const;
export const ZConnectionStatus = z.enum(CONNECTION_STATUSES);
export type TConnectionStatus = z.infer<typeof ZConnectionStatus>;

export const FOLLOW_TARGET_KINDS = ['user', 'organisation', 'circle'] as const;
export const ZFollowTargetKind = z.enum(FOLLOW_TARGET_KINDS);
export type TFollowTargetKind = z.infer<typeof ZFollowTargetKind>;

/** public: anyone joins; private: listed, join on approval; hidden: unlisted, invite only. */
export const CIRCLE_VISIBILITIES = ['public', 'private', 'hidden'] as const;
export const ZCircleVisibility = z.enum(CIRCLE_VISIBILITIES);
export type TCircleVisibility = z.infer<typeof ZCircleVisibility>;

export const CIRCLE_ROLES = ['owner', 'moderator', 'member'] as const;
export const ZCircleRole = z.enum(CIRCLE_ROLES);
export type TCircleRole = z.infer<typeof ZCircleRole>;

/** An image of a post: an upload of the store, addressed by its public id. */
export const ZPostImage = z.object({
  upload_id: z.number().int().positive(),
  url: z.string().max(500),
  alt: z.string().max(300),
});
export type TPostImage = z.infer<typeof ZPostImage>;

/** Everything a person can report (FEATURES.md: anything one person writes that others see). */
export const REPORT_TARGET_KINDS = [
  'post',
  'comment',
  'thread',
  'forum_reply',
  'member',
  'profile',
  'venture',
  'circle',
  'organisation',
  'call',
  'collab_request',
  /** a piece of the content library (issue 22) */
  'content',
  /** an event's page and a competition's page (issue 23) */
  'event',
  'competition',
] as const;
export const ZReportTargetKind = z.enum(REPORT_TARGET_KINDS);
export type TReportTargetKind = z.infer<typeof ZReportTargetKind>;

export const REPORT_REASONS = ['spam', 'harassment', 'hate', 'misinformation', 'inappropriate', 'other'] as const;
export const ZReportReason = z.enum(REPORT_REASONS);
export type TReportReason = z.infer<typeof ZReportReason>;

/** open → actioned (hidden, warned or suspended) or dismissed. */
export const REPORT_STATUSES = ['open', 'actioned', 'dismissed'] as const;
export const ZReportStatus = z.enum(REPORT_STATUSES);
export type TReportStatus = z.infer<typeof ZReportStatus>;

export const MODERATION_ACTIONS = ['hide', 'restore', 'warn', 'suspend', 'unsuspend', 'dismiss'] as const;
export const ZModerationAction = z.enum(MODERATION_ACTIONS);
export type TModerationAction = z.infer<typeof ZModerationAction>;

/** POST /api/community/reports */
export const ZReportInput = z.object({
  target_kind: ZReportTargetKind,
  target_id: z.number().int().positive().max(2147483647),
  reason: ZReportReason,
  details: z.string().trim().max(1000).optional(),
});
export type TReportInput = z.infer<typeof ZReportInput>;

export const ZReportCreated = z.object({ report_id: z.number().int(), already_reported: z.boolean() });
export type TReportCreated = z.infer<typeof ZReportCreated>;

/**
 * Writing limits in the community (Discourse's trust levels, simplified): everyone waits
 * `minGapSeconds` between two things they write; a new member (joined the tenant less than
 * `newMemberDays` ago) writes at most `newMemberDaily` posts, comments, threads and replies a day
 * and puts at most `newMemberMaxLinks` links in one; everyone at most `dailyMax` a day.
 */
export const POSTING_LIMITS = {
  minGapSeconds: 5,
  newMemberDays: 3,
  newMemberDaily: 10,
  newMemberMaxLinks: 2,
  dailyMax: 200,
  maxLinks: 10,
} as const;

/** A post or comment may be edited for this long after it was written. */
export const EDIT_WINDOW_MINUTES = 60;

/** The longest post and comment (plain-text characters, after sanitising). */
export const POST_MAX_CHARS = 5000;
export const COMMENT_MAX_CHARS = 2000;

/**
 * Who moderates the community: holders of this permission on this menu in their active role
 * (Administrator, Tenant Administrator). Other modules read it to show moderators what they hid.
 */
export const COMMUNITY_MODERATOR_PRIVILEGE = { menu: 'Community Circle', permission: 'delete' } as const;

/** Suspensions a community moderator may give (days). */
export const SUSPENSION_DAYS = [1, 7, 30] as const;

/** What a moderator does with a reported thing (dismiss, hide or restore it, warn or suspend its author). */
export const ZModerationActionInput = z.strictObject({
  target_kind: ZReportTargetKind,
  target_id: z.number().int().positive().max(2147483647),
  action: ZModerationAction,
  reason: z.string().trim().min(3).max(1000),
  /** suspend only: 1, 7 or 30 */
  days: z.union([z.literal(1), z.literal(7), z.literal(30)]).optional(),
});
export type TModerationActionInput = z.infer<typeof ZModerationActionInput>;
export const ZModerationActionResult = z.object({
  action_id: z.number().int(),
  resolved_reports: z.number().int(),
  until: z.string().nullable(),
});
export type TModerationActionResult = z.infer<typeof ZModerationActionResult>;

/** GET community/moderation/reports: the reports on one thing, grouped. */
export const ZModerationGroup = z.object({
  target_kind: ZReportTargetKind,
  target_id: z.number().int(),
  status: ZReportStatus,
  report_count: z.number().int(),
  reasons: z.array(z.object({ reason: ZReportReason, count: z.number().int() })),
  /** the reporters' own words, newest first (at most three) */
  details: z.array(z.string()),
  /** plain text as it was when last reported */
  excerpt: z.string(),
  link: z.string().nullable(),
  circle_id: z.number().int().nullable(),
  subject: z.object({ user_id: z.number().int(), name: z.string() }).nullable(),
  /** the subject's suspension from writing, if any is running */
  suspended_until: z.string().nullable(),
  /** hidden by a moderator now */
  hidden: z.boolean(),
  first_reported_at: z.string(),
  last_reported_at: z.string(),
  /** the newest report's id (the list's keyset cursor) */
  last_report_id: z.number().int(),
});
export type TModerationGroup = z.infer<typeof ZModerationGroup>;
export const ZModerationQueue = z.object({
  items: z.array(ZModerationGroup),
  next_before: z.number().int().nullable(),
  /** the caller may warn and suspend (a community moderator), not only hide, restore and dismiss */
  can_sanction: z.boolean(),
});
export type TModerationQueue = z.infer<typeof ZModerationQueue>;
export const ZModerationQueueQuery = z.object({
  status: ZReportStatus.default('open'),
  kind: ZReportTargetKind.optional(),
  circle_id: z.coerce.number().int().positive().max(2147483647).optional(),
  before: z.coerce.number().int().positive().max(2147483647).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export type TModerationQueueQuery = z.infer<typeof ZModerationQueueQuery>;
export const ZOpenReportCount = z.object({ open: z.number().int() });
