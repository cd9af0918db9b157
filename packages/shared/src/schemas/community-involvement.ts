import { z } from 'zod';
import { zId, zIsoDate } from './common.ts';
import { ZOrganisationCategory } from './community.ts';
import { INDIAN_STATES, VENTURE_SECTORS } from './profiles.ts';

/**
 * Get involved, the collaboration hub and the community hub (issue 21): calls for volunteers,
 * mentors, speakers and judges with applications; collaboration requests with responses that open a
 * conversation; the people and organisations open to collaborate; the community's front page.
 */

export const CALL_KINDS = ['volunteer', 'mentor', 'speaker', 'judge'] as const;
export const ZCallKind = z.enum(CALL_KINDS, { error: `must be one of ${CALL_KINDS.join(', ')}` });
export type TCallKind = z.infer<typeof ZCallKind>;
export const CALL_MODES = ['online', 'in_person'] as const;
export const ZCallMode = z.enum(CALL_MODES, { error: 'must be online or in_person' });
export type TCallMode = z.infer<typeof ZCallMode>;
export const CALL_STATUSES = ['open', 'closed'] as const;
export type TCallStatus = (typeof CALL_STATUSES)[number];
export const APPLICATION_STATUSES = ['pending', 'accepted', 'declined', 'withdrawn'] as const;
export type TApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const COLLAB_KINDS = ['cofounder', 'pilot_partner', 'research_partner', 'supplier', 'other'] as const;
export const ZCollabKind = z.enum(COLLAB_KINDS, { error: `must be one of ${COLLAB_KINDS.join(', ')}` });
export type TCollabKind = z.infer<typeof ZCollabKind>;
export const COLLAB_STATUSES = ['open', 'fulfilled', 'withdrawn'] as const;
export type TCollabStatus = (typeof COLLAB_STATUSES)[number];
/** A request drops out of the list this many days after it was posted unless the author chose otherwise. */
export const COLLAB_DEFAULT_DAYS = 60;
export const INVOLVEMENT_PAGE = 20;

const zShort = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`);
const zTitle = z.string().trim().min(3, 'must be at least 3 characters').max(120, 'must be at most 120 characters');
const zBody = (max: number) =>
  z.string().trim().min(10, 'must be at least 10 characters').max(max, `must be at most ${max} characters`);
const zSkills = z
  .array(z.string().trim().min(1, 'must not be empty').max(40, 'must be at most 40 characters'))
  .max(10, 'must have at most 10 entries');
const zState = z.enum(INDIAN_STATES, { error: 'must be a state or union territory of India' });
export const ZSector = z.enum(VENTURE_SECTORS, { error: 'must be one of the listed sectors' });
const zNote = (max: number) =>
  z.string().trim().min(1, 'must not be empty').max(max, `must be at most ${max} characters`);

/** A person as others may see them: name always; photo, headline and place as their 'basic' section allows. */
export const ZPersonCard = z.object({
  user_id: z.number().int(),
  name: z.string(),
  username: z.string(),
  photo_url: z.string().nullable(),
  headline: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
});
export type TPersonCard = z.infer<typeof ZPersonCard>;

export const ZOrganisationRef = z.object({ organisation_id: z.number().int(), name: z.string(), slug: z.string() });
export type TOrganisationRef = z.infer<typeof ZOrganisationRef>;

// ---------------------------------------------------------------- calls

export const ZCallInput = z.strictObject({
  kind: ZCallKind,
  title: zTitle,
  description: zBody(3000),
  mode: ZCallMode,
  city: zShort(80).default(''),
  state: zState.nullable().optional(),
  starts_on: zIsoDate.nullable().optional(),
  ends_on: zIsoDate.nullable().optional(),
  time_commitment: zShort(120).default(''),
  skills: zSkills.default([]),
  places: z.number().int().min(1, 'must be at least 1').max(500, 'must be at most 500'),
  apply_by: zIsoDate.nullable().optional(),
  organisation_id: zId.nullable().optional(),
});
export type TCallInput = z.input<typeof ZCallInput>;

export const ZCallListQuery = z.object({
  kind: ZCallKind.optional(),
  mode: ZCallMode.optional(),
  city: zShort(80).optional(),
  skill: zShort(40).optional(),
  q: zShort(100).optional(),
  before: z.coerce.number().int().positive().max(2147483647).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(INVOLVEMENT_PAGE),
});
export type TCallListQuery = z.infer<typeof ZCallListQuery>;

export const ZCall = z.object({
  call_id: z.number().int(),
  kind: ZCallKind,
  title: z.string(),
  description: z.string(),
  mode: ZCallMode,
  city: z.string(),
  state: z.string().nullable(),
  starts_on: z.string().nullable(),
  ends_on: z.string().nullable(),
  time_commitment: z.string(),
  skills: z.array(z.string()),
  places: z.number().int(),
  accepted_count: z.number().int(),
  apply_by: z.string().nullable(),
  status: z.enum(CALL_STATUSES),
  created_at: z.string(),
  author: ZPersonCard,
  organisation: ZOrganisationRef.nullable(),
  /** hidden by a moderator: only its organiser and moderators see it */
  hidden: z.boolean(),
  /** the caller organises it */
  is_mine: z.boolean(),
  /** the caller may close it and decide its applications (its organiser or a moderator) */
  can_manage: z.boolean(),
  /** the caller's own application, if any */
  my_application: z.object({ application_id: z.number().int(), status: z.enum(APPLICATION_STATUSES) }).nullable(),
  /** applications waiting for a decision (the organiser's view; 0 for others) */
  pending_count: z.number().int(),
});
export type TCall = z.infer<typeof ZCall>;

export const ZCallPage = z.object({
  data: z.array(ZCall),
  next_before: z.number().int().nullable(),
  /** the caller may post a call ('Event' create, a community moderator, or an organisation admin) */
  can_post: z.boolean(),
  /** organisations the caller administers (to post on behalf of) */
  my_organisations: z.array(ZOrganisationRef),
});
export type TCallPage = z.infer<typeof ZCallPage>;

export const ZCallIdParams = z.object({ callId: z.coerce.number().int().positive().max(2147483647) });
export const ZCallPatch = z.strictObject({ status: z.enum(CALL_STATUSES) });

export const ZApplicationInput = z.strictObject({
  message: zNote(1000),
  share_profile: z.boolean().default(false),
});
export type TApplicationInput = z.input<typeof ZApplicationInput>;

export const ZApplication = z.object({
  application_id: z.number().int(),
  call_id: z.number().int(),
  status: z.enum(APPLICATION_STATUSES),
  message: z.string(),
  share_profile: z.boolean(),
  decision_note: z.string().nullable(),
  decided_at: z.string().nullable(),
  created_at: z.string(),
  applicant: ZPersonCard,
});
export type TApplication = z.infer<typeof ZApplication>;
export const ZApplicationList = z.object({ data: z.array(ZApplication) });

export const ZMyApplication = ZApplication.extend({
  call: z.object({
    call_id: z.number().int(),
    title: z.string(),
    kind: ZCallKind,
    status: z.enum(CALL_STATUSES),
    organiser: z.string(),
  }),
});
export type TMyApplication = z.infer<typeof ZMyApplication>;
export const ZMyApplicationPage = z.object({ data: z.array(ZMyApplication), next_before: z.number().int().nullable() });
export type TMyApplicationPage = z.infer<typeof ZMyApplicationPage>;

export const ZApplicationIdParams = z.object({
  applicationId: z.coerce.number().int().positive().max(2147483647),
});
export const ZDecisionInput = z.strictObject({
  status: z.enum(['accepted', 'declined'], { error: 'must be accepted or declined' }),
  note: zShort(500).optional(),
});
export type TDecisionInput = z.infer<typeof ZDecisionInput>;
export const ZBeforeQuery = z.object({
  before: z.coerce.number().int().positive().max(2147483647).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(INVOLVEMENT_PAGE),
});

// ---------------------------------------------------------------- collaboration requests

export const ZCollabInput = z.strictObject({
  kind: ZCollabKind,
  title: zTitle,
  description: zBody(3000),
  sector: ZSector,
  city: zShort(80).default(''),
  state: zState.nullable().optional(),
  offered: zShort(1000).default(''),
  sought: zShort(1000).default(''),
  skills: zSkills.default([]),
  expires_in_days: z
    .number()
    .int()
    .min(1, 'must be at least 1')
    .max(180, 'must be at most 180')
    .default(COLLAB_DEFAULT_DAYS),
  organisation_id: zId.nullable().optional(),
});
export type TCollabInput = z.input<typeof ZCollabInput>;

export const ZCollabListQuery = z.object({
  kind: ZCollabKind.optional(),
  sector: ZSector.optional(),
  state: zState.optional(),
  city: zShort(80).optional(),
  q: zShort(100).optional(),
  before: z.coerce.number().int().positive().max(2147483647).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(INVOLVEMENT_PAGE),
});
export type TCollabListQuery = z.infer<typeof ZCollabListQuery>;

export const ZCollabRequest = z.object({
  request_id: z.number().int(),
  kind: ZCollabKind,
  title: z.string(),
  description: z.string(),
  sector: z.string(),
  city: z.string(),
  state: z.string().nullable(),
  offered: z.string(),
  sought: z.string(),
  skills: z.array(z.string()),
  expires_at: z.string(),
  status: z.enum(COLLAB_STATUSES),
  response_count: z.number().int(),
  created_at: z.string(),
  author: ZPersonCard,
  organisation: ZOrganisationRef.nullable(),
  hidden: z.boolean(),
  is_mine: z.boolean(),
  /** the conversation the caller's response opened, if they responded */
  my_conversation_id: z.number().int().nullable(),
  responded: z.boolean(),
});
export type TCollabRequest = z.infer<typeof ZCollabRequest>;

export const ZCollabPage = z.object({
  data: z.array(ZCollabRequest),
  next_before: z.number().int().nullable(),
  can_post: z.boolean(),
  my_organisations: z.array(ZOrganisationRef),
});
export type TCollabPage = z.infer<typeof ZCollabPage>;

export const ZCollabIdParams = z.object({ requestId: z.coerce.number().int().positive().max(2147483647) });
export const ZCollabPatch = z.strictObject({
  status: z.enum(['fulfilled', 'withdrawn'], { error: 'must be fulfilled or withdrawn' }),
});
export const ZCollabResponseInput = z.strictObject({ note: zNote(1000) });
export const ZCollabResponseCreated = z.object({ response_id: z.number().int(), conversation_id: z.number().int() });

export const ZCollabResponse = z.object({
  response_id: z.number().int(),
  note: z.string(),
  created_at: z.string(),
  conversation_id: z.number().int().nullable(),
  responder: ZPersonCard,
});
export type TCollabResponse = z.infer<typeof ZCollabResponse>;
export const ZMyCollabPage = z.object({
  data: z.array(ZCollabRequest.extend({ responses: z.array(ZCollabResponse) })),
  next_before: z.number().int().nullable(),
});
export type TMyCollabPage = z.infer<typeof ZMyCollabPage>;

// ---------------------------------------------------------------- open to collaborate

export const ZCollaboratorQuery = z.object({
  sector: ZSector.optional(),
  state: zState.optional(),
  city: zShort(80).optional(),
  category: ZOrganisationCategory.optional(),
  before: z.coerce.number().int().positive().max(2147483647).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(INVOLVEMENT_PAGE),
});
export type TCollaboratorQuery = z.infer<typeof ZCollaboratorQuery>;

export const ZCollaboratorPerson = ZPersonCard.extend({
  skills: z.array(z.string()),
  is_me: z.boolean(),
  /** their newest open request, if any */
  open_request: z.object({ request_id: z.number().int(), title: z.string(), kind: ZCollabKind }).nullable(),
});
export type TCollaboratorPerson = z.infer<typeof ZCollaboratorPerson>;
export const ZCollaboratorPeople = z.object({
  data: z.array(ZCollaboratorPerson),
  next_before: z.number().int().nullable(),
});
export type TCollaboratorPeople = z.infer<typeof ZCollaboratorPeople>;

export const ZCollaboratorOrganisation = z.object({
  organisation_id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  category: ZOrganisationCategory,
  description: z.string(),
  city: z.string(),
  state: z.string().nullable(),
  verified: z.boolean(),
});
export type TCollaboratorOrganisation = z.infer<typeof ZCollaboratorOrganisation>;
export const ZCollaboratorOrganisations = z.object({
  data: z.array(ZCollaboratorOrganisation),
  next_before: z.number().int().nullable(),
});
export type TCollaboratorOrganisations = z.infer<typeof ZCollaboratorOrganisations>;

export const ZOpenToCollaborate = z.strictObject({ open_to_collaborate: z.boolean() });
export type TOpenToCollaborate = z.infer<typeof ZOpenToCollaborate>;

// ---------------------------------------------------------------- the community hub

export const ZCommunityHub = z.object({
  topics: z.array(z.object({ topic: z.string(), count: z.number().int() })),
  circles: z.array(
    z.object({
      circle_id: z.number().int(),
      name: z.string(),
      description: z.string(),
      visibility: z.enum(['public', 'private']),
      member_count: z.number().int(),
      last_activity_at: z.string().nullable(),
    }),
  ),
  members: z.array(ZPersonCard.extend({ joined_at: z.string() })),
  calls: z.array(
    z.object({
      call_id: z.number().int(),
      kind: ZCallKind,
      title: z.string(),
      mode: ZCallMode,
      city: z.string(),
      apply_by: z.string().nullable(),
    }),
  ),
  requests: z.array(
    z.object({
      request_id: z.number().int(),
      kind: ZCollabKind,
      title: z.string(),
      sector: z.string(),
      city: z.string(),
      state: z.string().nullable(),
    }),
  ),
});
export type TCommunityHub = z.infer<typeof ZCommunityHub>;
