import { CONTENT_UPLOAD_MAX_BYTES } from '@ankur/shared/schemas/content';
import type { TUpload } from '@ankur/shared/schemas/uploads';
import { apiFetch } from '../../../lib/api-client';

/** POST /api/uploads with purpose 'content' (audio, video, PDF, EPUB, images, office files; the server sniffs the type). */
export function uploadContentFile(file: File, signal?: AbortSignal): Promise<TUpload> {
  const form = new FormData();
  form.append('purpose', 'content');
  form.append('file', file, file.name);
  return apiFetch<TUpload>('uploads', { method: 'POST', body: form, signal });
}

export const contentFileTooLarge = (file: File) => file.size > CONTENT_UPLOAD_MAX_BYTES;
