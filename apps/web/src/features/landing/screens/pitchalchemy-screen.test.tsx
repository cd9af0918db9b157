import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSessionStore } from '../../../stores/session';
import { PITCH_ALCHEMY } from '../content/pitchalchemy';
import { pitchAlchemyEn } from '../content/text/pitchalchemy.en';
import { pitchAlchemyHi } from '../content/text/pitchalchemy.hi';
import { renderAt, switchLanguage } from '../test-support';
import PitchAlchemyScreen from './pitchalchemy-screen';

const PATH = '/program/pitchalchemy';
const show = () => renderAt(<PitchAlchemyScreen />, PATH);
const h2s = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
const region = (name: string) => screen.getByRole('region', { name });
const signIn = () => resetSessionStore({ rehydrationStatus: 'succeeded', isLoggedIn: true, user: { user_id: 4 } });

beforeEach(() => resetSessionStore({ rehydrationStatus: 'succeeded' }));
afterEach(async () => {
  vi.restoreAllMocks();
  await switchLanguage('en');
});

describe('/program/pitchalchemy', () => {
  it('has one h1 and a labelled section for every part of the page', () => {
    show();
    const h1 = screen.getAllByRole('heading', { level: 1 });
    expect(h1).toHaveLength(1);
    expect(h1[0]?.textContent).toBe('Pitch Alchemy Cohort');
    expect(screen.getByText('Cohort program')).toBeTruthy();
    expect(screen.getByText(/A 12-week accelerator cohort for early-stage startups/)).toBeTruthy();
    expect(h2s()).toEqual([
      'Who it is for',
      'What you will learn',
      'How the cohort works',
      'The format',
      'Frequently asked questions',
      'Turn your traction into a pitch investors remember',
    ]);
    const sections = document.querySelectorAll('section');
    expect(sections).toHaveLength(7);
    for (const section of sections) {
      const heading = document.getElementById(section.getAttribute('aria-labelledby') ?? '');
      expect(heading?.tagName, section.className).toMatch(/^H[12]$/);
      expect(section.contains(heading)).toBe(true);
    }
    expect(document.querySelector('img')).toBeNull();
  });

  it('says who the cohort is for, with a way in for founders who are not there yet', () => {
    show();
    const forWhom = region('Who it is for');
    expect(within(forWhom).getAllByRole('listitem')).toHaveLength(4);
    expect(within(forWhom).getByText('Founders preparing to raise a first round')).toBeTruthy();
    expect(
      within(forWhom).getByRole('link', { name: 'Start with one of the learning programs' }).getAttribute('href'),
    ).toBe('/learning-journey');
  });

  it('lists the curriculum: three courses of two modules each, with what each course produces', () => {
    show();
    const curriculum = region('What you will learn');
    const courses = within(curriculum).getAllByRole('heading', { level: 3 });
    expect(courses.map((course) => course.textContent)).toEqual([
      'Customer Discovery',
      'Business Model & Unit Economics',
      'Fundraising & the Pitch',
    ]);
    expect(
      within(curriculum)
        .getAllByRole('heading', { level: 4 })
        .map((module) => module.textContent),
    ).toEqual([
      'Talking to Customers',
      'Making Sense of What You Heard',
      'Designing the Business Model',
      'Unit Economics',
      'Understanding Fundraising',
      'Crafting and Delivering the Pitch',
    ]);
    expect(within(curriculum).getByText('Course 3')).toBeTruthy();
    expect(within(curriculum).getAllByText('What you produce')).toHaveLength(3);
    expect(within(curriculum).getByText(/^Ten customer interviews/)).toBeTruthy();
    expect(within(curriculum).getByText(/unit economics model/)).toBeTruthy();
    expect(within(curriculum).getByText(/^Your Demo Day pitch/)).toBeTruthy();
    // the first module: a lesson, a video and an assignment, read out as a list
    const [first] = within(curriculum).getAllByRole('heading', { level: 4 });
    expect(first?.parentElement?.textContent).toContain('Made of: Lesson, Video, Assignment');
    expect(within(curriculum).getAllByText('Template')).toHaveLength(2);
    expect(within(curriculum).getAllByText('Quiz')).toHaveLength(2);
  });

  it('explains how the cohort works in six steps, and the format', () => {
    show();
    const steps = within(region('How the cohort works')).getAllByRole('heading', { level: 3 });
    expect(steps.map((step) => step.textContent)).toEqual([
      'Step 1: Apply',
      'Step 2: Get approved',
      'Step 3: Learn week by week with your plan',
      'Step 4: Review with mentors',
      'Step 5: Pitch at Demo Day',
      'Step 6: Get your certificate',
    ]);
    const format = region('The format');
    const terms = within(format).getAllByRole('term');
    expect(terms.map((term) => term.textContent)).toEqual(['Length', 'Time', 'Where', 'Cost', 'At the end']);
    for (const fact of ['12 weeks', 'About 4–6 hours a week', 'Online', 'Free for selected startups']) {
      expect(within(format).getByText(fact)).toBeTruthy();
    }
    expect(within(format).getByText(/This is the format of the demo cohort that comes with Ankur/)).toBeTruthy();
  });

  it('puts every question of the FAQ in the keyboard order as a disclosure', async () => {
    const user = userEvent.setup();
    show();
    const faq = region('Frequently asked questions');
    const summaries = [...faq.querySelectorAll('details > summary')] as HTMLElement[];
    expect(summaries.map((summary) => summary.textContent)).toEqual(pitchAlchemyEn.faq.map((item) => item.question));
    // nothing focusable sits between the "not there yet" link and the questions
    screen.getByRole('link', { name: 'Start with one of the learning programs' }).focus();
    for (const summary of summaries) {
      await user.tab();
      expect(document.activeElement).toBe(summary);
    }
    // Enter or Space on a focused summary activates it (a click) in browsers; happy-dom does not
    // synthesise that activation, so the click stands in for the key
    const behind = summaries[2] as HTMLElement;
    expect(behind.textContent).toBe('What if I fall behind?');
    const details = behind.closest('details') as HTMLDetailsElement;
    expect(details.open).toBe(false);
    fireEvent.click(behind);
    expect(details.open).toBe(true);
    expect(within(details).getByText(/shows which units are late/)).toBeTruthy();
    fireEvent.click(behind);
    expect(details.open).toBe(false);
  });

  it('sends a signed-out visitor to sign in, then back to the program page, and hides the dashboard link', () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    show();
    expect(screen.queryByRole('link', { name: /Go to your cohort dashboard/ })).toBeNull();
    expect(screen.getByText(/You will sign in or create a free Ankur account first/)).toBeTruthy();
    const apply = screen.getAllByRole('link', { name: 'Apply to the cohort' });
    expect(apply).toHaveLength(2);
    for (const link of apply) expect(link.getAttribute('href')).toBe('/programs/overview/2');
    fireEvent.click(apply[0] as HTMLElement);
    expect(assign).toHaveBeenCalledTimes(1);
    const url = new URL(String(assign.mock.calls[0]?.[0]), window.location.origin);
    expect(url.pathname).toBe('/api/auth/redirect');
    expect(url.searchParams.get('redirect_uri')).toBe(`${window.location.origin}/programs/overview/2`);
    expect(url.searchParams.get('action')).toBeNull();
  });

  it('while the session is still being restored, lets the link itself decide', () => {
    resetSessionStore({ rehydrationStatus: 'loading' });
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const { router } = show();
    fireEvent.click(screen.getAllByRole('link', { name: 'Apply to the cohort' })[0] as HTMLElement);
    expect(assign).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/programs/overview/2');
  });

  it('gives a signed-in member the program page and their cohort dashboard', async () => {
    signIn();
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const { router } = show();
    expect(screen.queryByText(/You will sign in/)).toBeNull();
    const dashboard = screen.getAllByRole('link', { name: 'Go to your cohort dashboard' });
    expect(dashboard).toHaveLength(2);
    for (const link of dashboard) expect(link.getAttribute('href')).toBe('/cohort/2');
    fireEvent.click(screen.getAllByRole('link', { name: 'Apply to the cohort' })[0] as HTMLElement);
    expect(assign).not.toHaveBeenCalled();
    await waitFor(() => expect(router.state.location.pathname).toBe('/programs/overview/2'));
    expect(screen.getByText('elsewhere')).toBeTruthy();
  });

  it('speaks Hindi', async () => {
    signIn();
    show();
    await switchLanguage('hi');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('पिच अल्केमी कोहोर्ट');
    expect(screen.getByText('कोहोर्ट प्रोग्राम')).toBeTruthy();
    expect(h2s()).toEqual([
      'यह किनके लिए है',
      'आप क्या सीखेंगे',
      'कोहोर्ट कैसे चलता है',
      'प्रोग्राम का ढाँचा',
      'अक्सर पूछे जाने वाले सवाल',
      'अपनी शुरुआती पकड़ को ऐसी पिच में बदलिए जो निवेशकों को याद रहे',
    ]);
    expect(screen.getByRole('heading', { level: 3, name: 'ग्राहकों की खोज' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'चरण 1: आवेदन करें' })).toBeTruthy();
    expect(screen.getByText('कोर्स 2')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'कोहोर्ट के लिए आवेदन करें' })[0]?.getAttribute('href')).toBe(
      '/programs/overview/2',
    );
    expect(screen.getAllByRole('link', { name: 'अपने कोहोर्ट डैशबोर्ड पर जाएँ' })[0]?.getAttribute('href')).toBe(
      '/cohort/2',
    );
    expect(screen.getByText(/^यह Ankur के साथ आने वाले डेमो कोहोर्ट का ढाँचा है/)).toBeTruthy();
  });

  it('has the same number of items in Hindi as in English, matching the curriculum layout', () => {
    for (const text of [pitchAlchemyEn, pitchAlchemyHi]) {
      expect(text.courses).toHaveLength(PITCH_ALCHEMY.courses.length);
      PITCH_ALCHEMY.courses.forEach((course, index) => {
        expect(text.courses[index]?.modules).toHaveLength(course.modules.length);
      });
      expect(text.steps).toHaveLength(6);
      expect(text.faq.length).toBeGreaterThanOrEqual(6);
      expect(text.faq.length).toBeLessThanOrEqual(8);
    }
    expect(pitchAlchemyHi.faq).toHaveLength(pitchAlchemyEn.faq.length);
    expect(pitchAlchemyHi.forWhom).toHaveLength(pitchAlchemyEn.forWhom.length);
  });
});
