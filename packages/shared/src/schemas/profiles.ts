import { z } from 'zod';
import { PROFILE_VISIBILITIES } from './account.ts';

/**
 * Profiles, ventures and onboarding (issue 20, the people part): the contract of /api/profiles/*
 * and /api/ventures/*. Profiles are tenant records, one per user per tenant.
 */

/** The states and union territories of India, for a profile's and a venture's location. */
export const INDIAN_STATES = [
  'Andaman and Nicobar Islands',
  'Andhra Pradesh',
  'Arunachal Pradesh',
  'Assam',
  'Bihar',
  'Chandigarh',
  'Chhattisgarh',
  'Dadra and Nagar Haveli and Daman and Diu',
  'Delhi',
  'Goa',
  'Gujarat',
  'Haryana',
  'Himachal Pradesh',
  'Jammu and Kashmir',
  'Jharkhand',
  'Karnataka',
  'Kerala',
  'Ladakh',
  'Lakshadweep',
  'Madhya Pradesh',
  'Maharashtra',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Odisha',
  'Puducherry',
  'Punjab',
  'Rajasthan',
  'Sikkim',
  'Tamil Nadu',
  'Telangana',
  'Tripura',
  'Uttar Pradesh',
  'Uttarakhand',
  'West Bengal',
] as const;
export type TIndianState = (typeof INDIAN_STATES)[number];

/** The sections of a profile, each with its own visibility. */
export const PROFILE_SECTIONS = ['basic', 'about', 'roles', 'learning', 'personality', 'venture'] as const;
export type TProfileSection = (typeof PROFILE_SECTIONS)[number];
export type TVisibility = (typeof PROFILE_VISIBILITIES)[number];
export const zVisibility = z.enum(PROFILE_VISIBILITIES, { error: 'must be public, members, connections or only_me' });
/** Per section: who may see it; a missing section follows the account's profile_visibility. */
export const ZSectionVisibility = z.strictObject(
  Object.fromEntries(PROFILE_SECTIONS.map((s) => [s, zVisibility.optional()])) as Record<
    TProfileSection,
    z.ZodOptional<typeof zVisibility>
  >,
);
export type TSectionVisibility = z.infer<typeof ZSectionVisibility>;

const zShort = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`);
const zTag = z.string().trim().min(1, 'must not be empty').max(60, 'must be at most 60 characters');
const zTags = (max: number) => z.array(zTag).max(max, `must have at most ${max} entries`);

export const zHttpUrl = z
  .string()
  .trim()
  .max(300, 'must be at most 300 characters')
  .refine((v) => {
    try {
      const u = new URL(v);
      return u.protocol === 'http:' || u.protocol === 'https:';
    } catch {
      return false;
    }
  }, 'must be an http(s) address');

export const LINKS_MAX = 5;
export const BIO_MAX = 2000;

// ---------------------------------------------------------------- role details

export const STUDY_TYPES = ['school', 'diploma', 'undergraduate', 'postgraduate', 'doctoral', 'other'] as const;
export const ORG_TYPES = [
  'incubator',
  'accelerator',
  'university',
  'college',
  'corporate',
  'government',
  'ngo',
  'investor_network',
  'other',
] as const;
export const AVAILABILITIES = ['few_hours_month', 'few_hours_week', 'on_request'] as const;
export const VOLUNTEER_CAUSES = [
  'education',
  'women_entrepreneurship',
  'rural_livelihoods',
  'environment',
  'health',
  'digital_literacy',
  'financial_literacy',
] as const;

export const ZStudentDetails = z.strictObject({
  /** SPEC §3 "current year of study": study_type, study_year */
  study_type: z.enum(STUDY_TYPES, { error: `must be one of ${STUDY_TYPES.join(', ')}` }),
  study_year: z.number().int().min(1, 'must be 1 to 6').max(6, 'must be 1 to 6'),
});
export const ZExpertDetails = z.strictObject({
  domains: zTags(10),
  sectors: zTags(10),
  languages: zTags(10),
  availability: z.enum(AVAILABILITIES, { error: `must be one of ${AVAILABILITIES.join(', ')}` }),
});
export const ZVolunteerDetails = z.strictObject({
  skills: zTags(15),
  causes: z.array(z.enum(VOLUNTEER_CAUSES, { error: `must be one of ${VOLUNTEER_CAUSES.join(', ')}` })).max(7),
  hours_per_month: z.number().int().min(0, 'must be 0 to 200').max(200, 'must be 0 to 200'),
  hours_given: z.number().int().min(0, 'must be 0 or more').max(100000),
});
export const ZOrganisationDetails = z.strictObject({
  org_type: z.enum(ORG_TYPES, { error: `must be one of ${ORG_TYPES.join(', ')}` }),
});
export const ZRoleDetails = z.strictObject({
  student: ZStudentDetails.optional(),
  expert: ZExpertDetails.optional(),
  volunteer: ZVolunteerDetails.optional(),
  organisation: ZOrganisationDetails.optional(),
});
export type TRoleDetails = z.infer<typeof ZRoleDetails>;
export type TVolunteerDetails = z.infer<typeof ZVolunteerDetails>;

// ---------------------------------------------------------------- onboarding

/** The wizard each self-service role gets after /select-role. */
export const ONBOARDING_FLOWS = ['entrepreneur', 'student', 'expert', 'investor', 'volunteer', 'organisation'] as const;
export type TOnboardingFlow = (typeof ONBOARDING_FLOWS)[number];

/** Which wizard a role name leads to (Aspiring Entrepreneur studies like a Student). */
export function onboardingFlowOf(roleName: string | null | undefined): TOnboardingFlow | null {
  switch (roleName) {
    case 'Entrepreneur':
      return 'entrepreneur';
    case 'Aspiring Entrepreneur':
    case 'Student':
      return 'student';
    case 'Expert':
      return 'expert';
    case 'Investor':
      return 'investor';
    case 'Volunteer':
      return 'volunteer';
    case 'Organisation':
      return 'organisation';
    default:
      return null;
  }
}

export const ZOnboarding = z.strictObject({
  flow: z.enum(ONBOARDING_FLOWS).nullable(),
  step: z.number().int().min(0).max(10),
  done: z.boolean(),
  skipped: z.boolean(),
});
export type TOnboarding = z.infer<typeof ZOnboarding>;
export const EMPTY_ONBOARDING: TOnboarding = { flow: null, step: 0, done: false, skipped: false };

// ---------------------------------------------------------------- the profile

export const ZProfileInput = z.strictObject({
  headline: zShort(120).optional(),
  bio: zShort(BIO_MAX).optional(),
  city: zShort(80).optional(),
  state: z.enum(INDIAN_STATES, { error: 'must be a state or union territory of India' }).nullable().optional(),
  languages: zTags(10).optional(),
  links: z.array(zHttpUrl).max(LINKS_MAX, `must have at most ${LINKS_MAX} links`).optional(),
  skills: zTags(20).optional(),
  role_details: ZRoleDetails.optional(),
  visibility: ZSectionVisibility.optional(),
  onboarding: ZOnboarding.optional(),
  /** program ids the owner chooses to show on the profile */
  shown_programs: z.array(z.number().int().positive()).max(50).optional(),
  show_certificates: z.boolean().optional(),
});
export type TProfileInput = z.infer<typeof ZProfileInput>;

export const ZProfileProgram = z.object({ program_id: z.number().int(), program_name: z.string() });
export const ZProfileCertificate = z.object({
  code: z.string(),
  program_name: z.string(),
  issued_at: z.string(),
  verify_path: z.string(),
});

export const ZPersonalityScores = z.object({
  extraversion: z.number(),
  agreeableness: z.number(),
  conscientiousness: z.number(),
  emotional_stability: z.number(),
  intellect: z.number(),
});
export type TPersonalityScores = z.infer<typeof ZPersonalityScores>;

export const ZPersonalityResult = z.object({
  result_id: z.number().int(),
  scores: ZPersonalityScores,
  taken_at: z.string(),
});
export type TPersonalityResult = z.infer<typeof ZPersonalityResult>;

/** What a viewer may see of a person; sections they may not see are null. */
export const ZProfileView = z.object({
  user_id: z.number().int(),
  name: z.string(),
  username: z.string(),
  is_owner: z.boolean(),
  roles: z.array(z.string()),
  photo_url: z.string().nullable(),
  headline: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  about: z
    .object({
      bio: z.string(),
      languages: z.array(z.string()),
      links: z.array(z.string()),
      skills: z.array(z.string()),
    })
    .nullable(),
  role_details: ZRoleDetails.nullable(),
  learning: z.object({ programs: z.array(ZProfileProgram), certificates: z.array(ZProfileCertificate) }).nullable(),
  personality: ZPersonalityResult.nullable(),
  venture_id: z.number().int().nullable(),
  /** hidden by a community moderator (issue 21): its text shows to its owner (marked) and moderators only */
  hidden: z.boolean().optional(),
});
export type TProfileView = z.infer<typeof ZProfileView>;

/** GET/PUT profiles/me: the owner's whole profile with its settings. */
export const ZMyProfile = z.object({
  user_id: z.number().int(),
  name: z.string(),
  headline: z.string(),
  bio: z.string(),
  city: z.string(),
  state: z.enum(INDIAN_STATES).nullable(),
  languages: z.array(z.string()),
  links: z.array(z.string()),
  skills: z.array(z.string()),
  photo_url: z.string().nullable(),
  role_details: ZRoleDetails,
  /** every section's visibility, defaults filled in from the account setting */
  visibility: z.record(z.enum(PROFILE_SECTIONS), zVisibility),
  default_visibility: zVisibility,
  onboarding: ZOnboarding,
  shown_programs: z.array(z.number().int()),
  show_certificates: z.boolean(),
  /** the programs the owner is enrolled in (to choose which to show) */
  enrolled_programs: z.array(ZProfileProgram),
});
export type TMyProfile = z.infer<typeof ZMyProfile>;

export const ZUserIdParams = z.object({ userId: z.coerce.number().int().positive().max(2147483647) });

export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const PHOTO_SIZE_PX = 512;

// ---------------------------------------------------------------- next steps

export const NEXT_STEP_KINDS = [
  'finish_onboarding',
  'add_photo',
  'complete_profile',
  'add_venture',
  'find_mentor',
  'prepare_investors',
  'explore_programs',
  'register_investor',
  'offer_help',
  'take_personality',
] as const;
export type TNextStepKind = (typeof NEXT_STEP_KINDS)[number];
export const ZNextStep = z.object({ kind: z.enum(NEXT_STEP_KINDS), link: z.string() });
export type TNextStep = z.infer<typeof ZNextStep>;
export const ZNextSteps = z.object({ items: z.array(ZNextStep) });

// ---------------------------------------------------------------- ventures

export const VENTURE_STAGES = ['idea', 'validation', 'early_revenue', 'growth', 'scale'] as const;
export type TVentureStage = (typeof VENTURE_STAGES)[number];
export const VENTURE_NEEDS = ['funding', 'mentoring', 'market', 'talent'] as const;
export type TVentureNeed = (typeof VENTURE_NEEDS)[number];
export const VENTURE_SECTORS = [
  'agritech',
  'edtech',
  'fintech',
  'healthtech',
  'cleantech',
  'manufacturing',
  'retail',
  'logistics',
  'handicrafts',
  'food_processing',
  'saas',
  'social_enterprise',
  'other',
] as const;
export const PITCH_MAX = 140;

export const ZVentureInput = z.strictObject({
  name: z.string().trim().min(1, 'must not be empty').max(120, 'must be at most 120 characters'),
  stage: z.enum(VENTURE_STAGES, { error: `must be one of ${VENTURE_STAGES.join(', ')}` }),
  sector: z.enum(VENTURE_SECTORS, { error: 'must be one of the listed sectors' }),
  state: z.enum(INDIAN_STATES, { error: 'must be a state or union territory of India' }).nullable(),
  city: zShort(80),
  team_size: z.number().int().min(1, 'must be 1 or more').max(10000, 'must be at most 10000'),
  website: zHttpUrl.or(z.literal('')).nullable(),
  pitch: zShort(PITCH_MAX),
  needs: z.array(z.enum(VENTURE_NEEDS, { error: 'must be funding, mentoring, market or talent' })).max(4),
  visibility: zVisibility.optional(),
});
export type TVentureInput = z.infer<typeof ZVentureInput>;
export const ZVenturePatch = ZVentureInput.partial();
export type TVenturePatch = z.infer<typeof ZVenturePatch>;

export const ZVentureMember = z.object({
  user_id: z.number().int(),
  name: z.string(),
  username: z.string(),
  is_owner: z.boolean(),
});
export const ZVenture = z.object({
  venture_id: z.number().int(),
  name: z.string(),
  stage: z.enum(VENTURE_STAGES),
  sector: z.enum(VENTURE_SECTORS),
  state: z.string().nullable(),
  city: z.string(),
  team_size: z.number().int(),
  website: z.string().nullable(),
  pitch: z.string(),
  needs: z.array(z.enum(VENTURE_NEEDS)),
  visibility: zVisibility,
  owner_user_id: z.number().int(),
  members: z.array(ZVentureMember),
  /** the viewer is on the team: may edit */
  can_edit: z.boolean(),
  can_manage_team: z.boolean(),
  updated_at: z.string(),
  /** hidden by a community moderator (issue 21): shown to its team (marked) and moderators only */
  hidden: z.boolean().optional(),
});
export type TVenture = z.infer<typeof ZVenture>;
export const ZVentureList = z.object({ items: z.array(ZVenture) });
export const ZVentureIdParams = z.object({ ventureId: z.coerce.number().int().positive().max(2147483647) });
export const ZVentureMemberParams = ZVentureIdParams.extend({
  userId: z.coerce.number().int().positive().max(2147483647),
});
export const ZAddVentureMember = z.strictObject({
  /** a username or e-mail address of an existing user */
  identifier: z.string().trim().min(1, 'must not be empty').max(254, 'must be at most 254 characters'),
});

// ---------------------------------------------------------------- personality

export const ZPersonalityAnswers = z.strictObject({
  /** 50 answers, 1 (very inaccurate) to 5 (very accurate), in item order */
  answers: z
    .array(z.number().int().min(1, 'must be 1 to 5').max(5, 'must be 1 to 5'))
    .length(50, 'must answer all 50 statements'),
});
export const ZPersonalityHistory = z.object({
  user_id: z.number().int(),
  is_owner: z.boolean(),
  visibility: zVisibility,
  latest: ZPersonalityResult.nullable(),
  /** the owner sees every earlier result; others only the latest */
  history: z.array(ZPersonalityResult),
});
export type TPersonalityHistory = z.infer<typeof ZPersonalityHistory>;
