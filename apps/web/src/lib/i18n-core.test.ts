import { describe, expect, it } from 'vitest';
import { deepMerge, interpolate, translate } from './i18n-core';

const en = {
  greeting: 'Hello, {{name}}',
  items_one: '{{count}} item',
  items_other: '{{count}} items',
  nested: { deep: { text: 'Deep {{x}}' } },
  onlyEnglish: 'Only in English',
  list: { a: 'A {{brand}}', b: ['x {{brand}}', 'y'] },
};
const hi = {
  greeting: 'नमस्ते, {{name}}',
  items_one: '{{count}} चीज़',
  items_other: '{{count}} चीज़ें',
  nested: { deep: { text: 'गहरा {{x}}' } },
};
const inHindi = [
  { language: 'hi', bundle: hi },
  { language: 'en', bundle: en },
];
const inEnglish = [{ language: 'en', bundle: en }];

describe('translate', () => {
  it('finds dotted keys and fills placeholders', () => {
    expect(translate(inEnglish, 'greeting', { name: 'Asha' })).toBe('Hello, Asha');
    expect(translate(inHindi, 'nested.deep.text', { x: 1 })).toBe('गहरा 1');
  });

  it('picks the plural form with the language’s rules', () => {
    expect(translate(inEnglish, 'items', { count: 1 })).toBe('1 item');
    expect(translate(inEnglish, 'items', { count: 0 })).toBe('0 items');
    expect(translate(inEnglish, 'items', { count: 2 })).toBe('2 items');
    // Hindi: "one" covers 0 and 1
    expect(translate(inHindi, 'items', { count: 0 })).toBe('0 चीज़');
    expect(translate(inHindi, 'items', { count: 1 })).toBe('1 चीज़');
    expect(translate(inHindi, 'items', { count: 5 })).toBe('5 चीज़ें');
  });

  it('falls back to English, then to the key itself', () => {
    expect(translate(inHindi, 'onlyEnglish', undefined)).toBe('Only in English');
    expect(translate(inHindi, 'no.such.key', undefined)).toBe('no.such.key');
    expect(translate(inEnglish, 'nested', undefined)).toBe('nested');
  });

  it('returns whole sub-objects with returnObjects, placeholders filled throughout', () => {
    expect(translate(inEnglish, 'list', { returnObjects: true, brand: 'Ankur' })).toEqual({
      a: 'A Ankur',
      b: ['x Ankur', 'y'],
    });
  });
});

describe('interpolate', () => {
  it('leaves a placeholder whose value is not given, and writes numbers and zero', () => {
    expect(interpolate('{{a}} and {{b}}', { a: 0 })).toBe('0 and {{b}}');
    expect(interpolate('{{ a }}!', { a: 'spaced' })).toBe('spaced!');
    expect(interpolate('no values {{a}}', undefined)).toBe('no values {{a}}');
  });

  it('does not treat values as patterns', () => {
    expect(interpolate('{{a}}', { a: '$& {{b}}' })).toBe('$& {{b}}');
  });
});

describe('deepMerge', () => {
  it('adds new keys deeply and keeps existing ones unless told to overwrite', () => {
    const target = { a: { b: 'old', c: 'keep' } };
    expect(deepMerge(target, { a: { b: 'new', d: 'added' } }, false)).toEqual({
      a: { b: 'old', c: 'keep', d: 'added' },
    });
    expect(deepMerge(target, { a: { b: 'new' } }, true)).toEqual({ a: { b: 'new', c: 'keep' } });
    expect(target).toEqual({ a: { b: 'old', c: 'keep' } });
  });
});
