import { ADMIN_CENTER_MENU } from '@ankur/shared/menus';
import { INVESTOR_STATUSES, type TInvestorAdminRow, type TInvestorStatus } from '@ankur/shared/schemas/investors';
import { Check, ExternalLink, X } from 'lucide-react';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { PaginationFooter } from '../../../components/ui/data-table-controls';
import { INPUT_CLASS } from '../../../components/ui/field';
import { QueryGate } from '../../../components/ui/query-gate';
import { ReasonField } from '../../../components/ui/reason-field';
import { notify } from '../../../components/ui/toaster';
import { fieldErrorsOf, useErrorText } from '../../../lib/api-errors';
import { useFormatNumber } from '../../../lib/i18n';
import { useCan } from '../../../stores/access';
import { useDecideInvestor, useInvestorNews, useInvestorReviews } from '../api/investors';
import { useInvestorsTranslation } from '../i18n';

/** One registration: who, how they invest, their links; verify or decline (pending only). */
function Registration({ row, onDecline }: { row: TInvestorAdminRow; onDecline: (row: TInvestorAdminRow) => void }) {
  const { t } = useInvestorsTranslation();
  const formatNumber = useFormatNumber();
  const errorText = useErrorText();
  const decide = useDecideInvestor();
  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-start">
      <div className="min-w-0 flex-1 text-sm">
        <p className="text-base font-medium text-stone-900">
          {row.investor_name}
          {row.organisation ? <span className="font-normal text-stone-600"> · {row.organisation}</span> : null}
        </p>
        <p className="break-all text-stone-600">{row.investor_email}</p>
        <p className="mt-1 text-stone-800">
          {t(`types.${row.investor_type}`)} · {t('admin.ticket')}: ₹{formatNumber(row.ticket_min_inr)} – ₹
          {formatNumber(row.ticket_max_inr)}
        </p>
        <p className="text-stone-700">
          {row.stages.map((s) => t(`stages.${s}`)).join(', ')} · {row.sectors.map((s) => t(`sectors.${s}`)).join(', ')}
        </p>
        {row.portfolio_links.length ? (
          <ul className="mt-1 flex flex-wrap gap-x-3">
            {row.portfolio_links.map((link) => (
              <li key={link}>
                <a
                  href={link}
                  target="_blank"
                  rel="noopener noreferrer nofollow"
                  className="inline-flex items-center gap-1 text-brand-800 underline"
                >
                  {new URL(link).hostname}
                  <ExternalLink aria-hidden="true" className="size-3" />
                </a>
              </li>
            ))}
          </ul>
        ) : null}
        {row.status === 'declined' && row.reason ? <p className="mt-1 text-red-800">{row.reason}</p> : null}
      </div>
      {row.status === 'pending' ? (
        <div className="flex gap-2">
          <button
            type="button"
            className="btn-primary"
            disabled={decide.isPending}
            aria-label={`${t('admin.verify')}: ${row.investor_name}`}
            onClick={() =>
              decide.mutate(
                { profileId: row.profile_id, decision: { decision: 'verify' } },
                {
                  onSuccess: () => notify.success(t('admin.verifiedToast', { name: row.investor_name })),
                  onError: (error) => notify.error(errorText(error)),
                },
              )
            }
          >
            <Check aria-hidden="true" className="size-4" />
            {t('admin.verify')}
          </button>
          <button
            type="button"
            className="btn-ghost text-red-700 ring-1 ring-stone-300"
            aria-label={`${t('admin.decline')}: ${row.investor_name}`}
            onClick={() => onDecline(row)}
          >
            <X aria-hidden="true" className="size-4" />
            {t('admin.decline')}
          </button>
        </div>
      ) : null}
    </li>
  );
}

/** The Investors tab's body: registrations by status (waiting first), verify or decline with a reason. */
export function InvestorsAdminPanel() {
  const { t } = useInvestorsTranslation();
  const errorText = useErrorText();
  const [status, setStatus] = useState<TInvestorStatus>('pending');
  const [page, setPage] = useState(1);
  const reviews = useInvestorReviews(status, page);
  useInvestorNews();
  const decide = useDecideInvestor();
  const [declining, setDeclining] = useState<TInvestorAdminRow | null>(null);
  const [reason, setReason] = useState('');
  const statusId = useId();
  const reasonError = fieldErrorsOf(decide.error, ['reason']).reason ?? null;

  return (
    <div className="rounded-2xl bg-white p-4 ring-1 ring-stone-200 sm:p-6">
      <div className="flex items-center gap-2">
        <label htmlFor={statusId} className="text-sm font-medium text-stone-800">
          {t('admin.show')}
        </label>
        <select
          id={statusId}
          className={INPUT_CLASS.replace('w-full', 'w-full sm:w-72')}
          value={status}
          onChange={(e) => {
            setStatus(e.target.value as TInvestorStatus);
            setPage(1);
          }}
        >
          {INVESTOR_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`status.${s}`)}
            </option>
          ))}
        </select>
      </div>
      <QueryGate
        query={reviews}
        pending={<div className="mt-4 h-24 animate-pulse rounded-xl bg-stone-100" />}
        loadingLabel={t('common.loading')}
        error={{ title: t('screen.loadFailed'), retryLabel: t('common.retry'), variant: 'inline' }}
      >
        {(list) =>
          list.data.length === 0 ? (
            <p className="mt-4 text-sm text-stone-600">{t(`admin.empty.${status}`)}</p>
          ) : (
            <>
              <ul className="mt-2 divide-y divide-stone-200">
                {list.data.map((row) => (
                  <Registration
                    key={row.profile_id}
                    row={row}
                    onDecline={(r) => {
                      decide.reset();
                      setReason('');
                      setDeclining(r);
                    }}
                  />
                ))}
              </ul>
              {list.meta.totalPages > 1 ? (
                <div className="mt-3">
                  <PaginationFooter
                    label={t('admin.tab')}
                    page={page}
                    pageSize={list.meta.limit}
                    total={list.meta.total}
                    totalPages={list.meta.totalPages}
                    onPageChange={setPage}
                  />
                </div>
              ) : null}
            </>
          )
        }
      </QueryGate>
      {declining ? (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setDeclining(null)}
          title={t('admin.declineTitle', { name: declining.investor_name })}
          confirmLabel={t('admin.decline')}
          cancelLabel={t('common.cancel')}
          destructive
          pending={decide.isPending}
          error={decide.error && !reasonError ? errorText(decide.error) : null}
          onConfirm={() =>
            decide.mutate(
              { profileId: declining.profile_id, decision: { decision: 'decline', reason: reason.trim() } },
              {
                onSuccess: () => {
                  notify.success(t('admin.declinedToast', { name: declining.investor_name }));
                  setDeclining(null);
                },
              },
            )
          }
        >
          <ReasonField label={t('admin.reason')} value={reason} onChange={setReason} error={reasonError} />
        </ConfirmDialog>
      ) : null}
    </div>
  );
}

/** The Admin Center's Investors tab (for those who may update the Admin Center), else null. */
export function useInvestorsAdminTab() {
  const { t } = useInvestorsTranslation();
  const allowed = useCan(ADMIN_CENTER_MENU, 'update');
  if (!allowed) return null;
  return { id: 'investors', label: t('admin.tab'), intro: t('admin.intro'), panel: <InvestorsAdminPanel /> };
}
