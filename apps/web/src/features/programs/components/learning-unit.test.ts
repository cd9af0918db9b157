import { describe, expect, it } from 'vitest';
import { plainParagraphs, safeExternalUrl } from './learning-unit';

describe('plainParagraphs', () => {
  it('splits on blank lines and drops empty parts', () => {
    expect(plainParagraphs('One\nstill one\n\n  \n\nTwo\r\n\r\nThree')).toEqual(['One\nstill one', 'Two', 'Three']);
    expect(plainParagraphs(null)).toEqual([]);
    expect(plainParagraphs('   ')).toEqual([]);
  });
});

describe('safeExternalUrl', () => {
  it('accepts only a lone http(s) address', () => {
    expect(safeExternalUrl(' https://example.org/v?id=1 ')).toBe('https://example.org/v?id=1');
    expect(safeExternalUrl('http://example.org')).toBe('http://example.org/');
    expect(safeExternalUrl('javascript:alert(1)')).toBeNull();
    expect(safeExternalUrl('data:text/html,<b>x</b>')).toBeNull();
    expect(safeExternalUrl('see https://example.org')).toBeNull();
    expect(safeExternalUrl('')).toBeNull();
  });
});
