import type { TAssignment, TCriterion } from '@ankur/shared/schemas/competitions';
import { Check, CircleAlert, Loader2, Send, ShieldAlert } from 'lucide-react';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Field, fieldAria, INPUT_CLASS } from '../../../components/ui/field';
import { ReasonField } from '../../../components/ui/reason-field';
import { notify } from '../../../components/ui/toaster';
import { fieldErrorsOf, useErrorText } from '../../../lib/api-errors';
import { useDeclareConflict } from '../api/judging';
import { useCompetitionsTranslation } from '../i18n';
import { type SaveState, useScoreAutosave } from './use-score-autosave';

/** The weighted total 0..100 of complete scores (the server's formula), or null while incomplete. */
export function weightedTotal(rubric: readonly TCriterion[], scores: Record<string, number>): number | null {
  let sum = 0;
  let weights = 0;
  for (const c of rubric) {
    const s = scores[c.key];
    if (!s) return null;
    sum += (c.weight * (s - 1)) / (c.scale_max - 1);
    weights += c.weight;
  }
  return weights > 0 ? Math.round((sum / weights) * 1000) / 10 : null;
}

function SaveIndicator({ state, onRetry }: { state: SaveState; onRetry: () => void }) {
  const { t } = useCompetitionsTranslation();
  return (
    <p role="status" aria-live="polite" className="flex min-h-6 items-center gap-1.5 text-sm">
      {state === 'saving' ? (
        <>
          <Loader2 aria-hidden className="size-4 animate-spin text-stone-500" />
          <span className="text-stone-600">{t('judge.saving')}</span>
        </>
      ) : state === 'saved' ? (
        <>
          <Check aria-hidden className="size-4 text-emerald-700" />
          <span className="text-emerald-800">{t('judge.saved')}</span>
        </>
      ) : state === 'dirty' ? (
        <span className="text-stone-600">{t('judge.unsaved')}</span>
      ) : state === 'error' ? (
        <button
          type="button"
          className="inline-flex items-center gap-1 font-medium text-red-700 underline"
          onClick={onRetry}
        >
          <CircleAlert aria-hidden className="size-4" />
          {t('judge.saveFailed')}
        </button>
      ) : null}
    </p>
  );
}

/** The rubric of one assignment (each criterion's scale as radios), the comment, Submit, and a conflict. */
export function ScoreCard({
  competitionId,
  assignment,
  rubric,
  onSubmitted,
}: {
  competitionId: number;
  assignment: TAssignment;
  rubric: readonly TCriterion[];
  onSubmitted: () => void;
}) {
  const { t } = useCompetitionsTranslation();
  const errorText = useErrorText();
  const commentId = useId();
  const criteria = rubric.map((c) => c.key);
  const auto = useScoreAutosave(competitionId, assignment, criteria);
  const conflict = useDeclareConflict(competitionId);
  const [conflictOpen, setConflictOpen] = useState(false);
  const [reason, setReason] = useState('');
  const totalWeight = rubric.reduce((s, c) => s + c.weight, 0) || 1;
  const total = weightedTotal(rubric, auto.draft.scores);
  const conflictError = fieldErrorsOf(conflict.error, ['reason'] as const).reason ?? null;

  const setScore = (key: string, value: number) =>
    auto.change({ ...auto.draft, scores: { ...auto.draft.scores, [key]: value } });

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-base font-semibold text-stone-900">{t('judge.rubric')}</h3>
        <SaveIndicator state={auto.state} onRetry={auto.retry} />
      </div>
      {rubric.map((c) => (
        <fieldset key={c.key} className="flex flex-col gap-2">
          <legend className="text-sm font-medium text-stone-900">
            {c.name}{' '}
            <span className="font-normal text-stone-500">
              · {t('judge.weight', { percent: Math.round((c.weight / totalWeight) * 100) })}
            </span>
          </legend>
          {c.description ? <p className="text-xs text-stone-600">{c.description}</p> : null}
          <div
            className="flex flex-wrap gap-1.5"
            role="radiogroup"
            aria-label={t('judge.scaleOf', { criterion: c.name, max: c.scale_max })}
          >
            {Array.from({ length: c.scale_max }, (_, i) => i + 1).map((n) => {
              const chosen = auto.draft.scores[c.key] === n;
              return (
                <label
                  key={n}
                  className={`flex size-10 cursor-pointer items-center justify-center rounded-lg text-sm font-semibold ring-1 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600 ${
                    chosen
                      ? 'bg-brand-700 text-white ring-brand-700'
                      : 'bg-white text-stone-800 ring-stone-300 hover:bg-stone-50'
                  }`}
                >
                  <input
                    type="radio"
                    className="sr-only"
                    name={`score-${assignment.assignment_id}-${c.key}`}
                    value={n}
                    checked={chosen}
                    onChange={() => setScore(c.key, n)}
                  />
                  {n}
                </label>
              );
            })}
          </div>
        </fieldset>
      ))}
      <Field id={commentId} label={t('judge.comment')} hint={t('judge.commentHint')}>
        <textarea
          {...fieldAria(commentId, null, true)}
          rows={4}
          maxLength={4000}
          className={INPUT_CLASS}
          value={auto.draft.comment}
          onChange={(e) => auto.change({ ...auto.draft, comment: e.target.value })}
        />
      </Field>
      <p className="text-sm font-medium text-stone-900">
        {total === null ? t('judge.incomplete') : t('judge.total', { total })}
      </p>
      {assignment.status === 'scored' ? (
        <p className="rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-900 ring-1 ring-emerald-200">
          {t('judge.scoredNotice')}
        </p>
      ) : null}
      {auto.state === 'error' && auto.error ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {errorText(auto.error)}
        </p>
      ) : null}
      <div className="flex flex-col gap-2">
        <button
          type="button"
          className="btn-primary w-full"
          disabled={!auto.complete || auto.state === 'saving'}
          onClick={() =>
            auto.submit(() => {
              notify.success(t('judge.submitted'));
              onSubmitted();
            })
          }
        >
          <Send aria-hidden className="size-4" />
          {assignment.status === 'scored' ? t('judge.resubmit') : t('judge.submit')}
        </button>
        <button type="button" className="btn-ghost self-center text-stone-700" onClick={() => setConflictOpen(true)}>
          <ShieldAlert aria-hidden className="size-4" />
          {t('judge.conflict')}
        </button>
      </div>
      <ConfirmDialog
        open={conflictOpen}
        onOpenChange={setConflictOpen}
        title={t('judge.conflictTitle')}
        confirmLabel={t('judge.conflictConfirm')}
        destructive
        pending={conflict.isPending}
        error={conflict.error && !conflictError ? errorText(conflict.error) : null}
        onConfirm={() =>
          conflict.mutate(
            { assignmentId: assignment.assignment_id, reason: reason.trim() },
            {
              onSuccess: () => {
                setConflictOpen(false);
                notify.success(t('judge.conflictDone'));
              },
            },
          )
        }
      >
        <p>{t('judge.conflictBody', { team: assignment.application.team_name })}</p>
        <ReasonField label={t('judge.conflictReason')} value={reason} onChange={setReason} error={conflictError} />
      </ConfirmDialog>
    </div>
  );
}
