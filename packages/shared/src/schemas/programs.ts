import { z } from 'zod';
import { ZAudit, zId, zIsoDate, zList, zOptText, zText } from './common.ts';
import { ZUpload } from './uploads.ts';

export const PROGRAM_STATUSES = ['draft', 'published', 'archived'] as const;
/** Enrolment statuses (SPEC §4 leaves them open): requested → enrolled → completed, or withdrawn / rejected. */
export const ENROLLMENT_STATUSES = ['pending', 'enrolled', 'completed', 'withdrawn', 'rejected'] as const;
export const UNIT_TYPES = ['lesson', 'video', 'document', 'assignment', 'quiz'] as const;
/** The language a program's content is written in: the interface languages of the platform (issue 19). */
export const PROGRAM_LANGUAGES = ['en', 'hi'] as const;
export type ProgramLanguage = (typeof PROGRAM_LANGUAGES)[number];
export const DEFAULT_PROGRAM_LANGUAGE: ProgramLanguage = 'en';

export const ZProgram = z
  .object({
    program_id: zId,
    program_name: z.string(),
    program_description: z.string().nullable(),
    program_category: z.string().nullable(),
    start_date: z.string().nullable(),
    end_date: z.string().nullable(),
    status: z.string(),
    /** 'en' or 'hi': the language the program's content is written in */
    language: z.string(),
    /** always open: learners join and learn at any time, whatever the dates (program-schedule.ts) */
    self_paced: z.boolean(),
  })
  .extend(ZAudit.shape);
export type TProgram = z.infer<typeof ZProgram>;
const programFields = {
  program_name: zText(200),
  program_description: zOptText(10000),
  program_category: zOptText(100),
  start_date: zIsoDate.nullable().optional(),
  end_date: zIsoDate.nullable().optional(),
  status: z.enum(PROGRAM_STATUSES).optional(),
  language: z.enum(PROGRAM_LANGUAGES, { error: "must be 'en' or 'hi'" }).optional(),
  self_paced: z.boolean({ error: 'must be true or false' }).optional(),
};
const datesInOrder = (p: { start_date?: string | null; end_date?: string | null }) =>
  !p.start_date || !p.end_date || p.start_date <= p.end_date;
const datesMessage = { message: 'end_date must not be before start_date', path: ['end_date'] };
export const ZProgramCreate = z.strictObject(programFields).refine(datesInOrder, datesMessage);
export const ZProgramUpdate = z.strictObject(programFields).partial().refine(datesInOrder, datesMessage);

export const ZCourse = z
  .object({
    course_id: zId,
    program_id: zId,
    course_name: z.string(),
    course_description: z.string().nullable(),
    sort_order: z.number().int(),
  })
  .extend(ZAudit.shape);
export type TCourse = z.infer<typeof ZCourse>;
export const ZCourseCreate = z.strictObject({
  program_id: zId,
  course_name: zText(200),
  course_description: zOptText(10000),
  sort_order: z.number().int().min(0).max(100000).optional(),
});
export const ZCourseUpdate = ZCourseCreate.partial().strict();

export const ZModule = z
  .object({
    module_id: zId,
    course_id: zId,
    module_name: z.string(),
    module_description: z.string().nullable(),
    sort_order: z.number().int(),
  })
  .extend(ZAudit.shape);
export type TModule = z.infer<typeof ZModule>;
export const ZModuleCreate = z.strictObject({
  course_id: zId,
  module_name: zText(200),
  module_description: zOptText(10000),
  sort_order: z.number().int().min(0).max(100000).optional(),
});
export const ZModuleUpdate = ZModuleCreate.partial().strict();

export const ZUnit = z
  .object({
    unit_id: zId,
    module_id: zId,
    unit_name: z.string(),
    unit_type: z.string(),
    content: z.string().nullable(),
    resource_url: z.string().nullable(),
    passing_score: z.number().int().nullable(),
    duration_minutes: z.number().int().nullable(),
    sort_order: z.number().int(),
  })
  .extend(ZAudit.shape);
export type TUnit = z.infer<typeof ZUnit>;
export const ZUnitCreate = z.strictObject({
  module_id: zId,
  unit_name: zText(200),
  unit_type: z.enum(UNIT_TYPES).optional(),
  content: zOptText(200000),
  /** video: an https link or an uploaded file's URL (/api/uploads/…); document: an uploaded file's URL */
  resource_url: z
    .string()
    .trim()
    .max(2000)
    .refine((v) => v.startsWith('https://') || v.startsWith('/api/uploads/'), {
      message: 'must be an https:// link or an uploaded file',
    })
    .nullable()
    .optional(),
  /** quiz: the percentage of correct answers that passes */
  passing_score: z.number().int().min(0).max(100).nullable().optional(),
  duration_minutes: z.number().int().min(0).max(10000).nullable().optional(),
  sort_order: z.number().int().min(0).max(100000).optional(),
});
export const ZUnitUpdate = ZUnitCreate.partial().strict();

export const ZEnrollment = z
  .object({
    enrollment_id: zId,
    user_id: zId,
    program_id: zId,
    enrollment_status: z.string(),
  })
  .extend(ZAudit.shape);
export type TEnrollment = z.infer<typeof ZEnrollment>;
export const ZEnrollmentCreate = z.strictObject({
  user_id: zId,
  program_id: zId,
  enrollment_status: z.enum(ENROLLMENT_STATUSES).optional(),
});
export const ZEnrollmentUpdate = ZEnrollmentCreate.partial().strict();

/** GET programs/progress/{programId}: the session user's completed units, in completion order. */
export const ZProgramProgress = z.object({
  program_id: zId,
  completed_unit_ids: z.array(zId),
});
export type TProgramProgress = z.infer<typeof ZProgramProgress>;

/** POST programs/progress/{programId}/units/{unitId}/complete: the completion (201 new, 200 already). */
export const ZUnitCompletion = z.object({
  unit_id: zId,
  completed_at: z.string(),
});
export type TUnitCompletion = z.infer<typeof ZUnitCompletion>;

// ---------------------------------------------------------------- beyond the resource groups
/**
 * The programs calls of issue 8 beyond the SPEC §7 resource groups: quizzes, assignments, the
 * outline order, the manager's report, plans and certificates (uploads: ./uploads.ts). Every path
 * is under /api; the actor and tenant always come from the session.
 */

/** The paths of the calls on one program or one of its units. */
const zPathId = z.coerce.number({ error: 'must be a number' }).pipe(zId);
export const ZProgramParams = z.object({ programId: zPathId });
export const ZProgramUnitParams = ZProgramParams.extend({ unitId: zPathId });

// ---------------------------------------------------------------- quizzes
/** A quiz question as a learner sees it (no answers). */
export const ZQuizQuestion = z.object({
  question_id: zId,
  prompt: z.string(),
  options: z.array(z.string()),
  /** true when more than one option is correct ("choose all that apply") */
  multiple: z.boolean(),
});
export type TQuizQuestion = z.infer<typeof ZQuizQuestion>;

export const ZQuizAttempt = z.object({
  attempt_id: zId,
  score: z.number().int(),
  max_score: z.number().int(),
  /** 0–100, rounded down */
  percent: z.number().int(),
  passed: z.boolean(),
  created_at: z.string(),
});
export type TQuizAttempt = z.infer<typeof ZQuizAttempt>;

/** GET programs/{programId}/units/{unitId}/quiz: the questions and the learner's own attempts (newest first). */
export const ZQuiz = z.object({
  unit_id: zId,
  passing_score: z.number().int(),
  questions: z.array(ZQuizQuestion),
  attempts: z.array(ZQuizAttempt),
});
export type TQuiz = z.infer<typeof ZQuiz>;

/** POST programs/{programId}/units/{unitId}/quiz/attempts: every question answered with ≥1 option index. */
export const ZQuizAttemptCreate = z.strictObject({
  answers: z.record(
    z.string().regex(/^\d{1,9}$/, 'must be a question id'),
    z.array(z.number().int().min(0).max(9)).min(1),
  ),
});
/** 201: the graded attempt with each question's result; passing completes the unit. */
export const ZQuizAttemptResult = ZQuizAttempt.extend({
  results: z.array(
    z.object({
      question_id: zId,
      correct: z.boolean(),
      correct_options: z.array(z.number().int()),
      explanation: z.string().nullable(),
    }),
  ),
});
export type TQuizAttemptResult = z.infer<typeof ZQuizAttemptResult>;

/** A question as its author edits it (managers only). */
export const ZQuizQuestionEdit = z.strictObject({
  prompt: zText(1000),
  options: z.array(zText(500)).min(2, 'needs at least 2 options').max(10, 'at most 10 options'),
  correct_options: z.array(z.number().int().min(0).max(9)).min(1, 'mark at least one correct option'),
  explanation: z.string().max(2000).nullable().optional(),
});
/** GET (manager) and PUT programs/{programId}/units/{unitId}/quiz/questions: replaces all questions. */
export const ZQuizDefinition = z.strictObject({
  passing_score: z.number().int().min(0).max(100),
  questions: z.array(ZQuizQuestionEdit).min(1, 'add at least one question').max(100),
});
export type TQuizDefinition = z.infer<typeof ZQuizDefinition>;
export const DEFAULT_PASSING_SCORE = 70;

// ---------------------------------------------------------------- assignments
export const SUBMISSION_STATUSES = ['submitted', 'approved', 'changes_requested'] as const;
export const ZSubmission = z.object({
  submission_id: zId,
  user_id: zId,
  program_id: zId,
  unit_id: zId,
  body: z.string().nullable(),
  upload: ZUpload.nullable(),
  status: z.enum(SUBMISSION_STATUSES),
  feedback: z.string().nullable(),
  reviewed_at: z.string().nullable(),
  created_at: z.string(),
});
export type TSubmission = z.infer<typeof ZSubmission>;
/**
 * POST programs/{programId}/units/{unitId}/submissions (text, an uploaded file of purpose
 * 'submission', or both) → 201; submitting completes the unit.
 * GET programs/{programId}/units/{unitId}/submissions/mine → { items } newest first.
 */
export const ZSubmissionCreate = z
  .strictObject({ body: z.string().trim().max(20000).nullable().optional(), upload_id: zId.nullable().optional() })
  .refine((s) => Boolean(s.body) || Boolean(s.upload_id), {
    message: 'write an answer or attach a file',
    path: ['body'],
  });
export const ZSubmissionList = z.object({ items: z.array(ZSubmission) });
/** GET programs/{programId}/submissions?status= (managers) → { items } with who and which unit. */
export const ZSubmissionForReview = ZSubmission.extend({ learner_name: z.string(), unit_name: z.string() });
export type TSubmissionForReview = z.infer<typeof ZSubmissionForReview>;
export const ZSubmissionReviewList = z.object({ items: z.array(ZSubmissionForReview) });
export const ZSubmissionReviewQuery = z.object({ status: z.enum(SUBMISSION_STATUSES).optional() });
/**
 * POST programs/{programId}/submissions/{submissionId}/review (managers): approve, or ask for
 * changes (feedback required), which reopens the unit for the learner.
 */
export const ZSubmissionReview = z
  .strictObject({
    status: z.enum(['approved', 'changes_requested']),
    feedback: z.string().trim().max(5000).nullable().optional(),
  })
  .refine((r) => r.status === 'approved' || Boolean(r.feedback), {
    message: 'say what to change',
    path: ['feedback'],
  });
export const ZSubmissionParams = ZProgramParams.extend({ submissionId: zPathId });

// ---------------------------------------------------------------- outline order (managers)
/**
 * PUT programs/{programId}/outline/order → 204: the whole outline's order after a drag. Every
 * live course, module and unit of the program appears exactly once; a module or unit may move
 * to another parent within the program.
 */
export const ZOutlineOrder = z.strictObject({
  courses: z.array(
    z.strictObject({
      course_id: zId,
      modules: z.array(z.strictObject({ module_id: zId, unit_ids: z.array(zId) })),
    }),
  ),
});
export type TOutlineOrder = z.infer<typeof ZOutlineOrder>;

// ---------------------------------------------------------------- manager report
/** GET programs/{programId}/report (managers): every enrolment with progress, and each unit's completion rate. */
export const ZProgramReport = z.object({
  program_id: zId,
  total_units: z.number().int(),
  learners: z.array(
    z.object({
      enrollment_id: zId,
      user_id: zId,
      name: z.string(),
      email: z.string(),
      enrollment_status: z.string(),
      enrolled_at: z.string(),
      completed_units: z.number().int(),
      percent: z.number().int(),
      last_activity_at: z.string().nullable(),
    }),
  ),
  units: z.array(
    z.object({
      unit_id: zId,
      completed_count: z.number().int(),
      /** completed_count over the learners whose enrolment is enrolled or completed, 0–100 */
      completion_rate: z.number().int(),
    }),
  ),
  /** learners whose enrolment is enrolled or completed */
  active_learners: z.number().int(),
  pending_submissions: z.number().int(),
});
export type TProgramReport = z.infer<typeof ZProgramReport>;

// ---------------------------------------------------------------- plans
export const PLAN_ITERATIONS_MAX = 52;
export const ZPlanCreate = z.strictObject({
  program_id: zId,
  plan_name: zText(120),
  /** any date: the plan starts on that week's Monday */
  start_date: zIsoDate,
  /** weekly iterations; the program's units are spread across them in outline order */
  iterations: z.number().int().min(1).max(PLAN_ITERATIONS_MAX),
});
export const ZPlanUpdate = z.strictObject({ plan_name: zText(120) });
export const ZPlanSummary = z.object({
  plan_id: zId,
  program_id: zId,
  program_name: z.string(),
  plan_name: z.string(),
  start_date: z.string(),
  iterations: z.number().int(),
  total_items: z.number().int(),
  completed_items: z.number().int(),
  /** not completed and past their target date (as of the server's today) */
  late_items: z.number().int(),
  created_at: z.string(),
});
export type TPlanSummary = z.infer<typeof ZPlanSummary>;
export const ZPlanList = z.object({ items: z.array(ZPlanSummary) });
export const ZPlanItem = z.object({
  item_id: zId,
  unit_id: zId,
  unit_name: z.string(),
  unit_type: z.string(),
  course_id: zId,
  course_name: z.string(),
  module_id: zId,
  module_name: z.string(),
  iteration: z.number().int(),
  target_date: z.string(),
  completed_at: z.string().nullable(),
});
export type TPlanItem = z.infer<typeof ZPlanItem>;
/** GET plans/{planId}: the plan and its items by iteration, then outline order. */
export const ZPlanDetail = ZPlanSummary.extend({ items: z.array(ZPlanItem) });
export type TPlanDetail = z.infer<typeof ZPlanDetail>;
/** PATCH plans/{planId}/items/{itemId}: move a unit to another iteration or date. */
export const ZPlanItemUpdate = z.strictObject({
  iteration: z.number().int().min(1).max(PLAN_ITERATIONS_MAX),
  target_date: zIsoDate,
});
export const ZPlanParams = z.object({ planId: zPathId });
export const ZPlanItemParams = ZPlanParams.extend({ itemId: zPathId });

// ---------------------------------------------------------------- certificates
export const ZCertificate = z.object({
  certificate_id: zId,
  /** null for a competition's certificate (issue 23) */
  program_id: zId.nullable(),
  competition_id: zId.nullable(),
  /** a competition's award ("Winner"); null for a program's */
  award: z.string().nullable(),
  code: z.string(),
  recipient_name: z.string(),
  program_name: z.string(),
  issuer_name: z.string(),
  issued_at: z.string(),
  revoked_at: z.string().nullable(),
  /** the public verification page: /certificates/verify/{code} */
  verify_path: z.string(),
});
export type TCertificate = z.infer<typeof ZCertificate>;
/** GET certificates: the signed-in user's certificates, newest first. */
export const ZCertificateList = z.object({ items: z.array(ZCertificate) });
/** GET certificates/verify/{code} — public, no session: what the certificate says and whether it stands. */
export const ZCertificateVerification = z.object({
  code: z.string(),
  valid: z.boolean(),
  recipient_name: z.string(),
  program_name: z.string(),
  issuer_name: z.string(),
  issued_at: z.string(),
  revoked_at: z.string().nullable(),
});
export type TCertificateVerification = z.infer<typeof ZCertificateVerification>;
export const ZCertificateCodeParams = z.object({ code: z.string().trim().max(40) });
/** The public page of a certificate (SPA route). */
export const certificateVerifyPath = (code: string) => `/certificates/verify/${encodeURIComponent(code)}`;

// ---------------------------------------------------------------- enrolment requests (issue 19)
/**
 * A learner's request to join, waiting on the tenant's program managers (an enrolment whose
 * status is pending). GET enrolment-requests lists them, oldest first (the longest wait on top).
 */
export const ZEnrolmentRequest = z.object({
  enrollment_id: zId,
  program_id: zId,
  program_name: z.string(),
  user_id: zId,
  name: z.string(),
  email: z.string(),
  requested_at: z.string(),
});
export type TEnrolmentRequest = z.infer<typeof ZEnrolmentRequest>;
export const ZEnrolmentRequestQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export const ZEnrolmentRequestList = zList(ZEnrolmentRequest);
export type TEnrolmentRequestList = z.infer<typeof ZEnrolmentRequestList>;
/** GET enrolment-requests/count → the requests waiting in the tenant (the managers' badges). */
export const ZEnrolmentRequestCount = z.object({ pending: z.number().int() });
export type TEnrolmentRequestCount = z.infer<typeof ZEnrolmentRequestCount>;
/** What a learner's screens hear when one of their enrolments changes ('enrolment:updated'). */
export const ZEnrolmentChange = z.object({
  enrollment_id: zId,
  program_id: zId,
  /** the new status; null when the enrolment was cancelled (soft-deleted) */
  enrollment_status: z.string().nullable(),
});
export type TEnrolmentChange = z.infer<typeof ZEnrolmentChange>;
// ---------------------------------------------------------------- the learner's home (issue 19)
/** Where a learner resumes: the first unit of the outline they have not completed. */
export const ZResumeUnit = z.object({
  unit_id: zId,
  unit_name: z.string(),
  course_id: zId,
  module_id: zId,
});
/** A program the learner is in (enrolled, or completed), with their progress. */
export const ZMyProgram = z.object({
  program_id: zId,
  program_name: z.string(),
  enrollment_status: z.enum(['enrolled', 'completed']),
  total_units: z.number().int(),
  completed_units: z.number().int(),
  /** 0–100, rounded down (100 only when every unit is done) */
  percent: z.number().int(),
  /** null when every unit is done (or the program has none) */
  next_unit: ZResumeUnit.nullable(),
  /** the learner's latest completion in the program, null before the first */
  last_activity_at: z.string().nullable(),
});
export type TMyProgram = z.infer<typeof ZMyProgram>;
/** An enrolment request still waiting for a manager's decision. */
export const ZMyRequest = z.object({
  enrollment_id: zId,
  program_id: zId,
  program_name: z.string(),
  requested_at: z.string(),
});
export type TMyRequest = z.infer<typeof ZMyRequest>;
/** A plan item not yet completed, due this week (Monday–Sunday) or late from an earlier week. */
export const ZDueItem = z.object({
  plan_id: zId,
  item_id: zId,
  program_id: zId,
  program_name: z.string(),
  unit_id: zId,
  unit_name: z.string(),
  course_id: zId,
  module_id: zId,
  target_date: z.string(),
  late: z.boolean(),
});
export type TDueItem = z.infer<typeof ZDueItem>;
/** How many plan items `due` lists at most (the planner has the rest). */
export const MY_LEARNING_DUE_MAX = 8;
/**
 * GET programs/my-learning: the home's summary of the session user's learning in the session's
 * tenant: programs to continue (latest activity first), pending requests (newest first) and plan
 * items due this week (late first, then by date).
 */
export const ZMyLearning = z.object({
  programs: z.array(ZMyProgram),
  requests: z.array(ZMyRequest),
  due: z.array(ZDueItem),
  /** how many open items are due this week or late, beyond those listed too */
  due_total: z.number().int(),
});
export type TMyLearning = z.infer<typeof ZMyLearning>;
