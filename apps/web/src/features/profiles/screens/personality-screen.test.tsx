import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { apiError, json, mockApi, renderRoute, signInAs } from '../test-support';
import PersonalityScreen from './personality-screen';

const RESULT = {
  result_id: 3,
  scores: { extraversion: 72, agreeableness: 55, conscientiousness: 30, emotional_stability: 64, intellect: 81 },
  taken_at: '2026-03-02T06:00:00.000Z',
};

beforeEach(() => signInAs());
afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
  vi.restoreAllMocks();
});

const at = (id: number) =>
  renderRoute(<PersonalityScreen />, `/personality-profile/${id}`, '/personality-profile/:UserId');

describe('PersonalityScreen', () => {
  it('explains each trait of a shared result in plain words', async () => {
    mockApi({
      'GET /api/profiles/12/personality': json(200, {
        user_id: 12,
        is_owner: false,
        visibility: 'members',
        latest: RESULT,
        history: [],
      }),
    });
    at(12);
    expect(await screen.findByRole('progressbar', { name: 'Extraversion' })).toBeTruthy();
    expect(screen.getByText(/You draw energy from people/)).toBeTruthy();
    expect(screen.getByText(/You prefer flexibility to plans/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Take it again/ })).toBeNull();
  });

  it('says nothing is shared on 404', async () => {
    mockApi({ 'GET /api/profiles/12/personality': apiError(404, 'No personality profile to show for this person.') });
    at(12);
    expect(await screen.findByText('This person has not shared a personality profile.')).toBeTruthy();
  });

  it('lets the owner take it: every statement of a page must be answered, the 50 answers are sent', async () => {
    const api = mockApi({
      'GET /api/profiles/7/personality': json(200, {
        user_id: 7,
        is_owner: true,
        visibility: 'members',
        latest: null,
        history: [],
      }),
      'POST /api/profiles/me/personality': () =>
        json(201, { user_id: 7, is_owner: true, visibility: 'members', latest: RESULT, history: [RESULT] }),
    });
    at(7);
    fireEvent.click(await screen.findByRole('button', { name: 'Take the questionnaire' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('10 statements on this page are not answered yet.')).toBeTruthy();
    for (let page = 0; page < 5; page++) {
      for (const radio of screen.getAllByRole('radio', { name: 'Moderately accurate' })) fireEvent.click(radio);
      fireEvent.click(screen.getByRole('button', { name: page === 4 ? 'See my result' : 'Next' }));
    }
    await waitFor(() => expect(api.callsTo('POST /api/profiles/me/personality')).toHaveLength(1));
    expect(api.callsTo('POST /api/profiles/me/personality')[0]?.body).toEqual({ answers: Array(50).fill(4) });
    expect(await screen.findByRole('button', { name: /Take it again/ })).toBeTruthy();
  });

  it('shows the statements in Hindi', async () => {
    await act(() => i18n.changeLanguage('hi'));
    mockApi({
      'GET /api/profiles/7/personality': json(200, {
        user_id: 7,
        is_owner: true,
        visibility: 'members',
        latest: null,
        history: [],
      }),
    });
    at(7);
    fireEvent.click(await screen.findByRole('button', { name: 'प्रश्नावली भरें' }));
    expect(screen.getByText('महफ़िल की जान होता/होती हूँ।')).toBeTruthy();
  });
});
