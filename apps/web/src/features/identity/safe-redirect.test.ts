import { describe, expect, it } from 'vitest';
import { safeRedirectTarget } from './safe-redirect';

describe('safeRedirectTarget', () => {
  it('keeps a same-site path with its query and hash', () => {
    expect(safeRedirectTarget('/select-role')).toBe('/select-role');
    expect(safeRedirectTarget('/cohort/2?tab=people#top')).toBe('/cohort/2?tab=people#top');
  });

  it.each([
    ['an empty value', ''],
    ['no value', null],
    ['a missing value', undefined],
    ['a protocol-relative URL', '//evil.com'],
    ['a protocol-relative URL with a path', '//evil.com/select-role'],
    ['an absolute URL', 'https://evil.com'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a backslash the browser reads as a slash', '/\\evil'],
    ['a backslash later on', '/foo\\..\\\\evil.com'],
    ['a tab hiding a second slash', '/\t/evil.com'],
    ['a newline hiding a second slash', '/\n/evil.com'],
    ['a relative path', 'select-role'],
    ['the sign-in screen itself', '/sign-in?redirect_uri=%2Fselect-role'],
    ["the provider's sign-in pages", '/sign-in/abc123'],
  ])('falls back to /select-role for %s', (_label, raw) => {
    expect(safeRedirectTarget(raw)).toBe('/select-role');
  });

  it('uses the given fallback', () => {
    expect(safeRedirectTarget('//evil.com', '/community')).toBe('/community');
  });

  it('normalises dot segments without leaving the site', () => {
    expect(safeRedirectTarget('/a/../../community')).toBe('/community');
  });
});
