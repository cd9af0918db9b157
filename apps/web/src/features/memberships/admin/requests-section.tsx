import type { TMembershipAdminRow } from '@ankur/shared/schemas/memberships';
import { Check, X } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { PaginationFooter } from '../../../components/ui/data-table-controls';
import { QueryGate } from '../../../components/ui/query-gate';
import { ReasonField } from '../../../components/ui/reason-field';
import { notify } from '../../../components/ui/toaster';
import { fieldErrorsOf, useErrorText } from '../../../lib/api-errors';
import { useAdminRequests, useDecideMembership } from '../api/memberships';
import { useMoney } from '../format';
import { useMembershipsTranslation } from '../i18n';

/** The requests waiting for their bank transfer to be checked, oldest first: approve, or decline with a reason. */
export function RequestsSection() {
  const { t } = useMembershipsTranslation();
  const { day } = useMoney();
  const errorText = useErrorText();
  const [page, setPage] = useState(1);
  const requests = useAdminRequests('pending', page);
  const decide = useDecideMembership();
  const [declining, setDeclining] = useState<TMembershipAdminRow | null>(null);
  const [reason, setReason] = useState('');

  const approve = (row: TMembershipAdminRow) =>
    decide.mutate(
      { membershipId: row.membership_id, decision: { decision: 'approve' } },
      {
        onSuccess: () => notify.success(t('admin.approved', { name: row.member_name, plan: row.plan_name })),
        onError: (error) => notify.error(errorText(error)),
      },
    );
  const reasonError = fieldErrorsOf(decide.error, ['reason']).reason ?? null;

  return (
    <section aria-labelledby="membership-requests" className="rounded-2xl bg-white p-4 ring-1 ring-stone-200 sm:p-6">
      <h3 id="membership-requests" className="text-lg font-semibold text-stone-900">
        {t('admin.requests')}
      </h3>
      <p className="mt-0.5 text-sm text-stone-600">{t('admin.requestsIntro')}</p>
      <div className="mt-4">
        <QueryGate
          query={requests}
          pending={<div className="h-24 animate-pulse rounded-xl bg-stone-100" />}
          loadingLabel={t('common.loading')}
          error={{ title: t('screen.loadFailed'), retryLabel: t('common.retry'), variant: 'inline' }}
        >
          {(list) =>
            list.data.length === 0 ? (
              <p className="text-sm text-stone-600">{t('admin.noRequests')}</p>
            ) : (
              <>
                <ul className="divide-y divide-stone-200">
                  {list.data.map((row) => (
                    <li key={row.membership_id} className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center">
                      <div className="min-w-0 flex-1">
                        <p className="font-medium text-stone-900">{row.member_name}</p>
                        <p className="text-sm break-all text-stone-600">{row.member_email}</p>
                        <p className="mt-1 text-sm text-stone-700">
                          {row.plan_name} · {t('admin.reference')}{' '}
                          <span className="font-mono">{row.provider_ref ?? '—'}</span> · {day(row.requested_at)}
                        </p>
                      </div>
                      <div className="flex gap-2">
                        <button
                          type="button"
                          className="btn-primary"
                          disabled={decide.isPending}
                          onClick={() => approve(row)}
                          aria-label={`${t('admin.approve')}: ${row.member_name}`}
                        >
                          <Check aria-hidden="true" className="size-4" />
                          {t('admin.approve')}
                        </button>
                        <button
                          type="button"
                          className="btn-ghost text-red-700 ring-1 ring-stone-300"
                          disabled={decide.isPending}
                          onClick={() => {
                            decide.reset();
                            setReason('');
                            setDeclining(row);
                          }}
                          aria-label={`${t('admin.decline')}: ${row.member_name}`}
                        >
                          <X aria-hidden="true" className="size-4" />
                          {t('admin.decline')}
                        </button>
                      </div>
                    </li>
                  ))}
                </ul>
                {list.meta.totalPages > 1 ? (
                  <div className="mt-3">
                    <PaginationFooter
                      label={t('admin.requests')}
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
      </div>
      {declining ? (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setDeclining(null)}
          title={t('admin.declineTitle', { name: declining.member_name })}
          confirmLabel={t('admin.decline')}
          cancelLabel={t('common.cancel')}
          destructive
          pending={decide.isPending}
          error={decide.error && !reasonError ? errorText(decide.error) : null}
          onConfirm={() =>
            decide.mutate(
              { membershipId: declining.membership_id, decision: { decision: 'decline', reason: reason.trim() } },
              {
                onSuccess: () => {
                  notify.success(t('admin.declined', { name: declining.member_name }));
                  setDeclining(null);
                },
              },
            )
          }
        >
          <ReasonField label={t('admin.reason')} value={reason} onChange={setReason} error={reasonError} />
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
