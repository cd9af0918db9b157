import {
  CONTENT_TRANSITIONS,
  type TContentAction,
  type TContentCard,
  type TContentStatus,
} from '@ankur/shared/schemas/content';
import { Star } from 'lucide-react';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Field, INPUT_CLASS } from '../../../components/ui/field';
import { notify } from '../../../components/ui/toaster';
import { useErrorText } from '../../../lib/api-errors';
import { useFeature, useTransition } from '../api/content';
import { useContentTranslation } from '../i18n';

/** The moves a person may make on a piece in `status`: the author submits; editors do the rest. */
export function allowedActions(status: TContentStatus, isAuthor: boolean, canReview: boolean): TContentAction[] {
  return (Object.keys(CONTENT_TRANSITIONS) as TContentAction[]).filter((action) => {
    if (!CONTENT_TRANSITIONS[action].from.includes(status)) return false;
    return action === 'submit' ? isAuthor || canReview : canReview;
  });
}

/**
 * A piece's workflow buttons: submit, return (with a note for the author), publish, archive (after
 * a confirm), restore; and, for editors, featuring a published piece on the hub.
 */
export function WorkflowActions({
  card,
  isAuthor,
  canReview,
  beforeAction,
  onDone,
}: {
  card: Pick<TContentCard, 'content_id' | 'title' | 'status' | 'featured'>;
  isAuthor: boolean;
  canReview: boolean;
  /** runs first (the editor saves its changes); a false answer stops the move */
  beforeAction?: () => Promise<boolean>;
  onDone?: () => void;
}) {
  const { t } = useContentTranslation();
  const errorText = useErrorText();
  const transition = useTransition();
  const feature = useFeature();
  const [asking, setAsking] = useState<'return' | 'archive' | null>(null);
  const [note, setNote] = useState('');
  const id = useId();
  const actions = allowedActions(card.status, isAuthor, canReview);

  const run = async (action: TContentAction, withNote?: string) => {
    if (beforeAction && !(await beforeAction())) return;
    transition.mutate(
      { id: card.content_id, action, note: withNote?.trim() || undefined },
      {
        onSuccess: (piece) => {
          setAsking(null);
          setNote('');
          notify.success(t('studio.done', { status: t(`statuses.${piece.status}`) }));
          onDone?.();
        },
        onError: (error) => notify.error(errorText(error)),
      },
    );
  };

  return (
    <div className="flex flex-wrap gap-2">
      {actions.map((action) => (
        <button
          key={action}
          type="button"
          className={action === 'publish' || action === 'submit' ? 'btn-primary' : 'btn-outline'}
          disabled={transition.isPending}
          onClick={() => (action === 'return' || action === 'archive' ? setAsking(action) : void run(action))}
        >
          {t(`actions.${action}`)}
        </button>
      ))}
      {canReview && card.status === 'published' ? (
        <button
          type="button"
          className="btn-ghost"
          aria-pressed={card.featured}
          disabled={feature.isPending}
          onClick={() =>
            feature.mutate(
              { id: card.content_id, featured: !card.featured },
              { onError: (error) => notify.error(errorText(error)) },
            )
          }
        >
          <Star className={`size-4 ${card.featured ? 'fill-amber-400 text-amber-600' : ''}`} aria-hidden />
          {card.featured ? t('studio.unfeature') : t('studio.feature')}
        </button>
      ) : null}
      <ConfirmDialog
        open={asking === 'return'}
        onOpenChange={(open) => !open && setAsking(null)}
        title={t('transition.returnTitle')}
        confirmLabel={t('actions.return')}
        pending={transition.isPending}
        onConfirm={() => void run('return', note)}
      >
        <Field id={`${id}-note`} label={t('transition.note')} hint={t('transition.noteHint')}>
          <textarea
            id={`${id}-note`}
            className={INPUT_CLASS}
            rows={4}
            maxLength={1000}
            value={note}
            onChange={(e) => setNote(e.target.value)}
          />
        </Field>
      </ConfirmDialog>
      <ConfirmDialog
        open={asking === 'archive'}
        onOpenChange={(open) => !open && setAsking(null)}
        title={t('actions.archive')}
        confirmLabel={t('actions.archive')}
        destructive
        pending={transition.isPending}
        onConfirm={() => void run('archive')}
      >
        <p className="text-sm text-stone-700">{t('transition.confirmArchive', { title: card.title })}</p>
      </ConfirmDialog>
    </div>
  );
}
