import {
  CONTENT_KINDS,
  CONTENT_STATUSES,
  contentPath,
  type TContentCard,
  type TContentStatus,
} from '@ankur/shared/schemas/content';
import { Inbox, Lock, PenLine } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { ItemDate } from '../../../components/ui/item-date';
import { QueryGate } from '../../../components/ui/query-gate';
import { StatePanel } from '../../../components/ui/state-panel';
import { ApiError } from '../../../lib/api-client';
import { useSessionStore } from '../../../stores/session';
import { useStudio } from '../api/content';
import { KindPill } from '../components/content-card';
import { KIND_ICONS } from '../components/labels';
import { WorkflowActions } from '../components/workflow-actions';
import { STUDIO_PATH } from '../components/write-link';
import { useContentTranslation } from '../i18n';

export const STATUS_TONES: Record<TContentStatus, BadgeTone> = {
  draft: 'stone',
  in_review: 'amber',
  published: 'green',
  archived: 'blue',
};

/** /contents/studio: my pieces by status, the editors' review queue, and the doors to write each kind. */
export default function StudioScreen() {
  const { t } = useContentTranslation();
  const studio = useStudio();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'queue' ? 'queue' : 'mine';
  const statusParam = params.get('status');
  const status = CONTENT_STATUSES.find((s) => s === statusParam);
  const noAccess = (
    <StatePanel Icon={Lock} title={t('studio.noAccess')} body={t('studio.noAccessBody')} heading="h2">
      <Link to="/contents" className="btn-primary">
        {t('hub.explore')}
      </Link>
    </StatePanel>
  );
  const set = (next: Record<string, string | undefined>) => {
    const merged = new URLSearchParams(params);
    for (const [k, v] of Object.entries(next)) {
      if (v) merged.set(k, v);
      else merged.delete(k);
    }
    setParams(merged);
  };

  return (
    <section aria-labelledby="studio-heading" className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
      <h1 id="studio-heading" className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">
        {t('studio.title')}
      </h1>
      <p className="mt-2 text-stone-600">{t('studio.intro')}</p>
      <div className="mt-6">
        {studio.error instanceof ApiError && (studio.error.status === 403 || studio.error.status === 401) ? (
          noAccess
        ) : (
          <QueryGate query={studio} error={{ title: t('studio.loadFailed') }}>
            {(data) => {
              if (!data.can_create && !data.can_review && data.mine.length === 0) return noAccess;
              const mine = status ? data.mine.filter((c) => c.status === status) : data.mine;
              return (
                <div className="flex flex-col gap-6">
                  {data.can_create ? (
                    <nav aria-label={t('studio.new')}>
                      <h2 className="mb-2 text-sm font-semibold text-stone-900">{t('studio.new')}</h2>
                      <ul className="flex flex-wrap gap-2">
                        {CONTENT_KINDS.map((kind) => {
                          const Icon = KIND_ICONS[kind];
                          return (
                            <li key={kind}>
                              <Link to={`${STUDIO_PATH}/new?kind=${kind}`} className="btn-outline">
                                <Icon className="size-4" aria-hidden />
                                {t(`kinds.${kind}`)}
                              </Link>
                            </li>
                          );
                        })}
                      </ul>
                    </nav>
                  ) : null}
                  {data.can_review ? (
                    <div role="tablist" aria-label={t('studio.title')} className="flex gap-2 border-b border-stone-200">
                      {(['mine', 'queue'] as const).map((key) => (
                        <button
                          key={key}
                          type="button"
                          role="tab"
                          aria-selected={tab === key}
                          className={`-mb-px border-b-2 px-3 py-2 text-sm font-medium ${tab === key ? 'border-brand-700 text-brand-900' : 'border-transparent text-stone-600 hover:text-stone-900'}`}
                          onClick={() => set({ tab: key === 'queue' ? 'queue' : undefined, status: undefined })}
                        >
                          {key === 'mine' ? t('studio.mine') : `${t('studio.queue')} (${data.review_queue.length})`}
                        </button>
                      ))}
                    </div>
                  ) : null}
                  {tab === 'queue' && data.can_review ? (
                    data.review_queue.length === 0 ? (
                      <StatePanel Icon={Inbox} title={t('studio.queueEmpty')} />
                    ) : (
                      <PieceList cards={data.review_queue} canReview />
                    )
                  ) : (
                    <>
                      <fieldset className="flex flex-wrap gap-2">
                        <legend className="sr-only">{t('view.published')}</legend>
                        {[undefined, ...CONTENT_STATUSES].map((s) => (
                          <button
                            key={s ?? 'all'}
                            type="button"
                            aria-pressed={status === s}
                            className={`rounded-full px-3 py-1 text-sm ring-1 ${status === s ? 'bg-brand-100 font-semibold text-brand-900 ring-brand-300' : 'bg-white text-stone-700 ring-stone-200 hover:bg-stone-100'}`}
                            onClick={() => set({ status: s })}
                          >
                            {s ? t(`statuses.${s}`) : t('studio.all')}
                            <span className="ml-1 text-xs text-stone-600">
                              {s ? data.mine.filter((c) => c.status === s).length : data.mine.length}
                            </span>
                          </button>
                        ))}
                      </fieldset>
                      {mine.length === 0 ? (
                        <StatePanel Icon={PenLine} title={t('studio.empty')} body={t('studio.emptyBody')}>
                          {data.can_create ? (
                            <Link to={`${STUDIO_PATH}/new?kind=article`} className="btn-primary">
                              {t('studio.newOf', { kind: t('kinds.article') })}
                            </Link>
                          ) : null}
                        </StatePanel>
                      ) : (
                        <PieceList cards={mine} canReview={data.can_review} mine />
                      )}
                    </>
                  )}
                </div>
              );
            }}
          </QueryGate>
        )}
      </div>
    </section>
  );
}

function PieceList({ cards, canReview, mine = false }: { cards: TContentCard[]; canReview: boolean; mine?: boolean }) {
  const { t } = useContentTranslation();
  const me = useSessionStore((s) => s.user?.user_id);
  return (
    <ul className="flex flex-col gap-3">
      {cards.map((card) => (
        <li
          key={card.content_id}
          className="flex flex-col gap-3 rounded-2xl bg-white p-4 ring-1 ring-stone-200 lg:flex-row lg:items-center lg:justify-between"
        >
          <div className="min-w-0">
            <div className="flex flex-wrap items-center gap-2">
              <KindPill kind={card.kind} />
              <Badge tone={STATUS_TONES[card.status]}>{t(`statuses.${card.status}`)}</Badge>
            </div>
            <h2 className="mt-1 text-base font-semibold text-stone-900">
              <Link to={`${STUDIO_PATH}/${card.content_id}`} className="hover:underline">
                {card.title}
              </Link>
            </h2>
            <p className="text-xs text-stone-600">
              {mine ? null : `${t('card.by', { name: card.author.name })} · `}
              {t('view.updated')} <ItemDate date={card.updated_at} />
            </p>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            {card.status === 'published' ? (
              <Link to={contentPath(card.kind, card.content_id)} className="btn-ghost">
                {t('studio.open')}
              </Link>
            ) : null}
            <WorkflowActions card={card} isAuthor={mine || card.author.user_id === me} canReview={canReview} />
          </div>
        </li>
      ))}
    </ul>
  );
}
