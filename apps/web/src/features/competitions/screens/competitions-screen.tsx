import { HUB_SLUGS } from '@ankur/shared/routes';
import { ZCompetitionQuery } from '@ankur/shared/schemas/competitions';
import { ZHubSlug } from '@ankur/shared/schemas/content';
import { Plus, Search, SearchX, Trophy } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { INPUT_CLASS } from '../../../components/ui/field';
import { QueryGate } from '../../../components/ui/query-gate';
import { StatePanel } from '../../../components/ui/state-panel';
import { pagesOf, type TCompetitionQuery, useCompetitions } from '../api/competitions';
import { NEW_COMPETITION_PATH, useCanCreateCompetition } from '../components/can-create';
import { CardSkeletons, CompetitionGrid } from '../components/competition-card';
import { Pager } from '../components/pager';
import { useCompetitionsTranslation } from '../i18n';

const TABS = ['all', 'open', 'upcoming', 'judging', 'results_published'] as const;
const MINE = ['applied', 'judging', 'organising'] as const;
type Tab = (typeof TABS)[number];

/** The finder's query from the address (unknown values dropped), so a link shares the view. */
export function queryOfParams(params: URLSearchParams): TCompetitionQuery {
  const page = Number(params.get('page'));
  const status = ZCompetitionQuery.shape.status.safeParse(params.get('status') ?? undefined);
  const hub = ZHubSlug.safeParse(params.get('hub'));
  const mine = ZCompetitionQuery.shape.mine.safeParse(params.get('mine') ?? undefined);
  return {
    q: params.get('q')?.trim() || undefined,
    status: status.success ? status.data : undefined,
    hub: hub.success ? hub.data : undefined,
    mine: mine.success ? mine.data : undefined,
    page: Number.isInteger(page) && page > 1 && page <= 1000 ? page : 1,
    limit: 12,
  };
}

/** "Create competition", for those who may. */
export function CreateLink() {
  const { t } = useCompetitionsTranslation();
  if (!useCanCreateCompetition()) return null;
  return (
    <Link to={NEW_COMPETITION_PATH} className="btn-primary">
      <Plus aria-hidden className="size-4" />
      {t('finder.create')}
    </Link>
  );
}

/** /competitions and /community/competitions: search, status tabs, hub and "mine" filters, pages of cards. */
export default function CompetitionsScreen() {
  const { t } = useCompetitionsTranslation();
  const community = useLocation().pathname.startsWith('/community');
  const canCreate = useCanCreateCompetition();
  const [params, setParams] = useSearchParams();
  const query = queryOfParams(params);
  const list = useCompetitions(query);
  const [text, setText] = useState(query.q ?? '');
  const tab: Tab = query.status ?? 'all';
  const filtered = Boolean(query.q || query.status || query.hub || query.mine);

  const change = (next: Record<string, string | undefined>, keepPage = false) => {
    const merged = new URLSearchParams(params);
    for (const [k, v] of Object.entries(next)) {
      if (v) merged.set(k, v);
      else merged.delete(k);
    }
    if (!keepPage) merged.delete('page');
    setParams(merged);
  };
  const onSearch = (e: FormEvent) => {
    e.preventDefault();
    change({ q: text.trim() || undefined });
  };

  return (
    <section aria-labelledby="competitions-heading" className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-10">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h1 id="competitions-heading" className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">
            {community ? t('finder.communityTitle') : t('finder.title')}
          </h1>
          <p className="mt-2 text-stone-600">{t('finder.intro')}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link to="/competition-hub" className="btn-outline">
            <Trophy aria-hidden className="size-4" />
            {t('finder.hubLink')}
          </Link>
          <CreateLink />
        </div>
      </header>

      <form aria-label={t('finder.search')} onSubmit={onSearch} className="mt-6 flex gap-2">
        <label htmlFor="competition-search" className="sr-only">
          {t('finder.search')}
        </label>
        <input
          id="competition-search"
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={t('finder.searchPlaceholder')}
          className={INPUT_CLASS}
        />
        <button type="submit" className="btn-primary shrink-0">
          <Search aria-hidden className="size-4" />
          <span className="max-sm:sr-only">{t('finder.searchButton')}</span>
        </button>
      </form>

      <div className="mt-4 flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
        <nav aria-label={t('finder.tabs')} className="-mx-1 overflow-x-auto px-1">
          <ul className="flex gap-1.5">
            {TABS.map((s) => (
              <li key={s}>
                <button
                  type="button"
                  aria-pressed={tab === s}
                  onClick={() => change({ status: s === 'all' ? undefined : s })}
                  className={`whitespace-nowrap rounded-full px-3 py-1.5 text-sm font-medium ${
                    tab === s
                      ? 'bg-brand-700 text-white'
                      : 'bg-white text-stone-800 ring-1 ring-stone-300 hover:bg-stone-50'
                  }`}
                >
                  {t(`finder.tab.${s}`)}
                </button>
              </li>
            ))}
          </ul>
        </nav>
        <div className="grid grid-cols-2 gap-2 sm:flex">
          <label className="flex flex-col gap-1 text-xs font-medium text-stone-700 sm:w-52">
            {t('finder.hub')}
            <select
              className={INPUT_CLASS}
              value={query.hub ?? ''}
              onChange={(e) => change({ hub: e.target.value || undefined })}
            >
              <option value="">{t('finder.allHubs')}</option>
              {HUB_SLUGS.map((h) => (
                <option key={h} value={h}>
                  {t(`hubs.${h}`)}
                </option>
              ))}
            </select>
          </label>
          <label className="flex flex-col gap-1 text-xs font-medium text-stone-700 sm:w-52">
            {t('finder.mine')}
            <select
              className={INPUT_CLASS}
              value={query.mine ?? ''}
              onChange={(e) => change({ mine: e.target.value || undefined })}
            >
              <option value="">{t('finder.mineAll')}</option>
              {MINE.map((m) => (
                <option key={m} value={m}>
                  {t(`finder.mineOption.${m}`)}
                </option>
              ))}
            </select>
          </label>
        </div>
      </div>

      <p className="mt-4 text-sm text-stone-700" aria-live="polite">
        {list.data ? t('finder.results', { count: list.data.meta.total }) : ''}
      </p>
      <div className="mt-3">
        <QueryGate query={list} pending={<CardSkeletons />} error={{ title: t('finder.loadFailed') }}>
          {(page) =>
            page.data.length === 0 ? (
              filtered ? (
                <StatePanel Icon={SearchX} title={t('finder.empty')} body={t('finder.emptyBody')}>
                  <button
                    type="button"
                    className="btn-primary"
                    onClick={() => {
                      setText('');
                      setParams(new URLSearchParams());
                    }}
                  >
                    {t('finder.clear')}
                  </button>
                </StatePanel>
              ) : (
                <StatePanel
                  Icon={Trophy}
                  title={t('finder.emptyAll')}
                  body={canCreate ? t('finder.emptyAllManager') : t('finder.emptyAllBody')}
                >
                  <CreateLink />
                </StatePanel>
              )
            ) : (
              <>
                <CompetitionGrid cards={page.data} headingLevel={2} />
                <Pager
                  page={page.meta.page}
                  total={pagesOf(page.meta)}
                  onPage={(p) => {
                    change({ page: p > 1 ? String(p) : undefined }, true);
                    window.scrollTo?.({ top: 0 });
                  }}
                />
              </>
            )
          }
        </QueryGate>
      </div>
    </section>
  );
}
