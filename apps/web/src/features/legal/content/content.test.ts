import { describe, expect, it } from 'vitest';
import privacyEn from './privacy.en';
import privacyHi from './privacy.hi';
import termsEn from './terms.en';
import termsHi from './terms.hi';
import type { LegalDocument } from './types';

const PAIRS: ReadonlyArray<[string, LegalDocument, LegalDocument]> = [
  ['terms', termsEn, termsHi],
  ['privacy', privacyEn, privacyHi],
];

/** Every string of a document. */
function texts(document: LegalDocument): string[] {
  return [
    document.title,
    document.intro,
    ...document.summary,
    ...document.sections.flatMap((s) => [s.heading, ...s.paragraphs, ...(s.list ?? []), ...(s.after ?? [])]),
  ];
}

const IN_APP_PATHS = new Set(['/terms-of-service', '/privacy-policy', '/report-bugs', '/#contact-us']);

describe.each(PAIRS)('the %s documents', (kind, en, hi) => {
  it('give every section a unique id', () => {
    for (const document of [en, hi]) {
      const ids = document.sections.map((section) => section.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const id of ids) expect(id).toMatch(/^[a-z][a-z0-9-]*$/);
      // ids of the page's own chrome never clash with a section
      expect(ids).not.toContain('legal-title');
    }
  });

  it('have the same sections, in the same order and shape, in English and Hindi', () => {
    expect(hi.updated).toBe(en.updated);
    expect(hi.updated).toBe('2026-11-01');
    expect(hi.summary).toHaveLength(en.summary.length);
    expect(hi.sections.map((s) => s.id)).toEqual(en.sections.map((s) => s.id));
    hi.sections.forEach((section, i) => {
      const source = en.sections[i]!;
      expect(section.paragraphs.length, section.id).toBe(source.paragraphs.length);
      expect(section.list?.length, section.id).toBe(source.list?.length);
      expect(section.after?.length, section.id).toBe(source.after?.length);
      expect(section.action, section.id).toBe(source.action);
    });
  });

  it('use only the known placeholders, the same ones in both languages', () => {
    const placeholders = (document: LegalDocument) =>
      texts(document).flatMap((text) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]));
    for (const name of placeholders(en)) expect(['brand', 'contact']).toContain(name);
    expect(placeholders(hi).sort()).toEqual(placeholders(en).sort());
  });

  it('never hard-code the brand name', () => {
    for (const text of [...texts(en), ...texts(hi)]) expect(text).not.toMatch(/ankur|अंकुर/i);
  });

  it('link only to pages that exist and to sections of the linked document', () => {
    const sectionIds = new Map([
      ['/terms-of-service', new Set(termsEn.sections.map((s) => s.id))],
      ['/privacy-policy', new Set(privacyEn.sections.map((s) => s.id))],
    ]);
    const own = kind === 'terms' ? '/terms-of-service' : '/privacy-policy';
    for (const document of [en, hi]) {
      for (const text of texts(document)) {
        for (const [, , href] of text.matchAll(/\[([^\]]+)\]\(([^)\s]+)\)/g)) {
          const [path = '', anchor] = href!.startsWith('#') ? [own, href!.slice(1)] : href!.split('#');
          if (href === '/#contact-us') continue;
          expect(IN_APP_PATHS, href).toContain(path);
          if (anchor) expect(sectionIds.get(path)?.has(anchor), href).toBe(true);
        }
      }
    }
  });
});
