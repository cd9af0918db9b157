import type { TIdeaCard } from '@ankur/shared/schemas/innovation';
import { Lightbulb, Plus } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { QueryGate } from '../../../components/ui/query-gate';
import { StatePanel } from '../../../components/ui/state-panel';
import { notify } from '../../../components/ui/toaster';
import { useErrorText } from '../../../lib/api-errors';
import { useCan } from '../../../stores/access';
import { useDeleteIdea, useEditIdea, useMyIdeas } from '../api/ideas';
import { useInnovationTranslation } from '../i18n';
import { CardSkeletons, IdeaCard } from './idea-card';
import { NewIdeaDialog } from './new-idea-dialog';

/** My ideas: open or archived cards, New idea, archive (with undo) and delete (confirmed). */
export function MyIdeas() {
  const { t } = useInnovationTranslation();
  const errorText = useErrorText();
  const [status, setStatus] = useState<'open' | 'archived'>('open');
  const ideas = useMyIdeas(status);
  const edit = useEditIdea();
  const remove = useDeleteIdea();
  const canCreate = useCan('My Ideas', 'create');
  const canUpdate = useCan('My Ideas', 'update');
  const canDelete = useCan('My Ideas', 'delete');
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<TIdeaCard | null>(null);

  const archive = (idea: TIdeaCard) => {
    const next = idea.status === 'archived' ? 'active' : 'archived';
    edit.mutate(
      { id: idea.idea_id, patch: { status: next } },
      {
        onSuccess: () => {
          if (next === 'archived') {
            notify.success(t('list.archivedToast', { title: idea.title }), {
              action: {
                label: t('list.undo'),
                onClick: () => edit.mutate({ id: idea.idea_id, patch: { status: 'active' } }),
              },
            });
          }
        },
        onError: (error) => notify.error(errorText(error)),
      },
    );
  };

  const newButton = canCreate ? (
    <button type="button" className="btn-primary" onClick={() => setCreating(true)}>
      <Plus aria-hidden className="size-4" />
      {t('list.newIdea')}
    </button>
  ) : null;

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <fieldset className="flex gap-1 rounded-lg bg-stone-100 p-1">
          <legend className="sr-only">{t('list.filter')}</legend>
          {(['open', 'archived'] as const).map((s) => (
            <label
              key={s}
              className={`cursor-pointer rounded-md px-3 py-1 text-sm has-focus-visible:outline-2 has-focus-visible:outline-brand-500 ${status === s ? 'bg-white font-semibold text-stone-900 shadow-sm' : 'text-stone-700'}`}
            >
              <input
                type="radio"
                name="idea-status"
                className="sr-only"
                checked={status === s}
                onChange={() => setStatus(s)}
              />
              {t(`list.${s}`)}
            </label>
          ))}
        </fieldset>
        {newButton}
      </div>
      <QueryGate query={ideas} pending={<CardSkeletons />} error={{ title: t('list.loadError') }}>
        {(list) =>
          list.length === 0 ? (
            status === 'archived' ? (
              <p className="rounded-2xl bg-white p-6 text-center text-sm text-stone-600 ring-1 ring-stone-200">
                {t('list.emptyArchived')}
              </p>
            ) : (
              <StatePanel Icon={Lightbulb} title={t('list.emptyTitle')} body={t('list.emptyBody')}>
                {newButton}
              </StatePanel>
            )
          ) : (
            <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
              {list.map((idea) => (
                <IdeaCard
                  key={idea.idea_id}
                  idea={idea}
                  onArchive={canUpdate ? archive : undefined}
                  onDelete={canDelete ? setDeleting : undefined}
                />
              ))}
            </ul>
          )
        }
      </QueryGate>
      <NewIdeaDialog open={creating} onOpenChange={setCreating} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) {
            setDeleting(null);
            remove.reset();
          }
        }}
        title={t('list.deleteTitle', { title: deleting?.title ?? '' })}
        confirmLabel={t('list.deleteConfirm')}
        destructive
        pending={remove.isPending}
        error={remove.error ? errorText(remove.error) : null}
        onConfirm={() => deleting && remove.mutate(deleting.idea_id, { onSuccess: () => setDeleting(null) })}
      >
        <p>{t('list.deleteBody')}</p>
      </ConfirmDialog>
    </div>
  );
}
