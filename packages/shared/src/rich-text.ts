/**
 * The allow-list of authored HTML (unit content, program, course and module descriptions): the
 * server sanitises with it before storing (apps/api/src/lib/sanitize-html.ts) and the browser
 * again before rendering (apps/web/src/components/ui/safe-html.tsx), so neither strips what the
 * other keeps. Each side adds its own link and image rules.
 */
export const RICH_TEXT_TAGS = [
  'p',
  'br',
  'hr',
  'h2',
  'h3',
  'h4',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'sub',
  'sup',
  'mark',
  'small',
  'blockquote',
  'code',
  'pre',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'figure',
  'figcaption',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'span',
  'div',
];

/** Attributes that carry no URL (DOMPurify must not test them against the link pattern). */
export const RICH_TEXT_PLAIN_ATTRS = ['title', 'alt', 'width', 'height', 'colspan', 'rowspan', 'lang', 'dir'];

/** Every allowed attribute: the plain ones, plus href on links and src on images. */
export const RICH_TEXT_ATTRS = ['href', 'src', ...RICH_TEXT_PLAIN_ATTRS];
