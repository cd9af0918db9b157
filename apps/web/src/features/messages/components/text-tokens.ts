/**
 * Message text, cut into plain pieces, links and search matches. A message is never HTML: the
 * screen renders these pieces as text nodes, <a> and <mark>, so nothing in a message can run.
 */

export type TextToken =
  | { kind: 'text'; text: string }
  | { kind: 'link'; text: string; href: string }
  | { kind: 'match'; text: string };

/** http(s) and mailto addresses, up to the next space or bracket. */
const LINK = /\b(?:https?:\/\/|mailto:)[^\s<>"'`]+/gi;
/** punctuation that ends a sentence rather than the address */
const TRAILING = /[.,;:!?)\]}'"]+$/;
const SAFE_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);

/** The address, if it is a well-formed http, https or mailto URL; null otherwise. */
export function safeHref(candidate: string): string | null {
  try {
    const url = new URL(candidate);
    return SAFE_PROTOCOLS.has(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}

/** The text with its http, https and mailto links recognised; everything else stays text. */
export function linkTokens(text: string): TextToken[] {
  const tokens: TextToken[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    let raw = match[0];
    const trailing = TRAILING.exec(raw)?.[0] ?? '';
    raw = raw.slice(0, raw.length - trailing.length);
    const href = safeHref(raw);
    if (!href || raw.length === 0) continue;
    if (match.index > last) tokens.push({ kind: 'text', text: text.slice(last, match.index) });
    tokens.push({ kind: 'link', text: raw, href });
    last = match.index + raw.length;
  }
  if (last < text.length) tokens.push({ kind: 'text', text: text.slice(last) });
  return tokens;
}

/** The text with every (case-insensitive) occurrence of `term` marked. */
export function matchTokens(text: string, term: string): TextToken[] {
  const needle = term.trim().toLowerCase();
  if (!needle) return [{ kind: 'text', text }];
  const haystack = text.toLowerCase();
  const tokens: TextToken[] = [];
  let from = 0;
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, from)) {
    if (at > from) tokens.push({ kind: 'text', text: text.slice(from, at) });
    tokens.push({ kind: 'match', text: text.slice(at, at + needle.length) });
    from = at + needle.length;
  }
  if (from < text.length) tokens.push({ kind: 'text', text: text.slice(from) });
  return tokens;
}
