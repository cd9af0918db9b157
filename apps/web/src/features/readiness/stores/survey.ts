import type { TAnswer, TAttempt, TFormData, TReadinessKey } from '@ankur/shared/schemas/readiness';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/**
 * SPEC §3 "Survey: currentStep, formData, errors, isSubmitted, lastSavedStep, start and last
 * activity times, status, recovery dialog flag" and §4 "Survey status: idle; failed on error", one
 * survey per assessment, persisted to localStorage so that answers not yet sent survive a closed
 * tab or a lost connection. The server keeps the same state on the attempt (ZAttempt): on opening
 * an assessment, `reconcile` decides which copy wins (the server's, unless this device holds newer
 * answers it has not sent yet, which are then sent).
 */

export type SurveyStatus = 'idle' | 'failed';

export interface Survey {
  attemptId: number;
  totalSteps: number;
  currentStep: number;
  formData: TFormData;
  /** the step on screen's problems, by question id */
  errors: Record<string, string>;
  isSubmitted: boolean;
  /** -1 until the server has a step */
  lastSavedStep: number;
  startedAt: string;
  lastActivityAt: string;
  status: SurveyStatus;
  /** steps left on this device whose answers the server does not have yet */
  unsent: number[];
}

export const SURVEY_STORAGE_KEY = 'ankur.readiness.survey';

/** The survey as the server holds it (nothing unsent). */
export function fromServer(attempt: TAttempt): Survey {
  return {
    attemptId: attempt.attempt_id,
    totalSteps: attempt.total_steps,
    currentStep: Math.min(attempt.current_step, Math.max(0, attempt.total_steps - 1)),
    formData: { ...attempt.form_data },
    errors: {},
    isSubmitted: attempt.is_completed,
    lastSavedStep: attempt.last_saved_step,
    startedAt: attempt.started_at,
    lastActivityAt: attempt.last_activity_at,
    status: 'idle',
    unsent: [],
  };
}

/**
 * Which copy of an unfinished attempt to carry on with: no unfinished attempt on the server → none
 * (it was submitted or started over elsewhere); a local copy of another attempt → the server's; a
 * local copy of the same attempt with unsent answers newer than the server's last activity → the
 * local one (its unsent steps are to be sent); otherwise the server's (another device went further).
 */
export function reconcile(
  local: Survey | undefined,
  server: TAttempt | null,
): { survey: Survey | null; toSend: number[] } {
  if (!server || server.is_completed) return { survey: null, toSend: [] };
  if (!local || local.attemptId !== server.attempt_id || local.isSubmitted) {
    return { survey: fromServer(server), toSend: [] };
  }
  const localNewer = new Date(local.lastActivityAt).getTime() > new Date(server.last_activity_at).getTime();
  if (local.unsent.length > 0 && localNewer) {
    return {
      survey: {
        ...local,
        totalSteps: server.total_steps,
        formData: { ...server.form_data, ...local.formData },
        lastSavedStep: Math.max(local.lastSavedStep, server.last_saved_step),
        errors: {},
      },
      toSend: [...local.unsent].sort((a, b) => a - b),
    };
  }
  return { survey: fromServer(server), toSend: [] };
}

/** "Continue where you left off?" is asked whenever an unfinished attempt is found on opening. */
export const needsRecovery = (survey: Survey | null): boolean => survey !== null && !survey.isSubmitted;

interface SurveyStore {
  /** whose surveys these are: another person signing in on this browser starts empty */
  owner: number | null;
  surveys: Partial<Record<TReadinessKey, Survey>>;
  /** SPEC §3 recovery dialog flag (not persisted: it is decided on each opening) */
  recoveryOpen: boolean;
  claim: (userId: number) => void;
  /** puts a survey in place (after reconcile, or a fresh attempt) */
  put: (key: TReadinessKey, survey: Survey | null) => void;
  answer: (key: TReadinessKey, questionId: string, value: TAnswer, now?: string) => void;
  setErrors: (key: TReadinessKey, errors: Record<string, string>) => void;
  /** leaves `step` for `next`: the step's answers are now unsent until the server confirms them */
  leave: (key: TReadinessKey, step: number, next: number, now?: string) => void;
  /** moves without saving (back from a step that does not validate yet) */
  goTo: (key: TReadinessKey, step: number) => void;
  /** the server has the step */
  sent: (key: TReadinessKey, step: number, attempt?: TAttempt) => void;
  /** the step could not be sent (offline, server down): kept here, status failed */
  failed: (key: TReadinessKey, step: number) => void;
  submitted: (key: TReadinessKey) => void;
  setRecoveryOpen: (open: boolean) => void;
  reset: () => void;
}

const nowIso = () => new Date().toISOString();

export const useSurveyStore = create<SurveyStore>()(
  persist(
    (set) => {
      const patch = (key: TReadinessKey, fn: (s: Survey) => Survey) =>
        set((state) => {
          const s = state.surveys[key];
          return s ? { surveys: { ...state.surveys, [key]: fn(s) } } : {};
        });
      return {
        owner: null,
        surveys: {},
        recoveryOpen: false,
        claim: (userId) =>
          set((state) => (state.owner === userId ? {} : { owner: userId, surveys: {}, recoveryOpen: false })),
        put: (key, survey) =>
          set((state) => {
            const surveys = { ...state.surveys };
            if (survey) surveys[key] = survey;
            else delete surveys[key];
            return { surveys };
          }),
        answer: (key, questionId, value, now = nowIso()) =>
          patch(key, (s) => {
            const errors = { ...s.errors };
            delete errors[questionId];
            return { ...s, formData: { ...s.formData, [questionId]: value }, errors, lastActivityAt: now };
          }),
        setErrors: (key, errors) => patch(key, (s) => ({ ...s, errors })),
        leave: (key, step, next, now = nowIso()) =>
          patch(key, (s) => ({
            ...s,
            currentStep: next,
            errors: {},
            lastActivityAt: now,
            unsent: s.unsent.includes(step) ? s.unsent : [...s.unsent, step],
          })),
        goTo: (key, step) => patch(key, (s) => ({ ...s, currentStep: step, errors: {} })),
        sent: (key, step, attempt) =>
          patch(key, (s) => {
            const unsent = s.unsent.filter((x) => x !== step);
            return {
              ...s,
              unsent,
              lastSavedStep: Math.max(s.lastSavedStep, step, attempt?.last_saved_step ?? -1),
              status: unsent.length ? s.status : 'idle',
            };
          }),
        failed: (key, step) =>
          patch(key, (s) => ({
            ...s,
            status: 'failed',
            unsent: s.unsent.includes(step) ? s.unsent : [...s.unsent, step],
          })),
        submitted: (key) => patch(key, (s) => ({ ...s, isSubmitted: true, status: 'idle', unsent: [] })),
        setRecoveryOpen: (open) => set({ recoveryOpen: open }),
        reset: () => set({ owner: null, surveys: {}, recoveryOpen: false }),
      };
    },
    {
      name: SURVEY_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ owner: state.owner, surveys: state.surveys }),
      version: 1,
    },
  ),
);
