import {
  COMPETITION_TRANSITIONS,
  type TCompetitionAction,
  type TCompetitionDetail,
} from '@ankur/shared/schemas/competitions';
import { Check } from 'lucide-react';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { INPUT_CLASS } from '../../../../components/ui/field';
import { notify } from '../../../../components/ui/toaster';
import { useErrorText } from '../../../../lib/api-errors';
import { useCompetitionTransition } from '../../api/competitions';
import { useManageTranslation } from './i18n';
import { formatIst } from './ist';

const STEPS = ['draft', 'open', 'judging', 'results_published'] as const;

/**
 * Where the competition stands (draft → open → judging → results) and the next step: Open
 * applications, Start judging, Cancel, each asked first. Publishing results is the Results tab's
 * (placings come with it); `onResults` takes the organiser there.
 */
export function LifecycleBar({
  competition,
  dirty,
  onResults,
}: {
  competition: TCompetitionDetail;
  /** unsaved changes: opening or judging waits until they are saved */
  dirty: boolean;
  /** to the Results tab; left out while it is open */
  onResults?: () => void;
}) {
  const { t, language } = useManageTranslation();
  const errorText = useErrorText();
  const id = useId();
  const transition = useCompetitionTransition(competition.competition_id);
  const [asking, setAsking] = useState<TCompetitionAction | null>(null);
  const [note, setNote] = useState('');
  const status = competition.status;
  const available = (['open', 'start_judging', 'cancel'] as const).filter((a) =>
    COMPETITION_TRANSITIONS[a].from.includes(status),
  );
  const ordered = [...competition.rounds].sort((a, b) => a.position - b.position);
  const firstRound = ordered[0];
  // results come once the final round is being judged (or decided)
  const finalBegun = ordered.at(-1)?.status !== 'pending';
  const noJudges = !firstRound || firstRound.judges.length === 0;
  const reached = STEPS.indexOf(status as (typeof STEPS)[number]);

  // awaited, not mutate's callbacks: the new status remounts the screen before they would run
  const run = async (action: TCompetitionAction) => {
    try {
      await transition.mutateAsync({ action, ...(note.trim() ? { note: note.trim() } : {}) });
    } catch {
      return; // the dialog shows the error
    }
    notify.success(t(`lifecycle.done.${action}`));
    setAsking(null);
    setNote('');
  };
  const body = (action: TCompetitionAction) =>
    action === 'open'
      ? t('lifecycle.confirm.openBody', { closes: formatIst(competition.closes_at, language) })
      : action === 'start_judging'
        ? t('lifecycle.confirm.start_judgingBody', { round: firstRound?.name ?? '' })
        : action === 'cancel'
          ? t('lifecycle.confirm.cancelBody')
          : t('lifecycle.confirm.publish_resultsBody');

  return (
    <section
      aria-label={t('lifecycle.label')}
      className="flex flex-col gap-3 rounded-2xl bg-white p-4 ring-1 ring-stone-200"
    >
      {status === 'cancelled' ? (
        <p className="font-medium text-red-800">{t('statuses.cancelled')}</p>
      ) : (
        <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
          {STEPS.map((step, i) => (
            <li key={step} className="flex items-center gap-2">
              <span
                aria-current={i === reached ? 'step' : undefined}
                className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 ${
                  i === reached
                    ? 'bg-brand-700 text-white'
                    : i < reached
                      ? 'bg-brand-50 text-brand-900'
                      : 'bg-stone-100 text-stone-600'
                }`}
              >
                {i < reached ? <Check className="size-3.5" aria-hidden /> : null}
                {t(`statuses.${step}`)}
              </span>
              {i < STEPS.length - 1 ? (
                <span aria-hidden="true" className="text-stone-400">
                  →
                </span>
              ) : null}
            </li>
          ))}
        </ol>
      )}
      {available.length || status === 'judging' ? (
        <div className="flex flex-wrap items-center gap-2">
          {available
            .filter((a) => a !== 'cancel')
            .map((action) => (
              <button
                key={action}
                type="button"
                className="btn-primary"
                disabled={dirty || (action === 'start_judging' && noJudges)}
                onClick={() => setAsking(action)}
              >
                {t(`lifecycle.actions.${action}`)}
              </button>
            ))}
          {status === 'judging' && finalBegun && onResults ? (
            <button type="button" className="btn-primary" onClick={onResults}>
              {t('lifecycle.actions.publish_results')}
            </button>
          ) : null}
          {available.includes('cancel') ? (
            <button type="button" className="btn-ghost text-red-700" onClick={() => setAsking('cancel')}>
              {t('lifecycle.actions.cancel')}
            </button>
          ) : null}
          {dirty ? <span className="text-sm text-amber-800">{t('save.unsaved')}</span> : null}
          {status === 'open' && noJudges ? (
            <span className="text-sm text-stone-600">{t('lifecycle.noRounds')}</span>
          ) : null}
        </div>
      ) : null}
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => {
          if (!open) {
            setAsking(null);
            transition.reset();
          }
        }}
        title={asking ? t(`lifecycle.confirm.${asking}`) : ''}
        confirmLabel={asking ? t(`lifecycle.actions.${asking}`) : ''}
        cancelLabel={asking === 'cancel' ? t('lifecycle.confirm.keep') : undefined}
        destructive={asking === 'cancel'}
        pending={transition.isPending}
        error={transition.isError ? errorText(transition.error) : null}
        onConfirm={() => asking && void run(asking)}
      >
        {asking ? <p>{body(asking)}</p> : null}
        {asking === 'cancel' ? (
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-note`} className="text-sm font-medium text-stone-800">
              {t('lifecycle.confirm.note')}
            </label>
            <textarea
              id={`${id}-note`}
              className={INPUT_CLASS}
              rows={3}
              maxLength={1000}
              value={note}
              onChange={(e) => setNote(e.target.value)}
            />
          </div>
        ) : null}
      </ConfirmDialog>
    </section>
  );
}
