/**
 * Pure helpers for a unit's resource (resource_url): which video player a link needs, and what an
 * attached document is called and what kind it is. Only https:// links and the API's own uploads
 * (/api/uploads/…) are ever used; anything else (http:, javascript:, data:…) is refused.
 */

export const UPLOADS_PREFIX = '/api/uploads/';

export type VideoSource =
  | { kind: 'youtube'; id: string; embedUrl: string; watchUrl: string }
  | { kind: 'vimeo'; id: string; embedUrl: string; watchUrl: string }
  /** an uploaded file, played by the browser's own <video> */
  | { kind: 'file'; url: string }
  /** any other https link, opened in a new tab */
  | { kind: 'link'; url: string };

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;
const VIMEO_HASH = /^[0-9a-f]{6,20}$/i;

/** An uploaded file's path (same origin, no tricks), or null. */
function uploadPath(text: string): string | null {
  if (!text.startsWith(UPLOADS_PREFIX) || text.length === UPLOADS_PREFIX.length) return null;
  if (/[\s\\]|\/\.\.?(?:\/|$)/.test(text)) return null;
  return text;
}

/** A lone https address, or null. */
function httpsUrl(text: string): URL | null {
  if (!text || /\s/.test(text)) return null;
  try {
    const url = new URL(text);
    return url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/** YouTube's t= / start= as whole seconds ("90", "90s", "1m30s", "1h2m3s"), or null. */
function startSeconds(value: string | null): number | null {
  if (!value) return null;
  if (/^\d+s?$/.test(value)) return Number.parseInt(value, 10);
  const match = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s)?$/.exec(value);
  if (!match || !(match[1] || match[2] || match[3])) return null;
  return Number(match[1] ?? 0) * 3600 + Number(match[2] ?? 0) * 60 + Number(match[3] ?? 0);
}

function youtubeId(url: URL, host: string): string | null {
  const parts = url.pathname.split('/').filter(Boolean);
  if (host === 'youtu.be') return parts[0] ?? null;
  if (!['youtube.com', 'm.youtube.com', 'music.youtube.com', 'youtube-nocookie.com'].includes(host)) return null;
  if (parts[0] === 'watch') return url.searchParams.get('v');
  if (parts[0] && ['shorts', 'embed', 'live', 'v'].includes(parts[0])) return parts[1] ?? null;
  return null;
}

function youtube(url: URL, host: string): VideoSource | null {
  const id = youtubeId(url, host);
  if (!id || !YOUTUBE_ID.test(id)) return null;
  const start = startSeconds(url.searchParams.get('t') ?? url.searchParams.get('start'));
  const embed = new URL(`https://www.youtube-nocookie.com/embed/${id}`);
  embed.searchParams.set('rel', '0');
  if (start) embed.searchParams.set('start', String(start));
  return { kind: 'youtube', id, embedUrl: embed.href, watchUrl: `https://www.youtube.com/watch?v=${id}` };
}

function vimeo(url: URL, host: string): VideoSource | null {
  const parts = url.pathname.split('/').filter(Boolean);
  let id: string | undefined;
  let hash: string | null = url.searchParams.get('h');
  if (host === 'player.vimeo.com') {
    if (parts[0] !== 'video') return null;
    id = parts[1];
  } else if (host === 'vimeo.com') {
    // vimeo.com/ID, vimeo.com/ID/HASH (unlisted), vimeo.com/channels/NAME/ID, vimeo.com/groups/NAME/videos/ID
    const index = parts.findIndex((part) => VIMEO_ID.test(part));
    if (index < 0) return null;
    id = parts[index];
    const next = parts[index + 1];
    if (!hash && next && VIMEO_HASH.test(next)) hash = next;
  } else {
    return null;
  }
  if (!id || !VIMEO_ID.test(id)) return null;
  const embed = new URL(`https://player.vimeo.com/video/${id}`);
  if (hash && VIMEO_HASH.test(hash)) embed.searchParams.set('h', hash);
  embed.searchParams.set('dnt', '1');
  return { kind: 'vimeo', id, embedUrl: embed.href, watchUrl: `https://vimeo.com/${id}${hash ? `/${hash}` : ''}` };
}

/**
 * How a video unit's resource_url plays: YouTube and Vimeo links in their privacy-enhanced
 * embedded players, an uploaded file in <video>, any other https link as a link; null for no
 * address or an unsafe one.
 */
export function parseVideoUrl(raw: string | null | undefined): VideoSource | null {
  const text = (raw ?? '').trim();
  const upload = uploadPath(text);
  if (upload) return { kind: 'file', url: upload };
  const url = httpsUrl(text);
  if (!url) return null;
  const host = url.hostname.toLowerCase().replace(/^www\./, '');
  return youtube(url, host) ?? vimeo(url, host) ?? { kind: 'link', url: url.href };
}

export type DocumentKind = 'pdf' | 'word' | 'sheet' | 'slides' | 'image' | 'video' | 'text' | 'other';

const EXTENSION_KINDS: Readonly<Record<string, DocumentKind>> = {
  pdf: 'pdf',
  doc: 'word',
  docx: 'word',
  odt: 'word',
  xls: 'sheet',
  xlsx: 'sheet',
  ods: 'sheet',
  csv: 'sheet',
  ppt: 'slides',
  pptx: 'slides',
  odp: 'slides',
  png: 'image',
  jpg: 'image',
  jpeg: 'image',
  webp: 'image',
  mp4: 'video',
  webm: 'video',
  txt: 'text',
};

export interface DocumentSource {
  url: string;
  fileName: string;
  kind: DocumentKind;
  /** stored by Ankur (same origin), so the browser may download it under its name */
  uploaded: boolean;
}

/** The last path segment of an address, decoded ("Business%20plan.pdf" → "Business plan.pdf"); null when there is none. */
export function fileNameFromUrl(address: string): string | null {
  const path = address.split(/[?#]/)[0] ?? '';
  const last = path.split('/').filter(Boolean).pop();
  if (!last) return null;
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

/** A document kind from a file name's extension. */
export function documentKindOf(fileName: string): DocumentKind {
  const extension = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase() ?? '';
  return EXTENSION_KINDS[extension] ?? 'other';
}

/** A document unit's resource_url as a download: an upload or an https link; null for none or an unsafe one. */
export function parseDocumentUrl(raw: string | null | undefined): DocumentSource | null {
  const text = (raw ?? '').trim();
  const upload = uploadPath(text);
  const url = upload ?? httpsUrl(text)?.href ?? null;
  if (!url) return null;
  const name = fileNameFromUrl(upload ?? new URL(url).pathname);
  const fileName = upload ? (name ?? url) : name?.includes('.') ? name : new URL(url).hostname;
  return { url, fileName, kind: documentKindOf(fileName), uploaded: Boolean(upload) };
}
