import { escapeHtml } from '../../../lib/html.ts';
import { sanitizeRichText } from '../../../lib/sanitize-html.ts';

/**
 * A forum body as stored: markup sanitised (lib/sanitize-html.ts), plain text turned into
 * paragraphs; and its plain text beside it (search, excerpts, notifications, reports). Null when
 * nothing is left to show.
 */
export function storedBody(body: string): { html: string; text: string } | null {
  const clean = sanitizeRichText(body);
  if (!clean) return null;
  const html = /<[a-z!/?]/i.test(body)
    ? clean
    : clean
        .split(/\n{2,}/)
        .map((p) => `<p>${escapeHtml(p.trim()).replace(/\n/g, '<br>')}</p>`)
        .join('');
  const text = plainText(html);
  return text ? { html, text } : null;
}

const ENTITY: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** The visible text of sanitised HTML, blocks separated by spaces. */
export function plainText(html: string): string {
  return html
    .replace(/<\/(p|div|li|h[1-6]|blockquote|pre|tr)>|<br\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_m, e: string) => ENTITY[e] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

export const clip = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1).trimEnd()}…` : s);
