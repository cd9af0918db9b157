import { RICH_TEXT_ATTRS, RICH_TEXT_PLAIN_ATTRS, RICH_TEXT_TAGS } from '@ankur/shared/rich-text';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/** Tags rich content may use: text structure, emphasis, links, lists, tables, images and media. */
const ALLOWED_TAGS = RICH_TEXT_TAGS;
const ALLOWED_ATTR = RICH_TEXT_ATTRS;
/** Only web and mail links; no javascript:, data: or other schemes. */
const ALLOWED_URI_REGEXP = /^(?:https?:|mailto:|\/(?!\/)|#)/i;

let hooked = false;
function purifier(): typeof DOMPurify {
  if (!hooked) {
    // every link opens in a new tab without handing this page to the target
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A' && node.getAttribute('href')) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer nofollow');
      }
    });
    hooked = true;
  }
  return DOMPurify;
}

/** Rich content (authored HTML) made safe: only the allowed tags, attributes and link schemes survive. */
export function sanitizeHtml(html: string): string {
  return purifier().sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOWED_URI_REGEXP,
    ADD_ATTR: ['target', 'rel'],
    // DOMPurify checks every attribute outside this list against ALLOWED_URI_REGEXP: without it,
    // colspan="2" or lang="hi" would be dropped as if they were bad links
    ADD_URI_SAFE_ATTR: RICH_TEXT_PLAIN_ATTRS,
  });
}

/** True when a text carries HTML markup (a tag), rather than plain text. */
export function looksLikeHtml(text: string): boolean {
  return /<\/?[a-z][\w-]*(?:\s[^>]*)?>/i.test(text);
}

/**
 * Authored HTML, sanitised in the browser (DOMPurify) before React places it: scripts, event
 * handlers, styles, frames and unsafe link schemes never reach the page.
 */
export function SafeHtml({ html, className = '' }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify just above
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
