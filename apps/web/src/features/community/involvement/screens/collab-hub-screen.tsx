import { COLLAB_KINDS, type TCollabRequest } from '@ankur/shared/schemas/community-involvement';
import { INDIAN_STATES, VENTURE_SECTORS } from '@ankur/shared/schemas/profiles';
import { Handshake, MessageSquare, Plus, SearchX } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { LoadMore } from '../../../../components/ui/load-more';
import { Modal } from '../../../../components/ui/modal';
import { QueryGate } from '../../../../components/ui/query-gate';
import { StatePanel } from '../../../../components/ui/state-panel';
import { ReportDialog, type ReportTarget } from '../../moderation/components/report-dialog';
import { type Filters, useInvolvementNews, useRequest, useRequests } from '../api/involvement';
import { CollabCard } from '../components/collab-card';
import { CollabForm, RespondDialog } from '../components/collab-form';
import { FilterBar, FilterSelect, FilterText } from '../components/filters';
import { MyRequests } from '../components/my-requests';
import { InvolvementPage, Tabs } from '../components/page';
import { useInvolvementTranslation } from '../i18n';

type Tab = 'browse' | 'mine';

/**
 * /collab-hub: open collaboration requests (filters by kind, sector, state and city; search; "Load
 * more"), Respond (the note opens the conversation in Messages), Report, one request by
 * ?request=ID, and "My requests" with their responses.
 */
export default function CollabHubScreen() {
  const { t } = useInvolvementTranslation();
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'mine' ? 'mine' : 'browse';
  const openId = Number(params.get('request')) || null;
  useInvolvementNews();
  const [posting, setPosting] = useState(false);
  const [report, setReport] = useState<ReportTarget | null>(null);
  const [responding, setResponding] = useState<TCollabRequest | null>(null);
  const filters: Filters = {
    kind: params.get('kind') || undefined,
    sector: params.get('sector') || undefined,
    state: params.get('state') || undefined,
    city: params.get('city') || undefined,
    q: params.get('q') || undefined,
  };
  const requests = useRequests(filters);
  const first = requests.data?.pages[0];
  const setFilter = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  };
  const card = (r: TCollabRequest) => (
    <CollabCard
      key={r.request_id}
      request={r}
      onReport={r.is_mine ? undefined : () => setReport({ kind: 'collab_request', id: r.request_id, quote: r.title })}
      actions={
        r.is_mine ? (
          <Link to="?tab=mine" className="btn-outline">
            {t('collab.yours')}
          </Link>
        ) : r.my_conversation_id ? (
          <Link to={`/messages?c=${r.my_conversation_id}`} className="btn-outline">
            <MessageSquare aria-hidden="true" className="size-4" />
            {t('collab.openConversation')}
          </Link>
        ) : r.status === 'open' ? (
          <button type="button" className="btn-primary" onClick={() => setResponding(r)}>
            {t('collab.respond')}
          </button>
        ) : null
      }
    />
  );

  return (
    <InvolvementPage
      headingId="collab-heading"
      title={t('collab.title')}
      intro={t('collab.intro')}
      action={
        first?.can_post ? (
          <button type="button" className="btn-primary" onClick={() => setPosting(true)}>
            <Plus aria-hidden="true" className="size-4" />
            {t('collab.post')}
          </button>
        ) : null
      }
    >
      <Tabs
        label={t('collab.title')}
        current={tab}
        tabs={(['browse', 'mine'] as const).map((key) => ({ key, label: t(`collab.tabs.${key}`) }))}
        hrefOf={(key) => (key === 'browse' ? '?' : '?tab=mine')}
      />
      {tab === 'mine' ? (
        <MyRequests onPost={() => setPosting(true)} />
      ) : (
        <>
          <FilterBar
            label={t('collab.searchLabel')}
            placeholder={t('collab.searchPlaceholder')}
            q={filters.q ? String(filters.q) : ''}
            onSearch={(q) => setFilter('q', q)}
          >
            <FilterSelect
              label={t('collab.form.kind')}
              value={params.get('kind') ?? ''}
              onChange={(v) => setFilter('kind', v)}
              options={[
                { value: '', label: t('common.allKinds') },
                ...COLLAB_KINDS.map((k) => ({ value: k, label: t(`collabKinds.${k}`) })),
              ]}
            />
            <FilterSelect
              label={t('common.sector')}
              value={params.get('sector') ?? ''}
              onChange={(v) => setFilter('sector', v)}
              options={[
                { value: '', label: t('common.allSectors') },
                ...VENTURE_SECTORS.map((s) => ({ value: s, label: t(`sectors.${s}`) })),
              ]}
            />
            <FilterSelect
              label={t('common.state')}
              value={params.get('state') ?? ''}
              onChange={(v) => setFilter('state', v)}
              options={[
                { value: '', label: t('common.allStates') },
                ...INDIAN_STATES.map((s) => ({ value: s, label: s })),
              ]}
            />
            <FilterText
              label={t('common.city')}
              value={params.get('city') ?? ''}
              onChange={(v) => setFilter('city', v)}
            />
          </FilterBar>
          <QueryGate query={requests} error={{ title: t('collab.loadFailed'), retryLabel: t('common.retry') }}>
            {(data) => {
              const items = data.pages.flatMap((p) => p.data);
              const filtered = Object.values(filters).some(Boolean);
              if (!items.length) {
                return (
                  <StatePanel
                    Icon={filtered ? SearchX : Handshake}
                    title={t('collab.emptyTitle')}
                    body={filtered ? t('collab.emptyBody') : t('collab.emptyNoFilters')}
                  >
                    {first?.can_post ? (
                      <button type="button" className="btn-primary" onClick={() => setPosting(true)}>
                        {t('collab.post')}
                      </button>
                    ) : null}
                  </StatePanel>
                );
              }
              return (
                <>
                  <div className="grid grid-cols-1 gap-4 md:grid-cols-2">{items.map(card)}</div>
                  <LoadMore pages={requests} label={t('common.loadMore')} loadingLabel={t('common.loading')} />
                </>
              );
            }}
          </QueryGate>
        </>
      )}
      {openId ? <RequestDetail id={openId} onClose={() => setFilter('request', '')} render={card} /> : null}
      {responding ? <RespondDialog request={responding} onClose={() => setResponding(null)} /> : null}
      {posting ? <CollabForm onClose={() => setPosting(false)} organisations={first?.my_organisations ?? []} /> : null}
      <ReportDialog target={report} onClose={() => setReport(null)} />
    </InvolvementPage>
  );
}

function RequestDetail({
  id,
  onClose,
  render,
}: {
  id: number;
  onClose: () => void;
  render: (r: TCollabRequest) => ReactNode;
}) {
  const { t } = useInvolvementTranslation();
  const request = useRequest(id);
  return (
    <Modal
      open
      onOpenChange={(next) => (next ? null : onClose())}
      title={request.data?.title ?? t('collab.title')}
      width="44rem"
    >
      <QueryGate
        query={request}
        notFound={<p className="py-6 text-center text-sm text-stone-600">{t('collab.notFound')}</p>}
        error={{ title: t('collab.loadFailed'), retryLabel: t('common.retry'), variant: 'inline' }}
      >
        {(r) => render(r)}
      </QueryGate>
    </Modal>
  );
}
