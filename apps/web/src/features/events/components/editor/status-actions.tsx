import { EVENT_TRANSITIONS, type TEventAction, type TEventDetail } from '@ankur/shared/schemas/events';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { INPUT_CLASS } from '../../../../components/ui/field';
import { notify } from '../../../../components/ui/toaster';
import { useErrorText } from '../../../../lib/api-errors';
import { useEventTransition } from '../../api/manage';
import { useManageTranslation } from '../manage/i18n';

const ORDER: TEventAction[] = ['publish', 'postpone', 'complete', 'cancel'];
const WITH_NOTE: TEventAction[] = ['postpone', 'cancel'];

/**
 * The event's status changes the contract allows from where it is (EVENT_TRANSITIONS): publish,
 * postpone, complete, cancel. Each asks first; postponing and cancelling carry a note to every
 * registrant. `beforeAction` saves the open changes first (false stops).
 */
export function StatusActions({ event, beforeAction }: { event: TEventDetail; beforeAction?: () => Promise<boolean> }) {
  const { t } = useManageTranslation();
  const errorText = useErrorText();
  const id = useId();
  const transition = useEventTransition(event.event_id);
  const [asking, setAsking] = useState<TEventAction | null>(null);
  const [note, setNote] = useState('');
  const allowed = ORDER.filter((a) => EVENT_TRANSITIONS[a].from.includes(event.status));
  if (allowed.length === 0) return null;

  const run = async () => {
    if (!asking) return;
    if (beforeAction && !(await beforeAction())) {
      setAsking(null);
      return;
    }
    const action = asking;
    transition.mutate(
      { action, note: WITH_NOTE.includes(action) && note.trim() ? note.trim() : undefined },
      {
        onSuccess: () => {
          notify.success(t(`editor.actions.done.${action}`));
          setAsking(null);
          setNote('');
        },
      },
    );
  };

  return (
    <>
      {allowed.map((action) => (
        <button
          key={action}
          type="button"
          className={
            action === 'publish' ? 'btn-primary' : action === 'cancel' ? 'btn-outline text-red-700' : 'btn-outline'
          }
          onClick={() => {
            transition.reset();
            setAsking(action);
          }}
        >
          {t(`editor.actions.${action}`)}
        </button>
      ))}
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => {
          if (!open) setAsking(null);
        }}
        title={asking ? t(`editor.actions.${asking}Title`) : ''}
        confirmLabel={asking ? t(`editor.actions.${asking}`) : ''}
        cancelLabel={t('editor.actions.keep')}
        destructive={asking === 'cancel'}
        pending={transition.isPending}
        error={transition.isError ? errorText(transition.error) : null}
        onConfirm={() => void run()}
      >
        <div className="flex flex-col gap-3">
          <p className="text-sm text-stone-700">{asking ? t(`editor.actions.${asking}Body`) : null}</p>
          {asking && WITH_NOTE.includes(asking) ? (
            <div className="flex flex-col gap-1">
              <label htmlFor={`${id}-note`} className="text-sm font-medium text-stone-800">
                {t('editor.actions.note')}
              </label>
              <textarea
                id={`${id}-note`}
                className={INPUT_CLASS}
                rows={3}
                maxLength={1000}
                placeholder={t('editor.actions.notePlaceholder')}
                value={note}
                onChange={(e) => setNote(e.target.value)}
              />
            </div>
          ) : null}
        </div>
      </ConfirmDialog>
    </>
  );
}
