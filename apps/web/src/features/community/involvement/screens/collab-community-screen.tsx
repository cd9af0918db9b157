import { ORGANISATION_CATEGORIES } from '@ankur/shared/schemas/community';
import { INDIAN_STATES, VENTURE_SECTORS } from '@ankur/shared/schemas/profiles';
import { Building2, Users } from 'lucide-react';
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { LoadMore } from '../../../../components/ui/load-more';
import { QueryGate } from '../../../../components/ui/query-gate';
import { StatePanel } from '../../../../components/ui/state-panel';
import { notify } from '../../../../components/ui/toaster';
import { useErrorText } from '../../../../lib/api-errors';
import {
  type Filters,
  useOpenToCollaborate,
  useOrganisations,
  usePeople,
  useSetOpenToCollaborate,
} from '../api/involvement';
import { OrganisationCard, PersonCard } from '../components/collaborator-cards';
import { FilterSelect, FilterText } from '../components/filters';
import { InvolvementPage, Tabs } from '../components/page';
import { useInvolvementTranslation } from '../i18n';

/**
 * /collab-hub/community: the people open to collaborate (with Message and Connect) and the
 * organisations open to it, filtered by sector, state and city (category for organisations); the
 * caller's own "open to collaborate" switch at the top.
 */
export default function CollabCommunityScreen() {
  const { t } = useInvolvementTranslation();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'organisations' ? 'organisations' : 'people';
  const setFilter = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  };
  const filters: Filters = {
    state: params.get('state') || undefined,
    city: params.get('city') || undefined,
    ...(tab === 'people'
      ? { sector: params.get('sector') || undefined }
      : { category: params.get('category') || undefined }),
  };
  return (
    <InvolvementPage
      headingId="collab-community-heading"
      title={t('collaborators.title')}
      intro={t('collaborators.intro')}
    >
      <OpenSwitch />
      <Tabs
        label={t('collaborators.title')}
        current={tab}
        tabs={(['people', 'organisations'] as const).map((key) => ({ key, label: t(`collaborators.tabs.${key}`) }))}
        hrefOf={(key) => (key === 'people' ? '?' : '?tab=organisations')}
      />
      <fieldset className="grid grid-cols-2 gap-2 rounded-2xl bg-white p-3 ring-1 ring-stone-200 sm:flex sm:flex-wrap">
        <legend className="sr-only">{t('common.filters')}</legend>
        {tab === 'people' ? (
          <FilterSelect
            label={t('common.sector')}
            value={params.get('sector') ?? ''}
            onChange={(v) => setFilter('sector', v)}
            options={[
              { value: '', label: t('common.allSectors') },
              ...VENTURE_SECTORS.map((s) => ({ value: s, label: t(`sectors.${s}`) })),
            ]}
          />
        ) : (
          <FilterSelect
            label={t('collaborators.category')}
            value={params.get('category') ?? ''}
            onChange={(v) => setFilter('category', v)}
            options={[
              { value: '', label: t('collaborators.allCategories') },
              ...ORGANISATION_CATEGORIES.map((c) => ({ value: c, label: t(`collaborators.categories.${c}`) })),
            ]}
          />
        )}
        <FilterSelect
          label={t('common.state')}
          value={params.get('state') ?? ''}
          onChange={(v) => setFilter('state', v)}
          options={[{ value: '', label: t('common.allStates') }, ...INDIAN_STATES.map((s) => ({ value: s, label: s }))]}
        />
        <FilterText label={t('common.city')} value={params.get('city') ?? ''} onChange={(v) => setFilter('city', v)} />
      </fieldset>
      {tab === 'people' ? <People filters={filters} /> : <Organisations filters={filters} />}
    </InvolvementPage>
  );
}

function OpenSwitch() {
  const { t } = useInvolvementTranslation();
  const errorText = useErrorText();
  const id = useId();
  const me = useOpenToCollaborate();
  const set = useSetOpenToCollaborate();
  const checked = set.isPending ? Boolean(set.variables) : (me.data?.open_to_collaborate ?? false);
  return (
    <div className="flex items-start gap-3 rounded-2xl bg-brand-50 p-4 ring-1 ring-brand-100">
      <input
        id={id}
        type="checkbox"
        className="mt-1 size-5"
        checked={checked}
        disabled={me.isPending || set.isPending}
        aria-describedby={`${id}-hint`}
        onChange={(e) =>
          set.mutate(e.target.checked, {
            onSuccess: (r) =>
              notify.success(r.open_to_collaborate ? t('collaborators.meOn') : t('collaborators.meOff')),
            onError: (err) => notify.error(errorText(err)),
          })
        }
      />
      <div>
        <label htmlFor={id} className="font-medium text-stone-900">
          {t('collaborators.me')}
        </label>
        <p id={`${id}-hint`} className="text-sm text-stone-600">
          {t('collaborators.meHint')}
        </p>
      </div>
    </div>
  );
}

function People({ filters }: { filters: Filters }) {
  const { t } = useInvolvementTranslation();
  const people = usePeople(filters);
  return (
    <QueryGate query={people} error={{ title: t('collaborators.loadFailed'), retryLabel: t('common.retry') }}>
      {(data) => {
        const items = data.pages.flatMap((p) => p.data);
        if (!items.length) {
          return (
            <StatePanel Icon={Users} title={t('collaborators.emptyPeople')} body={t('collaborators.emptyPeopleBody')} />
          );
        }
        return (
          <>
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {items.map((p) => (
                <PersonCard key={p.user_id} person={p} />
              ))}
            </div>
            <LoadMore pages={people} label={t('common.loadMore')} loadingLabel={t('common.loading')} />
          </>
        );
      }}
    </QueryGate>
  );
}

function Organisations({ filters }: { filters: Filters }) {
  const { t } = useInvolvementTranslation();
  const orgs = useOrganisations(filters);
  return (
    <QueryGate query={orgs} error={{ title: t('collaborators.loadFailed'), retryLabel: t('common.retry') }}>
      {(data) => {
        const items = data.pages.flatMap((p) => p.data);
        if (!items.length) {
          return (
            <StatePanel Icon={Building2} title={t('collaborators.emptyOrgs')} body={t('collaborators.emptyOrgsBody')} />
          );
        }
        return (
          <>
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {items.map((o) => (
                <OrganisationCard key={o.organisation_id} org={o} />
              ))}
            </div>
            <LoadMore pages={orgs} label={t('common.loadMore')} loadingLabel={t('common.loading')} />
          </>
        );
      }}
    </QueryGate>
  );
}
