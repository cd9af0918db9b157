import { z } from 'zod';
import { ZListMeta, zId, zText } from './common.ts';

/**
 * Announcements (issue 9, SPEC §2 /announcements): administrators — platform administrators
 * ('create' on Admin Center) and tenant administrators ('create' on Tenant Admin Center) — write
 * to an audience inside the session's tenant: the whole tenant, one role, or one cohort (the
 * enrolled learners of a program). A platform administrator on the main platform may also write
 * to everyone: one copy per active tenant, sharing a broadcast id. They go out now or at a
 * scheduled time, live ('announcement:new') and as notifications. The server and the web client
 * both import this file.
 */

export const ANNOUNCEMENT_AUDIENCES = ['tenant', 'role', 'cohort', 'everyone'] as const;
export type AnnouncementAudience = (typeof ANNOUNCEMENT_AUDIENCES)[number];

export const ANNOUNCEMENT_TITLE_MAX = 200;
/** Longest body (characters of HTML, before it is sanitised). */
export const ANNOUNCEMENT_BODY_MAX = 20000;
/** The furthest ahead one can be scheduled. */
export const ANNOUNCEMENT_SCHEDULE_MAX_MS = 366 * 24 * 60 * 60 * 1000;
/** Feed page size by default, and at most. */
export const ANNOUNCEMENT_PAGE_DEFAULT = 10;
export const ANNOUNCEMENT_PAGE_MAX = 50;

/** The errors users read (a sentence saying what is wrong). */
export const ANNOUNCEMENT_ERRORS = {
  notFound: 'No such announcement',
  published: 'A published announcement cannot be edited',
  everyone: 'Only platform administrators on the main platform can announce to everyone',
  broadcastCopy: 'This announcement went to everyone: only a platform administrator on the main platform can change it',
  audienceChange: 'An announcement cannot be changed to or from everyone; cancel it and write a new one',
  roleRequired: 'choose a role for a role audience',
  noRole: 'no such role (see GET /api/announcements/audiences)',
  programRequired: 'choose a program for a cohort audience',
  noProgram: 'no such program in this organisation (see GET /api/announcements/audiences)',
  emptyBody: 'must have some text once unsafe markup is removed',
  tooFar: 'must be within one year from now',
  manageOnly: 'Only administrators can see every announcement (scope=manage)',
} as const;

/** An announcement as a reader sees it. */
export const ZAnnouncement = z.object({
  announcement_id: zId,
  title: z.string(),
  /** sanitised rich text (HTML of the shared allow-list) */
  body: z.string(),
  audience: z.enum(ANNOUNCEMENT_AUDIENCES),
  /** the role's name when audience is 'role' */
  audience_role: z.string().nullable(),
  /** the program when audience is 'cohort' */
  audience_program_id: zId.nullable(),
  /** what the chip shows: the role's display name or the program's name (null otherwise) */
  audience_name: z.string().nullable(),
  /** when it goes (or went) out */
  publish_at: z.string(),
  /** null while scheduled */
  published_at: z.string().nullable(),
  author_id: zId,
  author_name: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TAnnouncement = z.infer<typeof ZAnnouncement>;

const zBody = z
  .string({ error: 'must be text' })
  .trim()
  .min(1, 'must not be empty')
  .max(ANNOUNCEMENT_BODY_MAX, `must be at most ${ANNOUNCEMENT_BODY_MAX} characters`);
const zRoleName = z.string().trim().min(1, 'must not be empty').max(100).nullable().optional();
const zPublishAt = z.iso
  .datetime({ offset: true, error: 'must be an ISO date and time, such as 2026-12-01T09:00:00Z' })
  .nullable()
  .optional()
  .describe('When it goes out; omitted, null or not in the future: now');

/** The audience's detail must match the audience. */
function audienceDetail(
  v: {
    audience?: AnnouncementAudience | undefined;
    audience_role?: string | null | undefined;
    audience_program_id?: number | null | undefined;
  },
  ctx: z.RefinementCtx,
) {
  if (v.audience === 'role' && !v.audience_role) {
    ctx.addIssue({ code: 'custom', path: ['audience_role'], message: ANNOUNCEMENT_ERRORS.roleRequired });
  }
  if (v.audience === 'cohort' && !v.audience_program_id) {
    ctx.addIssue({ code: 'custom', path: ['audience_program_id'], message: ANNOUNCEMENT_ERRORS.programRequired });
  }
}

/** POST announcements */
export const ZAnnouncementCreate = z
  .strictObject({
    title: zText(ANNOUNCEMENT_TITLE_MAX),
    body: zBody,
    audience: z.enum(ANNOUNCEMENT_AUDIENCES, { error: `must be one of ${ANNOUNCEMENT_AUDIENCES.join(', ')}` }),
    audience_role: zRoleName,
    audience_program_id: zId.nullable().optional(),
    publish_at: zPublishAt,
  })
  .superRefine(audienceDetail);
export type TAnnouncementCreate = z.input<typeof ZAnnouncementCreate>;

/** PATCH announcements/{id}: only while scheduled; a publish_at not in the future publishes it now. */
export const ZAnnouncementUpdate = z
  .strictObject({
    title: zText(ANNOUNCEMENT_TITLE_MAX).optional(),
    body: zBody.optional(),
    audience: z
      .enum(ANNOUNCEMENT_AUDIENCES, { error: `must be one of ${ANNOUNCEMENT_AUDIENCES.join(', ')}` })
      .optional(),
    audience_role: zRoleName,
    audience_program_id: zId.nullable().optional(),
    publish_at: zPublishAt,
  })
  .superRefine(audienceDetail);
export type TAnnouncementUpdate = z.input<typeof ZAnnouncementUpdate>;

export const ZAnnouncementParams = z.object({
  announcementId: z.coerce.number({ error: 'must be a number' }).pipe(zId),
});

/**
 * GET announcements?page&limit&scope&status: scope 'feed' (default) lists the published ones whose
 * audience includes the reader, newest first; 'manage' (administrators) lists all of the tenant's,
 * scheduled ones included (status narrows it; scheduled ones soonest first).
 */
export const ZAnnouncementQuery = z.object({
  page: z.coerce.number({ error: 'must be a number' }).int('must be a whole number').min(1).max(1_000_000).default(1),
  limit: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be 1 or more')
    .max(ANNOUNCEMENT_PAGE_MAX, `must be at most ${ANNOUNCEMENT_PAGE_MAX}`)
    .default(ANNOUNCEMENT_PAGE_DEFAULT),
  scope: z.enum(['feed', 'manage'], { error: 'must be feed or manage' }).default('feed'),
  status: z.enum(['scheduled', 'published'], { error: 'must be scheduled or published' }).optional(),
});
export type TAnnouncementQuery = z.input<typeof ZAnnouncementQuery>;

export const ZAnnouncementList = z.object({ data: z.array(ZAnnouncement), meta: ZListMeta });
export type TAnnouncementList = z.infer<typeof ZAnnouncementList>;

/** GET announcements/audiences: what the writer may choose in the session's tenant. */
export const ZAnnouncementAudiences = z.object({
  /** 'everyone' is offered (a platform administrator on the main platform) */
  everyone: z.boolean(),
  roles: z.array(z.object({ role_name: z.string(), display_name: z.string() })),
  programs: z.array(z.object({ program_id: zId, program_name: z.string() })),
});
export type TAnnouncementAudiences = z.infer<typeof ZAnnouncementAudiences>;
