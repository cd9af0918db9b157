/**
 * A tenant's colours as the app's palette. The theme's brand scale (--color-brand-50 … 950 in
 * index.css) is what every button, link and highlight uses; inside a tenant it is derived from the
 * tenant's primary colour and set on the document root, so the whole shell (and dialogs in
 * portals) follows it. Readability comes first: the shades that carry white text or sit as text on
 * light backgrounds are darkened until they reach WCAG AA contrast (4.5:1); a colour that cannot
 * be read (or is missing, or malformed) leaves the default palette in place.
 */
import type { SessionTenant } from '../../stores/session';

export type Branding = SessionTenant['branding'];

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

const WHITE: Rgb = { r: 255, g: 255, b: 255 };
const BLACK: Rgb = { r: 0, g: 0, b: 0 };
/** stone-900, the app's body text colour. */
export const DARK_TEXT = '#1c1917';

/** WCAG AA for normal text. */
export const MIN_TEXT_CONTRAST = 4.5;
/** WCAG AA for focus rings and other non-text UI. */
export const MIN_UI_CONTRAST = 3;

export const DEFAULT_PRIMARY = '#3c7e29';
export const DEFAULT_ACCENT = '#c08a52';

const HEX = /^#([0-9a-f]{6})$/i;

export function isHexColour(value: string | null | undefined): value is string {
  return typeof value === 'string' && HEX.test(value);
}

export function parseHex(value: string | null | undefined): Rgb | null {
  const match = value ? HEX.exec(value.trim()) : null;
  if (!match?.[1]) return null;
  const n = Number.parseInt(match[1], 16);
  return { r: (n >> 16) & 255, g: (n >> 8) & 255, b: n & 255 };
}

export function toHex({ r, g, b }: Rgb): string {
  return `#${[r, g, b]
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** `a` moved towards `b` by `t` (0 … 1). */
export function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return { r: a.r + (b.r - a.r) * t, g: a.g + (b.g - a.g) * t, b: a.b + (b.b - a.b) * t };
}

function channel(c: number): number {
  const s = c / 255;
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
}

export function luminance({ r, g, b }: Rgb): number {
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** The WCAG contrast ratio of two colours (1 … 21). */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** `colour`, darkened in small steps until it reaches `min` contrast against `against`. */
export function darkenTo(colour: Rgb, against: Rgb, min: number): Rgb {
  let out = colour;
  for (let step = 1; contrastRatio(out, against) < min && step <= 20; step += 1) {
    out = mix(colour, BLACK, step * 0.05);
  }
  return out;
}

/** White or dark text, whichever reads better on `background`. */
export function readableTextOn(background: string): string {
  const bg = parseHex(background);
  if (!bg) return DARK_TEXT;
  const dark = parseHex(DARK_TEXT) as Rgb;
  return contrastRatio(WHITE, bg) >= contrastRatio(dark, bg) ? '#ffffff' : DARK_TEXT;
}

/** Whether white text on `colour` is readable as it is (no darkening needed). */
export function readsWithWhite(colour: string): boolean {
  const rgb = parseHex(colour);
  return rgb !== null && contrastRatio(rgb, WHITE) >= MIN_TEXT_CONTRAST;
}

export type BrandShade = '50' | '100' | '200' | '300' | '400' | '500' | '600' | '700' | '800' | '900' | '950';

/**
 * The brand scale derived from a primary colour, or null for a missing or malformed one. 600 (the
 * buttons' background under white text) reaches 4.5:1 against white; 700 and 800 (text on brand-50
 * and white) do too; 500 (focus rings) reaches 3:1; the light tints stay light.
 */
export function brandPalette(primary: string | null | undefined): Record<BrandShade, string> | null {
  const base = parseHex(primary);
  if (!base) return null;
  const s600 = darkenTo(base, WHITE, MIN_TEXT_CONTRAST);
  const s50 = mix(base, WHITE, 0.92);
  const s700 = darkenTo(mix(s600, BLACK, 0.15), s50, MIN_TEXT_CONTRAST);
  const s800 = darkenTo(mix(s600, BLACK, 0.3), s50, MIN_TEXT_CONTRAST + 1);
  return {
    '50': toHex(s50),
    '100': toHex(mix(base, WHITE, 0.82)),
    '200': toHex(mix(base, WHITE, 0.65)),
    '300': toHex(mix(base, WHITE, 0.45)),
    '400': toHex(mix(base, WHITE, 0.25)),
    '500': toHex(darkenTo(base, WHITE, MIN_UI_CONTRAST)),
    '600': toHex(s600),
    '700': toHex(s700),
    '800': toHex(s800),
    '900': toHex(mix(s600, BLACK, 0.45)),
    '950': toHex(mix(s600, BLACK, 0.7)),
  };
}

/** The CSS variables a tenant's branding sets (empty: the default palette). */
export function brandingVariables(branding: Branding | null | undefined): Record<string, string> {
  const vars: Record<string, string> = {};
  const palette = brandPalette(branding?.primary_color);
  if (palette) {
    for (const [shade, hex] of Object.entries(palette)) vars[`--color-brand-${shade}`] = hex;
    vars['--tenant-primary'] = palette['600'];
  }
  if (isHexColour(branding?.accent_color)) {
    vars['--tenant-accent'] = branding.accent_color;
    vars['--tenant-on-accent'] = readableTextOn(branding.accent_color);
  }
  return vars;
}

const APPLIED = new WeakMap<HTMLElement, string[]>();

/** Sets (or, with null, removes) a tenant's branding variables on `root`. */
export function applyBranding(root: HTMLElement, branding: Branding | null | undefined): void {
  for (const name of APPLIED.get(root) ?? []) root.style.removeProperty(name);
  const vars = brandingVariables(branding);
  for (const [name, value] of Object.entries(vars)) root.style.setProperty(name, value);
  APPLIED.set(root, Object.keys(vars));
  if (Object.keys(vars).length > 0) root.dataset.tenantBranding = 'on';
  else delete root.dataset.tenantBranding;
}

/** Up to two initials of a name ("Acme Labs" → "AL"). */
export function initialsOf(name: string): string {
  const letters = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase());
  return letters.join('') || '?';
}
