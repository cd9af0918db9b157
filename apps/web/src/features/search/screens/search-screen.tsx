import {
  SEARCH_KINDS,
  SEARCH_PAGE,
  SEARCH_TOTAL_CAP,
  type TSearchGroup,
  type TSearchKind,
} from '@ankur/shared/schemas/search';
import { ArrowRight, Search, SearchX } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { QueryGate } from '../../../components/ui/query-gate';
import { StatePanel } from '../../../components/ui/state-panel';
import { useSessionStore } from '../../../stores/session';
import { useSearchResults } from '../api/search';
import { rememberSearch } from '../components/recent';
import { ResultItem } from '../components/result-item';
import { useSearchTranslation } from '../i18n';

const isKind = (v: string | null): v is TSearchKind => SEARCH_KINDS.includes(v as TSearchKind);
/** Results of each kind on the "All" tab. */
const PER_GROUP = 5;

/**
 * /search?q=&kind= (issue 22): everything the searcher may find, grouped by kind with counts; a
 * kind's tab lists that kind alone with "Show more". Nothing found: close titles to try instead.
 * Everything lives in the address, so back and forward move between searches.
 */
export default function SearchScreen() {
  const { t } = useSearchTranslation();
  const [params, setParams] = useSearchParams();
  const q = params.get('q')?.trim() ?? '';
  const kind = isKind(params.get('kind')) ? (params.get('kind') as TSearchKind) : undefined;
  const [text, setText] = useState(q);
  const [limit, setLimit] = useState(SEARCH_PAGE);
  useEffect(() => setText(q), [q]);
  // a new search or another kind starts at the first page
  const [pageOf, setPageOf] = useState(`${q}|${kind}`);
  if (pageOf !== `${q}|${kind}`) {
    setPageOf(`${q}|${kind}`);
    setLimit(SEARCH_PAGE);
  }
  useEffect(() => {
    if (q) rememberSearch(q);
  }, [q]);
  const signedIn = useSessionStore((s) => s.user !== null);
  const all = useSearchResults(q, undefined, PER_GROUP);
  const one = useSearchResults(kind ? q : '', kind, limit);

  const go = (next: { q?: string; kind?: TSearchKind | undefined }) => {
    const merged = new URLSearchParams();
    const nq = next.q ?? q;
    if (nq) merged.set('q', nq);
    const nk = 'kind' in next ? next.kind : kind;
    if (nk) merged.set('kind', nk);
    setParams(merged);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    go({ q: text.trim() });
  };
  const count = (n: number, more = false) =>
    more || n >= SEARCH_TOTAL_CAP
      ? t('results.countMany', { count: Math.min(n, SEARCH_TOTAL_CAP) })
      : t('results.count', { count: n });

  return (
    <section aria-labelledby="search-heading" className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6 sm:py-10">
      <h1 id="search-heading" className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">
        {q ? t('results.heading', { q }) : t('title')}
      </h1>
      <p className="mt-2 text-stone-600">{t('intro')}</p>
      <search>
        <form onSubmit={submit} className="mt-5 flex gap-2">
          <label htmlFor="search-page-q" className="sr-only">
            {t('label')}
          </label>
          <div className="relative min-w-0 flex-1">
            <Search
              aria-hidden
              className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-stone-500"
            />
            <input
              id="search-page-q"
              type="search"
              value={text}
              maxLength={200}
              onChange={(e) => setText(e.target.value)}
              placeholder={t('placeholder')}
              className="w-full rounded-full border border-stone-300 bg-white py-2.5 pl-9 pr-3 text-base placeholder:text-stone-500"
            />
          </div>
          <button type="submit" className="btn-primary shrink-0">
            {t('submit')}
          </button>
        </form>
      </search>
      {!signedIn ? <p className="mt-3 text-sm text-stone-600">{t('results.signInHint')}</p> : null}

      {!q ? (
        <div className="mt-8">
          <StatePanel Icon={Search} title={t('results.startTitle')} body={t('results.startBody')} />
        </div>
      ) : (
        <div className="mt-6">
          <QueryGate
            query={all}
            loadingLabel={t('results.loading')}
            error={{ title: t('results.failed') }}
            pending={<ResultsSkeleton />}
          >
            {(data) =>
              data.groups.length === 0 ? (
                <NoResults q={q} didYouMean={data.did_you_mean} />
              ) : (
                <>
                  <KindTabs groups={data.groups} kind={kind} count={count} onPick={(k) => go({ kind: k })} />
                  {kind ? (
                    <QueryGate query={one} error={{ title: t('results.failed') }} pending={<ResultsSkeleton />}>
                      {(page) => {
                        const group = page.groups[0];
                        return group ? (
                          <div className="mt-4">
                            <ul className="divide-y divide-stone-100 rounded-2xl bg-white ring-1 ring-stone-200">
                              {group.items.map((item) => (
                                <ResultItem key={`${item.kind}:${item.id}`} item={item} showKind={false} />
                              ))}
                            </ul>
                            {group.items.length < Math.min(group.total, SEARCH_TOTAL_CAP) && limit < 50 ? (
                              <div className="mt-4 flex justify-center">
                                <button
                                  type="button"
                                  className="btn-outline"
                                  disabled={one.isFetching}
                                  onClick={() => setLimit((l) => Math.min(50, l + SEARCH_PAGE))}
                                >
                                  {t('results.moreOf')}
                                </button>
                              </div>
                            ) : null}
                          </div>
                        ) : (
                          <NoResults q={q} didYouMean={[]} />
                        );
                      }}
                    </QueryGate>
                  ) : (
                    <div className="mt-4 space-y-6">
                      {data.groups.map((group) => (
                        <GroupSection
                          key={group.kind}
                          group={group}
                          count={count}
                          onMore={() => go({ kind: group.kind })}
                        />
                      ))}
                    </div>
                  )}
                </>
              )
            }
          </QueryGate>
        </div>
      )}
    </section>
  );
}

function KindTabs({
  groups,
  kind,
  count,
  onPick,
}: {
  groups: TSearchGroup[];
  kind: TSearchKind | undefined;
  count: (n: number, more?: boolean) => string;
  onPick: (k: TSearchKind | undefined) => void;
}) {
  const { t } = useSearchTranslation();
  const sum = groups.reduce((n, g) => n + g.total, 0);
  const more = groups.some((g) => g.more);
  const tab = (k: TSearchKind | undefined, label: string, n: number, plus: boolean) => (
    <li key={k ?? 'all'}>
      <button
        type="button"
        aria-pressed={kind === k}
        onClick={() => onPick(k)}
        className={`inline-flex items-center gap-1.5 whitespace-nowrap rounded-full px-3 py-1.5 text-sm font-medium ring-1 ${
          kind === k
            ? 'bg-brand-700 text-white ring-brand-700'
            : 'bg-white text-stone-800 ring-stone-300 hover:bg-stone-50'
        }`}
      >
        {label}
        <span aria-hidden className={kind === k ? 'text-brand-100' : 'text-stone-600'}>
          {plus || n >= SEARCH_TOTAL_CAP ? `${Math.min(n, SEARCH_TOTAL_CAP)}+` : n}
        </span>
        <span className="sr-only">({count(n, plus)})</span>
      </button>
    </li>
  );
  return (
    <nav aria-label={t('title')}>
      <ul className="relative -mx-1 flex gap-2 overflow-x-auto px-1 pb-1">
        {tab(undefined, t('kinds.all'), sum, more)}
        {groups.map((g) => tab(g.kind, t(`kinds.${g.kind}`), g.total, g.more))}
      </ul>
    </nav>
  );
}

function GroupSection({
  group,
  count,
  onMore,
}: {
  group: TSearchGroup;
  count: (n: number, more?: boolean) => string;
  onMore: () => void;
}) {
  const { t } = useSearchTranslation();
  const headingId = `search-group-${group.kind}`;
  return (
    <section aria-labelledby={headingId}>
      <div className="mb-2 flex items-baseline justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold text-stone-900">
          {t(`kinds.${group.kind}`)}{' '}
          <span className="text-sm font-normal text-stone-600">· {count(group.total, group.more)}</span>
        </h2>
        {group.total > group.items.length ? (
          <button
            type="button"
            onClick={onMore}
            className="inline-flex items-center gap-1 text-sm text-brand-800 hover:underline"
          >
            {t('results.more', { kind: t(`kinds.${group.kind}`) })}
            <ArrowRight aria-hidden className="size-4" />
          </button>
        ) : null}
      </div>
      <ul className="divide-y divide-stone-100 rounded-2xl bg-white ring-1 ring-stone-200">
        {group.items.map((item) => (
          <ResultItem key={`${item.kind}:${item.id}`} item={item} showKind={false} />
        ))}
      </ul>
    </section>
  );
}

function NoResults({ q, didYouMean }: { q: string; didYouMean: string[] }) {
  const { t } = useSearchTranslation();
  return (
    <StatePanel
      Icon={SearchX}
      title={t('results.noneTitle', { q })}
      body={didYouMean.length ? t('results.noneBody') : t('results.noneBodyPlain')}
    >
      {didYouMean.length ? (
        <ul className="flex flex-wrap justify-center gap-2" aria-label={t('results.didYouMean')}>
          {didYouMean.map((s) => (
            <li key={s}>
              <Link
                to={`/search?q=${encodeURIComponent(s)}`}
                className="inline-block rounded-full bg-brand-50 px-3 py-1.5 text-sm font-medium text-brand-800 hover:bg-brand-100"
              >
                {s}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </StatePanel>
  );
}

function ResultsSkeleton() {
  return (
    <div aria-hidden className="space-y-3">
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className="flex gap-3 rounded-2xl bg-white p-4 ring-1 ring-stone-200">
          <span className="size-10 shrink-0 animate-pulse rounded-full bg-stone-200" />
          <span className="flex-1 space-y-2">
            <span className="block h-4 w-1/2 animate-pulse rounded bg-stone-200" />
            <span className="block h-3 w-3/4 animate-pulse rounded bg-stone-100" />
          </span>
        </div>
      ))}
    </div>
  );
}
