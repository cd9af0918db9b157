import { ORGANISATION_CATEGORIES, type TOrganisationCategory } from '@ankur/shared/schemas/community';
import { Building2, Plus, SearchX } from 'lucide-react';
import { useDeferredValue, useId, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { Badge } from '../../../../components/ui/badge';
import { INPUT_CLASS } from '../../../../components/ui/field';
import { LoadMore } from '../../../../components/ui/load-more';
import { QueryGate } from '../../../../components/ui/query-gate';
import { StatePanel } from '../../../../components/ui/state-panel';
import { useErrorText } from '../../../../lib/api-errors';
import { useOrganisation, useOrganisations } from '../api/organisations';
import { CardSkeletons } from '../components/member-card';
import { NetworkFrame } from '../components/network-nav';
import { OrganisationForm } from '../components/organisation-form';
import { OrganisationLogo } from '../components/organisation-logo';
import { OrganisationPage } from '../components/organisation-page';
import { useNetworkTranslation } from '../i18n';

const isCategory = (v: string | undefined): v is TOrganisationCategory =>
  (ORGANISATION_CATEGORIES as readonly string[]).includes(v ?? '');

/**
 * /organization (every organisation, search and category filter; ?org=slug opens one page) and
 * /community/organization/:organization_category (the same list fixed to a category; an unknown
 * category shows a not-found state).
 */
export default function OrganisationsScreen() {
  const { t } = useNetworkTranslation();
  const [params] = useSearchParams();
  const slug = params.get('org')?.trim() ?? '';
  const fixed = useParams().organization_category;
  if (slug) return <OneOrganisation slug={slug} />;
  if (fixed !== undefined && !isCategory(fixed))
    return (
      <NetworkFrame title={t('organisations.title')}>
        <StatePanel
          Icon={SearchX}
          heading="h2"
          title={t('organisations.unknownCategoryTitle')}
          body={t('organisations.unknownCategoryBody')}
        >
          <Link to="/organization" className="btn-primary">
            {t('organisations.allOrganisations')}
          </Link>
        </StatePanel>
      </NetworkFrame>
    );
  return <OrganisationList fixed={fixed as TOrganisationCategory | undefined} />;
}

function OneOrganisation({ slug }: { slug: string }) {
  const { t } = useNetworkTranslation();
  const org = useOrganisation(slug);
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
      <QueryGate
        query={org}
        pending={<CardSkeletons count={2} />}
        loadingLabel={t('common.loading')}
        notFound={
          <StatePanel
            Icon={Building2}
            heading="h1"
            title={t('organisation.notFoundTitle')}
            body={t('organisation.notFoundBody')}
          >
            <Link to="/organization" className="btn-primary">
              {t('organisations.allOrganisations')}
            </Link>
          </StatePanel>
        }
        error={{ title: t('common.loadFailed'), retryLabel: t('common.retry'), heading: 'h1' }}
      >
        {(data) => <OrganisationPage org={data} />}
      </QueryGate>
    </div>
  );
}

function OrganisationList({ fixed }: { fixed: TOrganisationCategory | undefined }) {
  const { t } = useNetworkTranslation();
  const errorText = useErrorText();
  const id = useId();
  const [q, setQ] = useState('');
  const [picked, setPicked] = useState<TOrganisationCategory | undefined>(undefined);
  const [creating, setCreating] = useState(false);
  const category = fixed ?? picked;
  const search = useDeferredValue(q.trim());
  const list = useOrganisations(search, category);
  const mayCreate = list.data?.pages[0]?.may_create ?? false;

  return (
    <NetworkFrame
      title={fixed ? t(`categories.${fixed}`) : t('organisations.title')}
      intro={t('organisations.intro')}
      aside={
        mayCreate ? (
          <button type="button" className="btn-primary" onClick={() => setCreating(true)}>
            <Plus className="size-4" aria-hidden />
            {t('organisations.create')}
          </button>
        ) : null
      }
    >
      <div className="mb-4 flex flex-col gap-3">
        <div className="max-w-md">
          <label htmlFor={`${id}-q`} className="sr-only">
            {t('organisations.search')}
          </label>
          <input
            id={`${id}-q`}
            type="search"
            className={INPUT_CLASS}
            placeholder={t('organisations.search')}
            value={q}
            maxLength={100}
            onChange={(e) => setQ(e.target.value)}
          />
        </div>
        <nav aria-label={t('organisation.category')} className="flex flex-wrap gap-2">
          {[undefined, ...ORGANISATION_CATEGORIES].map((c) => {
            const active = c === category;
            const cls = `rounded-full px-3 py-1 text-sm font-medium ring-1 ${
              active
                ? 'bg-brand-700 text-white ring-brand-700'
                : 'bg-white text-stone-700 ring-stone-300 hover:bg-stone-50'
            }`;
            return fixed ? (
              <Link
                key={c ?? 'all'}
                to={c ? `/community/organization/${c}` : '/organization'}
                className={cls}
                aria-current={active ? 'page' : undefined}
              >
                {t(`categories.${c ?? 'all'}`)}
              </Link>
            ) : (
              <button key={c ?? 'all'} type="button" className={cls} aria-pressed={active} onClick={() => setPicked(c)}>
                {t(`categories.${c ?? 'all'}`)}
              </button>
            );
          })}
        </nav>
      </div>
      <QueryGate
        query={list}
        pending={<CardSkeletons />}
        loadingLabel={t('common.loading')}
        error={{ title: t('common.loadFailed'), retryLabel: t('common.retry') }}
      >
        {(data) => {
          const items = data.pages.flatMap((p) => p.items);
          if (!items.length)
            return search ? (
              <StatePanel
                Icon={SearchX}
                title={t('organisations.emptySearchTitle')}
                body={t('organisations.emptySearchBody')}
              >
                <button type="button" className="btn-outline" onClick={() => setQ('')}>
                  {t('common.clear')}
                </button>
              </StatePanel>
            ) : (
              <StatePanel Icon={Building2} title={t('organisations.emptyTitle')} body={t('organisations.emptyBody')}>
                {mayCreate ? (
                  <button type="button" className="btn-primary" onClick={() => setCreating(true)}>
                    {t('organisations.create')}
                  </button>
                ) : null}
              </StatePanel>
            );
          return (
            <>
              <ul
                aria-label={t('organisations.title')}
                className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3"
              >
                {items.map((o) => (
                  <li key={o.organisation_id} className="flex gap-3 rounded-2xl bg-white p-4 ring-1 ring-stone-200">
                    <OrganisationLogo url={o.logo_url} alt="" />
                    <div className="min-w-0 flex-1">
                      <Link
                        to={`/organization?org=${encodeURIComponent(o.slug)}`}
                        className="font-semibold text-stone-900 hover:text-brand-800 hover:underline"
                      >
                        {o.name}
                      </Link>
                      <div className="mt-1 flex flex-wrap items-center gap-1.5">
                        <Badge tone="green">{t(`category.${o.category}`)}</Badge>
                        {o.verified ? <Badge tone="blue">{t('organisations.verified')}</Badge> : null}
                        {o.hidden ? <Badge tone="red">{t('organisations.hidden')}</Badge> : null}
                      </div>
                      {o.description ? (
                        <p className="mt-1 line-clamp-2 text-sm text-stone-700">{o.description}</p>
                      ) : null}
                      <p className="mt-1 text-xs text-stone-500">
                        {[o.city, t('organisations.followers', { count: o.follower_count })]
                          .filter(Boolean)
                          .join(' · ')}
                      </p>
                    </div>
                  </li>
                ))}
              </ul>
              <LoadMore
                pages={list}
                label={t('common.loadMore')}
                loadingLabel={t('common.loadingMore')}
                error={list.isFetchNextPageError ? errorText(list.error) : null}
              />
            </>
          );
        }}
      </QueryGate>
      {creating ? (
        <OrganisationForm open organisation={null} category={category} onClose={() => setCreating(false)} />
      ) : null}
    </NetworkFrame>
  );
}
