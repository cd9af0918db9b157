import type { TQuiz, TQuizAttemptResult, TQuizQuestion } from '@ankur/shared/schemas/programs';
import { CircleAlert, Lock, Send, Trophy } from 'lucide-react';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { ItemDate } from '../../../components/ui/item-date';
import { QueryErrorPanel } from '../../../components/ui/query-gate';
import { useErrorText } from '../../../lib/api-errors';
import { type QuizAnswers, useQuiz, useSubmitQuizAttempt } from '../api/quiz';
import { isForbidden } from '../api/unit-progress';
import { useProgramsTranslation } from '../i18n';
import { useQuizDefinition } from '../manage/api/quiz-questions';
import { previewAttempt } from './quiz-preview';
import { QuizResult } from './quiz-result';

/** The chosen option indexes by question id. */
type Chosen = Record<number, number[]>;

/** The answers as the API takes them: { "question id": [option indexes, ascending] }. */
export function answersPayload(chosen: Chosen): QuizAnswers {
  return Object.fromEntries(
    Object.entries(chosen)
      .filter(([, options]) => options.length > 0)
      .map(([id, options]) => [id, [...options].sort((a, b) => a - b)]),
  );
}

/** Pass mark, size, and the learner's best score and last attempt so far. */
function QuizSummary({ quiz }: { quiz: TQuiz }) {
  const { t } = useProgramsTranslation();
  const last = quiz.attempts[0];
  const best = quiz.attempts.reduce<number | null>(
    (top, a) => (top === null || a.percent > top ? a.percent : top),
    null,
  );
  const item = (label: string, value: ReactNode) => (
    <div className="flex flex-col rounded-xl bg-stone-50 px-3 py-2 ring-1 ring-stone-200">
      <dt className="text-xs text-stone-600">{label}</dt>
      <dd className="font-semibold text-stone-900">{value}</dd>
    </div>
  );
  return (
    <section aria-label={t('quiz.summaryLabel')} className="flex flex-col gap-3">
      <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
        {item(t('quiz.passMark'), t('quiz.percent', { percent: quiz.passing_score }))}
        {item(t('quiz.questions'), quiz.questions.length)}
        {best !== null ? item(t('quiz.bestScore'), t('quiz.percent', { percent: best })) : null}
        {last ? item(t('quiz.lastAttempt'), <ItemDate date={last.created_at} />) : null}
      </dl>
      {quiz.attempts.some((a) => a.passed) ? (
        <p className="flex items-start gap-2 rounded-xl bg-brand-50 px-4 py-3 text-sm text-brand-900 ring-1 ring-brand-200">
          <Trophy aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
          {t('quiz.alreadyPassed')}
        </p>
      ) : null}
    </section>
  );
}

/** One question: a fieldset whose legend is the prompt; radios for one answer, checkboxes for "all that apply". */
function QuestionFieldset({
  question,
  n,
  total,
  chosen,
  disabled,
  onChange,
}: {
  question: TQuizQuestion;
  n: number;
  total: number;
  chosen: number[];
  disabled: boolean;
  onChange: (options: number[]) => void;
}) {
  const { t } = useProgramsTranslation();
  const name = useId();
  const toggle = (index: number, on: boolean) => {
    if (!question.multiple) return onChange([index]);
    onChange(on ? [...chosen.filter((i) => i !== index), index] : chosen.filter((i) => i !== index));
  };
  return (
    <div className="rounded-xl p-3 ring-1 ring-stone-200 sm:p-4">
      <fieldset className="min-w-0">
        <legend className="w-full">
          <span className="block text-xs font-medium text-stone-600">{t('quiz.questionN', { n, total })}</span>
          <span className="mt-1 block font-semibold break-words text-stone-900">{question.prompt}</span>
          <span className="mt-1 block text-xs text-stone-600">
            {question.multiple ? t('quiz.chooseAll') : t('quiz.chooseOne')}
          </span>
        </legend>
        <div className="mt-3 flex flex-col gap-1.5">
          {question.options
            .map((text, index) => ({ text, index }))
            .map(({ text: option, index }) => {
              // an option is identified by its index: that is what the API takes as the answer
              const checked = chosen.includes(index);
              return (
                <label
                  key={index}
                  className={`flex min-h-11 cursor-pointer items-start gap-3 rounded-lg px-3 py-2.5 text-sm ring-1 ${
                    checked ? 'bg-brand-50 ring-brand-300' : 'ring-stone-200 hover:bg-stone-50'
                  }`}
                >
                  <input
                    type={question.multiple ? 'checkbox' : 'radio'}
                    name={name}
                    value={index}
                    checked={checked}
                    disabled={disabled}
                    onChange={(event) => toggle(index, event.target.checked)}
                    className="mt-0.5 size-4 shrink-0 accent-brand-600"
                  />
                  <span className="min-w-0 break-words text-stone-800">{option}</span>
                </label>
              );
            })}
        </div>
      </fieldset>
    </div>
  );
}

/**
 * A quiz unit's player: the pass mark and earlier attempts, the questions, and after submitting
 * the graded result. Passing completes the unit (the outline's tick follows). In a learner
 * preview (components/preview.tsx) the answers are checked here against the questions' answers,
 * which managers may read, and nothing is sent: no attempt, no completion.
 */
export function QuizPlayer({
  programId,
  unitId,
  preview = false,
}: {
  programId: number;
  unitId: number;
  preview?: boolean;
}) {
  const { t } = useProgramsTranslation();
  const errorText = useErrorText();
  const quiz = useQuiz(programId, unitId);
  const definition = useQuizDefinition(programId, unitId, preview);
  const submit = useSubmitQuizAttempt(programId, unitId);
  const [chosen, setChosen] = useState<Chosen>({});
  const [result, setResult] = useState<{ attempt: TQuizAttemptResult; chosen: Chosen } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const statusId = useId();
  // after "Try again", focus moves to the questions (the button that had it is gone)
  const refocus = useRef(false);
  useEffect(() => {
    if (result === null && refocus.current) {
      refocus.current = false;
      formRef.current?.focus();
    }
  }, [result]);

  if (quiz.isPending || (preview && definition.isPending)) {
    return (
      <p role="status" className="animate-pulse rounded-xl bg-stone-50 px-4 py-6 text-sm text-stone-600">
        {t('quiz.loading')}
      </p>
    );
  }
  const failed = quiz.error ?? (preview ? definition.error : null);
  if (failed || !quiz.data) {
    const forbidden = isForbidden(failed);
    return (
      <QueryErrorPanel
        variant="inline"
        inline={{ layout: 'stack' }}
        Icon={forbidden ? Lock : CircleAlert}
        title={forbidden ? t('learning.locked.closedTitle') : t('quiz.loadError')}
        body={forbidden ? t('learning.locked.closedBody') : undefined}
        error={failed}
        onRetry={forbidden ? undefined : () => void Promise.all([quiz.refetch(), preview && definition.refetch()])}
      />
    );
  }

  const { questions } = quiz.data;
  if (questions.length === 0) {
    return <p className="rounded-xl bg-stone-50 px-4 py-3 text-sm text-stone-700">{t('quiz.empty')}</p>;
  }

  if (result) {
    return (
      <QuizResult
        questions={questions}
        attempt={result.attempt}
        chosen={result.chosen}
        passingScore={quiz.data.passing_score}
        passedText={preview ? t('preview.quizPassed') : undefined}
        onTryAgain={() => {
          refocus.current = true;
          setResult(null);
          setChosen({});
          submit.reset();
        }}
      />
    );
  }

  const remaining = questions.filter((q) => (chosen[q.question_id] ?? []).length === 0).length;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (remaining > 0 || submit.isPending) return;
    const sent = chosen;
    if (preview) {
      // checked here, sent nowhere: a preview records no attempt
      setResult({
        attempt: previewAttempt(quiz.data, definition.data ?? { questions: [] }, answersPayload(sent)),
        chosen: sent,
      });
      return;
    }
    submit.mutate(answersPayload(sent), { onSuccess: (attempt) => setResult({ attempt, chosen: sent }) });
  };
  const failure = submit.error
    ? isForbidden(submit.error)
      ? t('learning.locked.closedBody')
      : t('quiz.submitFailed', { reason: errorText(submit.error) })
    : null;

  return (
    <div className="flex flex-col gap-4">
      <QuizSummary quiz={preview ? { ...quiz.data, attempts: [] } : quiz.data} />
      {preview ? (
        <p className="rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-950 ring-1 ring-amber-300">
          {t('preview.quizNote')}
        </p>
      ) : null}
      <form
        ref={formRef}
        tabIndex={-1}
        aria-label={t('quiz.formLabel')}
        onSubmit={onSubmit}
        className="flex flex-col gap-4"
        noValidate
      >
        {questions.map((question, index) => (
          <QuestionFieldset
            key={question.question_id}
            question={question}
            n={index + 1}
            total={questions.length}
            chosen={chosen[question.question_id] ?? []}
            disabled={submit.isPending}
            onChange={(options) => setChosen((current) => ({ ...current, [question.question_id]: options }))}
          />
        ))}
        {failure ? (
          <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
            {failure}
          </p>
        ) : null}
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          <button
            type="submit"
            className="btn-primary"
            disabled={remaining > 0 || submit.isPending}
            aria-describedby={statusId}
          >
            <Send aria-hidden="true" className="size-4" />
            {t('quiz.submit')}
          </button>
          <p id={statusId} role="status" aria-live="polite" className="text-sm text-stone-600">
            {submit.isPending
              ? t('quiz.submitting')
              : remaining > 0
                ? t('quiz.remaining', { count: remaining })
                : t('quiz.allAnswered')}
          </p>
        </div>
      </form>
    </div>
  );
}
