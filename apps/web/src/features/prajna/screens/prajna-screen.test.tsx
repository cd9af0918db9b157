import type { TPrajnaAskResult, TPrajnaOverview } from '@ankur/shared/schemas/prajna';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetSessionStore } from '../../../stores/session';
import { apiError, json, mockApi, testQueryClient } from '../../../test/mock-api';
import { useResponseSets } from '../state/response-sets';
import PrajnaScreen from './prajna-screen';

const OVERVIEW: TPrajnaOverview = {
  provider: null,
  usage: { used: 0, limit: 20 },
  suggestions: [{ topic: 'Udyam registration', question: 'Tell me about Udyam registration' }],
};
const answer = (answer_id: number, text: string): TPrajnaAskResult => ({
  answer_id,
  root_id: 1,
  set_index: answer_id,
  question: 'Tell me about Udyam registration',
  language: 'en',
  mode: 'passages',
  text,
  citations: [
    {
      n: 1,
      kind: 'content',
      ref_id: 31,
      title: 'Udyam registration guide',
      url: '/article/udyam-registration-guide',
      snippet: 'Udyam «registration» is free',
    },
  ],
  provider: null,
  fell_back: false,
  created_at: '2026-11-26T10:00:00.000Z',
  usage: { used: answer_id, limit: 20 },
});
const history = json(200, { items: [], next_cursor: null });

function renderScreen() {
  const router = createMemoryRouter(
    [
      { path: '/prajna', element: <PrajnaScreen /> },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    { initialEntries: ['/prajna'] },
  );
  render(
    <QueryClientProvider client={testQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const signIn = () =>
  resetSessionStore({
    isLoggedIn: true,
    user: {
      user_id: 7,
      username: 'priya.deshmukh',
      firstName: 'Priya',
      lastName: 'Deshmukh',
      email: 'priya@example.in',
      enabled: true,
      roles: [],
      active_role: null,
      profile_image: null,
      phone_number: null,
      otpVerified: true,
      registration_redirect: null,
    },
  });

describe('PrajnaScreen', () => {
  beforeEach(() => {
    useResponseSets.getState().reset();
    localStorage.clear();
  });

  it('asks, shows the answer with its citation linked, flips between response sets', async () => {
    signIn();
    let n = 0;
    const api = mockApi({
      'GET /api/prajna/overview': json(200, OVERVIEW),
      'GET /api/prajna/history': history,
      'POST /api/prajna/ask': json(201, answer(1, 'Udyam registration is free [1]')),
      'POST /api/prajna/answers/1/alternatives': () => json(201, answer(2 + n++, 'It needs your Aadhaar [1]')),
    });
    const router = renderScreen();
    expect(await screen.findByText(/Answers come from the library alone/)).toBeTruthy();
    const box = screen.getByLabelText('Your question');
    fireEvent.change(box, { target: { value: 'Tell me about Udyam registration' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(await screen.findByText(/Udyam registration is free/)).toBeTruthy();
    expect(api.callsTo('POST /api/prajna/ask')[0]?.body).toEqual({ question: 'Tell me about Udyam registration' });
    const cite = screen.getByRole('link', { name: 'Source 1: Udyam registration guide' });
    const sources = screen.getByRole('region', { name: 'Sources' });
    expect(within(sources).getByRole('button', { name: 'Save to my library' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Another answer' }));
    expect(await screen.findByText(/It needs your Aadhaar/)).toBeTruthy();
    expect(screen.getByText('Answer 2 of 2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next answer' }));
    expect(await screen.findByText(/Udyam registration is free/)).toBeTruthy();
    expect(screen.getByText('Answer 1 of 2')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Source 1: Udyam registration guide' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/article/udyam-registration-guide'));
    expect(cite).toBeTruthy();
  });

  it('says how long to wait when the hour’s questions are used up', async () => {
    signIn();
    mockApi({
      'GET /api/prajna/overview': json(200, { ...OVERVIEW, usage: { used: 20, limit: 20 } }),
      'GET /api/prajna/history': history,
      'POST /api/prajna/ask': apiError(
        429,
        'You have asked 20 questions this hour. Ask again in 12 minutes.',
        undefined,
        {
          'Retry-After': '700',
        },
      ),
    });
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'Tell me about Udyam registration' }));
    expect(await screen.findByText('You have asked enough for this hour')).toBeTruthy();
    expect(screen.getByText(/Ask again in 12 minutes/)).toBeTruthy();
    expect(screen.getByText('20 of 20 questions this hour')).toBeTruthy();
  });

  it('asks signed-out visitors to sign in, and names the provider questions go to', async () => {
    resetSessionStore();
    mockApi({ 'GET /api/prajna/overview': json(200, { ...OVERVIEW, provider: 'Sarvam' }) });
    renderScreen();
    expect(await screen.findByRole('heading', { name: 'Sign in to ask Prajna' })).toBeTruthy();
    expect(await screen.findByText(/are sent to Sarvam/)).toBeTruthy();
    expect(screen.queryByLabelText('Your question')).toBeNull();
  });
});
