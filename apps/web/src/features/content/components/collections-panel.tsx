import type { TCollection } from '@ankur/shared/schemas/content';
import { Check, Copy, FolderOpen, Pencil, Plus, Trash2, X } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { INPUT_CLASS } from '../../../components/ui/field';
import { StatePanel } from '../../../components/ui/state-panel';
import { notify } from '../../../components/ui/toaster';
import { useErrorText } from '../../../lib/api-errors';
import { useCreateCollection, useDeleteCollection, useReorderCollections, useUpdateCollection } from '../api/content';
import { useContentTranslation } from '../i18n';
import { SortableList } from './sortable-list';

/** The address a shared collection is opened at. */
export const sharedLink = (token: string) => `${window.location.origin}/my-library?shared=${encodeURIComponent(token)}`;

async function copy(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** My collections: create, open, rename, share (and copy the link), delete with a confirm, reorder. */
export function CollectionsPanel({ collections }: { collections: TCollection[] }) {
  const { t } = useContentTranslation();
  const errorText = useErrorText();
  const create = useCreateCollection();
  const reorder = useReorderCollections();
  const [name, setName] = useState('');
  const [deleting, setDeleting] = useState<TCollection | null>(null);
  const remove = useDeleteCollection();
  const id = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return;
    create.mutate(
      { name: name.trim() },
      { onSuccess: () => setName(''), onError: (error) => notify.error(errorText(error)) },
    );
  };

  return (
    <section aria-labelledby="collections-heading" className="flex flex-col gap-4">
      <h2 id="collections-heading" className="text-xl font-semibold text-stone-900">
        {t('library.collections')}
      </h2>
      <form onSubmit={submit} className="flex gap-2">
        <label htmlFor={`${id}-new`} className="sr-only">
          {t('library.newCollection')}
        </label>
        <input
          id={`${id}-new`}
          className={INPUT_CLASS}
          placeholder={t('library.newCollection')}
          value={name}
          maxLength={80}
          onChange={(e) => setName(e.target.value)}
        />
        <button type="submit" className="btn-primary shrink-0" disabled={create.isPending || !name.trim()}>
          <Plus className="size-4" aria-hidden />
          {t('library.create')}
        </button>
      </form>
      {collections.length === 0 ? (
        <StatePanel Icon={FolderOpen} title={t('library.empty')} body={t('library.emptyBody')} />
      ) : (
        <SortableList
          items={collections}
          idOf={(c) => c.collection_id}
          nameOf={(c) => c.name}
          labels={{
            drag: (n) => t('library.drag', { name: n }),
            up: (n) => t('library.moveUp', { name: n }),
            down: (n) => t('library.moveDown', { name: n }),
          }}
          disabled={reorder.isPending}
          onReorder={(ids) => reorder.mutate(ids, { onError: (error) => notify.error(errorText(error)) })}
        >
          {(c) => <CollectionRow collection={c} onDelete={() => setDeleting(c)} />}
        </SortableList>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('library.deleteTitle', { name: deleting?.name ?? '' })}
        confirmLabel={t('library.delete')}
        destructive
        pending={remove.isPending}
        error={remove.isError ? errorText(remove.error) : null}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.collection_id, {
            onSuccess: () => {
              setDeleting(null);
              notify.success(t('library.deleted'));
            },
          })
        }
      >
        <p className="text-sm text-stone-700">{t('library.deleteBody')}</p>
      </ConfirmDialog>
    </section>
  );
}

function CollectionRow({ collection, onDelete }: { collection: TCollection; onDelete: () => void }) {
  const { t } = useContentTranslation();
  const errorText = useErrorText();
  const update = useUpdateCollection();
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(collection.name);
  const id = useId();

  const rename = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return;
    update.mutate(
      { id: collection.collection_id, patch: { name: name.trim() } },
      { onSuccess: () => setRenaming(false), onError: (error) => notify.error(errorText(error)) },
    );
  };
  const toggleShare = () =>
    update.mutate(
      { id: collection.collection_id, patch: { shared: !collection.shared } },
      { onError: (error) => notify.error(errorText(error)) },
    );
  const copyLink = async () => {
    if (!collection.share_token) return;
    const url = sharedLink(collection.share_token);
    if (await copy(url)) notify.success(t('library.copied'));
    else notify.info(t('library.copyFailed', { url }));
  };

  return (
    <div className="flex flex-col gap-2">
      {renaming ? (
        <form onSubmit={rename} className="flex min-w-0 flex-1 gap-2">
          <label htmlFor={`${id}-name`} className="sr-only">
            {t('library.name')}
          </label>
          <input
            id={`${id}-name`}
            className={INPUT_CLASS}
            value={name}
            maxLength={80}
            // biome-ignore lint/a11y/noAutofocus: the person just asked to rename this row
            autoFocus
            onChange={(e) => setName(e.target.value)}
          />
          <button type="submit" className="btn-primary p-2" aria-label={t('library.save')} disabled={update.isPending}>
            <Check className="size-4" aria-hidden />
          </button>
          <button
            type="button"
            className="btn-ghost p-2"
            aria-label={t('library.cancel')}
            onClick={() => {
              setName(collection.name);
              setRenaming(false);
            }}
          >
            <X className="size-4" aria-hidden />
          </button>
        </form>
      ) : (
        <div className="min-w-0">
          <Link
            to={`/my-library?collection=${collection.collection_id}`}
            className="block truncate font-semibold text-stone-900 hover:underline"
          >
            {collection.name}
          </Link>
          <p className="text-xs text-stone-600">
            {t('library.items', { count: collection.item_count })}
            {collection.shared ? ` · ${t('library.shared')}` : ''}
          </p>
        </div>
      )}
      <div className="flex flex-wrap items-center gap-1">
        <label className="mr-1 inline-flex items-center gap-2 text-sm text-stone-700">
          <input
            type="checkbox"
            className="size-4 accent-brand-700"
            checked={collection.shared}
            disabled={update.isPending}
            onChange={toggleShare}
          />
          {t('library.share')}
        </label>
        {collection.shared && collection.share_token ? (
          <button type="button" className="btn-ghost p-1.5" onClick={() => void copyLink()}>
            <Copy className="size-4" aria-hidden />
            <span className="text-sm">{t('library.copyLink')}</span>
          </button>
        ) : null}
        {!renaming ? (
          <button
            type="button"
            className="btn-ghost p-1.5"
            aria-label={`${t('library.rename')}: ${collection.name}`}
            onClick={() => setRenaming(true)}
          >
            <Pencil className="size-4" aria-hidden />
          </button>
        ) : null}
        <button
          type="button"
          className="btn-ghost p-1.5 text-red-700"
          aria-label={`${t('library.delete')}: ${collection.name}`}
          onClick={onDelete}
        >
          <Trash2 className="size-4" aria-hidden />
        </button>
      </div>
    </div>
  );
}
