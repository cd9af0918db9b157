import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSessionStore } from '../../../stores/session';
import { renderAt, switchLanguage } from '../test-support';
import AudiencePageScreen from './audience-page-screen';

const PATHS = ['/individual', '/sme'];
const show = (path: string) => renderAt(<AudiencePageScreen />, path, PATHS);
const h2s = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

beforeEach(() => resetSessionStore({ rehydrationStatus: 'succeeded' }));
afterEach(async () => {
  vi.restoreAllMocks();
  await switchLanguage('en');
});

describe('/individual', () => {
  it('has one h1, six benefits, three steps, questions and a closing call', () => {
    show('/individual');
    const h1 = screen.getAllByRole('heading', { level: 1 });
    expect(h1).toHaveLength(1);
    expect(h1[0]?.textContent).toBe('Learn, build and find your people, wherever you are starting from');
    expect(h2s()).toEqual([
      'What you get',
      'How it works',
      'Frequently asked questions',
      'Your first step takes two minutes',
    ]);
    expect(screen.getByRole('heading', { level: 3, name: 'Readiness journeys' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(6 + 3);
    expect(screen.getByRole('heading', { level: 3, name: 'Step 1: Register and choose your role' })).toBeTruthy();
    expect(document.querySelectorAll('details > summary')).toHaveLength(5);
    expect(screen.getByRole('link', { name: /See what Ankur offers SMEs/ }).getAttribute('href')).toBe('/sme');
  });

  it('sends a signed-out visitor to the register action of the sign-in service', () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    show('/individual');
    const [hero] = screen.getAllByRole('button', { name: 'Register now' });
    fireEvent.click(hero as HTMLElement);
    const url = new URL(String(assign.mock.calls[0]?.[0]), window.location.origin);
    expect(url.pathname).toBe('/api/auth/redirect');
    expect(url.searchParams.get('action')).toBe('register');
  });

  it('takes a signed-in member to the community instead', () => {
    resetSessionStore({ rehydrationStatus: 'succeeded', isLoggedIn: true, user: { user_id: 4 } });
    show('/individual');
    expect(screen.queryByRole('button', { name: 'Register now' })).toBeNull();
    const links = screen.getAllByRole('link', { name: 'Go to your community' });
    expect(links.length).toBe(2);
    expect(links[0]?.getAttribute('href')).toBe('/community');
  });

  it('speaks Hindi', async () => {
    show('/individual');
    await switchLanguage('hi');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'सीखिए, कुछ बनाइए और अपने जैसे लोगों से जुड़िए — शुरुआत चाहे जहाँ से हो',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'अक्सर पूछे जाने वाले सवाल' })).toBeTruthy();
  });
});

describe('/sme', () => {
  it('describes what an enterprise gets', () => {
    show('/sme');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Grow your enterprise with experts, capital and new markets',
    );
    expect(h2s()).toEqual([
      'What your business gets',
      'How it works',
      'Frequently asked questions',
      'Give your business the support it deserves',
    ]);
    for (const name of [
      'Mentoring between SMEs and experts',
      'Innovation workspace',
      'Funding hub',
      'Investor hub',
      'IP and compliance hub',
      'Market builder hub',
    ]) {
      expect(screen.getByRole('heading', { level: 3, name })).toBeTruthy();
    }
    expect(screen.getByRole('link', { name: /See what Ankur offers organisations/ }).getAttribute('href')).toBe(
      '/for-organisation',
    );
  });

  it('speaks Hindi', async () => {
    show('/sme');
    await switchLanguage('hi');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'विशेषज्ञों, पूँजी और नए बाज़ारों के साथ अपने उद्यम को आगे बढ़ाइए',
    );
  });
});
