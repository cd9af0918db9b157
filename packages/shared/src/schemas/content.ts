import { z } from 'zod';
import { HUB_SLUGS } from '../routes.ts';
import { zId } from './common.ts';

/**
 * The content library (issue 22): seven kinds of piece, one workflow, readers' saves, collections,
 * progress and downloads. The API lives under /api/content (modules/content); the web under
 * features/content. Every piece is addressed on the web at contentPath(kind, id).
 */

export const CONTENT_KINDS = ['article', 'video', 'podcast', 'case_study', 'template', 'report', 'book'] as const;
export const ZContentKind = z.enum(CONTENT_KINDS);
export type TContentKind = z.infer<typeof ZContentKind>;
/** The kinds /publications lists (reports, books and papers: a paper is a report). */
export const PUBLICATION_KINDS = ['report', 'book'] as const satisfies readonly TContentKind[];

/** The web address segment of each kind (SPEC §2 "Content views"). */
export const CONTENT_KIND_SEGMENTS: Record<TContentKind, string> = {
  article: 'article',
  video: 'video',
  podcast: 'podcast',
  case_study: 'case-study',
  template: 'template',
  report: 'report',
  book: 'book',
};
export const contentPath = (kind: TContentKind, id: number) => `/${CONTENT_KIND_SEGMENTS[kind]}/${id}`;

/** draft → in_review → published → archived; an editor may return a piece to draft or publish a draft. */
export const CONTENT_STATUSES = ['draft', 'in_review', 'published', 'archived'] as const;
export const ZContentStatus = z.enum(CONTENT_STATUSES);
export type TContentStatus = z.infer<typeof ZContentStatus>;
/** The workflow's moves: POST /api/content/items/{id}/transition { action, note? }. */
export const CONTENT_ACTIONS = ['submit', 'return', 'publish', 'archive', 'restore'] as const;
export const ZContentAction = z.enum(CONTENT_ACTIONS);
export type TContentAction = z.infer<typeof ZContentAction>;
/** from → action → to. 'submit' is the author's; the others need the editor's privilege. */
export const CONTENT_TRANSITIONS: Record<TContentAction, { from: TContentStatus[]; to: TContentStatus }> = {
  submit: { from: ['draft'], to: 'in_review' },
  return: { from: ['in_review'], to: 'draft' },
  publish: { from: ['draft', 'in_review'], to: 'published' },
  archive: { from: ['published'], to: 'archived' },
  restore: { from: ['archived'], to: 'published' },
};

export const CONTENT_LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
export const ZContentLevel = z.enum(CONTENT_LEVELS);
export type TContentLevel = z.infer<typeof ZContentLevel>;
export const CONTENT_LANGUAGES = ['en', 'hi'] as const;
export const ZContentLanguage = z.enum(CONTENT_LANGUAGES);
export type TContentLanguage = z.infer<typeof ZContentLanguage>;
export const ZHubSlug = z.enum(HUB_SLUGS);

export const CONTENT_SORTS = ['newest', 'popular', 'title', 'shortest'] as const;
export const ZContentSort = z.enum(CONTENT_SORTS);
export type TContentSort = z.infer<typeof ZContentSort>;

export const CONTENT_TITLE_MAX = 200;
export const CONTENT_SUMMARY_MAX = 600;
export const CONTENT_BODY_MAX_CHARS = 200_000;
export const CONTENT_TOPICS_MAX = 8;
export const CONTENT_HUBS_MAX = 5;
/** Reading speed for an article's minutes (words per minute). */
export const READING_WPM = 200;
/** Largest audio, video or book file a content upload may carry: 200 MB. */
export const CONTENT_UPLOAD_MAX_BYTES = 200 * 1024 * 1024;

const zTopic = z
  .string()
  .trim()
  .toLowerCase()
  .min(2)
  .max(40)
  .regex(/^[\p{L}\p{N}][\p{L}\p{N}\p{M} -]*$/u, 'must be letters, digits, spaces or hyphens');
const zPara = (max = 10_000) => z.string().trim().max(max);

/** Per kind: what a piece carries besides its common fields. Files are uploads (purpose 'content'). */
export const ZVideoDetails = z.strictObject({
  kind: z.literal('video'),
  source: z.enum(['upload', 'youtube', 'vimeo']),
  /** the YouTube or Vimeo page address when source is not 'upload' */
  url: z.url().max(500).nullable().default(null),
  file_id: zId.nullable().default(null),
  duration_seconds: z.number().int().min(0).max(86_400).default(0),
  transcript: zPara(100_000).default(''),
});
export const ZPodcastChapter = z.strictObject({
  start_seconds: z.number().int().min(0).max(86_400),
  title: z.string().trim().min(1).max(120),
});
export const ZPodcastDetails = z.strictObject({
  kind: z.literal('podcast'),
  file_id: zId.nullable().default(null),
  duration_seconds: z.number().int().min(0).max(86_400).default(0),
  chapters: z.array(ZPodcastChapter).max(60).default([]),
  transcript: zPara(100_000).default(''),
});
export const ZCaseStudyDetails = z.strictObject({
  kind: z.literal('case_study'),
  organisation: z.string().trim().max(160).default(''),
  context: zPara(),
  challenge: zPara(),
  approach: zPara(),
  outcome: zPara(),
});
export const ZTemplateDetails = z.strictObject({
  kind: z.literal('template'),
  file_id: zId.nullable().default(null),
  /** what the file holds, shown as its preview (e.g. the sheet's sections) */
  preview: zPara(5000).default(''),
});
export const ZPublicationDetails = z.strictObject({
  kind: z.enum(['report', 'book']),
  file_id: zId.nullable().default(null),
  authors: z.string().trim().max(300).default(''),
  publisher: z.string().trim().max(200).default(''),
  year: z.number().int().min(1800).max(2100).nullable().default(null),
  isbn: z
    .string()
    .trim()
    .regex(/^(97[89][- ]?)?\d[\d -]{7,15}[\dXx]$/, 'must be an ISBN-10 or ISBN-13')
    .nullable()
    .default(null),
  pages: z.number().int().min(1).max(10_000).nullable().default(null),
});
export const ZArticleDetails = z.strictObject({ kind: z.literal('article') });
export const ZContentDetails = z.discriminatedUnion('kind', [
  ZArticleDetails,
  ZVideoDetails,
  ZPodcastDetails,
  ZCaseStudyDetails,
  ZTemplateDetails,
  ZPublicationDetails,
]);
export type TContentDetails = z.infer<typeof ZContentDetails>;

/** A piece's own fields, without defaults (a PATCH must leave what it does not name alone). */
const contentFields = {
  title: z.string().trim().min(3).max(CONTENT_TITLE_MAX),
  summary: z.string().trim().max(CONTENT_SUMMARY_MAX),
  /** rich text (article body, or notes for the other kinds); sanitised on the server */
  body_html: z.string().max(CONTENT_BODY_MAX_CHARS),
  language: ZContentLanguage,
  level: ZContentLevel,
  topics: z.array(zTopic).max(CONTENT_TOPICS_MAX),
  hubs: z.array(ZHubSlug).max(CONTENT_HUBS_MAX),
  cover_file_id: zId.nullable(),
  details: ZContentDetails,
};
/** POST /api/content/items (a draft) and PATCH /api/content/items/{id} (partial, same fields). */
export const ZContentInput = z.strictObject({
  kind: ZContentKind,
  ...contentFields,
  summary: contentFields.summary.default(''),
  body_html: contentFields.body_html.default(''),
  language: contentFields.language.default('en'),
  level: contentFields.level.default('beginner'),
  topics: contentFields.topics.default([]),
  hubs: contentFields.hubs.default([]),
  cover_file_id: contentFields.cover_file_id.default(null),
});
export type TContentInput = z.input<typeof ZContentInput>;
export const ZContentPatch = z.strictObject(contentFields).partial();
export type TContentPatch = z.input<typeof ZContentPatch>;

export const ZContentTransition = z.strictObject({
  action: ZContentAction,
  note: z.string().trim().max(1000).optional(),
});

export const ZPersonRef = z.object({ user_id: z.number().int(), name: z.string(), photo_url: z.string().nullable() });
export type TPersonRef = z.infer<typeof ZPersonRef>;
export const ZFileRef = z.object({
  upload_id: z.number().int(),
  file_name: z.string(),
  content_type: z.string(),
  size_bytes: z.number().int(),
  url: z.string(),
});
export type TFileRef = z.infer<typeof ZFileRef>;

/** A piece as a card in lists (explorer, hub, saved, search). */
export const ZContentCard = z.object({
  content_id: z.number().int(),
  kind: ZContentKind,
  title: z.string(),
  summary: z.string(),
  language: ZContentLanguage,
  level: ZContentLevel,
  topics: z.array(z.string()),
  hubs: z.array(z.string()),
  status: ZContentStatus,
  cover_url: z.string().nullable(),
  /** reading minutes (article, case study) or listening/watching minutes (podcast, video) */
  minutes: z.number().int(),
  author: ZPersonRef,
  featured: z.boolean(),
  save_count: z.number().int(),
  view_count: z.number().int(),
  published_at: z.string().nullable(),
  updated_at: z.string(),
  saved: z.boolean(),
});
export type TContentCard = z.infer<typeof ZContentCard>;

export const ZContentHistoryEntry = z.object({
  action: z.enum(['create', ...CONTENT_ACTIONS, 'edit']),
  from_status: ZContentStatus.nullable(),
  to_status: ZContentStatus,
  by: ZPersonRef,
  note: z.string().nullable(),
  at: z.string(),
});

/** GET /api/content/items/{id}: the whole piece, its files, history (for those who may edit) and progress. */
export const ZContent = ZContentCard.extend({
  body_html: z.string(),
  details: ZContentDetails,
  cover_file_id: z.number().int().nullable(),
  /** the file of a video upload, podcast, template, report or book */
  file: ZFileRef.nullable(),
  history: z.array(ZContentHistoryEntry),
  can_edit: z.boolean(),
  can_review: z.boolean(),
  /** where the reader left off (seconds into a video or podcast, page of a book), or null */
  progress: z.object({ position: z.number(), percent: z.number(), updated_at: z.string() }).nullable(),
  collection_ids: z.array(z.number().int()),
});
export type TContent = z.infer<typeof ZContent>;

/** GET /api/content/items — the explorer (readers see published pieces only). */
export const ZContentListQuery = z.object({
  q: z.string().trim().max(200).optional(),
  kind: z.union([ZContentKind, z.array(ZContentKind)]).optional(),
  topic: z.string().trim().max(40).optional(),
  hub: ZHubSlug.optional(),
  language: ZContentLanguage.optional(),
  level: ZContentLevel.optional(),
  sort: ZContentSort.default('newest'),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(12),
});
export type TContentListQuery = z.input<typeof ZContentListQuery>;
export const ZFacetCount = z.object({ value: z.string(), count: z.number().int() });
export const ZContentPage = z.object({
  data: z.array(ZContentCard),
  meta: z.object({
    page: z.number().int(),
    limit: z.number().int(),
    total: z.number().int(),
    totalPages: z.number().int(),
  }),
  /** counts of the published pieces matching the other filters, per facet */
  facets: z.object({
    kind: z.array(ZFacetCount),
    topic: z.array(ZFacetCount),
    hub: z.array(ZFacetCount),
    language: z.array(ZFacetCount),
    level: z.array(ZFacetCount),
  }),
});
export type TContentPage = z.infer<typeof ZContentPage>;

/** GET /api/content/hub — the front page. */
export const ZContentHub = z.object({
  featured: z.array(ZContentCard),
  newest: z.array(ZContentCard),
  popular_week: z.array(ZContentCard),
  by_hub: z.array(z.object({ hub: z.string(), items: z.array(ZContentCard) })),
  topics: z.array(ZFacetCount),
});
export type TContentHub = z.infer<typeof ZContentHub>;

/** GET /api/content/studio?status= — my pieces (authors) and the review queue (editors). */
export const ZStudio = z.object({
  mine: z.array(ZContentCard),
  review_queue: z.array(ZContentCard),
  can_create: z.boolean(),
  can_review: z.boolean(),
});
export type TStudio = z.infer<typeof ZStudio>;

/** Collections (/my-library): mine, ordered; a shared one is readable by its link by anyone signed in. */
export const ZCollection = z.object({
  collection_id: z.number().int(),
  name: z.string(),
  description: z.string(),
  position: z.number().int(),
  shared: z.boolean(),
  share_token: z.string().nullable(),
  item_count: z.number().int(),
  owner: ZPersonRef,
  is_mine: z.boolean(),
  updated_at: z.string(),
});
export type TCollection = z.infer<typeof ZCollection>;
export const ZCollectionInput = z.strictObject({
  name: z.string().trim().min(1).max(80),
  description: z.string().trim().max(500).default(''),
  shared: z.boolean().default(false),
});
export const ZCollectionPatch = ZCollectionInput.partial();
/** PUT /api/content/collections/order { collection_ids } and …/{id}/items/order { content_ids }. */
export const ZOrderInput = z.strictObject({ ids: z.array(zId).min(1).max(500) });
export const ZCollectionDetail = ZCollection.extend({ items: z.array(ZContentCard) });
export type TCollectionDetail = z.infer<typeof ZCollectionDetail>;

/** PUT /api/content/items/{id}/progress — where I left off. */
export const ZProgressInput = z.strictObject({
  position: z.number().min(0).max(1_000_000),
  percent: z.number().min(0).max(100),
});
/** GET /api/content/library — /my-library's other shelves. */
export const ZLibrary = z.object({
  collections: z.array(ZCollection),
  continue: z.array(
    ZContentCard.extend({ position: z.number(), percent: z.number(), progress_updated_at: z.string() }),
  ),
  downloads: z.array(ZContentCard.extend({ downloaded_at: z.string() })),
});
export type TLibrary = z.infer<typeof ZLibrary>;
