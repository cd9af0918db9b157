import type { TMembersQuery } from '@ankur/shared/schemas/community-network';
import { INDIAN_STATES, VENTURE_SECTORS, VENTURE_STAGES } from '@ankur/shared/schemas/profiles';
import { SearchX, SlidersHorizontal, Users } from 'lucide-react';
import { useDeferredValue, useId, useState } from 'react';
import { INPUT_CLASS } from '../../../../components/ui/field';
import { LoadMore } from '../../../../components/ui/load-more';
import { QueryGate } from '../../../../components/ui/query-gate';
import { StatePanel } from '../../../../components/ui/state-panel';
import { useErrorText } from '../../../../lib/api-errors';
import { useMemberFacets, useMembers } from '../api/network';
import { CardGrid, CardSkeletons, MemberCard } from '../components/member-card';
import { NetworkFrame } from '../components/network-nav';
import { useNetworkTranslation } from '../i18n';

type Filters = Omit<TMembersQuery, 'before' | 'q'>;
const NONE: Filters = {};

/**
 * /community/members: the members directory. Search by name or headline; filter by role, sector,
 * stage, state, city, skill and language (each only matches what people share with the viewer);
 * cards with Connect, Follow and Message; "Load more" pages on.
 */
export default function MembersScreen() {
  const { t } = useNetworkTranslation();
  const errorText = useErrorText();
  const id = useId();
  const [q, setQ] = useState('');
  const [filters, setFilters] = useState<Filters>(NONE);
  const [open, setOpen] = useState(false);
  const query = useDeferredValue({ q: q.trim() || undefined, ...filters });
  const members = useMembers(query);
  const facets = useMemberFacets();
  const active = Object.values(filters).filter(Boolean).length;
  const set = (key: keyof Filters, value: string) => setFilters((f) => ({ ...f, [key]: value || undefined }));
  const clear = () => {
    setFilters(NONE);
    setQ('');
  };

  const select = (key: 'role' | 'sector' | 'stage' | 'state', options: { value: string; label: string }[]) => (
    <label className="flex flex-col gap-1 text-sm font-medium text-stone-700" htmlFor={`${id}-${key}`}>
      {t(`members.${key}`)}
      <select
        id={`${id}-${key}`}
        className={INPUT_CLASS}
        value={(filters[key] as string | undefined) ?? ''}
        onChange={(e) => set(key, e.target.value)}
      >
        <option value="">{t('members.any')}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
  const text = (key: 'city' | 'skill' | 'language') => (
    <label className="flex flex-col gap-1 text-sm font-medium text-stone-700" htmlFor={`${id}-${key}`}>
      {t(`members.${key}`)}
      <input
        id={`${id}-${key}`}
        className={INPUT_CLASS}
        value={(filters[key] as string | undefined) ?? ''}
        maxLength={60}
        onChange={(e) => set(key, e.target.value)}
      />
    </label>
  );

  return (
    <NetworkFrame title={t('members.title')} intro={t('members.intro')}>
      <div className="mb-6 flex flex-col gap-3 rounded-2xl bg-white p-4 ring-1 ring-stone-200">
        <div className="flex flex-col gap-2 sm:flex-row">
          <label htmlFor={`${id}-q`} className="sr-only">
            {t('members.search')}
          </label>
          <input
            id={`${id}-q`}
            type="search"
            className={INPUT_CLASS}
            placeholder={t('members.search')}
            value={q}
            maxLength={100}
            onChange={(e) => setQ(e.target.value)}
          />
          <button
            type="button"
            className="btn-outline shrink-0"
            aria-expanded={open}
            aria-controls={`${id}-filters`}
            onClick={() => setOpen((o) => !o)}
          >
            <SlidersHorizontal className="size-4" aria-hidden />
            {t('members.filters')}
            {active ? <span className="rounded-full bg-brand-700 px-2 text-xs text-white">{active}</span> : null}
          </button>
        </div>
        <div id={`${id}-filters`} hidden={!open} className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {select(
            'role',
            (facets.data?.roles ?? []).map((r) => ({ value: r, label: r })),
          )}
          {select(
            'sector',
            VENTURE_SECTORS.map((s) => ({ value: s, label: t(`sectors.${s}`) })),
          )}
          {select(
            'stage',
            VENTURE_STAGES.map((s) => ({ value: s, label: t(`stages.${s}`) })),
          )}
          {select(
            'state',
            INDIAN_STATES.map((s) => ({ value: s, label: s })),
          )}
          {text('city')}
          {text('skill')}
          {text('language')}
          <div className="flex items-end">
            <button type="button" className="btn-ghost" onClick={clear} disabled={!active && !q}>
              {t('members.clearFilters')}
            </button>
          </div>
        </div>
      </div>
      <QueryGate
        query={members}
        pending={<CardSkeletons />}
        loadingLabel={t('common.loading')}
        error={{ title: t('common.loadFailed'), retryLabel: t('common.retry') }}
      >
        {(data) => {
          const people = data.pages.flatMap((p) => p.items);
          if (!people.length)
            return active || q ? (
              <StatePanel Icon={SearchX} title={t('members.emptyTitle')} body={t('members.emptyBody')}>
                <button type="button" className="btn-outline" onClick={clear}>
                  {t('members.clearFilters')}
                </button>
              </StatePanel>
            ) : (
              <StatePanel Icon={Users} title={t('members.emptyAllTitle')} body={t('members.emptyAllBody')} />
            );
          return (
            <>
              <CardGrid label={t('members.title')}>
                {people.map((p) => (
                  <MemberCard key={p.user_id} person={p} />
                ))}
              </CardGrid>
              <LoadMore
                pages={members}
                label={t('common.loadMore')}
                loadingLabel={t('common.loadingMore')}
                error={members.isFetchNextPageError ? errorText(members.error) : null}
              />
            </>
          );
        }}
      </QueryGate>
    </NetworkFrame>
  );
}
