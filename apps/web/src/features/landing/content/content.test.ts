import { describe, expect, it } from 'vitest';
import { AUDIENCE_KINDS, AUDIENCE_PAGES, audienceFromPath } from './audience-pages';
import { audiencePagesEn } from './text/audience-pages.en';
import { audiencePagesHi } from './text/audience-pages.hi';
import { webSectionsEn } from './text/web-sections.en';
import { webSectionsHi } from './text/web-sections.hi';
import { WEB_SECTIONS } from './web-sections';
import { WEB_SLUGS, webSlugFromPath } from './web-slugs';

const TEXTS = {
  en: { web: webSectionsEn, pages: audiencePagesEn },
  hi: { web: webSectionsHi, pages: audiencePagesHi },
};

describe('content of the section and audience pages', () => {
  it.each(Object.keys(TEXTS) as (keyof typeof TEXTS)[])('%s: every list matches its icons', (language) => {
    const { web, pages } = TEXTS[language];
    for (const slug of WEB_SLUGS) {
      const section = web.sections[slug];
      expect(section.highlights, slug).toHaveLength(WEB_SECTIONS[slug].highlightIcons.length);
      expect(section.highlights.length, slug).toBeGreaterThanOrEqual(3);
      expect(section.highlights.length, slug).toBeLessThanOrEqual(4);
    }
    expect(web.sections['success-stories'].stories).toHaveLength(3);
    for (const kind of AUDIENCE_KINDS) {
      expect(pages[kind].benefits, kind).toHaveLength(AUDIENCE_PAGES[kind].benefitIcons.length);
      expect(pages[kind].steps, kind).toHaveLength(3);
    }
  });

  it('has as many items in Hindi as in English', () => {
    for (const kind of AUDIENCE_KINDS) {
      expect(audiencePagesHi[kind].faq).toHaveLength(audiencePagesEn[kind].faq.length);
      expect(audiencePagesHi[kind].forWhom).toHaveLength(audiencePagesEn[kind].forWhom.length);
    }
    for (const slug of WEB_SLUGS) {
      expect(webSectionsHi.sections[slug].principles?.items.length).toBe(
        webSectionsEn.sections[slug].principles?.items.length,
      );
    }
  });

  it('picks the page from the path', () => {
    expect(webSlugFromPath('/web/ai-insights')).toBe('ai-insights');
    expect(webSlugFromPath('/web/knowledge-hub/')).toBe('knowledge-hub');
    expect(webSlugFromPath('/web/unknown')).toBe('startups');
    expect(audienceFromPath('/sme')).toBe('sme');
    expect(audienceFromPath('/individual')).toBe('individual');
  });
});
