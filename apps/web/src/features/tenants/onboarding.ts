/** Onboarding rules: tenant types per page, the web-address slug, and the form's validation. */
import { type TENANT_TYPES, ZTenantCreate } from '@ankur/shared/schemas/tenants';
import en from './locales/en';

export type TenantType = (typeof TENANT_TYPES)[number];

export const ORGANISATION_PATH = '/for-organisation';
export const INSTITUTION_PATH = '/for-institution';

/** English names of the types (the onboarding pages say them in the language on screen: t('type.…')). */
const TYPE_LABELS: Record<TenantType, string> = en.type;

export function tenantTypeLabel(type: string): string {
  return TYPE_LABELS[type as TenantType] ?? type.charAt(0).toUpperCase() + type.slice(1);
}

/** The types each onboarding page offers (the institution page offers institutions only). */
export function typesFor(page: 'organisation' | 'institution'): readonly TenantType[] {
  return page === 'institution' ? ['institution'] : ['organisation', 'incubator', 'event'];
}

/** The shortest and longest name the form accepts. */
export const NAME_MIN = 2;
export const NAME_MAX = 120;

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

/**
 * What is wrong with a field: the key of its message under `errors.` in the "tenants" namespace
 * (the form words it; nameShort takes NAME_MIN, nameLong NAME_MAX and slugLong SLUG_MAX).
 */
export type OnboardingProblem =
  | 'nameShort'
  | 'nameLong'
  | 'slugRequired'
  | 'slugLong'
  | 'slugPattern'
  | 'logoUrl'
  | 'colour'
  | 'check';

export type OnboardingErrors = Partial<
  Record<'display_name' | 'tenant_name' | 'logo_url' | 'primary_color' | 'accent_color', OnboardingProblem>
>;

/** Why a slug is not usable, or null. */
export function slugError(slug: string): OnboardingProblem | null {
  if (!slug) return 'slugRequired';
  if (slug.length > SLUG_MAX) return 'slugLong';
  if (!SLUG_PATTERN.test(slug)) return 'slugPattern';
  return null;
}

/** The request body, or the problem of each field (the shared contract decides; messages are ours). */
export function validateOnboarding(
  values: OnboardingValues,
): { ok: true; body: ReturnType<typeof ZTenantCreate.parse> } | { ok: false; errors: OnboardingErrors } {
  const errors: OnboardingErrors = {};
  const name = values.display_name.trim();
  if (name.length < NAME_MIN) errors.display_name = 'nameShort';
  else if (name.length > NAME_MAX) errors.display_name = 'nameLong';
  const slug = slugError(values.tenant_name);
  if (slug) errors.tenant_name = slug;
  const logo = values.logo_url.trim();
  if (logo && !/^https?:\/\/\S+\.\S+/i.test(logo)) errors.logo_url = 'logoUrl';
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
      if (field === 'logo_url' && !errors.logo_url) errors.logo_url = 'logoUrl';
      if ((field === 'primary_color' || field === 'accent_color') && !errors[field]) errors[field] = 'colour';
    }
  }
  if (Object.keys(errors).length > 0 || !parsed.success) {
    return { ok: false, errors: Object.keys(errors).length > 0 ? errors : { display_name: 'check' } };
  }
  return { ok: true, body: parsed.data };
}
