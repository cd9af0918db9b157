import type { TContentCard } from '@ankur/shared/schemas/content';
import { ArrowRight, Library } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { QueryGate } from '../../../components/ui/query-gate';
import { StatePanel } from '../../../components/ui/state-panel';
import { useContentHub } from '../api/content';
import { CardSkeletons, ContentCard } from '../components/content-card';
import { useFacetLabel } from '../components/facets';
import { WriteLink } from '../components/write-link';
import { useContentTranslation } from '../i18n';

/**
 * /content-hub (and /content, the library's home variant): featured pieces, what is new, what is
 * popular this week, the library by hub, and the topics. Every section leads into the explorer.
 */
export default function HubScreen() {
  const { t } = useContentTranslation();
  const label = useFacetLabel();
  const hub = useContentHub();
  return (
    <section aria-labelledby="content-hub-heading" className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-10">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h1 id="content-hub-heading" className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">
            {t('hub.title')}
          </h1>
          <p className="mt-2 text-stone-600">{t('hub.intro')}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link to="/contents" className="btn-outline">
            {t('hub.explore')}
            <ArrowRight className="size-4" aria-hidden />
          </Link>
          <WriteLink />
        </div>
      </header>
      <div className="mt-8">
        <QueryGate query={hub} pending={<CardSkeletons count={3} />} error={{ title: t('hub.loadFailed') }}>
          {(data) =>
            data.newest.length === 0 && data.featured.length === 0 ? (
              <StatePanel Icon={Library} title={t('hub.empty')} body={t('hub.emptyBody')}>
                <WriteLink />
              </StatePanel>
            ) : (
              <div className="flex flex-col gap-10">
                <Shelf title={t('hub.featured')} cards={data.featured} />
                <Shelf title={t('hub.newest')} cards={data.newest} more="/contents" />
                <Shelf title={t('hub.popular')} cards={data.popular_week} more="/contents?sort=popular" />
                {data.topics.length ? (
                  <section aria-labelledby="hub-topics">
                    <h2 id="hub-topics" className="text-xl font-semibold text-stone-900">
                      {t('hub.topics')}
                    </h2>
                    <ul className="mt-3 flex flex-wrap gap-2">
                      {data.topics.map((topic) => (
                        <li key={topic.value}>
                          <Link
                            to={`/contents?topic=${encodeURIComponent(topic.value)}`}
                            className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1.5 text-sm text-stone-800 ring-1 ring-stone-200 hover:ring-brand-400"
                          >
                            {topic.value}
                            <span className="text-xs text-stone-600">{topic.count}</span>
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </section>
                ) : null}
                {data.by_hub.length ? (
                  <section aria-labelledby="hub-by-hub" className="flex flex-col gap-8">
                    <h2 id="hub-by-hub" className="text-xl font-semibold text-stone-900">
                      {t('hub.byHub')}
                    </h2>
                    {data.by_hub.map((group) => (
                      <Shelf
                        key={group.hub}
                        title={label('hub', group.hub)}
                        cards={group.items}
                        more={`/contents?hub=${group.hub}`}
                        level={3}
                      />
                    ))}
                  </section>
                ) : null}
              </div>
            )
          }
        </QueryGate>
      </div>
    </section>
  );
}

function Shelf({
  title,
  cards,
  more,
  level = 2,
}: {
  title: string;
  cards: TContentCard[];
  more?: string;
  level?: 2 | 3;
}): ReactNode {
  const { t } = useContentTranslation();
  if (cards.length === 0) return null;
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section aria-label={title}>
      <div className="mb-3 flex items-center justify-between gap-3">
        <Heading className={`${level === 2 ? 'text-xl' : 'text-lg'} font-semibold text-stone-900`}>{title}</Heading>
        {more ? (
          <Link to={more} className="text-sm font-medium text-brand-800 hover:underline">
            {t('hub.seeAll')}
            <span className="sr-only">: {title}</span>
          </Link>
        ) : null}
      </div>
      {/* phones swipe a shelf sideways; wider screens see it as a grid */}
      <ul className="-mx-4 flex snap-x gap-4 overflow-x-auto px-4 pb-2 sm:mx-0 sm:grid sm:grid-cols-2 sm:overflow-visible sm:px-0 lg:grid-cols-3">
        {cards.slice(0, 6).map((card) => (
          <li key={card.content_id} className="w-72 shrink-0 snap-start sm:w-auto">
            <ContentCard card={card} headingLevel={level === 2 ? 3 : 4} />
          </li>
        ))}
      </ul>
    </section>
  );
}
