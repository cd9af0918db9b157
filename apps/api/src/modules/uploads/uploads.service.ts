import { type TUpload, UPLOAD_MAX_BYTES, UPLOAD_PURPOSES } from '@ankur/shared/schemas/uploads';
import type { Db } from '../../db/client.ts';
import { withTenant } from '../../db/tenant.ts';
import { badRequest, forbidden, notFound } from '../../lib/errors.ts';
import type { Actor, Scope } from '../../lib/scope.ts';
import { purposePolicy, type UploadPurpose } from './upload-purposes.ts';
import { uploadUrl } from './uploads.files.ts';
import { findOwnUpload, findUpload, findUploadByPublicId, insertUpload, type UploadRow } from './uploads.repository.ts';

/**
 * Uploaded files (issue 8): the bytes live behind lib/storage.ts; the uploads row (tenant table,
 * row-level security) says whose they are and what they are for. Each purpose (a program's
 * 'unit' files, learners' 'submission' files, 'message' attachments) is registered by the module
 * that attaches such files, with who may upload and read them (upload-purposes.ts).
 */

export const NO_SUCH_FILE = 'No such file';
export const TOO_LARGE = 'File is larger than 20 MB';
export const PURPOSE_ERROR = "Invalid body.purpose: must be 'unit', 'submission' or 'message'";

export function parsePurpose(value: unknown): UploadPurpose {
  if ((UPLOAD_PURPOSES as readonly unknown[]).includes(value)) return value as UploadPurpose;
  throw badRequest(PURPOSE_ERROR, [{ path: 'body.purpose', message: "must be 'unit', 'submission' or 'message'" }]);
}

/** The largest file a purpose takes (UPLOAD_MAX_BYTES unless its policy says more or less). */
export const maxBytesOf = (purpose: UploadPurpose): number => purposePolicy(purpose)?.maxBytes ?? UPLOAD_MAX_BYTES;

/** The purpose's own rule (e.g. 'unit' files need program-manager rights); 403 for a purpose nobody registered. */
export function assertMayUpload(actor: Actor, purpose: UploadPurpose): void {
  const policy = purposePolicy(purpose);
  if (!policy) throw forbidden('Files of this purpose cannot be uploaded.');
  policy.assertMayUpload?.(actor);
}

export const toUpload = (row: UploadRow): TUpload => ({
  upload_id: row.upload_id,
  purpose: row.purpose as UploadPurpose,
  file_name: row.file_name,
  content_type: row.content_type,
  size_bytes: row.size_bytes,
  url: uploadUrl(row.public_id, row.file_name),
  created_at: row.created_at,
});

/** Records a stored file inside the session's tenant. */
export async function createUpload(
  db: Db,
  scope: Scope,
  file: { purpose: UploadPurpose; storageKey: string; fileName: string; contentType: string; size: number },
): Promise<TUpload> {
  const row = await withTenant(db, scope.tenantId, (tx) =>
    insertUpload(tx, {
      owner_user_id: scope.actor.userId,
      purpose: file.purpose,
      storage_key: file.storageKey,
      file_name: file.fileName,
      content_type: file.contentType,
      size_bytes: file.size,
    }),
  );
  return toUpload(row);
}

/**
 * The upload the actor may read in the session's tenant: their own, or one their purpose's
 * policy lets them read. 404 otherwise (never "forbidden", which would confirm the file exists).
 */
export async function findReadableUpload(db: Db, scope: Scope, publicId: string): Promise<UploadRow> {
  const row = await withTenant(db, scope.tenantId, async (tx) => {
    const found = await findUploadByPublicId(tx, publicId);
    if (!found || found.owner_user_id === scope.actor.userId) return found;
    const policy = purposePolicy(found.purpose);
    return policy && (await policy.mayRead(tx, scope.actor, found)) ? found : undefined;
  });
  if (!row) throw notFound(NO_SUCH_FILE);
  return row;
}

/** The actor's own upload of a purpose (inside the caller's tenant transaction), or undefined. */
export function ownUpload(tx: Db, actor: Actor, uploadId: number, purpose: UploadPurpose) {
  return findOwnUpload(tx, actor.userId, uploadId, purpose);
}

/** An upload by id (inside the caller's tenant transaction), for a record that carries it. */
export async function uploadById(tx: Db, uploadId: number): Promise<UploadRow | null> {
  return (await findUpload(tx, uploadId)) ?? null;
}
