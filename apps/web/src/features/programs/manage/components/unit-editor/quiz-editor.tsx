import { Plus, Trash2, X } from 'lucide-react';
import { useId } from 'react';
import { Field, fieldAria, INPUT_CLASS } from '../../../../../components/ui/field';
import { useProgramsManageTranslation } from '../../i18n';
import { useProblemText } from '../../problems';
import {
  EXPLANATION_MAX,
  MAX_OPTIONS,
  MAX_QUESTIONS,
  MIN_OPTIONS,
  type QuestionDraft,
  type QuestionProblems,
  type QuizDraft,
  type QuizProblems,
  quizEdits,
} from '../../quiz-draft';

type Edit = (draft: QuizDraft) => QuizDraft;

interface QuizEditorProps {
  draft: QuizDraft;
  onEdit: (edit: Edit) => void;
  /** Shown once the person has tried to save. */
  problems: QuizProblems | null;
}

const ICON_BUTTON =
  'inline-flex size-9 shrink-0 items-center justify-center rounded-lg text-stone-600 hover:bg-red-50 hover:text-red-700 disabled:opacity-35 disabled:hover:bg-transparent disabled:hover:text-stone-600';

function QuestionEditor(props: {
  question: QuestionDraft;
  index: number;
  count: number;
  problems: QuestionProblems | undefined;
  onEdit: (edit: Edit) => void;
}) {
  const { question, index, count, problems, onEdit } = props;
  const { t } = useProgramsManageTranslation();
  const problemText = useProblemText();
  const id = useId();
  const n = index + 1;
  const correctError = problemText(problems?.correct);

  return (
    <fieldset className="flex flex-col gap-3 rounded-xl border border-stone-200 bg-stone-50 p-3 sm:p-4">
      <legend className="sr-only">{t('quiz.question', { n })}</legend>
      <div className="flex items-center justify-between gap-2">
        <p aria-hidden="true" className="font-semibold text-stone-900">
          {t('quiz.question', { n })}
        </p>
        <button
          type="button"
          className={ICON_BUTTON}
          aria-label={t('quiz.removeQuestion', { n })}
          title={t('quiz.removeQuestion', { n })}
          disabled={count <= 1}
          onClick={() => onEdit(quizEdits.removeQuestion(index))}
        >
          <Trash2 aria-hidden="true" className="size-4" />
        </button>
      </div>
      <Field id={`${id}-prompt`} label={t('quiz.prompt', { n })} error={problemText(problems?.prompt)} required>
        <textarea
          {...fieldAria(`${id}-prompt`, problemText(problems?.prompt))}
          rows={2}
          value={question.prompt}
          onChange={(event) => onEdit(quizEdits.prompt(index, event.target.value))}
          className={INPUT_CLASS}
        />
      </Field>

      <fieldset aria-describedby={`${id}-answers-hint${correctError ? ` ${id}-answers-error` : ''}`}>
        <legend className="text-sm font-medium text-stone-800">{t('quiz.answers', { n })}</legend>
        <p id={`${id}-answers-hint`} className="mt-0.5 text-xs text-stone-500">
          {t('quiz.answersHint')}
        </p>
        <ol className="mt-2 flex flex-col gap-2">
          {question.options.map((option, o) => {
            const optionId = `${id}-option-${o}`;
            const optionError = problemText(problems?.options[o]);
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: answers are known by their place (the correct marks are indexes)
              <li key={o} className="flex flex-col gap-1">
                <div className="flex items-center gap-2">
                  <label className="inline-flex shrink-0 items-center gap-1.5 text-sm text-stone-700">
                    <input
                      type="checkbox"
                      className="size-4 accent-brand-600"
                      checked={question.correct.includes(o)}
                      aria-label={t('quiz.correctLabel', { n: o + 1 })}
                      onChange={() => onEdit(quizEdits.toggleCorrect(index, o))}
                    />
                    <span aria-hidden="true" className="hidden sm:inline">
                      {t('quiz.correct')}
                    </span>
                  </label>
                  <label htmlFor={optionId} className="sr-only">
                    {t('quiz.answer', { n: o + 1 })}
                  </label>
                  <input
                    {...fieldAria(optionId, optionError)}
                    type="text"
                    placeholder={t('quiz.answer', { n: o + 1 })}
                    value={option}
                    onChange={(event) => onEdit(quizEdits.option(index, o, event.target.value))}
                    className={`${INPUT_CLASS} min-w-0 flex-1`}
                  />
                  <button
                    type="button"
                    className={ICON_BUTTON}
                    aria-label={t('quiz.removeAnswer', { n: o + 1 })}
                    title={t('quiz.removeAnswer', { n: o + 1 })}
                    disabled={question.options.length <= MIN_OPTIONS}
                    onClick={() => onEdit(quizEdits.removeOption(index, o))}
                  >
                    <X aria-hidden="true" className="size-4" />
                  </button>
                </div>
                {optionError ? (
                  <p id={`${optionId}-error`} className="text-sm text-red-700 sm:pl-20">
                    {optionError}
                  </p>
                ) : null}
              </li>
            );
          })}
        </ol>
        {correctError ? (
          <p id={`${id}-answers-error`} className="mt-2 text-sm text-red-700">
            {correctError}
          </p>
        ) : null}
        <button
          type="button"
          className="btn-ghost mt-2 px-2 text-brand-700"
          disabled={question.options.length >= MAX_OPTIONS}
          onClick={() => onEdit(quizEdits.addOption(index))}
        >
          <Plus aria-hidden="true" className="size-4" />
          {t('quiz.addAnswer')}
        </button>
      </fieldset>

      <Field
        id={`${id}-explanation`}
        label={t('quiz.explanation')}
        hint={t('quiz.explanationHint')}
        error={problemText(problems?.explanation)}
      >
        <textarea
          {...fieldAria(`${id}-explanation`, problemText(problems?.explanation), true)}
          rows={2}
          maxLength={EXPLANATION_MAX}
          value={question.explanation}
          onChange={(event) => onEdit(quizEdits.explanation(index, event.target.value))}
          className={INPUT_CLASS}
        />
      </Field>
    </fieldset>
  );
}

/** A quiz's pass mark and questions (2–10 answers each, at least one ticked as correct). */
export function QuizEditor({ draft, onEdit, problems }: QuizEditorProps) {
  const { t } = useProgramsManageTranslation();
  const problemText = useProblemText();
  const id = useId();
  const scoreError = problemText(problems?.passingScore);
  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-4">
      <Field
        id={`${id}-score`}
        label={t('quiz.passingScore')}
        hint={t('quiz.passingScoreHint')}
        error={scoreError}
        required
      >
        <input
          {...fieldAria(`${id}-score`, scoreError, true)}
          type="number"
          inputMode="numeric"
          min={0}
          max={100}
          step={1}
          value={draft.passingScore}
          onChange={(event) => onEdit(quizEdits.passingScore(event.target.value))}
          className={`${INPUT_CLASS} sm:w-32`}
        />
      </Field>
      <h3 id={`${id}-heading`} className="text-base font-semibold text-stone-900">
        {t('quiz.heading')}
      </h3>
      {problems?.list ? <p className="text-sm text-red-700">{problemText(problems.list)}</p> : null}
      {draft.questions.map((question, index) => (
        <QuestionEditor
          key={question.key}
          question={question}
          index={index}
          count={draft.questions.length}
          problems={problems?.questions[index]}
          onEdit={onEdit}
        />
      ))}
      <button
        type="button"
        className="btn-outline self-start"
        disabled={draft.questions.length >= MAX_QUESTIONS}
        onClick={() => onEdit(quizEdits.addQuestion())}
      >
        <Plus aria-hidden="true" className="size-4" />
        {t('quiz.addQuestion')}
      </button>
    </section>
  );
}
