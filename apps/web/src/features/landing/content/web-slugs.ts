/** The ten /web/* section pages (SPEC §2), without their content, so links to them stay light. */

export const WEB_SLUGS = [
  'startups',
  'community',
  'network',
  'enablers',
  'toolkits',
  'marketplace',
  'knowledge-hub',
  'events-programs',
  'success-stories',
  'ai-insights',
] as const;

export type WebSlug = (typeof WEB_SLUGS)[number];

export const WEB_PATH_PREFIX = '/web/';

export function webPath(slug: WebSlug): string {
  return `${WEB_PATH_PREFIX}${slug}`;
}

/** The section a /web/<slug> path shows; the first section for anything else. */
export function webSlugFromPath(pathname: string): WebSlug {
  const slug = pathname.replace(/\/+$/, '').slice(WEB_PATH_PREFIX.length);
  return (WEB_SLUGS as readonly string[]).includes(slug) ? (slug as WebSlug) : WEB_SLUGS[0];
}
