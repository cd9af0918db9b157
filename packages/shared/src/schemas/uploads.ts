import { z } from 'zod';
import { zId } from './common.ts';

/** Largest upload (bytes): 20 MB. */
export const UPLOAD_MAX_BYTES = 20 * 1024 * 1024;
/** What may be uploaded: documents, templates, images and video. */
export const UPLOAD_CONTENT_TYPES = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.ms-powerpoint',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'text/plain',
  'text/csv',
  'image/png',
  'image/jpeg',
  'image/webp',
  'video/mp4',
  'video/webm',
] as const;
/** 'unit': a program's file (managers upload; anyone signed in to the tenant reads);
 * 'submission': a learner's assignment file (its owner and program managers read);
 * 'message': a file attached to a message (anyone signed in uploads; its owner and the members
 * of a conversation with a message carrying it read). */
/** 'product-evidence': a product's evidence file in the innovation workspace (issue 24; its owner reads) */
/** 'event': an event's cover; 'competition': a competition's cover and applications' files (issue 23) */
export const UPLOAD_PURPOSES = [
  'unit',
  'submission',
  'message',
  'community',
  'content',
  'event',
  'competition',
  'product-evidence',
] as const;
/**
 * 'content' (issue 22): a library piece's file or cover — authors (create on 'Content') upload up
 * to CONTENT_UPLOAD_MAX_BYTES (schemas/content.ts) of these; anyone signed in to the tenant reads.
 */
export const CONTENT_UPLOAD_TYPES = [
  ...UPLOAD_CONTENT_TYPES,
  'image/gif',
  'audio/mpeg',
  'audio/mp4',
  'audio/ogg',
  'audio/wav',
  'application/epub+zip',
] as const;
/**
 * POST uploads (multipart/form-data: a `purpose` field, then one `file`) → 201 TUpload.
 * GET {url} (= /api/uploads/{public id}/{file_name}) streams the file to those who may read it.
 */
export const ZUpload = z.object({
  upload_id: zId,
  purpose: z.enum(UPLOAD_PURPOSES),
  file_name: z.string(),
  content_type: z.string(),
  size_bytes: z.number().int(),
  url: z.string(),
  created_at: z.string(),
});
export type TUpload = z.infer<typeof ZUpload>;
/** A file's address: /api/uploads/{publicId}/{fileName}; publicId is random (issue 18), so files cannot be counted. */
export const ZUploadParams = z.object({
  publicId: z.uuid({ error: 'must be a file address id' }),
  fileName: z.string().max(300),
});
