import { Bookmark, BookmarkX } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { LoadMore } from '../../../components/ui/load-more';
import { QueryGate } from '../../../components/ui/query-gate';
import { StatePanel } from '../../../components/ui/state-panel';
import { notify } from '../../../components/ui/toaster';
import { useErrorText } from '../../../lib/api-errors';
import { useSave, useSaved } from '../api/content';
import { CardSkeletons, ContentCard } from '../components/content-card';
import { useContentTranslation } from '../i18n';

/** /saved-content: what I saved, newest first; unsaving hides the card at once and offers Undo. */
export default function SavedScreen() {
  const { t } = useContentTranslation();
  const saved = useSaved();
  const save = useSave();
  const errorText = useErrorText();
  const [hidden, setHidden] = useState<number[]>([]);

  const unsave = (id: number, title: string) => {
    setHidden((h) => [...h, id]);
    save.mutate(
      { id, on: false },
      {
        onSuccess: () =>
          notify.success(t('saved.removed', { title }), {
            action: {
              label: t('saved.undo'),
              onClick: () =>
                save.mutate({ id, on: true }, { onSuccess: () => setHidden((h) => h.filter((x) => x !== id)) }),
            },
          }),
        onError: (error) => {
          setHidden((h) => h.filter((x) => x !== id));
          notify.error(errorText(error));
        },
      },
    );
  };

  return (
    <section aria-labelledby="saved-heading" className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-10">
      <h1 id="saved-heading" className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">
        {t('saved.title')}
      </h1>
      <p className="mt-2 text-stone-600">{t('saved.intro')}</p>
      <div className="mt-6">
        <QueryGate query={saved} pending={<CardSkeletons />} error={{ title: t('saved.loadFailed') }}>
          {(data) => {
            const cards = data.pages.flatMap((p) => p.data).filter((c) => !hidden.includes(c.content_id));
            if (cards.length === 0 && !saved.hasNextPage) {
              return (
                <StatePanel Icon={Bookmark} title={t('saved.empty')} body={t('saved.emptyBody')}>
                  <Link to="/contents" className="btn-primary">
                    {t('saved.explore')}
                  </Link>
                </StatePanel>
              );
            }
            return (
              <>
                <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                  {cards.map((card) => (
                    <li key={card.content_id}>
                      <ContentCard
                        card={card}
                        headingLevel={2}
                        action={
                          <button
                            type="button"
                            className="btn-ghost p-1.5"
                            aria-label={t('saved.unsave', { title: card.title })}
                            onClick={() => unsave(card.content_id, card.title)}
                          >
                            <BookmarkX className="size-4" aria-hidden />
                          </button>
                        }
                      />
                    </li>
                  ))}
                </ul>
                <LoadMore
                  pages={saved}
                  label={t('saved.loadMore')}
                  loadingLabel={t('saved.loadingMore')}
                  error={saved.isFetchNextPageError ? errorText(saved.error) : null}
                />
              </>
            );
          }}
        </QueryGate>
      </div>
    </section>
  );
}
