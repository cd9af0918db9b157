import { z } from 'zod';
import { zId } from './common.ts';
import { ZHubSlug, ZPersonRef } from './content.ts';

/**
 * Competitions (issue 23): an organiser sets eligibility, an application form, deadlines, rounds
 * with judges and a scoring rubric, and prizes; teams (one lead) apply and edit until the deadline;
 * judges score the applications assigned to them; organisers move teams on and publish results.
 * The API lives under /api/competitions (modules/competitions), the web under features/competitions.
 * The web addresses /competition/{eventId} and /competition/manage/{eventId} carry the competition id.
 */

export const COMPETITION_MENU = 'Competition';

/** draft → open (applications, until closes_at) → judging → results_published; cancelled from any but the last. */
export const COMPETITION_STATUSES = ['draft', 'open', 'judging', 'results_published', 'cancelled'] as const;
export const ZCompetitionStatus = z.enum(COMPETITION_STATUSES);
export type TCompetitionStatus = z.infer<typeof ZCompetitionStatus>;
export const COMPETITION_ACTIONS = ['open', 'start_judging', 'publish_results', 'cancel'] as const;
export const ZCompetitionAction = z.enum(COMPETITION_ACTIONS);
export type TCompetitionAction = z.infer<typeof ZCompetitionAction>;
export const COMPETITION_TRANSITIONS: Record<
  TCompetitionAction,
  { from: TCompetitionStatus[]; to: TCompetitionStatus }
> = {
  open: { from: ['draft'], to: 'open' },
  start_judging: { from: ['open'], to: 'judging' },
  publish_results: { from: ['judging'], to: 'results_published' },
  cancel: { from: ['draft', 'open', 'judging'], to: 'cancelled' },
};

/** draft (the team edits) → submitted (still editable until closes_at) → withdrawn; the rounds decide the rest. */
export const APPLICATION_STATUSES = ['draft', 'submitted', 'withdrawn'] as const;
export const ZApplicationStatus = z.enum(APPLICATION_STATUSES);
export type TApplicationStatus = z.infer<typeof ZApplicationStatus>;
/** An application's place in a round: in it, moved on to the next, or stopped there. */
export const ROUND_ENTRY_STATUSES = ['in_round', 'advanced', 'eliminated'] as const;
export const ZRoundEntryStatus = z.enum(ROUND_ENTRY_STATUSES);
/** pending (not begun) → active (judges score) → closed (decided). */
export const ROUND_STATUSES = ['pending', 'active', 'closed'] as const;
export const ZRoundStatus = z.enum(ROUND_STATUSES);
/** A judge's assignment: to score, scored (final), or set aside for a declared conflict of interest. */
export const ASSIGNMENT_STATUSES = ['assigned', 'scored', 'conflict'] as const;
export const ZAssignmentStatus = z.enum(ASSIGNMENT_STATUSES);
/** How a round's ranking combines judges: the plain mean of weighted totals, or each judge's z-score first. */
export const SCORE_METHODS = ['average', 'normalised'] as const;
export const ZScoreMethod = z.enum(SCORE_METHODS);

export const COMPETITION_TITLE_MAX = 160;
export const COMPETITION_ROUNDS_MAX = 6;
export const RUBRIC_CRITERIA_MAX = 12;
export const FORM_FIELDS_MAX = 25;
export const TEAM_SIZE_MAX = 10;
export const PRIZES_MAX = 10;

export const FORM_FIELD_KINDS = ['text', 'long_text', 'number', 'url', 'choice', 'file'] as const;
export const ZFormFieldKind = z.enum(FORM_FIELD_KINDS);
/** One field of the application form; 'file' answers are upload ids (purpose 'competition'). */
export const ZFormField = z.strictObject({
  key: z
    .string()
    .trim()
    .regex(/^[a-z][a-z0-9_]{0,39}$/, 'must be a lower-case key such as pitch_deck'),
  label: z.string().trim().min(2).max(200),
  help: z.string().trim().max(400).default(''),
  kind: ZFormFieldKind,
  required: z.boolean().default(false),
  options: z.array(z.string().trim().min(1).max(100)).max(20).default([]),
  /** text fields: the longest answer in characters */
  max_length: z.number().int().min(1).max(10_000).nullable().default(null),
});
export type TFormField = z.infer<typeof ZFormField>;

/** One criterion of a round's rubric: weights are relative (the server normalises them to 100 %). */
export const ZCriterion = z.strictObject({
  key: z
    .string()
    .trim()
    .regex(/^[a-z][a-z0-9_]{0,39}$/, 'must be a lower-case key such as market'),
  name: z.string().trim().min(2).max(80),
  description: z.string().trim().max(400).default(''),
  weight: z.number().min(0.1).max(100),
  /** scores run 1..scale_max */
  scale_max: z.number().int().min(2).max(10).default(5),
});
export type TCriterion = z.infer<typeof ZCriterion>;

export const ZRoundInput = z.strictObject({
  /** present when editing an existing round */
  round_id: zId.optional(),
  name: z.string().trim().min(2).max(80),
  /** judging closes then (the judges' deadline) */
  judging_ends_at: z.iso.datetime({ offset: true }).nullable().default(null),
  rubric: z.array(ZCriterion).min(1).max(RUBRIC_CRITERIA_MAX),
  /** how many move on from this round (a suggestion the organiser may override); null for the final */
  advance_count: z.number().int().min(1).max(10_000).nullable().default(null),
  /** judges of this round (platform people); each application is scored by up to judges_per_application */
  judge_ids: z.array(zId).max(50).default([]),
  judges_per_application: z.number().int().min(1).max(10).default(2),
});
export type TRoundInput = z.input<typeof ZRoundInput>;

export const ZPrize = z.strictObject({
  rank: z.number().int().min(1).max(100),
  title: z.string().trim().min(2).max(120),
  /** "₹5,00,000 grant", "Incubation at IIT Madras" */
  reward: z.string().trim().max(200).default(''),
});

const competitionFields = {
  title: z.string().trim().min(3).max(COMPETITION_TITLE_MAX),
  summary: z.string().trim().max(400),
  /** rich text; sanitised on the server */
  description_html: z.string().max(50_000),
  eligibility_html: z.string().max(20_000),
  /** the event it belongs to (a summit's pitch competition), if any */
  event_id: zId.nullable(),
  cover_file_id: zId.nullable(),
  opens_at: z.iso.datetime({ offset: true }),
  /** the application deadline: teams edit and withdraw until then */
  closes_at: z.iso.datetime({ offset: true }),
  team_min: z.number().int().min(1).max(TEAM_SIZE_MAX),
  team_max: z.number().int().min(1).max(TEAM_SIZE_MAX),
  form: z.array(ZFormField).max(FORM_FIELDS_MAX),
  rounds: z.array(ZRoundInput).min(1).max(COMPETITION_ROUNDS_MAX),
  prizes: z.array(ZPrize).max(PRIZES_MAX),
  /** the public leaderboard: shown to everyone once results are published (or hidden) */
  leaderboard_public: z.boolean(),
  score_method: ZScoreMethod,
  topics: z.array(z.string().trim().toLowerCase().min(2).max(40)).max(8),
  hubs: z.array(ZHubSlug).max(5),
};
/** POST /api/competitions (a draft). The server checks closes after opens, team_min ≤ team_max. */
export const ZCompetitionInput = z.strictObject({
  ...competitionFields,
  summary: competitionFields.summary.default(''),
  description_html: competitionFields.description_html.default(''),
  eligibility_html: competitionFields.eligibility_html.default(''),
  event_id: competitionFields.event_id.default(null),
  cover_file_id: competitionFields.cover_file_id.default(null),
  team_min: competitionFields.team_min.default(1),
  team_max: competitionFields.team_max.default(5),
  form: competitionFields.form.default([]),
  prizes: competitionFields.prizes.default([]),
  leaderboard_public: competitionFields.leaderboard_public.default(true),
  score_method: competitionFields.score_method.default('average'),
  topics: competitionFields.topics.default([]),
  hubs: competitionFields.hubs.default([]),
});
export type TCompetitionInput = z.input<typeof ZCompetitionInput>;
export const ZCompetitionPatch = z.strictObject(competitionFields).partial();
export type TCompetitionPatch = z.input<typeof ZCompetitionPatch>;
export const ZCompetitionTransition = z.strictObject({
  action: ZCompetitionAction,
  note: z.string().trim().max(1000).optional(),
});

export const ZCompetitionQuery = z.strictObject({
  q: z.string().trim().max(100).optional(),
  status: z.enum(['open', 'judging', 'results_published', 'upcoming']).optional(),
  hub: ZHubSlug.optional(),
  mine: z.enum(['organising', 'applied', 'judging']).optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  limit: z.coerce.number().int().min(1).max(48).default(12),
});

/** A page of the finder (GET /api/competitions). */
export const ZCompetitionPageMeta = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
});
export const ZCompetitionCard = z.object({
  competition_id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  status: ZCompetitionStatus,
  opens_at: z.string(),
  closes_at: z.string(),
  cover_url: z.string().nullable(),
  event: z.object({ event_id: z.number().int(), title: z.string() }).nullable(),
  application_count: z.number().int(),
  prizes: z.array(ZPrize),
  topics: z.array(z.string()),
  /** the viewer's part: their application status, or that they judge or organise it */
  my_application_status: ZApplicationStatus.nullable(),
  i_judge: z.boolean(),
  can_manage: z.boolean(),
});
export type TCompetitionCard = z.infer<typeof ZCompetitionCard>;
export const ZCompetitionPage = z.object({ data: z.array(ZCompetitionCard), meta: ZCompetitionPageMeta });
export type TCompetitionPage = z.infer<typeof ZCompetitionPage>;

export const ZRound = z.object({
  round_id: z.number().int(),
  name: z.string(),
  position: z.number().int(),
  status: ZRoundStatus,
  judging_ends_at: z.string().nullable(),
  rubric: z.array(ZCriterion),
  advance_count: z.number().int().nullable(),
  judges_per_application: z.number().int(),
  /** organisers see the judges; others see none */
  judges: z.array(ZPersonRef),
});
export type TRound = z.infer<typeof ZRound>;

export const ZCompetitionDetail = ZCompetitionCard.extend({
  description_html: z.string(),
  eligibility_html: z.string(),
  cover_file_id: z.number().int().nullable(),
  team_min: z.number().int(),
  team_max: z.number().int(),
  form: z.array(ZFormField),
  rounds: z.array(ZRound),
  leaderboard_public: z.boolean(),
  score_method: ZScoreMethod,
  hubs: z.array(z.string()),
  organiser: ZPersonRef,
  results_published_at: z.string().nullable(),
});
export type TCompetitionDetail = z.infer<typeof ZCompetitionDetail>;

/** An application's answers: field key → text, number, or upload id (file fields). */
export const ZApplicationAnswers = z.record(z.string().max(40), z.union([z.string().max(10_000), z.number()]));
/** POST /api/competitions/{id}/applications (the lead: a draft or submit) and PATCH /api/competitions/applications/{id}. */
export const ZApplicationInput = z.strictObject({
  team_name: z.string().trim().min(2).max(120),
  answers: ZApplicationAnswers.default({}),
  /** the other members (platform people), not the lead */
  member_ids: z
    .array(zId)
    .max(TEAM_SIZE_MAX - 1)
    .default([]),
  /** true: submit now (every required field checked); false: keep as a draft */
  submit: z.boolean().default(false),
});
export type TApplicationInput = z.input<typeof ZApplicationInput>;

export const ZApplication = z.object({
  application_id: z.number().int(),
  competition_id: z.number().int(),
  team_name: z.string(),
  status: ZApplicationStatus,
  answers: ZApplicationAnswers,
  /** the uploaded files named by file answers */
  files: z.array(z.object({ key: z.string(), file_name: z.string(), url: z.string() })),
  lead: ZPersonRef,
  members: z.array(ZPersonRef),
  /** the furthest round it reached, and its status there */
  round: z.object({ round_id: z.number().int(), name: z.string(), status: ZRoundEntryStatus }).nullable(),
  /** after results: its final rank and prize title */
  final_rank: z.number().int().nullable(),
  prize: z.string().nullable(),
  submitted_at: z.string().nullable(),
  updated_at: z.string(),
});
export type TApplication = z.infer<typeof ZApplication>;

/** GET /api/competitions/{id}/applications/mine: the viewer's application (as lead or member), or null. */
export const ZMyApplication = z.object({ application: ZApplication.nullable() });
export type TMyApplication = z.infer<typeof ZMyApplication>;
/** Organisers: GET /api/competitions/{id}/applications — pages of APPLICATIONS_PAGE, newest first. */
export const APPLICATIONS_PAGE = 50;
export const ZApplicationListQuery = z.strictObject({
  status: ZApplicationStatus.optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
});
export const ZApplicationPage = z.object({ data: z.array(ZApplication), meta: ZCompetitionPageMeta });
export type TApplicationPage = z.infer<typeof ZApplicationPage>;

/** A judge's queue: GET /api/competitions/{id}/judging → the assignments of the judge's active rounds. */
export const ZAssignment = z.object({
  assignment_id: z.number().int(),
  round_id: z.number().int(),
  status: ZAssignmentStatus,
  application: ZApplication,
  /** criterion key → score (1..scale_max) saved so far */
  scores: z.record(z.string(), z.number().int()),
  comment: z.string(),
  /** the weighted total 0..100 once every criterion is scored */
  total: z.number().nullable(),
  updated_at: z.string().nullable(),
});
export type TAssignment = z.infer<typeof ZAssignment>;
/** GET /api/competitions/{id}/judging answers a bare array of assignments. */
export const ZJudgingQueue = z.array(ZAssignment);
/** PUT /api/competitions/assignments/{id}/score: saved as the judge goes (final = submit the score). */
export const ZScoreInput = z.strictObject({
  scores: z.record(z.string().max(40), z.number().int().min(1).max(10)),
  comment: z.string().trim().max(4000).default(''),
  final: z.boolean().default(false),
});
/** POST /api/competitions/assignments/{id}/conflict: the judge declares a conflict of interest. */
export const ZConflictInput = z.strictObject({ reason: z.string().trim().min(3).max(500) });

/** Organisers: GET /api/competitions/rounds/{roundId}/standings — progress and ranking. */
export const ZStanding = z.object({
  application_id: z.number().int(),
  team_name: z.string(),
  lead: ZPersonRef,
  entry_status: ZRoundEntryStatus,
  scored: z.number().int(),
  assigned: z.number().int(),
  conflicts: z.number().int(),
  /** the mean of judges' weighted totals (0..100), and the normalised score (z-scores mean) */
  average: z.number().nullable(),
  normalised: z.number().nullable(),
  rank: z.number().int().nullable(),
});
export type TStanding = z.infer<typeof ZStanding>;
export const ZStandings = z.object({
  round: ZRound,
  progress: z.object({ assignments: z.number().int(), scored: z.number().int(), conflicts: z.number().int() }),
  standings: z.array(ZStanding),
});
/** POST /api/competitions/rounds/{roundId}/advance: these move on (the rest stop here); the next round opens. */
export const ZAdvanceInput = z.strictObject({ application_ids: z.array(zId).min(1).max(10_000) });
/** POST /api/competitions/{id}/results: final ranks and prizes, then publish (tells every applicant). */
export const ZResultsInput = z.strictObject({
  placings: z
    .array(
      z.strictObject({
        application_id: zId,
        rank: z.number().int().min(1).max(1000),
        prize: z.string().trim().max(120).nullable().default(null),
      }),
    )
    .min(1)
    .max(1000),
  /** issue certificates to the placed teams' members */
  certificates: z.boolean().default(true),
});
/** GET /api/competitions/{id}/leaderboard: public when leaderboard_public and results are out. */
export const ZLeaderboardRow = z.object({
  rank: z.number().int(),
  team_name: z.string(),
  prize: z.string().nullable(),
  members: z.array(ZPersonRef),
});
export type TLeaderboardRow = z.infer<typeof ZLeaderboardRow>;
/** The leaderboard answers a bare array of rows, best rank first. */
export const ZLeaderboard = z.array(ZLeaderboardRow);

/** The award a placed team's members' certificates name: rank 1, rank 2, any other placing. */
export const COMPETITION_AWARDS = ['Winner', 'Runner-up', 'Finalist'] as const;
export const awardForRank = (rank: number) => (rank === 1 ? 'Winner' : rank === 2 ? 'Runner-up' : 'Finalist');

export const COMPETITION_ERRORS = {
  noCompetition: 'No such competition',
  noApplication: 'No such application',
  noAssignment: 'No such assignment',
  noRound: 'No such round',
  closeBeforeOpen: 'must close after it opens',
  teamRange: 'must be at least team_min',
  notOpen: 'Applications are not open for this competition',
  deadlinePassed: 'The application deadline has passed',
  alreadyApplied: 'You already lead or belong to an application for this competition',
  teamSize: 'must bring the team to between team_min and team_max people',
  fieldRequired: 'must be answered',
  notChoice: 'must be one of the field’s options',
  notYourUpload: 'must be a file you uploaded',
  notLead: 'Only the team lead may change this application',
  notJudge: 'This application is not assigned to you',
  roundNotActive: 'This round is not being judged',
  scoreRange: 'must be a whole number from 1 to the criterion’s scale',
  unknownCriterion: 'is not a criterion of this round’s rubric',
  notOrganiser: 'Only the organisers of this competition may do this',
  transition: 'This competition cannot make that change from its current status',
  roundLocked: 'A round that has begun keeps its rubric',
  notMember: 'must name people of this community',
  unknownField: 'is not a field of this application form',
  notNumber: 'must be a number',
  notUrl: 'must be a web address starting with http:// or https://',
  tooLong: 'is longer than the field allows',
  criterionMissing: 'must be scored before the score is submitted',
  noJudges: 'Name the judges of this round before judging starts',
  lastRound: 'This is the last round: publish the results instead',
  notInRound: 'must name applications in this round',
  notSubmitted: 'must name submitted applications of this competition',
  alreadyConflict: 'A conflict of interest is already declared for this application',
  noLeaderboard: 'The leaderboard is not public yet',
  scored: 'This score was submitted; the round is closed',
} as const;
