import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LANDING_SECTION_IDS } from '../../../lib/landing-sections';
import { resetSessionStore } from '../../../stores/session';
import { renderAt, switchLanguage } from '../test-support';
import LandingScreen from './landing-screen';

beforeEach(() => resetSessionStore({ rehydrationStatus: 'succeeded' }));
afterEach(() => switchLanguage('en'));

describe('the landing page', () => {
  it('has every section the header links to, one h1 and the sprout described', () => {
    renderAt(<LandingScreen />, '/');
    for (const id of LANDING_SECTION_IDS) expect(document.getElementById(id), id).not.toBeNull();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('img', { name: /A sprout rising from the soil/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Start your journey' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /For SMEs/ }).getAttribute('href')).toBe('/sme');
    expect(screen.getByRole('link', { name: 'AI insights' }).getAttribute('href')).toBe('/web/ai-insights');
  });

  it('offers the community to a signed-in member instead of registration', () => {
    resetSessionStore({ rehydrationStatus: 'succeeded', isLoggedIn: true, user: { user_id: 4 } });
    renderAt(<LandingScreen />, '/');
    expect(screen.queryByRole('button', { name: 'Start your journey' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to your community' }).getAttribute('href')).toBe('/community');
  });

  it('speaks Hindi', async () => {
    renderAt(<LandingScreen />, '/');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Where ideas take root and grow into ventures.');
    await switchLanguage('hi');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('जहाँ विचार जड़ पकड़ते हैं और उद्यम बनकर फलते-फूलते हैं।');
    expect(screen.getByRole('heading', { level: 2, name: 'मिशन और विज़न' })).toBeTruthy();
  });
});
