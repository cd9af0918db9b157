import { HttpError } from '../../lib/errors.ts';
import { contentTypesOf } from './upload-purposes.ts';

/** Pure helpers for uploaded files: their accepted types, safe names, URLs and how browsers show them. */

/** The longest stored name; also short enough that its URL-encoded form fits a route parameter (200). */
const NAME_MAX = 200;

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
  gif: 'image/gif',
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  ogg: 'audio/ogg',
  oga: 'audio/ogg',
  wav: 'audio/wav',
  epub: 'application/epub+zip',
};

/**
 * The stored content type: the browser's, if it is one we accept; for a generic one
 * (application/octet-stream, none) the type its extension names; each purpose accepts its own
 * types (upload-purposes.ts). 415 otherwise.
 */
export function acceptedContentType(mimetype: string | undefined, fileName: string, purpose?: string): string {
  const { allowed, refused: message } = contentTypesOf(purpose);
  const refused = () => new HttpError(415, message, { allowed });
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
 * /api/uploads/{public id}/{encoded name} stays routable.
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

/** A file's address: its random public id (never the sequential upload_id, which can be counted) and name. */
export const uploadUrl = (publicId: string, fileName: string) =>
  `/api/uploads/${publicId}/${encodeURIComponent(fileName)}`;

/** How a browser should show a stored file: in the page for PDFs, images and video; otherwise a download. */
export function contentDisposition(contentType: string, fileName: string): string {
  const inline = contentType === 'application/pdf' || /^(image|video|audio)\//.test(contentType);
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${inline ? 'inline' : 'attachment'}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/**
 * The byte range a GET asks for (RFC 9110 "bytes=a-b", "bytes=a-", "bytes=-n"; one range only):
 * undefined for none (or one we ignore: several ranges), 'unsatisfiable' when it lies past the end.
 */
export function parseRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'unsatisfiable' | undefined {
  if (!header) return undefined;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return undefined;
  let start: number;
  let end: number;
  if (m[1] === '') {
    const suffix = Number(m[2]);
    if (suffix === 0) return 'unsatisfiable';
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(m[1]);
    end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
    if (end < start) return m[2] === '' || start >= size ? 'unsatisfiable' : undefined;
  }
  if (start >= size) return 'unsatisfiable';
  return { start, end };
}
