import { z } from 'zod';
import { ZFollowTargetKind, ZOrganisationCategory } from './community.ts';
import { INDIAN_STATES, VENTURE_SECTORS, VENTURE_STAGES, zHttpUrl } from './profiles.ts';

/**
 * The network of the community (issue 21): the members directory, connections, following,
 * suggestions of people to meet and organisation pages. Shared by apps/api
 * (modules/community/network) and apps/web (features/community/network).
 */

const zId = z.coerce.number().int().positive().max(2147483647);
const zQueryText = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`).optional();

/** A directory page holds this many people; the other lists this many rows. */
export const MEMBERS_PAGE = 24;
export const NETWORK_PAGE = 30;
/** The longest note of a connection request. */
export const CONNECTION_NOTE_MAX = 300;
/** Connection requests a person may send a day. */
export const CONNECTION_REQUESTS_PER_DAY = 30;
/** A declined request may be asked again after this many days. */
export const CONNECTION_RETRY_DAYS = 30;
/** A dismissed suggestion stays away this long (kept in the browser). */
export const SUGGESTION_DISMISS_DAYS = 90;

/** Where a person stands with the viewer. */
export const RELATIONS = ['none', 'sent', 'received', 'connected'] as const;
export type TRelation = (typeof RELATIONS)[number];

/** GET community/members: search and filters (each filter matches only what the person shares with the viewer). */
export const ZMembersQuery = z.object({
  q: zQueryText(100),
  role: zQueryText(100),
  sector: z.enum(VENTURE_SECTORS).optional(),
  stage: z.enum(VENTURE_STAGES).optional(),
  state: z.enum(INDIAN_STATES).optional(),
  city: zQueryText(100),
  skill: zQueryText(60),
  language: zQueryText(60),
  before: zId.optional(),
});
export type TMembersQuery = z.infer<typeof ZMembersQuery>;

/** A person as the directory, the lists and the suggestions show them: only what they share with the viewer. */
export const ZMemberCard = z.object({
  user_id: z.number().int(),
  name: z.string(),
  photo_url: z.string().nullable(),
  headline: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  roles: z.array(z.string()),
  skills: z.array(z.string()),
  relation: z.enum(RELATIONS),
  connection_id: z.number().int().nullable(),
  following: z.boolean(),
});
export type TMemberCard = z.infer<typeof ZMemberCard>;

export const ZMemberPage = z.object({ items: z.array(ZMemberCard), next_before: z.number().int().nullable() });
export type TMemberPage = z.infer<typeof ZMemberPage>;

/** The role names the directory filters by. */
export const ZMemberFacets = z.object({ roles: z.array(z.string()) });
export type TMemberFacets = z.infer<typeof ZMemberFacets>;

// ---------------------------------------------------------------- connections

export const ZConnectionRequest = z.strictObject({
  user_id: zId,
  note: z.string().trim().max(CONNECTION_NOTE_MAX, `must be at most ${CONNECTION_NOTE_MAX} characters`).optional(),
});
export type TConnectionRequest = z.infer<typeof ZConnectionRequest>;

/** A connection or request with the other person of it. */
export const ZConnection = z.object({
  connection_id: z.number().int(),
  status: z.enum(['pending', 'accepted', 'declined']),
  /** 'sent': the viewer asked; 'received': the other person asked */
  direction: z.enum(['sent', 'received']),
  note: z.string().nullable(),
  created_at: z.string(),
  responded_at: z.string().nullable(),
  person: ZMemberCard,
});
export type TConnection = z.infer<typeof ZConnection>;

export const ZConnectionPage = z.object({ items: z.array(ZConnection), next_before: z.number().int().nullable() });
export type TConnectionPage = z.infer<typeof ZConnectionPage>;

export const ZConnectionsQuery = z.object({
  box: z.enum(['received', 'sent', 'accepted']).default('accepted'),
  q: zQueryText(100),
  before: zId.optional(),
});
export type TConnectionsQuery = z.infer<typeof ZConnectionsQuery>;

/** The viewer's numbers (the badge of received requests, the profile's counts). */
export const ZNetworkCounts = z.object({
  received: z.number().int(),
  sent: z.number().int(),
  connections: z.number().int(),
  followers: z.number().int(),
  following: z.number().int(),
});
export type TNetworkCounts = z.infer<typeof ZNetworkCounts>;

/** A person's standing with the viewer and their public counts (the profile's action bar). */
export const ZPersonRelation = z.object({
  user_id: z.number().int(),
  is_self: z.boolean(),
  relation: z.enum(RELATIONS),
  connection_id: z.number().int().nullable(),
  following: z.boolean(),
  connections: z.number().int(),
  followers: z.number().int(),
});
export type TPersonRelation = z.infer<typeof ZPersonRelation>;

// ---------------------------------------------------------------- following

export const ZFollowInput = z.strictObject({ target_kind: ZFollowTargetKind, target_id: zId });
export type TFollowInput = z.infer<typeof ZFollowInput>;
export const ZFollowState = z.object({ following: z.boolean(), follower_count: z.number().int() });
export type TFollowState = z.infer<typeof ZFollowState>;

export const ZFollowsQuery = z.object({
  kind: z.enum(['user', 'organisation', 'circle', 'followers']).default('user'),
  before: zId.optional(),
});
export type TFollowsQuery = z.infer<typeof ZFollowsQuery>;

/** One row of "what I follow" or "who follows me": a person, an organisation or a circle. */
export const ZFollowItem = z.object({
  follow_id: z.number().int(),
  target_kind: ZFollowTargetKind,
  target_id: z.number().int(),
  name: z.string(),
  subtitle: z.string().nullable(),
  link: z.string(),
  image_url: z.string().nullable(),
  created_at: z.string(),
  /** for followers: whether the viewer follows them back */
  following: z.boolean(),
});
export type TFollowItem = z.infer<typeof ZFollowItem>;
export const ZFollowPage = z.object({ items: z.array(ZFollowItem), next_before: z.number().int().nullable() });
export type TFollowPage = z.infer<typeof ZFollowPage>;

// ---------------------------------------------------------------- suggestions

export const ZSuggestionReason = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('mutual'), count: z.number().int() }),
  z.object({ kind: z.literal('circles'), count: z.number().int() }),
  z.object({ kind: z.literal('program'), name: z.string(), count: z.number().int() }),
  z.object({ kind: z.literal('sector'), sector: z.enum(VENTURE_SECTORS) }),
  z.object({ kind: z.literal('city'), city: z.string() }),
]);
export type TSuggestionReason = z.infer<typeof ZSuggestionReason>;
export const ZSuggestion = z.object({ person: ZMemberCard, score: z.number(), reasons: z.array(ZSuggestionReason) });
export type TSuggestion = z.infer<typeof ZSuggestion>;
export const ZSuggestions = z.object({ items: z.array(ZSuggestion) });
export type TSuggestions = z.infer<typeof ZSuggestions>;
/** Weights of the suggestion score: per mutual connection, shared circle, shared program; same sector, same city. */
export const SUGGESTION_WEIGHTS = { mutual: 2, circle: 3, program: 2, sector: 2, city: 1 } as const;

// ---------------------------------------------------------------- organisations

export const ZOrganisationsQuery = z.object({
  q: zQueryText(100),
  category: ZOrganisationCategory.optional(),
  before: zId.optional(),
});
export type TOrganisationsQuery = z.infer<typeof ZOrganisationsQuery>;

export const ZOrganisation = z.object({
  organisation_id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  category: ZOrganisationCategory,
  description: z.string(),
  city: z.string(),
  state: z.string().nullable(),
  website: z.string().nullable(),
  logo_url: z.string().nullable(),
  represents_tenant: z.string().nullable(),
  verified: z.boolean(),
  open_to_collaborate: z.boolean(),
  follower_count: z.number().int(),
  member_count: z.number().int(),
  following: z.boolean(),
  /** the viewer is one of its admins (or a community moderator): may edit the page and its members */
  may_manage: z.boolean(),
  hidden: z.boolean(),
});
export type TOrganisation = z.infer<typeof ZOrganisation>;
export const ZOrganisationPage = z.object({
  items: z.array(ZOrganisation),
  next_before: z.number().int().nullable(),
  /** the viewer may create an organisation (community moderators and Organisation role holders) */
  may_create: z.boolean(),
});
export type TOrganisationPage = z.infer<typeof ZOrganisationPage>;

export const ZOrganisationMember = z.object({
  user_id: z.number().int(),
  name: z.string(),
  photo_url: z.string().nullable(),
  role: z.enum(['admin', 'member']),
  title: z.string().nullable(),
});
export type TOrganisationMember = z.infer<typeof ZOrganisationMember>;
export const ZOrganisationDetail = ZOrganisation.extend({ members: z.array(ZOrganisationMember) });
export type TOrganisationDetail = z.infer<typeof ZOrganisationDetail>;

const zName = z.string().trim().min(2, 'must be at least 2 characters').max(120, 'must be at most 120 characters');
export const ZOrganisationInput = z.strictObject({
  name: zName,
  category: ZOrganisationCategory,
  description: z.string().trim().max(3000, 'must be at most 3000 characters').default(''),
  city: z.string().trim().max(100, 'must be at most 100 characters').default(''),
  state: z.enum(INDIAN_STATES).nullable().optional(),
  website: zHttpUrl.nullable().optional(),
  open_to_collaborate: z.boolean().default(false),
});
export type TOrganisationInput = z.input<typeof ZOrganisationInput>;
export const ZOrganisationPatch = z.strictObject({
  name: zName.optional(),
  category: ZOrganisationCategory.optional(),
  description: z.string().trim().max(3000, 'must be at most 3000 characters').optional(),
  city: z.string().trim().max(100, 'must be at most 100 characters').optional(),
  state: z.enum(INDIAN_STATES).nullable().optional(),
  website: zHttpUrl.nullable().optional(),
  open_to_collaborate: z.boolean().optional(),
});
export type TOrganisationPatch = z.infer<typeof ZOrganisationPatch>;

export const ZOrganisationMemberInput = z.strictObject({
  user_id: zId,
  role: z.enum(['admin', 'member']).default('member'),
  title: z.string().trim().max(100, 'must be at most 100 characters').nullable().optional(),
});
export type TOrganisationMemberInput = z.infer<typeof ZOrganisationMemberInput>;

/** The largest logo upload. */
export const ORGANISATION_LOGO_MAX_BYTES = 5 * 1024 * 1024;
