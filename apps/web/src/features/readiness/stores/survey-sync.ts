import type { TAssessmentDefinition, TFormData, TReadinessKey } from '@ankur/shared/schemas/readiness';
import { ApiError } from '../../../lib/api-client';
import { saveStep } from '../api/readiness';
import { useSurveyStore } from './survey';

/**
 * Sending the survey's steps to the server (SPEC §3: each step is saved as it is left). A step that
 * cannot be sent (offline, a network failure, a 5xx) stays in the store, marked unsent, with status
 * 'failed'; `flush` sends every unsent step again (Retry, the browser coming back online, and on
 * opening an assessment whose local copy is newer than the server's).
 */

export type SendOutcome =
  | { kind: 'sent' }
  | { kind: 'failed' }
  | { kind: 'refused'; problems: Record<string, string>; message: string };

export interface SyncDeps {
  save?: typeof saveStep;
  online?: () => boolean;
}

/** The answers of one step: each of its questions, null when left blank. */
export function stepAnswers(def: TAssessmentDefinition, step: number, formData: TFormData): TFormData {
  const section = def.sections[step];
  if (!section) return {};
  return Object.fromEntries(section.questions.map((q) => [q.id, formData[q.id] ?? null]));
}

const isOnline = () => (typeof navigator === 'undefined' ? true : navigator.onLine !== false);

/** Sends one step; the store learns the outcome (sent, or failed and kept). */
export async function sendStep(
  key: TReadinessKey,
  def: TAssessmentDefinition,
  step: number,
  nextStep: number,
  deps: SyncDeps = {},
): Promise<SendOutcome> {
  const store = useSurveyStore.getState();
  const survey = store.surveys[key];
  if (!survey) return { kind: 'failed' };
  if (!(deps.online ?? isOnline)()) {
    store.failed(key, step);
    return { kind: 'failed' };
  }
  try {
    const attempt = await (deps.save ?? saveStep)(
      survey.attemptId,
      step,
      stepAnswers(def, step, survey.formData),
      nextStep,
    );
    useSurveyStore.getState().sent(key, step, attempt);
    return { kind: 'sent' };
  } catch (error) {
    if (error instanceof ApiError && error.isClientError && error.status !== 408 && error.status !== 429) {
      const details = error.details;
      const problems =
        details && typeof details === 'object' && !Array.isArray(details)
          ? Object.fromEntries(Object.entries(details as Record<string, unknown>).map(([k, v]) => [k, String(v)]))
          : {};
      return { kind: 'refused', problems, message: error.message };
    }
    useSurveyStore.getState().failed(key, step);
    return { kind: 'failed' };
  }
}

/** Sends every unsent step, oldest first, pointing the server at the step on screen. */
export async function flush(key: TReadinessKey, def: TAssessmentDefinition, deps: SyncDeps = {}): Promise<SendOutcome> {
  const survey = useSurveyStore.getState().surveys[key];
  if (!survey) return { kind: 'failed' };
  const steps = [...survey.unsent].sort((a, b) => a - b);
  for (const step of steps) {
    const current = useSurveyStore.getState().surveys[key]?.currentStep ?? step;
    const outcome = await sendStep(key, def, step, current, deps);
    if (outcome.kind !== 'sent') return outcome;
  }
  return { kind: 'sent' };
}
