import { z } from 'zod';
import { zId } from './common.ts';

/**
 * Readiness (issue 24): four assessments defined as data (entrepreneurial, idea, technology,
 * investor), each with versions an administrator edits on the Forms and Assessments menu (a
 * published version never changes: people's attempts point at it). Taking one follows SPEC §3's
 * survey state: each step (a section) is validated and saved as it is left, so a person resumes on
 * any device where they left off. A submitted attempt gets a score per dimension (0–5) and overall
 * (0–100), explained in plain words, and a personal pathway of things that address its weakest
 * dimensions. Cohort managers see their cohort's readiness. API under /api/readiness
 * (modules/readiness), web under features/readiness.
 */

/** Taking an assessment is read on this menu; editing assessments is create/update on it. */
export const ASSESSMENTS_MENU = 'Forms and Assessments';
/** The journey page and the four assessments' pages are read on this hub menu. */
export const READINESS_JOURNEY_MENU = 'My Readiness Journey';

/**
 * The API's messages (the web may match on them; a 400's `details` holds { question_id: message }
 * for a step's problems).
 */
export const READINESS_ERRORS = {
  inProgress: 'An attempt is in progress: continue it or start over',
  completed: 'This attempt is already submitted: start a new one to answer again',
  abandoned: 'This attempt was started over: continue the newer one',
  noAttempt: 'No such attempt.',
  notPublished: 'This assessment has no published version yet.',
  instituteNeeded: 'name the organisation or cohort this assessment is taken for',
  cohortNeeded: 'choose the cohort this assessment is taken for',
  noCohort: 'No such cohort.',
  notInCohort: 'you are not enrolled in this cohort',
  strangerAnswer: 'Not a question of this step',
  noStep: (steps: number) => `there are ${steps} steps (0 to ${steps - 1})`,
  /** `step` is 0-based; the message counts from 1 */
  stepProblems: (step: number, title: string) => `Step ${step + 1} (${title}) has answers to fix`,
  noPathwayItem: 'No such pathway item.',
} as const;

export const READINESS_KEYS = ['entrepreneurial', 'idea', 'technology', 'investor'] as const;
export const ZReadinessKey = z.enum(READINESS_KEYS);
export type TReadinessKey = z.infer<typeof ZReadinessKey>;
/** Each assessment's page (SPEC §2 journeys). */
export const READINESS_PATHS: Record<TReadinessKey, string> = {
  entrepreneurial: '/entrepreneurial-readiness',
  idea: '/idea-readiness',
  technology: '/technology-readiness',
  investor: '/investor-readiness',
};
export const READINESS_JOURNEY_PATH = '/readiness-journey';
/** The administrators' editor (not in SPEC §2; Forms and Assessments create/update). */
export const READINESS_MANAGE_PATH = '/readiness-journey/manage';
/** One attempt's result, printable (not in SPEC §2). */
export const readinessResultPath = (attemptId: number) => `/readiness-journey/results/${attemptId}`;

// ------------------------------------------------------------------------------------------------
// The definition (a version's content), edited as a whole
// ------------------------------------------------------------------------------------------------

export const ANSWER_TYPES = ['scale', 'choice', 'multi', 'number', 'text'] as const;
export const ZAnswerType = z.enum(ANSWER_TYPES);
export type TAnswerType = z.infer<typeof ZAnswerType>;

export const READINESS_SECTIONS_MAX = 20;
export const READINESS_QUESTIONS_PER_SECTION_MAX = 25;
export const READINESS_DIMENSIONS_MAX = 12;
export const READINESS_OPTIONS_MAX = 12;
export const READINESS_TEXT_ANSWER_MAX = 4000;
/** A dimension's score is out of this (SPEC-free choice, shown as "2/5"). */
export const READINESS_DIMENSION_MAX = 5;

/** Ids inside a definition: lowercase slugs, stable across versions (answers are keyed by them). */
const zSlug = z
  .string()
  .min(1)
  .max(60)
  .regex(/^[a-z0-9][a-z0-9_-]*$/, 'Use lowercase letters, digits, - and _');

export const ZAnswerOption = z.object({
  value: zSlug,
  label: z.string().trim().min(1).max(200),
  /** 0 (worst) to 1 (best) */
  score: z.number().min(0).max(1),
});
export type TAnswerOption = z.infer<typeof ZAnswerOption>;

/** A number answer scores by bands: the first band whose `upto` is ≥ the answer (the last band has none). */
export const ZNumberBand = z.object({ upto: z.number().nullable(), score: z.number().min(0).max(1) });

export const ZQuestion = z
  .object({
    id: zSlug,
    prompt: z.string().trim().min(1).max(500),
    help: z.string().max(1000).default(''),
    type: ZAnswerType,
    required: z.boolean().default(true),
    /** choice and multi: the options (a multi answer scores the mean of its chosen options) */
    options: z.array(ZAnswerOption).max(READINESS_OPTIONS_MAX).default([]),
    /** scale: 1..points (5 by default), scored (answer-1)/(points-1) */
    scale: z
      .object({
        points: z.number().int().min(2).max(10).default(5),
        min_label: z.string().max(80).default(''),
        max_label: z.string().max(80).default(''),
      })
      .optional(),
    /** number: bounds, unit and scoring bands */
    number: z
      .object({
        min: z.number().nullable().default(null),
        max: z.number().nullable().default(null),
        unit: z.string().max(30).default(''),
        bands: z.array(ZNumberBand).max(12).default([]),
      })
      .optional(),
    /** the dimension this question scores into; null for unscored questions (text, context) */
    dimension: zSlug.nullable().default(null),
    weight: z.number().min(0).max(10).default(1),
  })
  .strict();
export type TQuestion = z.infer<typeof ZQuestion>;

/** A section is one step of the survey. */
export const ZSection = z
  .object({
    id: zSlug,
    title: z.string().trim().min(1).max(160),
    intro: z.string().max(2000).default(''),
    questions: z.array(ZQuestion).min(1).max(READINESS_QUESTIONS_PER_SECTION_MAX),
  })
  .strict();
export type TSection = z.infer<typeof ZSection>;

export const ZDimension = z
  .object({
    id: zSlug,
    label: z.string().trim().min(1).max(120),
    description: z.string().max(1000).default(''),
    weight: z.number().min(0).max(10).default(1),
    /** plain words shown when the score is low (< 2.5 of 5) and when it is high (≥ 3.5) */
    low_advice: z.string().max(1000).default(''),
    high_advice: z.string().max(1000).default(''),
    /** topics the pathway matches against programs, content, experts, circles, events, opportunities */
    tags: z.array(z.string().trim().min(1).max(60)).max(12).default([]),
  })
  .strict();
export type TDimension = z.infer<typeof ZDimension>;

/**
 * 'weighted': each dimension's score is the weighted mean of its questions' scores × 5; overall is
 * the dimensions' weighted mean × 100 / 5. 'levels' (technology readiness): each section is a level
 * (TRL 1..9); the level reached is the highest one whose scored questions, and every level below it,
 * average ≥ 0.5; dimensions and overall are computed as for 'weighted' as well.
 */
export const ZScoringMethod = z.enum(['weighted', 'levels']);
export type TScoringMethod = z.infer<typeof ZScoringMethod>;

export const ZAssessmentDefinition = z
  .object({
    title: z.string().trim().min(1).max(160),
    summary: z.string().max(1000).default(''),
    /** minutes a person needs, shown before starting */
    minutes: z.number().int().min(1).max(240).default(10),
    scoring: ZScoringMethod.default('weighted'),
    dimensions: z.array(ZDimension).min(1).max(READINESS_DIMENSIONS_MAX),
    sections: z.array(ZSection).min(1).max(READINESS_SECTIONS_MAX),
  })
  .strict();
export type TAssessmentDefinition = z.infer<typeof ZAssessmentDefinition>;
export type TAssessmentDefinitionInput = z.input<typeof ZAssessmentDefinition>;

// ------------------------------------------------------------------------------------------------
// Taking one: the attempt carries SPEC §3's survey state
// ------------------------------------------------------------------------------------------------

/** scale / number: a number; choice and text: a string; multi: strings; null: left blank. */
export const ZAnswer = z.union([
  z.number(),
  z.string().max(READINESS_TEXT_ANSWER_MAX),
  z.array(zSlug).max(12),
  z.null(),
]);
export type TAnswer = z.infer<typeof ZAnswer>;
export const ZFormData = z.record(zSlug, ZAnswer);
export type TFormData = z.infer<typeof ZFormData>;

/** SPEC §3 assessment metadata: for myself, or on behalf of an organisation or a cohort. */
export const RESPONSE_FOR_TYPES = ['self', 'organisation', 'cohort'] as const;
export const ZResponseForType = z.enum(RESPONSE_FOR_TYPES);
export type TResponseForType = z.infer<typeof ZResponseForType>;

export const ZDimensionScore = z.object({
  id: z.string(),
  label: z.string(),
  /** 0..5, one decimal */
  score: z.number(),
  max: z.number(),
  /** plain words: what the score means and what to do */
  explanation: z.string(),
});
export type TDimensionScore = z.infer<typeof ZDimensionScore>;

export const READINESS_BANDS = ['early', 'developing', 'ready', 'strong'] as const;
export const ZReadinessBand = z.enum(READINESS_BANDS);
export type TReadinessBand = z.infer<typeof ZReadinessBand>;

export const ZReadinessResult = z.object({
  /** 0..100 */
  overall: z.number(),
  band: ZReadinessBand,
  summary: z.string(),
  dimensions: z.array(ZDimensionScore),
  /** technology readiness: the TRL reached (1..9), else null */
  level: z.number().int().nullable(),
});
export type TReadinessResult = z.infer<typeof ZReadinessResult>;

export const ZAttempt = z.object({
  attempt_id: zId,
  assessment_key: ZReadinessKey,
  version_id: zId,
  version: z.number().int(),
  /** SPEC §3 survey state, kept on the server */
  current_step: z.number().int().min(0),
  /** -1 until the first step is saved */
  last_saved_step: z.number().int().min(-1),
  total_steps: z.number().int(),
  form_data: ZFormData,
  started_at: z.string(),
  last_activity_at: z.string(),
  is_completed: z.boolean(),
  submitted_at: z.string().nullable(),
  response_for_type: ZResponseForType,
  institute_name: z.string().nullable(),
  cohort_id: zId.nullable(),
  result: ZReadinessResult.nullable(),
});
export type TAttempt = z.infer<typeof ZAttempt>;

/** POST /api/readiness/{key}/attempts: start (an unfinished attempt is abandoned when restart is true). */
export const ZStartAttempt = z
  .object({
    response_for_type: ZResponseForType.default('self'),
    /** required when response_for_type is organisation or cohort */
    institute_name: z.string().trim().max(200).nullable().default(null),
    /** a cohort (program) the person belongs to; its managers then see the result */
    cohort_id: zId.nullable().default(null),
    restart: z.boolean().default(false),
  })
  .strict();
export type TStartAttempt = z.input<typeof ZStartAttempt>;

/**
 * PUT /api/readiness/attempts/{id}/steps/{step}: the step's answers, validated against its section
 * (400 names each question: details { [question_id]: message }), merged into form_data;
 * last_saved_step = max(last_saved_step, step); current_step = next_step. Saving the same step
 * again is harmless (idempotent).
 */
export const ZSaveStep = z
  .object({
    answers: ZFormData,
    /** where the person goes next (step + 1, or back); the server clamps it to 0..total_steps-1 */
    next_step: z.number().int().min(0),
  })
  .strict();
export type TSaveStep = z.infer<typeof ZSaveStep>;

// ------------------------------------------------------------------------------------------------
// The pathway
// ------------------------------------------------------------------------------------------------

export const PATHWAY_KINDS = ['program', 'content', 'expert', 'circle', 'event', 'opportunity'] as const;
export const ZPathwayKind = z.enum(PATHWAY_KINDS);
export type TPathwayKind = z.infer<typeof ZPathwayKind>;

export const ZPathwayItem = z.object({
  item_id: zId,
  kind: ZPathwayKind,
  title: z.string(),
  link: z.string(),
  dimension: z.string(),
  dimension_label: z.string(),
  /** "because your market validation scored 2/5" (the words are the web's; these are the facts) */
  score: z.number(),
  max: z.number(),
  done: z.boolean(),
  done_at: z.string().nullable(),
});
export type TPathwayItem = z.infer<typeof ZPathwayItem>;
export const ZPathwayTick = z.object({ done: z.boolean() }).strict();

/**
 * GET /api/readiness/attempts/{id} (and the answer to POST .../submit): the attempt, its pathway,
 * and the earlier completed attempts' scores. PATCH /api/readiness/pathway/{itemId} (ZPathwayTick)
 * ticks one item off and answers the ZPathwayItem.
 */
export const ZAttemptDetail = z.object({
  attempt: ZAttempt,
  title: z.string(),
  definition: ZAssessmentDefinition,
  pathway: z.array(ZPathwayItem),
  /** earlier completed attempts of the same assessment, newest first (side by side, what moved) */
  previous: z.array(
    z.object({ attempt_id: zId, submitted_at: z.string(), version: z.number().int(), result: ZReadinessResult }),
  ),
});
export type TAttemptDetail = z.infer<typeof ZAttemptDetail>;

// ------------------------------------------------------------------------------------------------
// The journey and one assessment's page
// ------------------------------------------------------------------------------------------------

export const ZAssessmentSummary = z.object({
  key: ZReadinessKey,
  title: z.string(),
  summary: z.string(),
  minutes: z.number().int(),
  steps: z.number().int(),
  questions: z.number().int(),
  version: z.number().int(),
  /** my unfinished attempt, if any (for "Continue where you left off?") */
  in_progress: z
    .object({
      attempt_id: zId,
      current_step: z.number().int(),
      last_saved_step: z.number().int(),
      last_activity_at: z.string(),
    })
    .nullable(),
  /** my latest completed attempt */
  latest: z.object({ attempt_id: zId, submitted_at: z.string(), overall: z.number(), band: ZReadinessBand }).nullable(),
  /** pathway items of the latest attempt: done / all */
  pathway_done: z.number().int(),
  pathway_total: z.number().int(),
});
export type TAssessmentSummary = z.infer<typeof ZAssessmentSummary>;

/** GET /api/readiness: the journey (the four assessments as the viewer stands with each). */
export const ZReadinessJourney = z.object({ assessments: z.array(ZAssessmentSummary) });
export type TReadinessJourney = z.infer<typeof ZReadinessJourney>;

/** GET /api/readiness/{key}: the published version to take, my unfinished attempt, my history. */
export const ZAssessmentPage = z.object({
  key: ZReadinessKey,
  version_id: zId,
  version: z.number().int(),
  definition: ZAssessmentDefinition,
  in_progress: ZAttempt.nullable(),
  history: z.array(
    z.object({ attempt_id: zId, submitted_at: z.string(), version: z.number().int(), result: ZReadinessResult }),
  ),
  /** cohorts (programs) the viewer is enrolled in, to take it for one */
  cohorts: z.array(z.object({ cohort_id: zId, name: z.string() })),
});
export type TAssessmentPage = z.infer<typeof ZAssessmentPage>;

// ------------------------------------------------------------------------------------------------
// Administrators: versions (Forms and Assessments create/update)
// ------------------------------------------------------------------------------------------------

export const VERSION_STATUSES = ['draft', 'published', 'retired'] as const;
export const ZVersionStatus = z.enum(VERSION_STATUSES);
export type TVersionStatus = z.infer<typeof ZVersionStatus>;

export const ZVersionSummary = z.object({
  version_id: zId,
  version: z.number().int(),
  status: ZVersionStatus,
  title: z.string(),
  published_at: z.string().nullable(),
  published_by_name: z.string().nullable(),
  updated_at: z.string(),
  /** attempts that point at it */
  attempts: z.number().int(),
});
export type TVersionSummary = z.infer<typeof ZVersionSummary>;

/** GET /api/readiness/admin/assessments */
export const ZAdminAssessments = z.object({
  assessments: z.array(z.object({ key: ZReadinessKey, title: z.string(), versions: z.array(ZVersionSummary) })),
});
export type TAdminAssessments = z.infer<typeof ZAdminAssessments>;

/** GET/PUT /api/readiness/admin/versions/{id}: a version's definition (PUT only on drafts: 409 otherwise). */
export const ZVersionDetail = z.object({
  key: ZReadinessKey,
  summary: ZVersionSummary,
  definition: ZAssessmentDefinition,
});
export type TVersionDetail = z.infer<typeof ZVersionDetail>;
export const ZVersionSave = z.object({ definition: ZAssessmentDefinition }).strict();
export type TVersionSave = z.input<typeof ZVersionSave>;

// ------------------------------------------------------------------------------------------------
// Cohort managers: a cohort's readiness
// ------------------------------------------------------------------------------------------------

export const COHORT_INACTIVE_DAYS_DEFAULT = 14;
export const READINESS_MEMBER_STATES = ['not_started', 'in_progress', 'completed'] as const;
export const ZReadinessMemberState = z.enum(READINESS_MEMBER_STATES);

/** GET /api/readiness/cohorts/{cohortId}?key=&inactive_days= */
export const ZCohortReadinessQuery = z.object({
  key: ZReadinessKey.default('investor'),
  inactive_days: z.coerce.number().int().min(1).max(365).default(COHORT_INACTIVE_DAYS_DEFAULT),
});
export const ZCohortReadiness = z.object({
  cohort_id: zId,
  cohort_name: z.string(),
  key: ZReadinessKey,
  inactive_days: z.number().int(),
  /** per dimension: how many members' latest scores fall in [0,1), [1,2), [2,3), [3,4), [4,5] */
  distribution: z.array(
    z.object({ id: z.string(), label: z.string(), buckets: z.array(z.number().int()), mean: z.number().nullable() }),
  ),
  members: z.array(
    z.object({
      user_id: zId,
      name: z.string(),
      state: ZReadinessMemberState,
      overall: z.number().nullable(),
      last_activity_at: z.string().nullable(),
      /** no attempt activity (nor completion) for inactive_days */
      inactive: z.boolean(),
      last_nudged_at: z.string().nullable(),
    }),
  ),
  counts: z.object({
    members: z.number().int(),
    completed: z.number().int(),
    in_progress: z.number().int(),
    not_started: z.number().int(),
    inactive: z.number().int(),
  }),
});
export type TCohortReadiness = z.infer<typeof ZCohortReadiness>;

/** POST /api/readiness/cohorts/{cohortId}/nudges: a message to each (at most one nudge per person per day). */
export const ZNudgeInput = z
  .object({
    key: ZReadinessKey,
    user_ids: z.array(zId).min(1).max(200),
    message: z.string().trim().min(1).max(1000),
  })
  .strict();
export type TNudgeInput = z.infer<typeof ZNudgeInput>;
export const ZNudgeResult = z.object({
  sent: z.array(zId),
  /**
   * nudged within the last day already, not a member of the cohort, or unreachable by a direct
   * message (the manager themself, or a block between the two)
   */
  skipped: z.array(z.object({ user_id: zId, reason: z.enum(['recently_nudged', 'not_a_member', 'unreachable']) })),
});
export type TNudgeResult = z.infer<typeof ZNudgeResult>;
