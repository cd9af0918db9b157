import { CheckCircle2, Info } from 'lucide-react';
import { useProgramsTranslation } from '../i18n';
import type { unitKindOf } from './program-outline';

type UnitKind = ReturnType<typeof unitKindOf>;

/** Kinds a learner cannot tick off by hand: a passed quiz or a submitted assignment completes them. */
export type SelfCompletingKind = Extract<UnitKind, 'quiz' | 'assignment'>;

export const completesItself = (kind: UnitKind): kind is SelfCompletingKind => kind === 'quiz' || kind === 'assignment';

export interface UnitCompletionControls {
  completed: boolean;
  saving: boolean;
  /** "Mark as complete" / undo; null for a unit that completes itself (quiz, assignment). */
  onToggle: (() => void) | null;
}

/**
 * The foot of a unit: "Mark as complete" (or undo) for units the learner ticks off; for a quiz or
 * an assignment, what completes it, or "Completed". Moving on is the one "Next" of the unit
 * navigation below (issue 19: a "Next unit" here sat beside it).
 */
export function UnitCompletion({ kind, controls }: { kind: UnitKind; controls: UnitCompletionControls }) {
  const { t } = useProgramsTranslation();
  const { completed, saving, onToggle } = controls;

  if (completesItself(kind) || !onToggle) {
    return (
      <div className="mt-6 flex flex-col gap-2 border-t border-stone-200 pt-4 sm:flex-row sm:items-center">
        <p
          role="status"
          aria-live="polite"
          className={`flex items-start gap-2 text-sm ${completed ? 'font-semibold text-brand-800' : 'text-stone-700'}`}
        >
          {completed ? (
            <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
          ) : (
            <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-stone-500" />
          )}
          {completed
            ? t('completion.done')
            : kind === 'assignment'
              ? t('completion.byAssignment')
              : t('completion.byQuiz')}
        </p>
      </div>
    );
  }

  return (
    <div className="mt-6 flex flex-col gap-2 border-t border-stone-200 pt-4 sm:flex-row sm:items-center">
      <button type="button" className={completed ? 'btn-outline' : 'btn-primary'} disabled={saving} onClick={onToggle}>
        {completed ? <CheckCircle2 aria-hidden="true" className="size-4" /> : null}
        {completed ? t('learning.completedUndo') : t('learning.markComplete')}
      </button>
      <p role="status" aria-live="polite" className="text-sm text-stone-600 sm:ml-auto">
        {saving ? t('learning.saving') : ''}
      </p>
    </div>
  );
}
