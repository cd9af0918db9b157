import { describe, expect, it } from 'vitest';
import en from './en';
import hi from './hi';

/** Every dotted key of a message object, sorted. */
function keysOf(messages: object, prefix = ''): string[] {
  return Object.entries(messages)
    .flatMap(([key, value]) =>
      typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value as object, `${prefix}${key}.`),
    )
    .sort();
}

/** Every text of a message object. */
function textsOf(messages: object): string[] {
  return Object.values(messages).flatMap((value) => (typeof value === 'string' ? [value] : textsOf(value as object)));
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}|<(\w+)>/g)].map((m) => m[1] ?? m[2]).sort();

describe('tenants locales', () => {
  it('has the same keys in Hindi as in English', () => {
    expect(keysOf(hi)).toEqual(keysOf(en));
  });

  it('writes every Hindi text in Devanagari, keeping the placeholders and tags of the English one', () => {
    const english = textsOf(en);
    textsOf(hi).forEach((text, index) => {
      expect(text, text).toMatch(/\p{Script=Devanagari}/u);
      expect(placeholders(text), text).toEqual(placeholders(english[index] ?? ''));
    });
  });
});
