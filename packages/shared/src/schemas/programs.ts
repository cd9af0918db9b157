import { z } from 'zod';
import { ZAudit, zId, zIsoDate, zOptText, zText } from './common.ts';

export const PROGRAM_STATUSES = ['draft', 'published', 'archived'] as const;
/** Enrolment statuses (SPEC §4 leaves them open): requested → enrolled → completed, or withdrawn / rejected. */
export const ENROLLMENT_STATUSES = ['pending', 'enrolled', 'completed', 'withdrawn', 'rejected'] as const;
export const UNIT_TYPES = ['lesson', 'video', 'document', 'assignment', 'quiz'] as const;

export const ZProgram = z
  .object({
    program_id: zId,
    program_name: z.string(),
    program_description: z.string().nullable(),
    program_category: z.string().nullable(),
    start_date: z.string().nullable(),
    end_date: z.string().nullable(),
    status: z.string(),
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

/** The path of the unit progress calls (issue 8). */
const zPathId = z.coerce.number({ error: 'must be a number' }).pipe(zId);
export const ZProgressParams = z.object({ programId: zPathId });
export const ZUnitProgressParams = ZProgressParams.extend({ unitId: zPathId });

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
