import type { TContent } from '@ankur/shared/schemas/content';
import { Bookmark, BookmarkCheck, Check, FolderPlus, Plus } from 'lucide-react';
import { Popover } from 'radix-ui';
import { type FormEvent, useId, useState } from 'react';
import { INPUT_CLASS } from '../../../components/ui/field';
import { notify } from '../../../components/ui/toaster';
import { useErrorText } from '../../../lib/api-errors';
import { useCollectionItem, useCollections, useCreateCollection, useSave } from '../api/content';
import { useContentTranslation } from '../i18n';

/** Save / Saved: a toggle, turned at once (optimistic), with the count beside it. */
export function SaveButton({ content }: { content: TContent }) {
  const { t } = useContentTranslation();
  const save = useSave();
  const errorText = useErrorText();
  const Icon = content.saved ? BookmarkCheck : Bookmark;
  return (
    <button
      type="button"
      aria-pressed={content.saved}
      className={content.saved ? 'btn-primary' : 'btn-outline'}
      onClick={() =>
        save.mutate(
          { id: content.content_id, on: !content.saved },
          {
            onSuccess: ({ saved }) => notify.success(saved ? t('view.savedToast') : t('view.unsavedToast')),
            onError: (error) => notify.error(errorText(error)),
          },
        )
      }
    >
      <Icon className="size-4" aria-hidden />
      {content.saved ? t('view.saved') : t('view.save')}
      <span className="text-xs font-normal">{content.save_count}</span>
    </button>
  );
}

/** "Add to collection": a popover listing my collections (tick to add or remove) and a field for a new one. */
export function CollectionPopover({ content }: { content: TContent }) {
  const { t } = useContentTranslation();
  const [open, setOpen] = useState(false);
  const collections = useCollections(open);
  const item = useCollectionItem();
  const create = useCreateCollection();
  const errorText = useErrorText();
  const [name, setName] = useState('');
  const [inIds, setInIds] = useState<number[]>(content.collection_ids);
  const id = useId();

  const toggle = (collectionId: number, collectionName: string) => {
    const on = !inIds.includes(collectionId);
    setInIds((ids) => (on ? [...ids, collectionId] : ids.filter((x) => x !== collectionId)));
    item.mutate(
      { collectionId, contentId: content.content_id, on },
      {
        onSuccess: () => notify.success(t(on ? 'collections.added' : 'collections.removed', { name: collectionName })),
        onError: (error) => {
          setInIds((ids) => (on ? ids.filter((x) => x !== collectionId) : [...ids, collectionId]));
          notify.error(errorText(error));
        },
      },
    );
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return;
    create.mutate(
      { name: trimmed },
      {
        onSuccess: (collection) => {
          setName('');
          toggle(collection.collection_id, collection.name);
        },
        onError: (error) => notify.error(errorText(error)),
      },
    );
  };

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild>
        <button type="button" className="btn-outline">
          <FolderPlus className="size-4" aria-hidden />
          {t('collections.add')}
        </button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={8}
          collisionPadding={8}
          aria-label={t('collections.title')}
          className="z-50 w-[min(20rem,calc(100vw-1rem))] rounded-2xl bg-white p-3 shadow-lg ring-1 ring-stone-200"
        >
          <h2 className="px-1 text-sm font-semibold text-stone-900">{t('collections.title')}</h2>
          {collections.isPending ? (
            <p className="px-1 py-2 text-sm text-stone-600" role="status">
              …
            </p>
          ) : collections.isError ? (
            <p role="alert" className="px-1 py-2 text-sm text-red-700">
              {t('collections.loadFailed')}
            </p>
          ) : collections.data.data.length === 0 ? (
            <p className="px-1 py-2 text-sm text-stone-600">{t('collections.none')}</p>
          ) : (
            <ul className="mt-2 flex max-h-60 flex-col gap-1 overflow-y-auto">
              {collections.data.data.map((c) => {
                const checked = inIds.includes(c.collection_id);
                return (
                  <li key={c.collection_id}>
                    <button
                      type="button"
                      aria-pressed={checked}
                      className="flex w-full items-center gap-2 rounded-lg px-2 py-1.5 text-left text-sm hover:bg-stone-100"
                      onClick={() => toggle(c.collection_id, c.name)}
                    >
                      <span
                        aria-hidden
                        className={`flex size-4 items-center justify-center rounded border ${checked ? 'border-brand-700 bg-brand-700 text-white' : 'border-stone-400'}`}
                      >
                        {checked ? <Check className="size-3" /> : null}
                      </span>
                      <span className="min-w-0 flex-1 truncate">{c.name}</span>
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
          <form onSubmit={submit} className="mt-3 flex gap-2 border-t border-stone-100 pt-3">
            <label htmlFor={`${id}-name`} className="sr-only">
              {t('collections.newName')}
            </label>
            <input
              id={`${id}-name`}
              className={INPUT_CLASS}
              placeholder={t('collections.newName')}
              value={name}
              maxLength={80}
              onChange={(e) => setName(e.target.value)}
            />
            <button
              type="submit"
              className="btn-primary shrink-0 px-2"
              aria-label={t('collections.create')}
              disabled={create.isPending || !name.trim()}
            >
              <Plus className="size-4" aria-hidden />
            </button>
          </form>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
