import type { TQuizAttemptResult, TQuizQuestion } from '@ankur/shared/schemas/programs';
import { CheckCircle2, CircleAlert, PartyPopper, RotateCcw, XCircle } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Badge } from '../../../components/ui/badge';
import { useProgramsTranslation } from '../i18n';

/** The options at `indexes`, in order, joined for reading ("Talk to customers; Sell early"). */
function optionText(question: TQuizQuestion, indexes: readonly number[]): string {
  return [...indexes]
    .sort((a, b) => a - b)
    .map((i) => question.options[i])
    .filter((text): text is string => text !== undefined)
    .join('; ');
}

/**
 * A graded attempt: the score against the pass mark, then each question marked correct or
 * incorrect with the learner's answer, the correct options and the explanation; "Try again" starts over.
 */
export function QuizResult({
  questions,
  attempt,
  chosen,
  passingScore,
  passedText,
  onTryAgain,
}: {
  questions: TQuizQuestion[];
  attempt: TQuizAttemptResult;
  chosen: Readonly<Record<number, number[]>>;
  passingScore: number;
  /** What a pass means, when not "this unit is now complete" (a preview records nothing). */
  passedText?: string;
  onTryAgain: () => void;
}) {
  const { t } = useProgramsTranslation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const results = new Map(attempt.results.map((r) => [r.question_id, r]));
  const Icon = attempt.passed ? PartyPopper : CircleAlert;

  return (
    <section aria-labelledby="quiz-result-heading" className="flex flex-col gap-4">
      <div
        className={`flex items-start gap-3 rounded-2xl p-4 ring-1 sm:p-5 ${
          attempt.passed ? 'bg-brand-50 ring-brand-200' : 'bg-amber-50 ring-amber-200'
        }`}
      >
        <Icon
          aria-hidden="true"
          className={`mt-0.5 size-6 shrink-0 ${attempt.passed ? 'text-brand-700' : 'text-amber-700'}`}
        />
        <div className="min-w-0">
          <h2 id="quiz-result-heading" ref={headingRef} tabIndex={-1} className="text-lg font-semibold text-stone-900">
            {t('quiz.result.title')}
          </h2>
          <p className="mt-1 text-2xl font-bold text-stone-900">
            {t('quiz.result.score', { score: attempt.score, max: attempt.max_score, percent: attempt.percent })}
          </p>
          <p className="mt-1 text-sm text-stone-800">
            {attempt.passed
              ? (passedText ?? t('quiz.result.passed'))
              : t('quiz.result.failed', { percent: passingScore })}
          </p>
        </div>
      </div>

      <h3 className="font-semibold text-stone-900">{t('quiz.result.answers')}</h3>
      <ol className="flex flex-col gap-3">
        {questions.map((question, index) => {
          const result = results.get(question.question_id);
          const mine = chosen[question.question_id] ?? [];
          const correct = result?.correct ?? false;
          const correctOptions = result?.correct_options ?? [];
          return (
            <li key={question.question_id} className="flex flex-col gap-2 rounded-xl p-3 ring-1 ring-stone-200 sm:p-4">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <p className="min-w-0 flex-1 font-semibold break-words text-stone-900">
                  <span className="block text-xs font-medium text-stone-600">
                    {t('quiz.questionN', { n: index + 1, total: questions.length })}
                  </span>
                  {question.prompt}
                </p>
                <Badge tone={correct ? 'green' : 'red'}>
                  {correct ? (
                    <CheckCircle2 aria-hidden="true" className="mr-1 size-3.5" />
                  ) : (
                    <XCircle aria-hidden="true" className="mr-1 size-3.5" />
                  )}
                  {correct ? t('quiz.result.correct') : t('quiz.result.incorrect')}
                </Badge>
              </div>
              <dl className="grid gap-1 text-sm sm:grid-cols-[max-content_1fr] sm:gap-x-3">
                <dt className="text-stone-600">{t('quiz.result.yourAnswer')}</dt>
                <dd className="break-words text-stone-900">
                  {optionText(question, mine) || t('quiz.result.noAnswer')}
                </dd>
                {correctOptions.length > 0 ? (
                  <>
                    <dt className="text-stone-600">
                      {t('quiz.result.correctAnswer', { count: correctOptions.length })}
                    </dt>
                    <dd className="font-medium break-words text-brand-800">{optionText(question, correctOptions)}</dd>
                  </>
                ) : null}
                {result?.explanation ? (
                  <>
                    <dt className="text-stone-600">{t('quiz.result.explanation')}</dt>
                    <dd className="break-words whitespace-pre-line text-stone-800">{result.explanation}</dd>
                  </>
                ) : null}
              </dl>
            </li>
          );
        })}
      </ol>
      <button type="button" className="btn-outline self-start" onClick={onTryAgain}>
        <RotateCcw aria-hidden="true" className="size-4" />
        {t('quiz.result.tryAgain')}
      </button>
    </section>
  );
}
