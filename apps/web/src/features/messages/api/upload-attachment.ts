import type { TMessageAttachment } from '@ankur/shared/schemas/messages';
import { UPLOAD_CONTENT_TYPES, UPLOAD_MAX_BYTES } from '@ankur/shared/schemas/uploads';
import { ApiError, buildApiUrl } from '../../../lib/api-client';

/** What the file picker offers (the server checks again). */
export const ATTACHMENT_ACCEPT = UPLOAD_CONTENT_TYPES.join(',');

/** Why a file cannot be attached, before sending it. */
export function attachmentProblem(file: File): 'too-large' | 'type' | null {
  if (file.size > UPLOAD_MAX_BYTES) return 'too-large';
  if (!(UPLOAD_CONTENT_TYPES as readonly string[]).includes(file.type)) return 'type';
  return null;
}

function errorOf(xhr: XMLHttpRequest): ApiError {
  let message = xhr.statusText || `Request failed with status ${xhr.status}`;
  try {
    const body = JSON.parse(xhr.responseText) as { message?: unknown };
    if (typeof body.message === 'string' && body.message) message = body.message;
  } catch {
    // not JSON: the status text says it
  }
  return new ApiError(xhr.status, message);
}

/**
 * POST /api/uploads (multipart: purpose=message, then the file) → the stored file, reporting the
 * share sent (0–1) as it goes. A refusal is an ApiError with the server's reason; a network
 * failure is a TypeError (as with fetch).
 */
export function uploadAttachment(
  file: File,
  onProgress: (share: number) => void,
  signal?: AbortSignal,
): Promise<TMessageAttachment> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', buildApiUrl('uploads'));
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(errorOf(xhr));
        return;
      }
      try {
        const upload = JSON.parse(xhr.responseText) as TMessageAttachment;
        onProgress(1);
        resolve({
          upload_id: upload.upload_id,
          file_name: upload.file_name,
          content_type: upload.content_type,
          size_bytes: upload.size_bytes,
          url: upload.url,
        });
      } catch {
        reject(new ApiError(xhr.status, 'The server answered something unexpected'));
      }
    };
    xhr.onerror = () => reject(new TypeError('Network request failed'));
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('purpose', 'message');
    form.append('file', file, file.name);
    xhr.send(form);
  });
}
