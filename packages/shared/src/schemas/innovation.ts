import { z } from 'zod';
import { zId, zIsoDate, zText } from './common.ts';

/**
 * The innovation workspace (issue 24): a founder's ideas on a Lean Canvas (nine blocks; every save
 * is a new, immutable version), shared with a mentor (a person in the tenant) or a circle the owner
 * belongs to for comments, and promoted to a product with its stage, TRL (from the technology
 * readiness assessment or set by hand), milestones and evidence files. API under /api/innovation
 * (modules/innovation), web under features/innovation, route /innovation-workspace.
 *
 * Menus (SPEC): 'My Ideas' (ideas) and 'My Product/Innovation' (products): read to see, create,
 * update and delete to write. A person an idea is shared with (or a member of the circle it is
 * shared with) reads it and comments without holding the menu.
 */
export const IDEAS_MENU = 'My Ideas';
export const PRODUCTS_MENU = 'My Product/Innovation';

/** Ash Maurya's Lean Canvas, in the order the canvas lays them out. */
export const CANVAS_BLOCKS = [
  'problem',
  'customer_segments',
  'unique_value_proposition',
  'solution',
  'channels',
  'revenue_streams',
  'cost_structure',
  'key_metrics',
  'unfair_advantage',
] as const;
export const ZCanvasBlock = z.enum(CANVAS_BLOCKS);
export type TCanvasBlock = z.infer<typeof ZCanvasBlock>;
export const CANVAS_BLOCK_MAX = 2000;
/** A canvas: each block's text (a missing block is empty). */
export const ZCanvas = z.partialRecord(ZCanvasBlock, z.string().max(CANVAS_BLOCK_MAX));
export type TCanvas = z.infer<typeof ZCanvas>;

export const IDEA_STATUSES = ['active', 'promoted', 'archived'] as const;
export const ZIdeaStatus = z.enum(IDEA_STATUSES);
export type TIdeaStatus = z.infer<typeof ZIdeaStatus>;

export const IDEA_TITLE_MAX = 160;
export const IDEA_SUMMARY_MAX = 600;
export const VERSION_NOTE_MAX = 300;
export const COMMENT_MAX = 2000;
/** Comments a person may write per hour (they notify the idea's owner). */
export const COMMENT_LIMIT = { limit: 30, windowMs: 60 * 60 * 1000 };

export const ZPerson = z.object({ user_id: z.number().int(), name: z.string() });
export type TPerson = z.infer<typeof ZPerson>;

export const ZIdeaShare = z.object({
  share_id: z.number().int(),
  kind: z.enum(['person', 'circle']),
  /** the person's or the circle's id and name */
  target_id: z.number().int(),
  name: z.string(),
  created_at: z.string(),
});
export type TIdeaShare = z.infer<typeof ZIdeaShare>;

export const ZIdeaCard = z.object({
  idea_id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  status: ZIdeaStatus,
  version: z.number().int(),
  owner: ZPerson,
  updated_at: z.string(),
  shared_with: z.array(z.string()),
  comment_count: z.number().int(),
  product_id: z.number().int().nullable(),
});
export type TIdeaCard = z.infer<typeof ZIdeaCard>;

export const ZIdeaDetail = ZIdeaCard.extend({
  canvas: ZCanvas,
  shares: z.array(ZIdeaShare),
  /** the viewer owns it (edits, shares) or reads it as a mentor or circle member */
  is_owner: z.boolean(),
  created_at: z.string(),
});
export type TIdeaDetail = z.infer<typeof ZIdeaDetail>;

export const ZIdeaQuery = z.object({ status: z.enum(['open', 'archived', 'all']).default('open') });
export type TIdeaQuery = z.infer<typeof ZIdeaQuery>;

export const ZIdeaInput = z.object({
  title: zText(IDEA_TITLE_MAX),
  summary: z.string().trim().max(IDEA_SUMMARY_MAX).default(''),
  canvas: ZCanvas.default({}),
});
export type TIdeaInput = z.input<typeof ZIdeaInput>;

/** Title, summary, and archive/unarchive (status active | archived; a promoted idea stays promoted). */
export const ZIdeaPatch = z
  .object({
    title: zText(IDEA_TITLE_MAX),
    summary: z.string().trim().max(IDEA_SUMMARY_MAX),
    status: z.enum(['active', 'archived']),
  })
  .partial();
export type TIdeaPatch = z.infer<typeof ZIdeaPatch>;

/** Save: the canvas becomes a new version (version + 1). */
export const ZVersionInput = z.object({
  canvas: ZCanvas,
  note: z.string().trim().max(VERSION_NOTE_MAX).default(''),
});
export type TVersionInput = z.input<typeof ZVersionInput>;

export const ZIdeaVersion = z.object({
  version: z.number().int(),
  canvas: ZCanvas,
  note: z.string(),
  created_by: ZPerson,
  created_at: z.string(),
});
export type TIdeaVersion = z.infer<typeof ZIdeaVersion>;

export const ZShareInput = z.union([z.object({ user_id: zId }).strict(), z.object({ circle_id: zId }).strict()]);
export type TShareInput = z.infer<typeof ZShareInput>;

/** Whom the owner may share with: people of the tenant by name, and the circles the owner is in. */
export const ZShareCandidatesQuery = z.object({ q: z.string().trim().max(100).default('') });
export const ZShareCandidates = z.object({
  people: z.array(ZPerson),
  circles: z.array(z.object({ circle_id: z.number().int(), name: z.string() })),
});
export type TShareCandidates = z.infer<typeof ZShareCandidates>;

export const ZIdeaComment = z.object({
  comment_id: z.number().int(),
  version: z.number().int(),
  /** null: on the idea as a whole */
  block: ZCanvasBlock.nullable(),
  author: ZPerson,
  body: z.string(),
  created_at: z.string(),
  /** the viewer may delete it: its author, or the idea's owner */
  can_delete: z.boolean(),
});
export type TIdeaComment = z.infer<typeof ZIdeaComment>;

export const ZCommentInput = z.object({
  block: ZCanvasBlock.nullable().default(null),
  body: zText(COMMENT_MAX),
});
export type TCommentInput = z.input<typeof ZCommentInput>;

// ---- products ----

export const PRODUCT_STAGES = ['concept', 'prototype', 'mvp', 'pilot', 'market', 'scale'] as const;
export const ZProductStage = z.enum(PRODUCT_STAGES);
export type TProductStage = z.infer<typeof ZProductStage>;
export const ZTrl = z.number().int().min(1, 'TRL runs from 1 to 9').max(9, 'TRL runs from 1 to 9');
export const PRODUCT_NAME_MAX = 160;
export const PRODUCT_DESCRIPTION_MAX = 4000;
export const MILESTONES_MAX = 100;
/** Evidence: PDFs, images and office documents up to 10 MB. */
export const EVIDENCE_MAX_BYTES = 10 * 1024 * 1024;
export const EVIDENCE_CONTENT_TYPES = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/webp',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.ms-powerpoint',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'text/plain',
  'text/csv',
] as const;

export const ZMilestone = z.object({
  milestone_id: z.number().int(),
  title: z.string(),
  description: z.string(),
  due_on: z.string().nullable(),
  done: z.boolean(),
  done_at: z.string().nullable(),
  position: z.number().int(),
});
export type TMilestone = z.infer<typeof ZMilestone>;

export const ZEvidence = z.object({
  evidence_id: z.number().int(),
  title: z.string(),
  milestone_id: z.number().int().nullable(),
  file_name: z.string(),
  content_type: z.string(),
  size_bytes: z.number().int(),
  url: z.string(),
  created_at: z.string(),
});
export type TEvidence = z.infer<typeof ZEvidence>;

export const ZProductCard = z.object({
  product_id: z.number().int(),
  name: z.string(),
  description: z.string(),
  stage: ZProductStage,
  trl: z.number().int().nullable(),
  /** the technology readiness attempt the TRL came from (null: set by hand) */
  trl_attempt_id: z.number().int().nullable(),
  idea: z.object({ idea_id: z.number().int(), title: z.string() }).nullable(),
  milestones_done: z.number().int(),
  milestones_total: z.number().int(),
  updated_at: z.string(),
});
export type TProductCard = z.infer<typeof ZProductCard>;

export const ZProductDetail = ZProductCard.extend({
  milestones: z.array(ZMilestone),
  evidence: z.array(ZEvidence),
  created_at: z.string(),
});
export type TProductDetail = z.infer<typeof ZProductDetail>;

/** A product, on its own or promoted from an idea (idea_id: the owner's; the idea becomes 'promoted'). */
export const ZProductInput = z.object({
  name: zText(PRODUCT_NAME_MAX),
  description: z.string().trim().max(PRODUCT_DESCRIPTION_MAX).default(''),
  stage: ZProductStage.default('concept'),
  trl: ZTrl.nullable().default(null),
  idea_id: zId.nullable().default(null),
});
export type TProductInput = z.input<typeof ZProductInput>;

export const ZProductPatch = z
  .object({
    name: zText(PRODUCT_NAME_MAX),
    description: z.string().trim().max(PRODUCT_DESCRIPTION_MAX),
    stage: ZProductStage,
    /** set by hand (clears the link to an assessment attempt) */
    trl: ZTrl.nullable(),
  })
  .partial();
export type TProductPatch = z.infer<typeof ZProductPatch>;

export const ZMilestoneInput = z.object({
  title: zText(PRODUCT_NAME_MAX),
  description: z.string().trim().max(PRODUCT_DESCRIPTION_MAX).default(''),
  due_on: zIsoDate.nullable().default(null),
});
export type TMilestoneInput = z.input<typeof ZMilestoneInput>;
export const ZMilestonePatch = z
  .object({
    title: zText(PRODUCT_NAME_MAX),
    description: z.string().trim().max(PRODUCT_DESCRIPTION_MAX),
    due_on: zIsoDate.nullable(),
    done: z.boolean(),
  })
  .partial();
export type TMilestonePatch = z.infer<typeof ZMilestonePatch>;
/** The milestones' new order: every milestone id of the product, once. */
export const ZMilestoneOrder = z.object({ milestone_ids: z.array(zId).max(MILESTONES_MAX) });

export const ZEvidenceInput = z.object({
  upload_id: zId,
  title: zText(PRODUCT_NAME_MAX),
  milestone_id: zId.nullable().default(null),
});
export type TEvidenceInput = z.input<typeof ZEvidenceInput>;

export const INNOVATION_ERRORS = {
  noIdea: 'No such idea.',
  noProduct: 'No such product.',
  noMilestone: 'No such milestone.',
  noVersion: 'No such version of this idea.',
  notOwner: 'Only the idea’s owner may do this.',
  promoted: 'This idea has been promoted to a product; it stays promoted.',
  alreadyShared: 'The idea is already shared with them.',
  shareSelf: 'You own this idea already.',
  noPerson: 'No such person in this organisation.',
  notCircleMember: 'You can share only with a circle you belong to.',
  noTrlResult: 'Take the technology readiness assessment first: there is no completed result yet.',
  order: 'milestone_ids must list every milestone of the product once.',
  noUpload: 'No such file of yours: upload it as product evidence first.',
} as const;
