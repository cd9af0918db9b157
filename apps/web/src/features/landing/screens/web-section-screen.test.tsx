import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetSessionStore } from '../../../stores/session';
import { webSectionsEn } from '../content/text/web-sections.en';
import { WEB_SLUGS, webPath } from '../content/web-slugs';
import { renderAt, switchLanguage } from '../test-support';
import WebSectionScreen from './web-section-screen';

const PATHS = WEB_SLUGS.map(webPath);
const show = (path: string) => renderAt(<WebSectionScreen />, path, PATHS);

beforeEach(() => resetSessionStore({ rehydrationStatus: 'succeeded' }));
afterEach(() => switchLanguage('en'));

describe('/web/* section pages', () => {
  it.each(WEB_SLUGS)('/web/%s has its own h1, highlights, related areas and the section nav', (slug) => {
    show(webPath(slug));
    const h1 = screen.getAllByRole('heading', { level: 1 });
    expect(h1).toHaveLength(1);
    expect(h1[0]?.textContent).toBe(webSectionsEn.sections[slug].title.replace('{{brand}}', 'Ankur'));
    const h2 = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(h2[0]).toBe(webSectionsEn.sections[slug].highlightsHeading);
    expect(h2).toContain('Where to go on Ankur');

    const nav = screen.getByRole('navigation', { name: 'Explore the ecosystem' });
    const links = within(nav).getAllByRole('link');
    expect(links).toHaveLength(10);
    const current = links.filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((link) => link.getAttribute('href'))).toEqual([webPath(slug)]);
  });

  it('links startups to the learning journey, funding and startup success hubs', () => {
    show('/web/startups');
    const related = screen.getByRole('heading', { level: 2, name: 'Where to go on Ankur' }).closest('section');
    const hrefs = within(related as HTMLElement)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(expect.arrayContaining(['/learning-journey', '/funding-hub', '/startup-success-hub']));
  });

  it('links events and programmes to events and competitions, and the knowledge hub to the content explorer', () => {
    show('/web/events-programs');
    expect(screen.getByRole('link', { name: /^Events Summits/ }).getAttribute('href')).toBe('/events');
    expect(screen.getByRole('link', { name: /^Competitions/ }).getAttribute('href')).toBe('/competitions');
  });

  it('labels every success story as an illustrative example', () => {
    show('/web/success-stories');
    const stories = screen.getAllByRole('article');
    expect(stories).toHaveLength(3);
    for (const story of stories) expect(within(story).getByText('Illustrative example')).toBeTruthy();
  });

  it('presents AI insights as planned, not available', () => {
    show('/web/ai-insights');
    expect(screen.getByText(/None of the features on this page is available yet/)).toBeTruthy();
    expect(screen.getAllByText('Planned')).toHaveLength(4);
  });

  it('speaks Hindi', async () => {
    show('/web/knowledge-hub');
    await switchLanguage('hi');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'लेखों, वीडियो, पॉडकास्ट, केस स्टडी और रिपोर्ट से सीखिए',
    );
    const nav = screen.getByRole('navigation', { name: 'इकोसिस्टम को जानें' });
    expect(within(nav).getByRole('link', { current: 'page' }).textContent).toBe('नॉलेज हब');
  });
});
