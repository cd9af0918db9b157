import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { attempt, definition } from '../test-fixtures';
import { fromServer, needsRecovery, reconcile, SURVEY_STORAGE_KEY, useSurveyStore } from './survey';
import { flush, sendStep, stepAnswers } from './survey-sync';

const KEY = 'investor' as const;

beforeEach(() => {
  useSurveyStore.getState().reset();
  useSurveyStore.getState().claim(7);
});
afterEach(() => vi.restoreAllMocks());

describe('reconcile (which copy of an unfinished attempt wins)', () => {
  const server = attempt({
    current_step: 2,
    last_saved_step: 1,
    form_data: { founders: 2, commitment: 4, interviews: 'some' },
  });

  it('takes the server copy when this device has none (another device)', () => {
    const { survey, toSend } = reconcile(undefined, server);
    expect(survey).toMatchObject({ attemptId: 41, currentStep: 2, lastSavedStep: 1, status: 'idle', unsent: [] });
    expect(survey?.formData).toEqual({ founders: 2, commitment: 4, interviews: 'some' });
    expect(toSend).toEqual([]);
  });

  it('lets the server win over an older local copy', () => {
    const local = { ...fromServer(attempt({ current_step: 1 })), formData: { founders: 9 }, unsent: [0] };
    local.lastActivityAt = '2026-11-20T09:00:00.000Z';
    const { survey, toSend } = reconcile(local, server);
    expect(survey?.formData.founders).toBe(2);
    expect(survey?.currentStep).toBe(2);
    expect(toSend).toEqual([]);
  });

  it('keeps a newer unsent local copy and asks to send it', () => {
    const local = {
      ...fromServer(server),
      currentStep: 3,
      formData: { ...server.form_data, interviews: 'none', ask: 'A pilot with three FPOs' },
      lastActivityAt: '2026-11-20T11:00:00.000Z',
      status: 'failed' as const,
      unsent: [2, 1],
    };
    const { survey, toSend } = reconcile(local, server);
    expect(survey?.formData).toMatchObject({ interviews: 'none', ask: 'A pilot with three FPOs', founders: 2 });
    expect(survey?.currentStep).toBe(3);
    expect(toSend).toEqual([1, 2]);
  });

  it('drops the local copy when the server has no unfinished attempt, or another one', () => {
    const local = { ...fromServer(server), unsent: [1], lastActivityAt: '2026-11-21T00:00:00.000Z' };
    expect(reconcile(local, null).survey).toBeNull();
    const other = reconcile(local, attempt({ attempt_id: 42 }));
    expect(other.survey?.attemptId).toBe(42);
    expect(other.toSend).toEqual([]);
  });

  it('asks "continue where you left off?" for any unfinished attempt', () => {
    expect(needsRecovery(fromServer(server))).toBe(true);
    expect(needsRecovery(null)).toBe(false);
  });
});

describe('the survey store and sending steps', () => {
  const put = () => useSurveyStore.getState().put(KEY, fromServer(attempt()));

  it('answers, leaves a step and marks it sent when the server has it (status idle)', async () => {
    put();
    const s = useSurveyStore.getState();
    s.answer(KEY, 'founders', 2, '2026-11-20T10:06:00.000Z');
    s.answer(KEY, 'commitment', 4);
    s.leave(KEY, 0, 1);
    expect(useSurveyStore.getState().surveys[KEY]).toMatchObject({ currentStep: 1, unsent: [0] });
    const save = vi.fn(async () => attempt({ current_step: 1, last_saved_step: 0 }));
    expect(await sendStep(KEY, definition, 0, 1, { save, online: () => true })).toEqual({ kind: 'sent' });
    expect(save).toHaveBeenCalledWith(41, 0, { founders: 2, commitment: 4 }, 1);
    expect(useSurveyStore.getState().surveys[KEY]).toMatchObject({ lastSavedStep: 0, unsent: [], status: 'idle' });
  });

  it('keeps the step on this device with status failed when the network fails, and flush sends it later', async () => {
    put();
    const s = useSurveyStore.getState();
    s.answer(KEY, 'founders', 3);
    s.answer(KEY, 'commitment', 5);
    s.leave(KEY, 0, 1);
    const down = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect((await sendStep(KEY, definition, 0, 1, { save: down })).kind).toBe('failed');
    expect(useSurveyStore.getState().surveys[KEY]).toMatchObject({ status: 'failed', unsent: [0], currentStep: 1 });
    // persisted: a closed tab keeps it
    expect(localStorage.getItem(SURVEY_STORAGE_KEY)).toContain('"unsent":[0]');

    const up = vi.fn(async () => attempt({ last_saved_step: 0, current_step: 1 }));
    expect(await flush(KEY, definition, { save: up, online: () => true })).toEqual({ kind: 'sent' });
    expect(up).toHaveBeenCalledWith(41, 0, { founders: 3, commitment: 5 }, 1);
    expect(useSurveyStore.getState().surveys[KEY]).toMatchObject({ status: 'idle', unsent: [] });
  });

  it('does not even try while offline', async () => {
    put();
    useSurveyStore.getState().leave(KEY, 0, 1);
    const save = vi.fn();
    expect((await sendStep(KEY, definition, 0, 1, { save, online: () => false })).kind).toBe('failed');
    expect(save).not.toHaveBeenCalled();
    expect(useSurveyStore.getState().surveys[KEY]?.status).toBe('failed');
  });

  it('returns the server’s problems per question on a 400 (not kept as a failure)', async () => {
    put();
    useSurveyStore.getState().leave(KEY, 0, 1);
    const save = vi.fn(async () => {
      throw new ApiError(400, 'Step 1 (Team) has answers to fix', { founders: 'Enter at most 10' });
    });
    const outcome = await sendStep(KEY, definition, 0, 1, { save, online: () => true });
    expect(outcome).toEqual({
      kind: 'refused',
      problems: { founders: 'Enter at most 10' },
      message: 'Step 1 (Team) has answers to fix',
    });
    expect(useSurveyStore.getState().surveys[KEY]?.status).toBe('idle');
  });

  it('sends a step as each of its questions, blank ones as null', () => {
    expect(stepAnswers(definition, 2, { founders: 2 })).toEqual({ ask: null });
  });

  it('starts empty for another person signing in on this browser', () => {
    put();
    useSurveyStore.getState().claim(8);
    expect(useSurveyStore.getState().surveys).toEqual({});
  });

  it('marks the survey submitted', () => {
    put();
    useSurveyStore.getState().submitted(KEY);
    expect(useSurveyStore.getState().surveys[KEY]?.isSubmitted).toBe(true);
  });
});
