import { CONTENT_SORTS, PUBLICATION_KINDS, type TContentListQuery } from '@ankur/shared/schemas/content';
import { BookOpen } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { INPUT_CLASS } from '../../../components/ui/field';
import { QueryGate } from '../../../components/ui/query-gate';
import { StatePanel } from '../../../components/ui/state-panel';
import { useContentList } from '../api/content';
import { CardGrid, CardSkeletons } from '../components/content-card';
import { Pager } from '../components/pager';
import { SearchBox } from '../components/search-box';
import { WriteLink } from '../components/write-link';
import { useContentTranslation } from '../i18n';

const KIND_CHOICES = ['all', ...PUBLICATION_KINDS] as const;

/** /publications: reports (papers are reports) and books, searchable, by kind, language and sort. */
export default function PublicationsScreen() {
  const { t } = useContentTranslation();
  const [params, setParams] = useSearchParams();
  const kindParam = params.get('kind');
  const kind = PUBLICATION_KINDS.find((k) => k === kindParam);
  const sortParam = params.get('sort');
  const sort = CONTENT_SORTS.find((s) => s === sortParam) ?? 'newest';
  const pageNumber = Math.max(1, Math.min(9999, Number(params.get('page')) || 1));
  const q = params.get('q')?.trim() || undefined;
  const query: TContentListQuery = { kind: kind ?? [...PUBLICATION_KINDS], q, sort, page: pageNumber, limit: 12 };
  const list = useContentList(query);
  const change = (next: Record<string, string | undefined>, keepPage = false) => {
    const merged = new URLSearchParams(params);
    for (const [k, v] of Object.entries(next)) {
      if (v) merged.set(k, v);
      else merged.delete(k);
    }
    if (!keepPage) merged.delete('page');
    setParams(merged);
  };

  return (
    <section aria-labelledby="publications-heading" className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-10">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h1 id="publications-heading" className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">
            {t('publications.title')}
          </h1>
          <p className="mt-2 text-stone-600">{t('publications.intro')}</p>
        </div>
        <WriteLink />
      </header>
      <div className="mt-6 flex flex-col gap-4">
        <SearchBox initial={q ?? ''} onSearch={(v) => change({ q: v })} />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <fieldset className="flex flex-wrap gap-2">
            <legend className="sr-only">{t('explorer.facet.kind')}</legend>
            {KIND_CHOICES.map((choice) => {
              const pressed = (kind ?? 'all') === choice;
              return (
                <button
                  key={choice}
                  type="button"
                  aria-pressed={pressed}
                  className={pressed ? 'btn-primary' : 'btn-outline'}
                  onClick={() => change({ kind: choice === 'all' ? undefined : choice })}
                >
                  {choice === 'all' ? t('publications.all') : t(`kinds.${choice}`)}
                </button>
              );
            })}
          </fieldset>
          <label className="flex items-center gap-2 text-sm text-stone-700">
            {t('explorer.sort')}
            <select
              className={`${INPUT_CLASS} w-auto`}
              value={sort}
              onChange={(e) => change({ sort: e.target.value === 'newest' ? undefined : e.target.value })}
            >
              {CONTENT_SORTS.map((s) => (
                <option key={s} value={s}>
                  {t(`sorts.${s}`)}
                </option>
              ))}
            </select>
          </label>
        </div>
        <QueryGate query={list} pending={<CardSkeletons />} error={{ title: t('publications.loadFailed') }}>
          {(page) =>
            page.data.length === 0 ? (
              <StatePanel Icon={BookOpen} title={t('publications.empty')} body={t('publications.emptyBody')}>
                {kind || q ? (
                  <button type="button" className="btn-primary" onClick={() => setParams(new URLSearchParams())}>
                    {t('explorer.clearFilters')}
                  </button>
                ) : (
                  <WriteLink />
                )}
              </StatePanel>
            ) : (
              <>
                <p className="text-sm text-stone-700">{t('explorer.results', { count: page.meta.total })}</p>
                <CardGrid cards={page.data} headingLevel={2} />
                <Pager
                  page={page.meta.page}
                  total={page.meta.totalPages}
                  onPage={(p) => change({ page: p > 1 ? String(p) : undefined }, true)}
                />
              </>
            )
          }
        </QueryGate>
      </div>
    </section>
  );
}
