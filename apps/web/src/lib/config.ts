/**
 * Runtime configuration the server injects into index.html in place of
 * `<!--ankur-config-->`:
 *   <meta name="ankur:brand-name" content="...">
 *   <meta name="ankur:default-tenant" content="...">
 * An optional <meta name="ankur:contact-email"> enables the landing page's e-mail link.
 */

export const DEFAULT_BRAND_NAME = 'Ankur';
export const DEFAULT_TENANT = 'BHARATSTARTUPSUMMIT';

export interface AppConfig {
  brandName: string;
  defaultTenant: string;
  contactEmail: string | null;
}

function readMeta(doc: Document | undefined, name: string): string | null {
  if (!doc) return null;
  const element = doc.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  const value = element?.content.trim();
  return value ? value : null;
}

/** Reads the configuration from a document (exported for tests). */
export function readConfig(doc: Document | undefined): AppConfig {
  return {
    brandName: readMeta(doc, 'ankur:brand-name') ?? DEFAULT_BRAND_NAME,
    defaultTenant: readMeta(doc, 'ankur:default-tenant') ?? DEFAULT_TENANT,
    contactEmail: readMeta(doc, 'ankur:contact-email'),
  };
}

export const config: AppConfig = readConfig(typeof document === 'undefined' ? undefined : document);
