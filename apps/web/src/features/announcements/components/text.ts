/**
 * Plain text ↔ the HTML an announcement body is stored as: the composer is a textarea, so a blank
 * line starts a new paragraph (<p>) and a single line break stays a <br>. Text is escaped.
 */

const escapeText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function textToHtml(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((para) => para.trim())
    .filter(Boolean)
    .map((para) => `<p>${escapeText(para).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

/** The text of stored HTML, paragraphs separated by a blank line (to edit a scheduled one). */
export function htmlToText(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  for (const br of Array.from(doc.body.querySelectorAll('br'))) br.replaceWith('\n');
  const blocks = Array.from(doc.body.children);
  const parts = blocks.length ? blocks.map((el) => el.textContent ?? '') : [doc.body.textContent ?? ''];
  return parts
    .map((p) => p.trim())
    .filter(Boolean)
    .join('\n\n');
}

/** 'YYYY-MM-DDTHH:mm' in local time (a datetime-local input's value) of an ISO time. */
export function toLocalInput(iso: string | Date): string {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
