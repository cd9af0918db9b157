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
