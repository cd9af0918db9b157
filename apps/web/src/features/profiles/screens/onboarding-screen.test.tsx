import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../components/ui/toaster';
import { i18n } from '../../../lib/i18n';
import { type ApiCall, apiError, json, MY_PROFILE, mockApi, renderRoute, signInAs, VENTURE } from '../test-support';
import OnboardingScreen from './onboarding-screen';

const STUDENT = {
  role_id: 4,
  role_name: 'Student',
  display_name: 'Student',
  role_view: 'other',
  role_type: 'System Role',
};

beforeEach(() => signInAs());
afterEach(async () => {
  act(() => notify.dismiss());
  await act(() => i18n.changeLanguage('en'));
  vi.restoreAllMocks();
});

function server(profile = MY_PROFILE, ventures: unknown[] = []) {
  let me = { ...profile };
  return mockApi({
    'GET /api/profiles/me': () => json(200, me),
    'PUT /api/profiles/me': ({ body }: ApiCall) => {
      me = { ...me, ...(body as object) };
      return json(200, me);
    },
    'GET /api/ventures/mine': json(200, { items: ventures }),
    'POST /api/ventures': ({ body }: ApiCall) => {
      const b = body as { stage: string };
      if (!b.stage)
        return apiError(400, 'Invalid body.stage', [
          { path: 'body.stage', message: 'must be one of idea, validation, early_revenue, growth, scale' },
        ]);
      return json(201, { ...VENTURE, ...(body as object) });
    },
    'PUT /api/ventures/4': ({ body }: ApiCall) => json(200, { ...VENTURE, ...(body as object) }),
  });
}

describe('OnboardingScreen', () => {
  it("walks the entrepreneur's wizard: the venture is created, each step saves its progress, Finish goes home", async () => {
    const api = server();
    const { router } = renderRoute(<OnboardingScreen />, '/registration/entrepreneur');
    expect(await screen.findByRole('heading', { level: 1, name: 'Register your venture' })).toBeTruthy();
    expect(await screen.findByText('Step 1 of 5')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Venture name/), { target: { value: 'Krishi Setu' } });
    fireEvent.change(screen.getByLabelText(/^Sector/), { target: { value: 'agritech' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    // the stage was left out: the API's 400 shows at the field
    expect(await screen.findByText(/must be one of idea/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Stage/), { target: { value: 'validation' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Step 2 of 5')).toBeTruthy();
    expect(api.callsTo('PUT /api/profiles/me').at(-1)?.body).toMatchObject({
      onboarding: { flow: 'entrepreneur', step: 1, done: false, skipped: false },
    });
    fireEvent.change(screen.getByLabelText(/^City/), { target: { value: 'Nashik' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Step 3 of 5')).toBeTruthy();
    // the venture now exists: later steps update it
    expect(api.callsTo('PUT /api/ventures/4').at(-1)?.body).toMatchObject({ city: 'Nashik', stage: 'validation' });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Mentoring' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Step 4 of 5')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Headline/), { target: { value: 'Founder, Krishi Setu' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Step 5 of 5')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Finish' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(api.callsTo('PUT /api/profiles/me').at(-1)?.body).toMatchObject({ onboarding: { done: true } });
    expect(api.callsTo('POST /api/ventures')).toHaveLength(2);
  });

  it('resumes at the saved step, and Skip leaves it for later', async () => {
    signInAs(STUDENT);
    const api = server({ ...MY_PROFILE, onboarding: { flow: 'student', step: 1, done: false, skipped: false } });
    const { router } = renderRoute(<OnboardingScreen />, '/onboarding');
    expect(await screen.findByText('Step 2 of 3')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'About you' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Skip for now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(api.callsTo('PUT /api/profiles/me')[0]?.body).toEqual({
      onboarding: { flow: 'student', step: 1, done: false, skipped: true },
    });
  });

  it("saves a student's current year of study", async () => {
    signInAs(STUDENT);
    const api = server();
    renderRoute(<OnboardingScreen />, '/onboarding');
    fireEvent.change(await screen.findByLabelText(/^What you study/), { target: { value: 'undergraduate' } });
    fireEvent.change(screen.getByLabelText(/^Current year of study/), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Step 2 of 3')).toBeTruthy();
    expect(api.callsTo('PUT /api/profiles/me')[0]?.body).toMatchObject({
      role_details: { student: { study_type: 'undergraduate', study_year: 2 } },
    });
  });

  it('has nothing to ask a role people are given (Administrator): it offers the profile and another role', async () => {
    signInAs({
      role_id: 9,
      role_name: 'Administrator',
      display_name: 'Administrator',
      role_view: 'admin',
      role_type: 'System Role',
    });
    server();
    renderRoute(<OnboardingScreen />, '/onboarding');
    expect(await screen.findByRole('heading', { name: 'Nothing to set up as Administrator' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Act in another role' }).getAttribute('href')).toBe('/select-role');
    expect(screen.getByRole('link', { name: 'Open your profile' }).getAttribute('href')).toMatch(
      /^\/user\/profile\/\d+$/,
    );
  });

  it('speaks Hindi', async () => {
    await act(() => i18n.changeLanguage('hi'));
    server();
    renderRoute(<OnboardingScreen />, '/registration/entrepreneur');
    expect(await screen.findByRole('heading', { level: 1, name: 'अपना उद्यम पंजीकृत करें' })).toBeTruthy();
    expect(await screen.findByText('चरण 1 / 5')).toBeTruthy();
  });
});
