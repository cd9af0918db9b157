import { contentPath, type TCollectionDetail } from '@ankur/shared/schemas/content';
import { ArrowLeft, FolderOpen, Link2Off, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { QueryGate } from '../../../components/ui/query-gate';
import { StatePanel } from '../../../components/ui/state-panel';
import { notify } from '../../../components/ui/toaster';
import { useErrorText } from '../../../lib/api-errors';
import { useCollection, useCollectionItem, useReorderCollectionItems, useSharedCollection } from '../api/content';
import { useContentTranslation } from '../i18n';
import { CardGrid, KindPill } from './content-card';
import { SortableList } from './sortable-list';

function BackLink() {
  const { t } = useContentTranslation();
  return (
    <Link to="/my-library" className="inline-flex items-center gap-1 text-sm text-brand-800 hover:underline">
      <ArrowLeft className="size-4" aria-hidden />
      {t('library.back')}
    </Link>
  );
}

/** One of my collections: its pieces in my order (drag or move up/down), each removable. */
export function MyCollection({ id }: { id: number }) {
  const { t } = useContentTranslation();
  const collection = useCollection(id);
  const notFound = (
    <StatePanel Icon={FolderOpen} title={t('library.notFound')} heading="h1">
      <Link to="/my-library" className="btn-primary">
        {t('library.back')}
      </Link>
    </StatePanel>
  );
  return (
    <div className="flex flex-col gap-4">
      <BackLink />
      <QueryGate query={collection} error={{ title: t('library.loadFailed'), heading: 'h1' }} notFound={notFound}>
        {(detail) => <Items detail={detail} />}
      </QueryGate>
    </div>
  );
}

function Items({ detail }: { detail: TCollectionDetail }) {
  const { t } = useContentTranslation();
  const errorText = useErrorText();
  const reorder = useReorderCollectionItems(detail.collection_id);
  const item = useCollectionItem();
  return (
    <>
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">{detail.name}</h1>
        {detail.description ? <p className="mt-2 text-stone-600">{detail.description}</p> : null}
        <p className="mt-1 text-sm text-stone-600">{t('library.items', { count: detail.items.length })}</p>
      </header>
      {detail.items.length === 0 ? (
        <StatePanel Icon={FolderOpen} title={t('library.collectionEmpty')} body={t('library.collectionEmptyBody')}>
          <Link to="/contents" className="btn-primary">
            {t('saved.explore')}
          </Link>
        </StatePanel>
      ) : (
        <SortableList
          items={detail.items}
          idOf={(c) => c.content_id}
          nameOf={(c) => c.title}
          labels={{
            drag: (n) => t('library.drag', { name: n }),
            up: (n) => t('library.moveUp', { name: n }),
            down: (n) => t('library.moveDown', { name: n }),
          }}
          disabled={reorder.isPending}
          onReorder={(ids) => reorder.mutate(ids, { onError: (error) => notify.error(errorText(error)) })}
        >
          {(card) => (
            <div className="flex items-center gap-3">
              <div className="min-w-0 flex-1">
                <KindPill kind={card.kind} />
                <Link
                  to={contentPath(card.kind, card.content_id)}
                  className="mt-1 block font-medium text-stone-900 hover:underline"
                >
                  {card.title}
                </Link>
              </div>
              <button
                type="button"
                className="btn-ghost shrink-0 p-1.5 text-red-700"
                aria-label={t('library.remove', { title: card.title })}
                onClick={() =>
                  item.mutate(
                    { collectionId: detail.collection_id, contentId: card.content_id, on: false },
                    {
                      onSuccess: () => notify.success(t('collections.removed', { name: detail.name })),
                      onError: (error) => notify.error(errorText(error)),
                    },
                  )
                }
              >
                <Trash2 className="size-4" aria-hidden />
              </button>
            </div>
          )}
        </SortableList>
      )}
    </>
  );
}

/** A collection someone shared by link: read-only, its pieces as cards. */
export function SharedCollection({ token }: { token: string }) {
  const { t } = useContentTranslation();
  const shared = useSharedCollection(token);
  const notFound = (
    <StatePanel Icon={Link2Off} title={t('library.sharedNotFound')} body={t('library.sharedNotFoundBody')} heading="h1">
      <Link to="/my-library" className="btn-primary">
        {t('library.title')}
      </Link>
    </StatePanel>
  );
  return (
    <div className="flex flex-col gap-4">
      <BackLink />
      <QueryGate query={shared} error={{ title: t('library.loadFailed'), heading: 'h1' }} notFound={notFound}>
        {(detail) => (
          <>
            <header>
              <p className="text-sm font-medium text-brand-800">{t('library.sharedBy', { name: detail.owner.name })}</p>
              <h1 className="mt-1 text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">{detail.name}</h1>
              {detail.description ? <p className="mt-2 text-stone-600">{detail.description}</p> : null}
              {!detail.is_mine ? <p className="mt-2 text-sm text-stone-600">{t('library.readOnly')}</p> : null}
            </header>
            {detail.items.length === 0 ? (
              <StatePanel Icon={FolderOpen} title={t('library.collectionEmpty')} />
            ) : (
              <CardGrid cards={detail.items} headingLevel={2} />
            )}
          </>
        )}
      </QueryGate>
    </div>
  );
}
