import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fromServer, useSurveyStore } from '../stores/survey';
import { attempt, definition, page } from '../test-fixtures';
import { json, mockApi, renderAt, signInAs } from '../test-support';
import AssessmentScreen from './assessment-screen';

/** The text of the elements an element is described by. */
const describedBy = (el: HTMLElement) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();

beforeEach(() => {
  signInAs(7);
  act(() => {
    useSurveyStore.getState().reset();
    useSurveyStore.getState().claim(7);
  });
});
afterEach(() => vi.restoreAllMocks());

describe('AssessmentScreen', () => {
  it('offers to continue an unfinished attempt at the right step, with when and how far, and resumes there', async () => {
    const server = attempt({
      current_step: 2,
      last_saved_step: 1,
      form_data: { founders: 2, commitment: 4, interviews: 'some' },
      last_activity_at: new Date(Date.now() - 5 * 60_000).toISOString(),
    });
    const api = mockApi({
      'GET /api/readiness/investor': json(200, page({ in_progress: server })),
      'PUT /api/readiness/attempts/41/steps/2': json(200, attempt({ current_step: 1, last_saved_step: 2 })),
    });
    renderAt(<AssessmentScreen />, '/investor-readiness');
    const dialog = await screen.findByRole('dialog', { name: 'Continue where you left off?' });
    expect(dialog.textContent).toContain('You were last active 5 minutes ago, at step 3 of 3.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Pitch' })).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Progress' }).getAttribute('aria-valuenow')).toBe('3');
    // every earlier answer is there
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByRole('heading', { level: 2, name: 'Market' });
    expect((screen.getByRole('radio', { name: 'Ten to thirty' }) as HTMLInputElement).checked).toBe(true);
    // leaving the last step backwards saved it too (blank optional answer as null)
    expect(api.callsTo('PUT /api/readiness/attempts/41/steps/2')[0]?.body).toEqual({
      answers: { ask: null },
      next_step: 1,
    });
  });

  it('goes on with the version the attempt began on when a newer one has been published since', async () => {
    const server = attempt({ current_step: 2, last_saved_step: 1, form_data: { founders: 2, commitment: 4 } });
    const newer = {
      ...definition,
      sections: definition.sections.map((s, i) => (i === 2 ? { ...s, title: 'Your ask, reworded' } : s)),
    };
    mockApi({
      'GET /api/readiness/investor': json(
        200,
        page({ definition: newer, in_progress: server, in_progress_definition: definition }),
      ),
    });
    renderAt(<AssessmentScreen />, '/investor-readiness');
    const dialog = await screen.findByRole('dialog', { name: 'Continue where you left off?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Pitch' })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 2, name: 'Your ask, reworded' })).toBeNull();
  });

  it('starts over after confirming: a new attempt with restart true', async () => {
    const server = attempt({ current_step: 1, last_saved_step: 0, form_data: { founders: 2, commitment: 4 } });
    const api = mockApi({
      'GET /api/readiness/investor': json(200, page({ in_progress: server })),
      'POST /api/readiness/investor/attempts': json(201, attempt({ attempt_id: 42 })),
    });
    renderAt(<AssessmentScreen />, '/investor-readiness');
    const dialog = await screen.findByRole('dialog', { name: 'Continue where you left off?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Start over' }));
    const confirm = await screen.findByRole('dialog', { name: 'Start over?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Yes, start over' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Team' })).toBeTruthy();
    expect(api.callsTo('POST /api/readiness/investor/attempts')[0]?.body).toMatchObject({ restart: true });
    expect((screen.getByLabelText(/How many full-time founders/) as HTMLInputElement).value).toBe('');
  });

  it('validates a step before leaving it: an error per question and focus on the first', async () => {
    mockApi({
      'GET /api/readiness/investor': json(200, page()),
      'POST /api/readiness/investor/attempts': json(201, attempt()),
    });
    renderAt(<AssessmentScreen />, '/investor-readiness');
    fireEvent.click(await screen.findByRole('button', { name: 'Start the assessment' }));
    await screen.findByRole('heading', { level: 2, name: 'Team' });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect((await screen.findByRole('alert')).textContent).toContain('2 questions need an answer before you go on.');
    const founders = screen.getByLabelText(/How many full-time founders/);
    expect(founders.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(founders)).toBe('Answer this question');
    expect(document.activeElement).toBe(founders);
    expect(describedBy(screen.getByRole('group', { name: 'How committed is the team?' }))).toBe('Answer this question');
  });

  it('keeps a step on this device when the server is unreachable, says so, and Retry sends it', async () => {
    let up = false;
    const api = mockApi({
      'GET /api/readiness/investor': json(200, page()),
      'POST /api/readiness/investor/attempts': json(201, attempt()),
      'PUT /api/readiness/attempts/41/steps/0': () => {
        if (!up) throw new TypeError('Failed to fetch');
        return json(200, attempt({ current_step: 1, last_saved_step: 0 }));
      },
    });
    renderAt(<AssessmentScreen />, '/investor-readiness');
    fireEvent.click(await screen.findByRole('button', { name: 'Start the assessment' }));
    fireEvent.change(await screen.findByLabelText(/How many full-time founders/), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('radio', { name: /^4/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Saved on this device; we will send it when you are back online.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Market' })).toBeTruthy();
    expect(useSurveyStore.getState().surveys.investor).toMatchObject({ status: 'failed', unsent: [0] });
    up = true;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(useSurveyStore.getState().surveys.investor?.unsent).toEqual([]));
    expect(api.callsTo('PUT /api/readiness/attempts/41/steps/0').at(-1)?.body).toEqual({
      answers: { founders: 2, commitment: 4 },
      next_step: 1,
    });
    expect(screen.queryByText(/Saved on this device/)).toBeNull();
  });

  it('sends a newer unsent local copy on opening', async () => {
    const server = attempt({ current_step: 1, last_saved_step: 0, form_data: { founders: 2, commitment: 4 } });
    act(() =>
      useSurveyStore.getState().put('investor', {
        ...fromServer(server),
        currentStep: 2,
        formData: { founders: 2, commitment: 4, interviews: 'some' },
        lastActivityAt: new Date().toISOString(),
        status: 'failed',
        unsent: [1],
      }),
    );
    const api = mockApi({
      'GET /api/readiness/investor': json(200, page({ in_progress: server })),
      'PUT /api/readiness/attempts/41/steps/1': json(200, attempt({ current_step: 2, last_saved_step: 1 })),
    });
    renderAt(<AssessmentScreen />, '/investor-readiness');
    const dialog = await screen.findByRole('dialog', { name: 'Continue where you left off?' });
    expect(dialog.textContent).toContain('at step 3 of 3');
    await waitFor(() => expect(api.callsTo('PUT /api/readiness/attempts/41/steps/1')).toHaveLength(1));
    expect(api.callsTo('PUT /api/readiness/attempts/41/steps/1')[0]?.body).toEqual({
      answers: { interviews: 'some' },
      next_step: 2,
    });
  });
});
