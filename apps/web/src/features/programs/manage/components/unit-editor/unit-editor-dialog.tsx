import { UNIT_TYPES } from '@ankur/shared/schemas/programs';
import { type FormEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { ConfirmDialog } from '../../../../../components/ui/confirm-dialog';
import { Field, fieldAria, INPUT_CLASS } from '../../../../../components/ui/field';
import { Modal } from '../../../../../components/ui/modal';
import { QueryErrorPanel } from '../../../../../components/ui/query-gate';
import { notify } from '../../../../../components/ui/toaster';
import { useErrorText } from '../../../../../lib/api-errors';
import type { OutlineUnit } from '../../../api/load-program-outline';
import { useQuizDefinition } from '../../api/quiz-questions';
import { useSaveUnit } from '../../api/save-unit';
import { useProgramsManageTranslation } from '../../i18n';
import { hasProblems, type Problems, problemsFromError, useProblemText } from '../../problems';
import { checkQuiz, countProblems, type QuizDraft, quizDraftOf, wholeNumber } from '../../quiz-draft';
import {
  checkUnit,
  hasResource,
  isUnitKind,
  UNIT_FIELDS,
  type UnitDraft,
  type UnitField,
  unitDraftOf,
} from '../../unit-draft';
import { ContentField } from './content-field';
import { QuizEditor } from './quiz-editor';
import { ResourceField } from './resource-field';

/** A quiz draft without its React keys, to tell whether anything changed. */
const quizSignature = (draft: QuizDraft | null) =>
  draft ? JSON.stringify([draft.passingScore, draft.questions.map(({ key: _key, ...q }) => q)]) : '';

/**
 * The unit editor: name, kind and duration, then by kind rich content (Tiptap, loaded on
 * demand), a video link or upload, a document upload, or a quiz's questions. Saving checks
 * everything first; closing with unsaved changes asks before discarding them.
 */
export function UnitEditorDialog({
  programId,
  unit,
  onClose,
}: {
  programId: number;
  unit: OutlineUnit;
  onClose: () => void;
}) {
  const { t } = useProgramsManageTranslation();
  const problemText = useProblemText();
  const errorText = useErrorText();
  const formId = useId();
  const initial = useMemo(() => unitDraftOf(unit, isUnitKind(unit.unit_type) ? unit.unit_type : 'lesson'), [unit]);
  const [draft, setDraft] = useState<UnitDraft>(initial);
  const isQuiz = draft.kind === 'quiz';
  const quiz = useQuizDefinition(programId, unit.unit_id, isQuiz);
  const [quizDraft, setQuizDraft] = useState<QuizDraft | null>(null);
  const quizStart = useRef('');
  const [tried, setTried] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [serverProblems, setServerProblems] = useState<Problems<UnitField>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [discarding, setDiscarding] = useState(false);
  const save = useSaveUnit(programId, unit.unit_id);

  // the saved questions (or one empty question) become the quiz's draft once
  useEffect(() => {
    if (!isQuiz || !quiz.isSuccess || quizDraft) return;
    const next = quizDraftOf(quiz.data, unit.passing_score);
    quizStart.current = quizSignature(next);
    setQuizDraft(next);
  }, [isQuiz, quiz.isSuccess, quiz.data, quizDraft, unit.passing_score]);

  const passing = quizDraft ? wholeNumber(quizDraft.passingScore, 0, 100) : null;
  const unitCheck = checkUnit(draft, typeof passing === 'number' ? passing : null);
  const quizCheck = isQuiz && quizDraft ? checkQuiz(quizDraft) : null;
  const problems: Problems<UnitField> = { ...(tried ? unitCheck.problems : {}), ...serverProblems };
  const problemCount =
    Object.values(unitCheck.problems).filter(Boolean).length + (quizCheck ? countProblems(quizCheck.problems) : 0);
  const dirty =
    JSON.stringify(draft) !== JSON.stringify(initial) ||
    (quizDraft !== null && quizSignature(quizDraft) !== quizStart.current);

  const change = (patch: Partial<UnitDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setServerProblems({});
  };
  const requestClose = () => {
    if (save.isPending) return;
    if (dirty) setDiscarding(true);
    else onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    setFormError(null);
    if (!unitCheck.body || (isQuiz && !quizCheck?.definition)) {
      window.setTimeout(
        () => document.querySelector<HTMLElement>(`[data-unit-form="${formId}"] [aria-invalid="true"]`)?.focus(),
        0,
      );
      return;
    }
    save.mutate(
      { body: unitCheck.body, quiz: isQuiz ? (quizCheck?.definition ?? null) : null },
      {
        onSuccess: () => {
          notify.success(t('unit.saved'));
          onClose();
        },
        onError: (error) => {
          const found = problemsFromError(error, UNIT_FIELDS);
          if (hasProblems(found)) setServerProblems(found);
          else setFormError(t('unit.saveFailed', { reason: errorText(error) }));
        },
      },
    );
  };

  const id = (field: string) => `${formId}-${field}`;
  const nameError = problemText(problems.unit_name);
  const durationError = problemText(problems.duration_minutes);
  const contentError = problemText(problems.content);
  const quizBlocked = isQuiz && !quizDraft;

  return (
    <Modal
      open
      onOpenChange={(open) => !open && requestClose()}
      title={t('unit.title')}
      description={unit.unit_name}
      width="48rem"
      footer={
        <>
          <button type="button" className="btn-ghost" disabled={save.isPending} onClick={requestClose}>
            {t('common.cancel')}
          </button>
          <button
            type="submit"
            form={formId}
            className="btn-primary"
            disabled={save.isPending || uploading || quizBlocked}
          >
            {save.isPending ? t('common.saving') : t('unit.save')}
          </button>
        </>
      }
    >
      <form id={formId} data-unit-form={formId} noValidate onSubmit={submit} className="flex flex-col gap-4">
        {formError ? (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
            {formError}
          </p>
        ) : tried && problemCount > 0 ? (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
            {t('unit.fixProblems', { count: problemCount })}
          </p>
        ) : null}
        <Field id={id('name')} label={t('unit.name')} error={nameError} required>
          <input
            {...fieldAria(id('name'), nameError)}
            type="text"
            value={draft.name}
            onChange={(event) => change({ name: event.target.value })}
            className={INPUT_CLASS}
          />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id={id('kind')} label={t('unit.kind')}>
            <select
              id={id('kind')}
              value={draft.kind}
              onChange={(event) => isUnitKind(event.target.value) && change({ kind: event.target.value })}
              className={INPUT_CLASS}
            >
              {UNIT_TYPES.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`unit.kinds.${kind}`)}
                </option>
              ))}
            </select>
          </Field>
          <Field id={id('duration')} label={t('unit.duration')} hint={t('unit.durationHint')} error={durationError}>
            <input
              {...fieldAria(id('duration'), durationError, true)}
              type="number"
              inputMode="numeric"
              min={0}
              max={10000}
              step={1}
              value={draft.duration}
              onChange={(event) => change({ duration: event.target.value })}
              className={INPUT_CLASS}
            />
          </Field>
        </div>

        {hasResource(draft.kind) ? (
          <ResourceField
            key={draft.kind}
            kind={draft.kind === 'video' ? 'video' : 'document'}
            value={draft.resourceUrl}
            onChange={(resourceUrl) => change({ resourceUrl })}
            error={problemText(problems.resource_url)}
            onBusyChange={setUploading}
          />
        ) : null}

        {draft.kind !== 'quiz' ? (
          <div className="flex flex-col gap-1">
            <span id={id('content-label')} className="text-sm font-medium text-stone-800">
              {t('unit.content')}
            </span>
            <ContentField
              value={draft.content}
              onChange={(content) => change({ content })}
              label={t('unit.content')}
              describedBy={`${id('content-hint')}${contentError ? ` ${id('content-error')}` : ''}`}
              invalid={Boolean(contentError)}
              loadingLabel={t('editor.loading')}
            />
            {contentError ? (
              <p id={id('content-error')} className="text-sm text-red-700">
                {contentError}
              </p>
            ) : null}
            <p id={id('content-hint')} className="text-xs text-stone-500">
              {t(`unit.contentHint.${draft.kind}`)}
            </p>
          </div>
        ) : null}

        {isQuiz ? (
          quizDraft ? (
            <QuizEditor
              draft={quizDraft}
              onEdit={(edit) => setQuizDraft((current) => (current ? edit(current) : current))}
              problems={tried && quizCheck ? quizCheck.problems : null}
            />
          ) : quiz.isError ? (
            <QueryErrorPanel
              variant="inline"
              title={t('quiz.loadFailed', { reason: errorText(quiz.error) })}
              body={null}
              error={quiz.error}
              onRetry={() => void quiz.refetch()}
            />
          ) : (
            <p role="status" className="text-sm text-stone-600">
              {t('quiz.loading')}
            </p>
          )
        ) : null}
      </form>

      <ConfirmDialog
        open={discarding}
        onOpenChange={setDiscarding}
        title={t('unit.discardTitle')}
        confirmLabel={t('unit.discard')}
        cancelLabel={t('unit.keepEditing')}
        destructive
        onConfirm={() => {
          setDiscarding(false);
          onClose();
        }}
      >
        <p>{t('unit.discardBody')}</p>
      </ConfirmDialog>
    </Modal>
  );
}
