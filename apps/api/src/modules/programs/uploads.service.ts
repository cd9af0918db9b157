import { hasPermission } from '@ankur/shared/access';
import { PROGRAMS_MENU } from '@ankur/shared/role-privileges';
import { type TUpload, UPLOAD_CONTENT_TYPES, type UPLOAD_PURPOSES } from '@ankur/shared/schemas/learning';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { uploads } from '../../db/schema/learning.ts';
import { withTenant } from '../../db/tenant.ts';
import { badRequest, forbidden, HttpError, notFound } from '../../lib/errors.ts';
import type { Actor } from '../../plugins/session.ts';

/**
 * Uploaded files (issue 8): a program's files ('unit', uploaded by program managers, read by
 * anyone signed in to the tenant), learners' assignment files ('submission', read by their
 * owner and program managers) and message attachments ('message', issue 9: read by their owner
 * and the current members of a conversation with a message carrying them). The bytes live behind lib/storage.ts; the uploads row (tenant
 * table, row-level security) says whose they are and what they are.
 */

export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];
export type UploadRow = typeof uploads.$inferSelect;

export const NO_SUCH_FILE = 'No such file';
export const TOO_LARGE = 'File is larger than 20 MB';
const KINDS = 'PDF, Word, Excel, PowerPoint, text, CSV, PNG, JPEG, WebP, MP4 or WebM';
export const UNSUPPORTED_TYPE = `This kind of file cannot be uploaded: choose a ${KINDS} file`;
const MESSAGE_KINDS = 'PDF, Word, Excel, PowerPoint, text, CSV, PNG, JPEG or WebP';
export const UNSUPPORTED_MESSAGE_TYPE = `This kind of file cannot be attached to a message: choose a ${MESSAGE_KINDS} file`;

/** The longest stored name; also short enough that its URL-encoded form fits a route parameter (200). */
const NAME_MAX = 200;

const isProgramManager = (actor: Actor) => hasPermission(actor.privileges, PROGRAMS_MENU, 'update');

/**
 * 'unit' files need program-manager rights; 'submission' files need read on Programs and
 * Courses; 'message' files anyone signed in (they are only readable where they are attached).
 */
export function assertMayUpload(actor: Actor, purpose: UploadPurpose): void {
  if (purpose === 'unit' && !isProgramManager(actor)) {
    throw forbidden("Only program managers may upload a program's files.");
  }
  if (purpose === 'submission' && !hasPermission(actor.privileges, PROGRAMS_MENU, 'read')) {
    throw forbidden('You do not have permission to submit assignments.');
  }
}

export const PURPOSE_ERROR = "Invalid body.purpose: must be 'unit', 'submission' or 'message'";

export function parsePurpose(value: unknown): UploadPurpose {
  if (value === 'unit' || value === 'submission' || value === 'message') return value;
  throw badRequest(PURPOSE_ERROR, [{ path: 'body.purpose', message: "must be 'unit', 'submission' or 'message'" }]);
}

const BY_EXTENSION: Record<string, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  txt: 'text/plain',
  csv: 'text/csv',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  mp4: 'video/mp4',
  webm: 'video/webm',
};

/**
 * The stored content type: the browser's, if it is one we accept; for a generic one
 * (application/octet-stream, none) the type its extension names. 415 otherwise.
 */
export function acceptedContentType(mimetype: string | undefined, fileName: string, purpose?: UploadPurpose): string {
  // a message carries documents and images, not video
  const allowed: readonly string[] =
    purpose === 'message' ? UPLOAD_CONTENT_TYPES.filter((t) => !t.startsWith('video/')) : UPLOAD_CONTENT_TYPES;
  const refused = () =>
    new HttpError(415, purpose === 'message' ? UNSUPPORTED_MESSAGE_TYPE : UNSUPPORTED_TYPE, { allowed });
  const declared = (mimetype ?? '').split(';')[0]!.trim().toLowerCase();
  if (allowed.includes(declared)) return declared;
  if (declared === '' || declared === 'application/octet-stream') {
    const ext = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase();
    const byExt = ext ? BY_EXTENSION[ext] : undefined;
    if (byExt && allowed.includes(byExt)) return byExt;
  }
  throw refused();
}

/**
 * A file name safe to store and show: its last path segment, without control or bidirectional
 * formatting characters, at most 200 characters (the extension kept) and short enough that
 * /api/uploads/{id}/{encoded name} stays routable.
 */
export function sanitizeFileName(raw: string | undefined): string {
  const base = (raw ?? '').split(/[/\\]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
  const cleaned = base.replace(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '');
  let name = cleaned
    .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '') // lone surrogates
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  if (!name) return 'file';
  const dot = name.lastIndexOf('.');
  const ext = dot > 0 && name.length - dot <= 10 ? name.slice(dot) : '';
  // cut to 200 code points first: the raw name may be very long, and the loop below is per character
  let stem = [...(ext ? name.slice(0, dot) : name)].slice(0, NAME_MAX).join('');
  const fits = (s: string) => s.length <= NAME_MAX && encodeURIComponent(s).length <= NAME_MAX;
  while (stem && !fits(stem + ext)) stem = [...stem].slice(0, -1).join('');
  name = (stem.trim() || 'file') + ext;
  return fits(name) ? name : 'file';
}

export const uploadUrl = (uploadId: number, fileName: string) =>
  `/api/uploads/${uploadId}/${encodeURIComponent(fileName)}`;

export const toUpload = (row: UploadRow): TUpload => ({
  upload_id: row.upload_id,
  purpose: row.purpose as UploadPurpose,
  file_name: row.file_name,
  content_type: row.content_type,
  size_bytes: row.size_bytes,
  url: uploadUrl(row.upload_id, row.file_name),
  created_at: row.created_at,
});

/** Records a stored file inside the session's tenant. */
export async function createUpload(
  db: Db,
  tenantId: string,
  actor: Actor,
  file: { purpose: UploadPurpose; storageKey: string; fileName: string; contentType: string; size: number },
): Promise<TUpload> {
  const [row] = await withTenant(db, tenantId, (tx) =>
    tx
      .insert(uploads)
      .values({
        owner_user_id: actor.userId,
        purpose: file.purpose,
        storage_key: file.storageKey,
        file_name: file.fileName,
        content_type: file.contentType,
        size_bytes: file.size,
      })
      .returning(),
  );
  return toUpload(row!);
}

/** Whether `userId` is a current member of a conversation with a live message carrying the upload. */
async function attachedInMyConversation(tx: Db, userId: number, uploadId: number): Promise<boolean> {
  const result = await tx.execute(sql`
    select 1 from messages m
    join conversation_members cm on cm.conversation_id = m.conversation_id
      and cm.user_id = ${userId} and cm.left_at is null
    where m.deleted_at is null and m.attachments @> ${JSON.stringify([{ upload_id: uploadId }])}::jsonb
    limit 1`);
  return (result as unknown as { rows: unknown[] }).rows.length > 0;
}

/**
 * The upload the actor may read in the session's tenant: 'unit' files for anyone signed in,
 * 'submission' files for their owner and program managers, 'message' files for their owner and
 * the members of a conversation where a message carries them. 404 otherwise (never "forbidden",
 * which would confirm the file exists).
 */
export async function findReadableUpload(db: Db, tenantId: string, actor: Actor, uploadId: number) {
  const row = await withTenant(db, tenantId, async (tx) => {
    const [found] = await tx.select().from(uploads).where(eq(uploads.upload_id, uploadId));
    if (!found || found.owner_user_id === actor.userId) return found;
    if (found.purpose === 'submission' && !isProgramManager(actor)) return undefined;
    if (found.purpose === 'message' && !(await attachedInMyConversation(tx, actor.userId, uploadId))) return undefined;
    return found;
  });
  if (!row) throw notFound(NO_SUCH_FILE);
  return row;
}

/** The caller's own 'submission' upload (inside the caller's tenant transaction), or undefined. */
export async function findOwnSubmissionUpload(tx: Db, actor: Actor, uploadId: number) {
  const [row] = await tx
    .select()
    .from(uploads)
    .where(
      and(eq(uploads.upload_id, uploadId), eq(uploads.owner_user_id, actor.userId), eq(uploads.purpose, 'submission')),
    );
  return row;
}

/** How a browser should show a stored file: in the page for PDFs, images and video; otherwise a download. */
export function contentDisposition(contentType: string, fileName: string): string {
  const inline = contentType === 'application/pdf' || /^(image|video)\//.test(contentType);
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${inline ? 'inline' : 'attachment'}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
