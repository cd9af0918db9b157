import { sectionProblems } from '@ankur/shared/readiness-scoring';
import type { TAssessmentDefinition, TReadinessKey } from '@ankur/shared/schemas/readiness';
import { readinessResultPath } from '@ankur/shared/schemas/readiness';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, ArrowRight, CloudOff, RotateCcw, Send } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useErrorText } from '../../../lib/api-errors';
import { readinessKeys, submitAttempt } from '../api/readiness';
import { useReadinessTranslation } from '../i18n';
import { type Survey, useSurveyStore } from '../stores/survey';
import { flush, sendStep } from '../stores/survey-sync';
import { problemText } from './format';
import { QuestionField, questionDomId } from './question-field';

interface Props {
  assessmentKey: TReadinessKey;
  definition: TAssessmentDefinition;
  survey: Survey;
}

/** Puts focus on the first control of the first question with a problem. */
function focusFirst(ids: string[]) {
  const first = ids[0];
  if (!first) return;
  const el = document.getElementById(questionDomId(first))?.querySelector<HTMLElement>('input, textarea, select');
  el?.focus();
}

/**
 * The survey: one section per step, a progress bar, the questions, Back / Next / Submit. Leaving a
 * step validates it (shared sectionProblems: errors per question, focus on the first) and saves it;
 * a step that cannot be sent stays on this device (status failed) with a Retry, and goes as soon as
 * the browser is back online.
 */
export function SurveyView({ assessmentKey: key, definition, survey }: Props) {
  const { t } = useReadinessTranslation();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const store = useSurveyStore();
  const [busy, setBusy] = useState<'saving' | 'submitting' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const total = definition.sections.length;
  const step = Math.min(survey.currentStep, total - 1);
  const section = definition.sections[step];
  const last = step === total - 1;
  const problemCount = Object.keys(survey.errors).length;

  const retry = useCallback(async () => {
    setFailure(null);
    const outcome = await flush(key, definition);
    if (outcome.kind === 'refused') setFailure(t('take.refused', { message: outcome.message }));
  }, [key, definition, t]);

  // Back online: what is kept on this device goes to the server.
  useEffect(() => {
    const onOnline = () => {
      if (useSurveyStore.getState().surveys[key]?.unsent.length) void retry();
    };
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [key, retry]);

  // A new step: its heading takes focus (keyboard and screen-reader users hear where they are).
  const lastStep = useRef(step);
  useEffect(() => {
    if (lastStep.current !== step) headingRef.current?.focus();
    lastStep.current = step;
  }, [step]);

  if (!section) return null;

  const validate = (): boolean => {
    const problems = sectionProblems(section, survey.formData);
    const translated = Object.fromEntries(Object.entries(problems).map(([id, p]) => [id, problemText(p, t)]));
    store.setErrors(key, translated);
    if (Object.keys(problems).length) {
      focusFirst(section.questions.map((q) => q.id).filter((id) => problems[id]));
      return false;
    }
    return true;
  };

  const leave = async (next: number) => {
    setFailure(null);
    store.leave(key, step, next);
    setBusy('saving');
    const outcome = await sendStep(key, definition, step, next);
    setBusy(null);
    if (outcome.kind === 'refused') {
      store.goTo(key, step);
      const problems = Object.fromEntries(Object.entries(outcome.problems).map(([id, p]) => [id, problemText(p, t)]));
      store.setErrors(key, problems);
      setFailure(t('take.refused', { message: outcome.message }));
      focusFirst(Object.keys(problems));
    }
    return outcome;
  };

  const onNext = async () => {
    if (!validate()) return;
    await leave(step + 1);
  };

  const onBack = async () => {
    if (step === 0) return;
    if (Object.keys(sectionProblems(section, survey.formData)).length) store.goTo(key, step - 1);
    else await leave(step - 1);
  };

  const onSubmit = async () => {
    if (!validate()) return;
    const outcome = await leave(step);
    if (outcome.kind !== 'sent') return;
    const rest = await flush(key, definition);
    if (rest.kind !== 'sent') return;
    setBusy('submitting');
    try {
      await submitAttempt(survey.attemptId);
      store.submitted(key);
      await qc.invalidateQueries({ queryKey: readinessKeys.all });
      navigate(readinessResultPath(survey.attemptId));
    } catch (error) {
      setFailure(`${t('take.submitFailed')}: ${errorText(error)}`);
    } finally {
      setBusy(null);
    }
  };

  const percent = Math.round(((step + 1) / total) * 100);

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <div className="flex items-center justify-between text-sm text-stone-700">
          <span>{t('take.progress', { step: step + 1, total })}</span>
          <span aria-live="polite">{busy === 'saving' ? t('take.saving') : null}</span>
        </div>
        <div
          role="progressbar"
          aria-label={t('take.progressLabel')}
          aria-valuemin={1}
          aria-valuemax={total}
          aria-valuenow={step + 1}
          aria-valuetext={t('take.progress', { step: step + 1, total })}
          className="h-2 overflow-hidden rounded-full bg-stone-200"
        >
          <div className="h-full rounded-full bg-brand-600 transition-all" style={{ width: `${percent}%` }} />
        </div>
      </div>

      {survey.status === 'failed' && survey.unsent.length > 0 ? (
        <div
          role="status"
          className="flex flex-col gap-3 rounded-xl bg-amber-50 p-4 text-sm text-amber-900 ring-1 ring-amber-200 sm:flex-row sm:items-center"
        >
          <CloudOff aria-hidden className="size-5 shrink-0" />
          <p className="flex-1">{t('take.savedLocally')}</p>
          <button type="button" className="btn-outline bg-white" onClick={() => void retry()}>
            <RotateCcw aria-hidden className="size-4" />
            {t('take.retry')}
          </button>
        </div>
      ) : null}

      <form
        noValidate
        aria-labelledby="survey-step-heading"
        className="flex flex-col gap-6 rounded-2xl bg-white p-4 ring-1 ring-stone-200 sm:p-6"
        onSubmit={(e) => {
          e.preventDefault();
          void (last ? onSubmit() : onNext());
        }}
      >
        <div>
          <h2 id="survey-step-heading" ref={headingRef} tabIndex={-1} className="text-xl font-semibold text-stone-900">
            {section.title}
          </h2>
          {section.intro ? <p className="mt-1 text-stone-600">{section.intro}</p> : null}
        </div>
        {problemCount ? (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
            {t('take.fixErrors', { count: problemCount })}
          </p>
        ) : null}
        {section.questions.map((q) => (
          <QuestionField
            key={q.id}
            question={q}
            value={survey.formData[q.id]}
            error={survey.errors[q.id]}
            onChange={(v) => store.answer(key, q.id, v)}
          />
        ))}
        {failure ? (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
            {failure}
          </p>
        ) : null}
        <div className="flex flex-wrap items-center justify-between gap-3 border-t border-stone-200 pt-4">
          <button
            type="button"
            className="btn-ghost"
            disabled={step === 0 || busy !== null}
            onClick={() => void onBack()}
          >
            <ArrowLeft aria-hidden className="size-4" />
            {t('take.previous')}
          </button>
          <button type="submit" className="btn-primary" disabled={busy !== null}>
            {last ? (
              <>
                <Send aria-hidden className="size-4" />
                {busy === 'submitting' ? t('take.submitting') : t('take.submit')}
              </>
            ) : (
              <>
                {t('take.next')}
                <ArrowRight aria-hidden className="size-4" />
              </>
            )}
          </button>
        </div>
      </form>
    </div>
  );
}
