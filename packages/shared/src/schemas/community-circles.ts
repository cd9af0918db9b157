import { z } from 'zod';
import { zId } from './common.ts';
import { ZCircleRole, ZCircleVisibility } from './community.ts';

/** Circles (issue 21): /community/groups, /community/my-community-circles, /community-group/{id}, /community/manage. */

export const CIRCLE_MEMBER_STATUSES = ['active', 'requested', 'invited'] as const;
export const ZCircleMemberStatus = z.enum(CIRCLE_MEMBER_STATUSES);
export type TCircleMemberStatus = z.infer<typeof ZCircleMemberStatus>;

const zTopics = z.array(z.string().trim().toLowerCase().min(2).max(40)).max(8);

export const ZCircleInput = z.object({
  name: z.string().trim().min(3, 'must be at least 3 characters').max(80),
  description: z.string().trim().max(1000).default(''),
  rules: z.string().max(10000).default(''),
  visibility: ZCircleVisibility.default('public'),
  topics: zTopics.default([]),
  cover_upload_id: zId.nullable().optional(),
});
export type TCircleInput = z.input<typeof ZCircleInput>;
export const ZCirclePatch = ZCircleInput.partial();
export type TCirclePatch = z.input<typeof ZCirclePatch>;

export const ZCircle = z.object({
  circle_id: z.number().int(),
  name: z.string(),
  description: z.string(),
  rules: z.string(),
  visibility: ZCircleVisibility,
  cover_url: z.string().nullable(),
  topics: z.array(z.string()),
  owner: z.object({ user_id: z.number().int(), name: z.string() }),
  conversation_id: z.number().int().nullable(),
  member_count: z.number().int(),
  post_count: z.number().int(),
  last_activity_at: z.string().nullable(),
  created_at: z.string(),
  archived: z.boolean(),
  /** the viewer's place: null when not a member, not asked, not invited */
  my_status: ZCircleMemberStatus.nullable(),
  my_role: ZCircleRole.nullable(),
  /** owner or moderator (or a community moderator) */
  can_manage: z.boolean(),
  /** the conversation reached GROUP_MAX_MEMBERS: newer members are not in it */
  conversation_full: z.boolean(),
  /** moderators: requests waiting */
  pending_requests: z.number().int(),
});
export type TCircle = z.infer<typeof ZCircle>;
export const ZCircleList = z.object({ items: z.array(ZCircle), next: z.number().int().nullable() });
export type TCircleList = z.infer<typeof ZCircleList>;

export const ZCircleQuery = z.object({
  q: z.string().trim().max(100).optional(),
  topic: z.string().trim().toLowerCase().max(40).optional(),
  /** mine: circles I am in, asked to join or am invited to; manage: the ones I own or moderate */
  scope: z.enum(['discover', 'mine', 'manage']).default('discover'),
  /** keyset: the last circle_id of the previous page */
  after: z.coerce.number().int().positive().max(2147483647).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(24),
});
export const ZCircleIdParams = z.object({ circleId: z.coerce.number().int().positive().max(2147483647) });
export const ZCircleMemberParams = ZCircleIdParams.extend({
  userId: z.coerce.number().int().positive().max(2147483647),
});

export const ZJoinInput = z.object({ note: z.string().trim().max(500).optional() });
export const ZInviteInput = z.object({ user_ids: z.array(zId).min(1).max(50) });
export const ZMemberChange = z.object({ role: z.enum(['moderator', 'member', 'owner']) });
export const ZDecision = z.object({ approve: z.boolean() });

export const ZCircleMember = z.object({
  user_id: z.number().int(),
  name: z.string(),
  role: ZCircleRole,
  status: ZCircleMemberStatus,
  request_note: z.string().nullable(),
  created_at: z.string(),
  joined_at: z.string().nullable(),
});
export type TCircleMember = z.infer<typeof ZCircleMember>;
export const ZCircleMemberQuery = z.object({
  status: ZCircleMemberStatus.default('active'),
  after: z.coerce.number().int().positive().max(2147483647).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export const ZCircleMemberList = z.object({ items: z.array(ZCircleMember), next: z.number().int().nullable() });
export type TCircleMemberList = z.infer<typeof ZCircleMemberList>;
