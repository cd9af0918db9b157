import { CALL_KINDS, type TCall } from '@ankur/shared/schemas/community-involvement';
import { HandHeart, Plus, SearchX } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useSearchParams } from 'react-router';
import { LoadMore } from '../../../../components/ui/load-more';
import { Modal } from '../../../../components/ui/modal';
import { QueryGate } from '../../../../components/ui/query-gate';
import { StatePanel } from '../../../../components/ui/state-panel';
import { useErrorText } from '../../../../lib/api-errors';
import { ReportDialog, type ReportTarget } from '../../moderation/components/report-dialog';
import { type Filters, useCall, useCalls, useInvolvementNews } from '../api/involvement';
import { CallCard } from '../components/call-card';
import { ApplyDialog } from '../components/call-dialogs';
import { CallForm } from '../components/call-form';
import { CallsIRun, MyApplications } from '../components/call-lists';
import { FilterBar, FilterSelect, FilterText } from '../components/filters';
import { InvolvementPage, Tabs } from '../components/page';
import { useInvolvementTranslation } from '../i18n';

type Tab = 'browse' | 'applications' | 'running';
const TABS: readonly Tab[] = ['browse', 'applications', 'running'];

/**
 * /community/get-involved: open calls for volunteers, mentors, speakers and judges (filters,
 * search, "Load more"), a call's detail with Apply (?call=ID), "My applications" and "Calls I run"
 * with their applicants.
 */
export default function GetInvolvedScreen() {
  const { t } = useInvolvementTranslation();
  const [params, setParams] = useSearchParams();
  const tab = (TABS as readonly string[]).includes(params.get('tab') ?? '') ? (params.get('tab') as Tab) : 'browse';
  const openId = Number(params.get('call')) || null;
  useInvolvementNews();
  const [posting, setPosting] = useState(false);
  const [report, setReport] = useState<ReportTarget | null>(null);
  const [applying, setApplying] = useState<TCall | null>(null);
  const filters: Filters = {
    kind: params.get('kind') || undefined,
    mode: params.get('mode') || undefined,
    city: params.get('city') || undefined,
    skill: params.get('skill') || undefined,
    q: params.get('q') || undefined,
  };
  const calls = useCalls(filters);
  const first = calls.data?.pages[0];
  const setFilter = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  };
  const closeDetail = () => setFilter('call', '');
  const open = (call: TCall) => setFilter('call', String(call.call_id));
  const actionsOf = (call: TCall) =>
    call.status === 'open' && !call.my_application && !call.is_mine ? (
      <button type="button" className="btn-primary" onClick={() => setApplying(call)}>
        {t('calls.apply')}
      </button>
    ) : null;

  return (
    <InvolvementPage
      headingId="get-involved-heading"
      title={t('calls.title')}
      intro={t('calls.intro')}
      action={
        first?.can_post ? (
          <button type="button" className="btn-primary" onClick={() => setPosting(true)}>
            <Plus aria-hidden="true" className="size-4" />
            {t('calls.post')}
          </button>
        ) : null
      }
    >
      <Tabs
        label={t('calls.title')}
        current={tab}
        tabs={TABS.map((key) => ({ key, label: t(`calls.tabs.${key}`) }))}
        hrefOf={(key) => (key === 'browse' ? '?' : `?tab=${key}`)}
      />
      {tab === 'applications' ? (
        <MyApplications onOpen={(id) => setFilter('call', String(id))} />
      ) : tab === 'running' ? (
        <CallsIRun canPost={first?.can_post ?? false} onPost={() => setPosting(true)} />
      ) : (
        <>
          <FilterBar
            label={t('calls.searchLabel')}
            placeholder={t('calls.searchPlaceholder')}
            q={filters.q ? String(filters.q) : ''}
            onSearch={(q) => setFilter('q', q)}
          >
            <FilterSelect
              label={t('calls.form.kind')}
              value={params.get('kind') ?? ''}
              onChange={(v) => setFilter('kind', v)}
              options={[
                { value: '', label: t('common.allKinds') },
                ...CALL_KINDS.map((k) => ({ value: k, label: t(`kinds.${k}`) })),
              ]}
            />
            <FilterSelect
              label={t('calls.form.mode')}
              value={params.get('mode') ?? ''}
              onChange={(v) => setFilter('mode', v)}
              options={[
                { value: '', label: t('common.anywhere') },
                { value: 'online', label: t('common.online') },
                { value: 'in_person', label: t('common.inPerson') },
              ]}
            />
            <FilterText
              label={t('common.city')}
              value={params.get('city') ?? ''}
              onChange={(v) => setFilter('city', v)}
            />
            <FilterText
              label={t('calls.skillFilter')}
              value={params.get('skill') ?? ''}
              onChange={(v) => setFilter('skill', v)}
            />
          </FilterBar>
          <QueryGate query={calls} error={{ title: t('calls.loadFailed'), retryLabel: t('common.retry') }}>
            {(data) => {
              const items = data.pages.flatMap((p) => p.data);
              const filtered = Object.values(filters).some(Boolean);
              if (items.length === 0) {
                return (
                  <StatePanel
                    Icon={filtered ? SearchX : HandHeart}
                    title={t('calls.emptyTitle')}
                    body={filtered ? t('calls.emptyBody') : t('calls.emptyNoFilters')}
                  >
                    {first?.can_post ? (
                      <button type="button" className="btn-primary" onClick={() => setPosting(true)}>
                        {t('calls.post')}
                      </button>
                    ) : null}
                  </StatePanel>
                );
              }
              return (
                <>
                  <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
                    {items.map((call) => (
                      <CallCard
                        key={call.call_id}
                        call={call}
                        onReport={
                          call.is_mine
                            ? undefined
                            : () => setReport({ kind: 'call', id: call.call_id, quote: call.title })
                        }
                        actions={
                          <>
                            <button type="button" className="btn-outline" onClick={() => open(call)}>
                              {t('calls.view')}
                            </button>
                            {actionsOf(call)}
                          </>
                        }
                      />
                    ))}
                  </div>
                  <LoadMore pages={calls} label={t('common.loadMore')} loadingLabel={t('common.loading')} />
                </>
              );
            }}
          </QueryGate>
        </>
      )}
      {openId ? <CallDetail id={openId} onClose={closeDetail} onReport={setReport} actionsOf={actionsOf} /> : null}
      {applying ? <ApplyDialog call={applying} onClose={() => setApplying(null)} /> : null}
      {posting ? (
        <CallForm open onClose={() => setPosting(false)} organisations={first?.my_organisations ?? []} />
      ) : null}
      <ReportDialog target={report} onClose={() => setReport(null)} />
    </InvolvementPage>
  );
}

/** A call's detail (?call=ID), in a dialog over the list. */
function CallDetail({
  id,
  onClose,
  onReport,
  actionsOf,
}: {
  id: number;
  onClose: () => void;
  onReport: (target: ReportTarget) => void;
  actionsOf: (call: TCall) => ReactNode;
}) {
  const { t } = useInvolvementTranslation();
  const errorText = useErrorText();
  const call = useCall(id);
  return (
    <Modal
      open
      onOpenChange={(next) => (next ? null : onClose())}
      title={call.data?.title ?? t('calls.view')}
      width="44rem"
    >
      <QueryGate
        query={call}
        notFound={<p className="py-6 text-center text-sm text-stone-600">{t('calls.notFound')}</p>}
        error={{
          title: t('calls.detailFailed'),
          retryLabel: t('common.retry'),
          variant: 'inline',
          body: call.error ? errorText(call.error) : undefined,
        }}
      >
        {(c) => (
          <CallCard
            call={c}
            full
            actions={actionsOf(c)}
            onReport={c.is_mine ? undefined : () => onReport({ kind: 'call', id: c.call_id, quote: c.title })}
          />
        )}
      </QueryGate>
    </Modal>
  );
}
