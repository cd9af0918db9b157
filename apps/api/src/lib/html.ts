const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for HTML element content and quoted attribute values. */
export const escapeHtml = (s: unknown): string => String(s ?? '').replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
