import { createRequire } from 'node:module';
import { RICH_TEXT_ATTRS, RICH_TEXT_TAGS } from '@ankur/shared/rich-text';
import createDOMPurify, { type DOMPurify, type WindowLike } from 'dompurify';

/**
 * Authored HTML (unit content, program, course and module descriptions) made safe before it is
 * stored: DOMPurify over one jsdom window. The allow-list is the web app's SafeHtml
 * (apps/web/src/components/ui/safe-html.tsx), so the server never strips what the browser would
 * show; links and images are stricter here: links only to https:, mailto: or an uploaded file,
 * images only from https: or an uploaded file. The browser sanitises again when it renders.
 */

const ALLOWED_TAGS = RICH_TEXT_TAGS;
const ALLOWED_ATTR = RICH_TEXT_ATTRS;
/** Links: web (https only), mail, or an uploaded file. No javascript:, data:, http: or relative paths. */
const UPLOAD = String.raw`\/api\/uploads\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\/`;
const LINK_HREF = new RegExp(String.raw`^(?:https:\/\/|mailto:|${UPLOAD})`, 'i');
const IMAGE_SRC = new RegExp(String.raw`^(?:https:\/\/|${UPLOAD})`, 'i');

// jsdom ships no type declarations; this is the one constructor used
const require = createRequire(import.meta.url);
const { JSDOM } = require('jsdom') as { JSDOM: new (html: string) => { window: WindowLike } };

let purifier: DOMPurify | undefined;

/** The one DOMPurify instance, over a jsdom window created on first use. */
function instance(): DOMPurify {
  if (purifier) return purifier;
  const p = createDOMPurify(new JSDOM('<!doctype html><html><body></body></html>').window);
  // DOMPurify's own URI check (left at its default, which refuses script schemes) also applies
  // to plain attributes such as colspan; the stricter link rule is checked here, on href only
  p.addHook('uponSanitizeAttribute', (_node, data) => {
    if (data.attrName === 'href' && !LINK_HREF.test(data.attrValue.trim())) data.keepAttr = false;
  });
  p.addHook('afterSanitizeAttributes', (node) => {
    const el = node as unknown as {
      tagName: string;
      getAttribute(n: string): string | null;
      setAttribute(n: string, v: string): void;
      remove(): void;
    };
    if (el.tagName === 'IMG') {
      // DOMPurify lets data: images through; only https and uploaded images stay
      const src = el.getAttribute('src')?.trim() ?? '';
      if (!IMAGE_SRC.test(src)) el.remove();
    } else if (el.tagName === 'A' && el.getAttribute('href')) {
      el.setAttribute('rel', 'noopener noreferrer');
    }
  });
  purifier = p;
  return p;
}

/** The allowed subset of `html`: unknown tags unwrapped, scripts, styles, handlers and unsafe URLs removed. */
export function sanitizeHtml(html: string): string {
  return instance().sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ADD_ATTR: ['rel'],
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
  });
}

/**
 * Anything a browser could read as markup: `<` before a letter, `/`, `!` or `?`. Wider than the
 * web app's looksLikeHtml on purpose (it misses `<img/src=x onerror=...>`), so what is stored is
 * safe for any client that renders it as HTML.
 */
const MARKUP = /<[a-z!/?]/i;

/**
 * A rich-text field as it should be stored. Text that may hold markup is sanitised (null when
 * nothing safe is left); plain text ("revenue < 10 lakh", "R&D") is kept exactly as written.
 */
export function sanitizeRichText<T extends string | null | undefined>(value: T): T | null {
  if (typeof value !== 'string' || !MARKUP.test(value)) return value;
  const clean = sanitizeHtml(value).trim();
  return clean === '' ? null : (clean as T);
}
