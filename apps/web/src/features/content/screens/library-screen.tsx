import { Download, History } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { ItemDate } from '../../../components/ui/item-date';
import { QueryGate } from '../../../components/ui/query-gate';
import { useLibrary } from '../api/content';
import { MyCollection, SharedCollection } from '../components/collection-view';
import { CollectionsPanel } from '../components/collections-panel';
import { ContentCard } from '../components/content-card';
import { clock } from '../components/labels';
import { useContentTranslation } from '../i18n';

/**
 * /my-library: my collections (create, rename, share, delete, reorder), where I left off, and my
 * downloads. ?collection=id opens one of mine; ?shared=token opens someone's shared collection.
 */
export default function LibraryScreen() {
  const [params] = useSearchParams();
  const shared = params.get('shared')?.trim();
  const collectionId = Number(params.get('collection'));
  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
      {shared ? (
        <SharedCollection token={shared} />
      ) : Number.isInteger(collectionId) && collectionId > 0 ? (
        <MyCollection id={collectionId} />
      ) : (
        <Overview />
      )}
    </section>
  );
}

function Overview() {
  const { t } = useContentTranslation();
  const library = useLibrary();
  return (
    <>
      <h1 className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">{t('library.title')}</h1>
      <p className="mt-2 text-stone-600">{t('library.intro')}</p>
      <div className="mt-6">
        <QueryGate query={library} error={{ title: t('library.loadFailed') }}>
          {(data) => (
            <div className="grid gap-10 lg:grid-cols-[1fr_1fr]">
              <CollectionsPanel collections={data.collections} />
              <div className="flex flex-col gap-10">
                <section aria-labelledby="continue-heading">
                  <h2 id="continue-heading" className="flex items-center gap-2 text-xl font-semibold text-stone-900">
                    <History className="size-5 text-brand-700" aria-hidden />
                    {t('library.continue')}
                  </h2>
                  {data.continue.length === 0 ? (
                    <p className="mt-3 text-sm text-stone-600">{t('library.continueEmpty')}</p>
                  ) : (
                    <ul className="mt-3 grid gap-4 sm:grid-cols-2">
                      {data.continue.map((card) => (
                        <li key={card.content_id}>
                          <ContentCard
                            card={card}
                            extra={
                              <div className="flex flex-col gap-1">
                                <div
                                  className="h-1.5 w-full overflow-hidden rounded-full bg-stone-200"
                                  role="progressbar"
                                  aria-label={card.title}
                                  aria-valuemin={0}
                                  aria-valuemax={100}
                                  aria-valuenow={Math.round(card.percent)}
                                >
                                  <div
                                    className="h-full bg-brand-600"
                                    style={{ width: `${Math.round(card.percent)}%` }}
                                  />
                                </div>
                                <p className="text-xs text-stone-600">
                                  {t('library.percent', { percent: Math.round(card.percent) })}
                                  {card.kind === 'podcast' || card.kind === 'video' ? ` · ${clock(card.position)}` : ''}
                                </p>
                              </div>
                            }
                          />
                        </li>
                      ))}
                    </ul>
                  )}
                </section>
                <section aria-labelledby="downloads-heading">
                  <h2 id="downloads-heading" className="flex items-center gap-2 text-xl font-semibold text-stone-900">
                    <Download className="size-5 text-brand-700" aria-hidden />
                    {t('library.downloads')}
                  </h2>
                  {data.downloads.length === 0 ? (
                    <p className="mt-3 text-sm text-stone-600">{t('library.downloadsEmpty')}</p>
                  ) : (
                    <ul className="mt-3 grid gap-4 sm:grid-cols-2">
                      {data.downloads.map((card) => (
                        <li key={card.content_id}>
                          <ContentCard
                            card={card}
                            extra={
                              <p className="text-xs text-stone-600">
                                {t('library.downloadedOn')} <ItemDate date={card.downloaded_at} />
                              </p>
                            }
                          />
                        </li>
                      ))}
                    </ul>
                  )}
                </section>
              </div>
            </div>
          )}
        </QueryGate>
      </div>
    </>
  );
}
