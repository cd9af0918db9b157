import {
  CONTENT_KINDS,
  CONTENT_LANGUAGES,
  CONTENT_LEVELS,
  CONTENT_SORTS,
  type TContentListQuery,
  type TContentSort,
  ZHubSlug,
} from '@ankur/shared/schemas/content';
import { LogIn, SearchX, SlidersHorizontal, X } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { INPUT_CLASS } from '../../../components/ui/field';
import { QueryGate } from '../../../components/ui/query-gate';
import { StatePanel } from '../../../components/ui/state-panel';
import { goToSignIn } from '../../../lib/auth-redirect';
import { useSessionStore } from '../../../stores/session';
import { useContentList } from '../api/content';
import { CardGrid, CardSkeletons } from '../components/content-card';
import { FACETS, type Facet, FacetPanel, useFacetLabel } from '../components/facets';
import { Pager } from '../components/pager';
import { SearchBox } from '../components/search-box';
import { WriteLink } from '../components/write-link';
import { useContentTranslation } from '../i18n';

const pick = <T extends string>(list: readonly T[], v: string | null): T | undefined =>
  list.includes(v as T) ? (v as T) : undefined;

/** The explorer's filters from the address (unknown values are dropped), so a link shares the view. */
export function queryOfParams(params: URLSearchParams): TContentListQuery {
  const page = Number(params.get('page'));
  const hub = ZHubSlug.safeParse(params.get('hub'));
  return {
    q: params.get('q')?.trim() || undefined,
    kind: pick(CONTENT_KINDS, params.get('kind')),
    topic: params.get('topic')?.trim() || undefined,
    hub: hub.success ? hub.data : undefined,
    language: pick(CONTENT_LANGUAGES, params.get('language')),
    level: pick(CONTENT_LEVELS, params.get('level')),
    sort: pick(CONTENT_SORTS, params.get('sort')) ?? 'newest',
    page: Number.isInteger(page) && page > 1 && page < 10_000 ? page : 1,
    limit: 12,
  };
}

/** /contents: search, facets with counts, sort and pages over the published library (public). */
export default function ExplorerScreen() {
  const { t } = useContentTranslation();
  const label = useFacetLabel();
  const signedIn = useSessionStore((s) => s.isLoggedIn);
  const [params, setParams] = useSearchParams();
  const query = queryOfParams(params);
  const list = useContentList(query);
  const [filtersOpen, setFiltersOpen] = useState(false);

  const change = (next: Record<string, string | undefined>, keepPage = false) => {
    const merged = new URLSearchParams(params);
    for (const [k, v] of Object.entries(next)) {
      if (v) merged.set(k, v);
      else merged.delete(k);
    }
    if (!keepPage) merged.delete('page');
    setParams(merged);
  };
  const chosen: Partial<Record<Facet, string>> = {
    kind: query.kind as string | undefined,
    topic: query.topic,
    hub: query.hub,
    language: query.language,
    level: query.level,
  };
  const active = FACETS.filter((f) => chosen[f]);

  return (
    <section aria-labelledby="explorer-heading" className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-10">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h1 id="explorer-heading" className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">
            {t('explorer.title')}
          </h1>
          <p className="mt-2 text-stone-600">{t('explorer.intro')}</p>
        </div>
        <WriteLink />
      </header>
      {!signedIn ? (
        <div className="mt-5 flex flex-col items-start gap-3 rounded-2xl bg-brand-50 p-4 ring-1 ring-brand-200 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-brand-900">{t('explorer.signInHint')}</p>
          <button type="button" className="btn-primary" onClick={() => goToSignIn()}>
            <LogIn className="size-4" aria-hidden />
            {t('explorer.signIn')}
          </button>
        </div>
      ) : null}
      <div className="mt-6">
        <SearchBox initial={query.q ?? ''} onSearch={(q) => change({ q })} />
      </div>
      <div className="mt-6 grid gap-6 lg:grid-cols-[16rem_1fr]">
        <aside aria-label={t('explorer.filters')}>
          <button
            type="button"
            className="btn-outline w-full lg:hidden"
            aria-expanded={filtersOpen}
            aria-controls="content-facets"
            onClick={() => setFiltersOpen((o) => !o)}
          >
            <SlidersHorizontal className="size-4" aria-hidden />
            {t('explorer.filters')}
            {active.length ? ` (${active.length})` : ''}
          </button>
          <div id="content-facets" className={`${filtersOpen ? 'mt-4 block' : 'hidden'} lg:mt-0 lg:block`}>
            {list.data ? (
              <FacetPanel facets={list.data.facets} chosen={chosen} onChange={(facet, v) => change({ [facet]: v })} />
            ) : null}
          </div>
        </aside>
        <div className="min-w-0">
          <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-stone-700" aria-live="polite">
              {list.data ? t('explorer.results', { count: list.data.meta.total }) : ''}
            </p>
            <label className="flex items-center gap-2 text-sm text-stone-700">
              {t('explorer.sort')}
              <select
                className={`${INPUT_CLASS} w-auto`}
                value={query.sort}
                onChange={(e) => change({ sort: e.target.value === 'newest' ? undefined : e.target.value })}
              >
                {CONTENT_SORTS.map((s: TContentSort) => (
                  <option key={s} value={s}>
                    {t(`sorts.${s}`)}
                  </option>
                ))}
              </select>
            </label>
          </div>
          {active.length ? (
            <ul className="mb-4 flex flex-wrap gap-2">
              {active.map((facet) => (
                <li key={facet}>
                  <button
                    type="button"
                    className="inline-flex items-center gap-1 rounded-full bg-stone-100 px-3 py-1 text-sm text-stone-800 hover:bg-stone-200"
                    onClick={() => change({ [facet]: undefined })}
                  >
                    {t(`explorer.facet.${facet}`)}: {label(facet, chosen[facet] ?? '')}
                    <X className="size-3.5" aria-hidden />
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
          <QueryGate query={list} pending={<CardSkeletons />} error={{ title: t('explorer.loadFailed') }}>
            {(page) =>
              page.data.length === 0 ? (
                <StatePanel
                  Icon={SearchX}
                  title={active.length || query.q ? t('explorer.empty') : t('explorer.emptyLibrary')}
                  body={active.length || query.q ? t('explorer.emptyBody') : t('explorer.emptyLibraryBody')}
                >
                  {active.length || query.q ? (
                    <button type="button" className="btn-primary" onClick={() => setParams(new URLSearchParams())}>
                      {t('explorer.clearFilters')}
                    </button>
                  ) : (
                    <WriteLink />
                  )}
                </StatePanel>
              ) : (
                <>
                  <CardGrid cards={page.data} />
                  <Pager
                    page={page.meta.page}
                    total={page.meta.totalPages}
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
      </div>
    </section>
  );
}
