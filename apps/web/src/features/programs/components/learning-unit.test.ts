import { describe, expect, it } from 'vitest';
import { unit } from '../test-support';
import { isLegacyQuizJson, plainParagraphs, safeExternalUrl, unitResource } from './learning-unit';
import { parseVideoUrl } from './unit-resource';

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

describe('isLegacyQuizJson', () => {
  it('recognises the questions JSON of older quiz units, not an HTML introduction', () => {
    expect(isLegacyQuizJson('{"questions":[{"prompt":"?","options":["a","b"],"answer":0}]}')).toBe(true);
    expect(isLegacyQuizJson('<p>Five questions.</p>')).toBe(false);
    expect(isLegacyQuizJson('{not json')).toBe(false);
    expect(isLegacyQuizJson(null)).toBe(false);
  });
});

describe('unitResource', () => {
  it('takes resource_url, keeping the content as the description', () => {
    const found = unitResource(
      unit({ resource_url: 'https://youtu.be/dQw4w9WgXcQ', content: '<p>Watch</p>' }),
      parseVideoUrl,
    );
    expect(found.source).toMatchObject({ kind: 'youtube' });
    expect(found.description).toBe('<p>Watch</p>');
    // an unsafe resource_url gives no source (and is not replaced by the content)
    expect(
      unitResource(unit({ resource_url: 'javascript:x', content: 'https://youtu.be/dQw4w9WgXcQ' }), parseVideoUrl)
        .source,
    ).toBeNull();
  });

  it('falls back to a lone link in the content of older units', () => {
    const found = unitResource(unit({ content: ' https://vimeo.com/76979871 ' }), parseVideoUrl);
    expect(found).toMatchObject({ source: { kind: 'vimeo' }, description: null });
    const text = unitResource(unit({ content: 'http://insecure.example.org/v' }), parseVideoUrl);
    expect(text).toEqual({ source: null, description: 'http://insecure.example.org/v' });
  });
});
