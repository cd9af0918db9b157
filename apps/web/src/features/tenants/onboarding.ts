/** Onboarding rules: tenant types per page, the web-address slug, and the form's validation. */
import { type TENANT_TYPES, ZTenantCreate } from '@ankur/shared/schemas/tenants';

export type TenantType = (typeof TENANT_TYPES)[number];

export const ORGANISATION_PATH = '/for-organisation';
export const INSTITUTION_PATH = '/for-institution';

const TYPE_LABELS: Record<TenantType, string> = {
  organisation: 'Organisation',
  incubator: 'Incubator',
  event: 'Event',
  institution: 'Institution',
};

export function tenantTypeLabel(type: string): string {
  return TYPE_LABELS[type as TenantType] ?? type.charAt(0).toUpperCase() + type.slice(1);
}

/** The types each onboarding page offers (the institution page offers institutions only). */
export function typesFor(page: 'organisation' | 'institution'): readonly TenantType[] {
  return page === 'institution' ? ['institution'] : ['organisation', 'incubator', 'event'];
}

/** The longest slug the API accepts (a DNS label). */
export const SLUG_MAX = 63;
export const SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/**
 * A URL-safe web address from a name: lower-case ASCII letters, digits and single hyphens
 * ("Pune Start-up Forum 2026" → "pune-start-up-forum-2026"); accents are dropped ("Café" → "cafe"),
 * "&" reads "and", other characters separate words.
 */
export function slugify(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug.slice(0, SLUG_MAX).replace(/-+$/, '');
}

export interface OnboardingValues {
  display_name: string;
  tenant_name: string;
  tenant_type: TenantType;
  logo_url: string;
  primary_color: string;
  accent_color: string;
  /** Whether the colours were chosen (they are optional). */
  useColours: boolean;
}

export type OnboardingErrors = Partial<
  Record<'display_name' | 'tenant_name' | 'logo_url' | 'primary_color' | 'accent_color', string>
>;

/** Why a slug is not usable, or null. */
export function slugError(slug: string): string | null {
  if (!slug) return 'Choose a web address.';
  if (slug.length > SLUG_MAX) return `Keep the web address to ${SLUG_MAX} characters or fewer.`;
  if (!SLUG_PATTERN.test(slug)) {
    return 'Use lower-case letters, digits and hyphens only, starting and ending with a letter or digit.';
  }
  return null;
}

/** The request body, or the errors of each field (the shared contract decides; messages are ours). */
export function validateOnboarding(
  values: OnboardingValues,
): { ok: true; body: ReturnType<typeof ZTenantCreate.parse> } | { ok: false; errors: OnboardingErrors } {
  const errors: OnboardingErrors = {};
  const name = values.display_name.trim();
  if (name.length < 2) errors.display_name = 'Enter the name, at least 2 characters.';
  else if (name.length > 120) errors.display_name = 'Keep the name to 120 characters or fewer.';
  const slug = slugError(values.tenant_name);
  if (slug) errors.tenant_name = slug;
  const logo = values.logo_url.trim();
  if (logo && !/^https?:\/\/\S+\.\S+/i.test(logo)) errors.logo_url = 'Enter a full web address, starting with https://';
  const branding = {
    ...(logo ? { logo_url: logo } : {}),
    ...(values.useColours ? { primary_color: values.primary_color, accent_color: values.accent_color } : {}),
  };
  const parsed = ZTenantCreate.safeParse({
    tenant_type: values.tenant_type,
    tenant_name: values.tenant_name,
    display_name: name,
    ...(Object.keys(branding).length > 0 ? { branding } : {}),
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[issue.path.length - 1];
      if (field === 'logo_url' && !errors.logo_url)
        errors.logo_url = 'Enter a full web address, starting with https://';
      if ((field === 'primary_color' || field === 'accent_color') && !errors[field]) errors[field] = 'Pick a colour.';
    }
  }
  if (Object.keys(errors).length > 0 || !parsed.success) {
    return { ok: false, errors: Object.keys(errors).length > 0 ? errors : { display_name: 'Check the form.' } };
  }
  return { ok: true, body: parsed.data };
}
