import { describe, expect, it } from 'vitest';
import {
  applyBranding,
  brandingVariables,
  brandPalette,
  contrastRatio,
  MIN_TEXT_CONTRAST,
  parseHex,
  readableTextOn,
  readsWithWhite,
} from './branding';

const WHITE = { r: 255, g: 255, b: 255 };
const ratio = (a: string, b = WHITE) => contrastRatio(parseHex(a)!, b);

describe('tenant branding', () => {
  it('keeps a dark primary colour as it is', () => {
    const palette = brandPalette('#1d4ed8')!;
    expect(palette['600']).toBe('#1d4ed8');
    expect(ratio(palette['600'])).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  });

  it('darkens a light primary colour until white text on it is readable', () => {
    expect(readsWithWhite('#facc15')).toBe(false);
    const palette = brandPalette('#facc15')!;
    expect(ratio(palette['600'])).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    expect(contrastRatio(parseHex(palette['700'])!, parseHex(palette['50'])!)).toBeGreaterThanOrEqual(
      MIN_TEXT_CONTRAST,
    );
    expect(contrastRatio(parseHex(palette['800'])!, parseHex(palette['50'])!)).toBeGreaterThanOrEqual(
      MIN_TEXT_CONTRAST,
    );
  });

  it('falls back to the default palette for a missing or malformed colour', () => {
    expect(brandPalette(undefined)).toBeNull();
    expect(brandPalette('blue')).toBeNull();
    expect(brandingVariables({ primary_color: 'not-a-colour' })).toEqual({});
  });

  it('picks readable text for the accent colour', () => {
    expect(readableTextOn('#fde68a')).toBe('#1c1917');
    expect(readableTextOn('#1e3a8a')).toBe('#ffffff');
  });

  it('sets the variables on the root and removes them again', () => {
    const root = document.createElement('div');
    applyBranding(root, { primary_color: '#1d4ed8', accent_color: '#f59e0b' });
    expect(root.style.getPropertyValue('--color-brand-600')).toBe('#1d4ed8');
    expect(root.style.getPropertyValue('--tenant-accent')).toBe('#f59e0b');
    expect(root.dataset.tenantBranding).toBe('on');
    applyBranding(root, null);
    expect(root.style.getPropertyValue('--color-brand-600')).toBe('');
    expect(root.dataset.tenantBranding).toBeUndefined();
  });
});
