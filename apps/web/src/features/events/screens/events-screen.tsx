import { ZHubSlug } from '@ankur/shared/schemas/content';
import { EVENT_FORMATS, EVENT_SORTS, EVENT_WHEN, type TEventQuery } from '@ankur/shared/schemas/events';
import { CalendarSearch, SlidersHorizontal, Ticket, X } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { INPUT_CLASS } from '../../../components/ui/field';
import { QueryGate } from '../../../components/ui/query-gate';
import { StatePanel } from '../../../components/ui/state-panel';
import { useEventList } from '../api/events';
import { EventGrid, EventSkeletons } from '../components/event-card';
import { type FinderChoice, FinderFilters } from '../components/finder-filters';
import { CreateEventLink, EventPager, EventSearchBox, useCanCreateEvent } from '../components/finder-parts';
import { useEventsTranslation } from '../i18n';

const pick = <T extends string>(list: readonly T[], v: string | null): T | undefined =>
  list.includes(v as T) ? (v as T) : undefined;
const PAGE_SIZE = 12;

/** The finder's query from the address (unknown values dropped), so a link shares the view. */
export function queryOfParams(params: URLSearchParams, community: boolean): TEventQuery {
  const page = Number(params.get('page'));
  const hub = ZHubSlug.safeParse(params.get('hub'));
  const on = params.get('on');
  return {
    q: params.get('q')?.trim() || undefined,
    when: pick(EVENT_WHEN, params.get('when')) ?? 'upcoming',
    on: on && /^\d{4}-\d{2}-\d{2}$/.test(on) ? on : undefined,
    format: pick(EVENT_FORMATS, params.get('format')),
    city: params.get('city')?.trim() || undefined,
    topic: params.get('topic')?.trim() || undefined,
    hub: hub.success ? hub.data : undefined,
    community: community ? 'true' : undefined,
    sort: pick(EVENT_SORTS, params.get('sort')) ?? 'soonest',
    page: Number.isInteger(page) && page > 1 && page <= 1000 ? page : 1,
    limit: PAGE_SIZE,
  };
}

const FILTER_KEYS = ['on', 'format', 'city', 'topic', 'hub'] as const;

/** /events and /community/events: search, filters with counts, sort, cards and pages. */
export default function EventsScreen() {
  const { t } = useEventsTranslation();
  const community = useLocation().pathname.startsWith('/community');
  const [params, setParams] = useSearchParams();
  const query = queryOfParams(params, community);
  const list = useEventList(query);
  const canCreate = useCanCreateEvent();
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
  const chosen: FinderChoice = {
    when: query.when ?? 'upcoming',
    on: query.on,
    format: query.format,
    city: query.city,
    topic: query.topic,
    hub: query.hub,
  };
  const active = FILTER_KEYS.filter((k) => chosen[k]);
  const filtered = active.length > 0 || Boolean(query.q) || query.when !== 'upcoming';
  const chipLabel = (key: (typeof FILTER_KEYS)[number]) => {
    const value = chosen[key] ?? '';
    if (key === 'format') return t(`formats.${value as 'online'}`);
    if (key === 'hub') return t(`hubs.${value as 'funding-hub'}`);
    return value;
  };

  return (
    <section aria-labelledby="events-heading" className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-10">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h1 id="events-heading" className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">
            {community ? t('finder.communityTitle') : t('finder.title')}
          </h1>
          <p className="mt-2 text-stone-600">{community ? t('finder.communityIntro') : t('finder.intro')}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link to="/my-tickets" className="btn-outline">
            <Ticket className="size-4" aria-hidden />
            {t('finder.myTickets')}
          </Link>
          <CreateEventLink />
        </div>
      </header>
      <div className="mt-6">
        <EventSearchBox initial={query.q ?? ''} onSearch={(q) => change({ q })} />
      </div>
      <div className="mt-6 grid gap-6 lg:grid-cols-[17rem_1fr]">
        <aside aria-label={t('finder.filters')}>
          <button
            type="button"
            className="btn-outline w-full lg:hidden"
            aria-expanded={filtersOpen}
            aria-controls="event-filters"
            onClick={() => setFiltersOpen((o) => !o)}
          >
            <SlidersHorizontal className="size-4" aria-hidden />
            {t('finder.filters')}
            {active.length ? ` (${active.length})` : ''}
          </button>
          <div id="event-filters" className={`${filtersOpen ? 'mt-4 block' : 'hidden'} lg:mt-0 lg:block`}>
            <FinderFilters facets={list.data?.facets} chosen={chosen} onChange={(next) => change(next)} />
          </div>
        </aside>
        <div className="min-w-0">
          <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-stone-700" aria-live="polite">
              {list.data ? t('finder.results', { count: list.data.meta.total }) : ''}
            </p>
            <label className="flex items-center gap-2 text-sm text-stone-700">
              {t('finder.sort')}
              <select
                className={`${INPUT_CLASS} w-auto`}
                value={query.sort}
                onChange={(e) => change({ sort: e.target.value === 'soonest' ? undefined : e.target.value })}
              >
                {EVENT_SORTS.map((s) => (
                  <option key={s} value={s}>
                    {t(`sorts.${s}`)}
                  </option>
                ))}
              </select>
            </label>
          </div>
          {active.length ? (
            <ul className="mb-4 flex flex-wrap gap-2">
              {active.map((key) => (
                <li key={key}>
                  <button
                    type="button"
                    aria-label={t('finder.remove', { name: chipLabel(key) })}
                    className="inline-flex items-center gap-1 rounded-full bg-stone-100 px-3 py-1 text-sm text-stone-800 hover:bg-stone-200"
                    onClick={() => change({ [key]: undefined })}
                  >
                    {t(`finder.${key === 'on' ? 'on' : key}`)}: {chipLabel(key)}
                    <X className="size-3.5" aria-hidden />
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
          <QueryGate query={list} pending={<EventSkeletons />} error={{ title: t('finder.loadFailed') }}>
            {(page) =>
              page.data.length === 0 ? (
                <StatePanel
                  Icon={CalendarSearch}
                  title={filtered ? t('finder.empty') : t('finder.emptyAll')}
                  body={
                    filtered
                      ? t('finder.emptyBody')
                      : canCreate
                        ? t('finder.emptyCreateBody')
                        : t('finder.emptyAllBody')
                  }
                >
                  {filtered ? (
                    <button type="button" className="btn-primary" onClick={() => setParams(new URLSearchParams())}>
                      {t('finder.clearFilters')}
                    </button>
                  ) : (
                    <CreateEventLink />
                  )}
                </StatePanel>
              ) : (
                <>
                  <EventGrid cards={page.data} headingLevel={2} />
                  <EventPager
                    page={page.meta.page}
                    total={Math.max(1, Math.ceil(page.meta.total / Math.max(1, page.meta.limit)))}
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
