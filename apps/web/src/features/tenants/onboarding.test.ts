import { describe, expect, it } from 'vitest';
import { slugError, slugify, typesFor, validateOnboarding } from './onboarding';

const VALID = {
  display_name: 'Acme Labs',
  tenant_name: 'acme-labs',
  tenant_type: 'organisation' as const,
  logo_url: '',
  primary_color: '#1d4ed8',
  accent_color: '#f59e0b',
  useColours: false,
};

describe('slugify', () => {
  it('derives a URL-safe web address from a name', () => {
    expect(slugify('Pune Start-up Forum 2026')).toBe('pune-start-up-forum-2026');
    expect(slugify('  Café  Délice  ')).toBe('cafe-delice');
    expect(slugify('R&D Cell, IIT Bombay!')).toBe('r-and-d-cell-iit-bombay');
    expect(slugify('---')).toBe('');
    expect(slugify('नवाचार Hub')).toBe('hub');
  });

  it('keeps to 63 characters without a trailing hyphen', () => {
    const slug = slugify(`${'a'.repeat(62)} b`);
    expect(slug.length).toBeLessThanOrEqual(63);
    expect(slug.endsWith('-')).toBe(false);
    expect(slugError(slug)).toBeNull();
  });
});

describe('validation', () => {
  it('accepts a complete form and builds the request body', () => {
    expect(validateOnboarding(VALID)).toEqual({
      ok: true,
      body: { tenant_type: 'organisation', tenant_name: 'acme-labs', display_name: 'Acme Labs' },
    });
    const withBranding = validateOnboarding({ ...VALID, logo_url: 'https://acme.example/logo.png', useColours: true });
    expect(withBranding.ok && withBranding.body.branding).toEqual({
      logo_url: 'https://acme.example/logo.png',
      primary_color: '#1d4ed8',
      accent_color: '#f59e0b',
    });
  });

  it('names each bad field', () => {
    const result = validateOnboarding({ ...VALID, display_name: 'A', tenant_name: 'Bad Slug!', logo_url: 'logo.png' });
    expect(result.ok).toBe(false);
    expect(!result.ok && Object.keys(result.errors).sort()).toEqual(['display_name', 'logo_url', 'tenant_name']);
    expect(!result.ok && result.errors).toEqual({
      display_name: 'nameShort',
      tenant_name: 'slugPattern',
      logo_url: 'logoUrl',
    });
    expect(slugError('')).toBe('slugRequired');
    expect(slugError('-acme')).toBe('slugPattern');
    expect(slugError('acme-')).toBe('slugPattern');
    expect(slugError('a'.repeat(64))).toBe('slugLong');
  });

  it('offers institutions on the institution page only', () => {
    expect(typesFor('institution')).toEqual(['institution']);
    expect(typesFor('organisation')).toEqual(['organisation', 'incubator', 'event']);
  });
});
