import {
  type TUpload,
  UPLOAD_CONTENT_TYPES,
  UPLOAD_MAX_BYTES,
  type UPLOAD_PURPOSES,
} from '@ankur/shared/schemas/uploads';
import { apiFetch } from './api-client';

export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

/** What the file picker offers (the server checks again). */
export const UPLOAD_ACCEPT = UPLOAD_CONTENT_TYPES.join(',');

/** Why a file cannot be uploaded, before sending it: too large, or a type the server refuses. */
export function uploadProblem(file: File): 'too-large' | 'type' | null {
  if (file.size > UPLOAD_MAX_BYTES) return 'too-large';
  if (!(UPLOAD_CONTENT_TYPES as readonly string[]).includes(file.type)) return 'type';
  return null;
}

/**
 * POST /api/uploads (multipart: `purpose`, then `file`) → 201 the stored file. 'unit' files are a
 * program's (managers); 'submission' files are a learner's assignment answer.
 */
export function uploadFile(file: File, purpose: UploadPurpose, signal?: AbortSignal): Promise<TUpload> {
  const form = new FormData();
  form.append('purpose', purpose);
  form.append('file', file, file.name);
  return apiFetch<TUpload>('uploads', { method: 'POST', body: form, signal });
}
