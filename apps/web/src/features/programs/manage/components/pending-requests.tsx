import type { TEnrolmentRequest } from '@ankur/shared/schemas/programs';
import { Check, ChevronLeft, ChevronRight, Inbox, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { InlineError } from '../../../../components/ui/inline-error';
import { ItemDate } from '../../../../components/ui/item-date';
import { StatePanel } from '../../../../components/ui/state-panel';
import { notify } from '../../../../components/ui/toaster';
import { useErrorText } from '../../../../lib/api-errors';
import { useFormatNumber } from '../../../../lib/i18n';
import { type RequestDecision, useDecideRequest, useRequestPage } from '../api/enrolment-requests';
import { useProgramsManageTranslation } from '../i18n';
import { manageProgramPath } from './create-program-dialog';

/** The number of requests waiting, as a small amber pill (its words for screen readers). */
export function RequestCountBadge({ pending, className = '' }: { pending: number; className?: string }) {
  const { t } = useProgramsManageTranslation();
  const formatNumber = useFormatNumber();
  if (pending <= 0) return null;
  return (
    <span
      data-testid="requests-badge"
      className={`relative inline-flex min-w-5 items-center justify-center rounded-full bg-amber-100 px-1.5 text-xs leading-5 font-bold text-amber-900 ring-1 ring-amber-300 ${className}`}
    >
      <span aria-hidden="true">{formatNumber(pending)}</span>
      <span className="sr-only">{t('requests.badge', { count: pending, number: formatNumber(pending) })}</span>
    </span>
  );
}

function RequestRow({
  request,
  busy,
  onDecide,
}: {
  request: TEnrolmentRequest;
  busy: boolean;
  onDecide: (request: TEnrolmentRequest, status: RequestDecision) => void;
}) {
  const { t } = useProgramsManageTranslation();
  const names = { name: request.name, program: request.program_name };
  return (
    <li className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-medium text-stone-900">{request.name}</p>
        <p className="text-sm break-all text-stone-600">{request.email}</p>
        <p className="mt-1 text-sm text-stone-700">
          <Link
            to={`${manageProgramPath(request.program_id)}?tab=enrolments`}
            className="text-brand-800 hover:underline"
          >
            {t('requests.program', { name: request.program_name })}
          </Link>
          <span className="text-stone-600">
            {' · '}
            {t('requests.requested')} <ItemDate date={request.requested_at} />
          </span>
        </p>
      </div>
      <div className="flex shrink-0 gap-2">
        <button
          type="button"
          className="btn-primary"
          disabled={busy}
          aria-label={t('requests.approveLabel', names)}
          onClick={() => onDecide(request, 'enrolled')}
        >
          <Check aria-hidden="true" className="size-4" />
          {t('requests.approve')}
        </button>
        <button
          type="button"
          className="btn-outline"
          disabled={busy}
          aria-label={t('requests.declineLabel', names)}
          onClick={() => onDecide(request, 'rejected')}
        >
          <X aria-hidden="true" className="size-4" />
          {t('requests.decline')}
        </button>
      </div>
    </li>
  );
}

/**
 * The requests to join waiting on the program managers (issue 19), live: a learner's new request
 * appears, and one another manager answers leaves, without a reload. Approve at once; decline
 * after a confirmation (the learner is told).
 */
export function PendingRequests({ headingLevel: Heading = 'h2' }: { headingLevel?: 'h2' | 'h3' }) {
  const { t } = useProgramsManageTranslation();
  const formatNumber = useFormatNumber();
  const errorText = useErrorText();
  const headingId = useId();
  const [page, setPage] = useState(1);
  const query = useRequestPage(page);
  const decide = useDecideRequest();
  const [declining, setDeclining] = useState<TEnrolmentRequest | null>(null);

  const total = query.data?.meta.total ?? 0;
  const pages = Math.max(1, query.data?.meta.totalPages ?? 1);
  // a decision can empty the last page: step back to the one that still has requests
  if (query.data && page > pages) setPage(pages);

  const run = (request: TEnrolmentRequest, status: RequestDecision) => {
    const names = { name: request.name, program: request.program_name };
    decide.mutate(
      { enrollmentId: request.enrollment_id, status },
      {
        onSuccess: () =>
          notify.success(status === 'enrolled' ? t('requests.approved', names) : t('requests.declined', names)),
        onError: (error) => notify.error(t('requests.failed', { reason: errorText(error) })),
        onSettled: () => setDeclining(null),
      },
    );
  };

  return (
    <section aria-labelledby={headingId} className="rounded-2xl bg-white p-5 ring-1 ring-stone-200">
      <Heading id={headingId} className="flex items-center gap-2 text-lg font-semibold text-stone-900">
        <Inbox aria-hidden="true" className="size-5 text-brand-700" />
        <span aria-hidden={total > 0 ? true : undefined}>{t('requests.title')}</span>
        {total > 0 ? (
          <span className="sr-only">{t('requests.titleCount', { count: total, number: formatNumber(total) })}</span>
        ) : null}
        {total > 0 ? (
          <span
            aria-hidden="true"
            data-testid="requests-count"
            className="rounded-full bg-amber-100 px-2 text-sm leading-6 font-bold text-amber-900 ring-1 ring-amber-300"
          >
            {formatNumber(total)}
          </span>
        ) : null}
      </Heading>
      <p className="mt-1 text-sm text-stone-600">{t('requests.intro')}</p>
      <div className="mt-3">
        {query.isPending ? (
          <div role="status" className="flex flex-col gap-3 py-2">
            <span className="sr-only">{t('requests.loading')}</span>
            {[0, 1].map((i) => (
              <span key={i} aria-hidden="true" className="h-14 w-full animate-pulse rounded-lg bg-stone-100" />
            ))}
          </div>
        ) : query.isError && !query.data ? (
          <InlineError
            title={t('requests.loadFailed')}
            body={errorText(query.error)}
            onRetry={() => void query.refetch()}
          />
        ) : total === 0 ? (
          <StatePanel
            role="status"
            variant="plain"
            heading="h3"
            Icon={Inbox}
            title={t('requests.emptyTitle')}
            body={t('requests.emptyBody')}
          />
        ) : (
          <>
            <ul aria-label={t('requests.listLabel')} className="divide-y divide-stone-200">
              {query.data?.data.map((request) => (
                <RequestRow
                  key={request.enrollment_id}
                  request={request}
                  busy={decide.isPending && decide.variables?.enrollmentId === request.enrollment_id}
                  onDecide={(r, status) => (status === 'rejected' ? setDeclining(r) : run(r, status))}
                />
              ))}
            </ul>
            {pages > 1 ? (
              <nav aria-label={t('requests.listLabel')} className="mt-3 flex items-center justify-between gap-2">
                <button type="button" className="btn-ghost" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
                  <ChevronLeft aria-hidden="true" className="size-4" />
                  {t('requests.previous')}
                </button>
                <span className="text-sm text-stone-600">
                  {t('requests.pageOf', { page: formatNumber(page), pages: formatNumber(pages) })}
                </span>
                <button
                  type="button"
                  className="btn-ghost"
                  disabled={page >= pages}
                  onClick={() => setPage((p) => p + 1)}
                >
                  {t('requests.next')}
                  <ChevronRight aria-hidden="true" className="size-4" />
                </button>
              </nav>
            ) : null}
          </>
        )}
      </div>
      <ConfirmDialog
        open={declining !== null}
        onOpenChange={(open) => !open && setDeclining(null)}
        title={t('requests.confirmTitle')}
        confirmLabel={t('requests.confirm')}
        cancelLabel={t('requests.confirmKeep')}
        destructive
        pending={decide.isPending}
        onConfirm={() => declining && run(declining, 'rejected')}
      >
        {declining ? (
          <p>
            {t('requests.confirmBody', {
              name: declining.name,
              email: declining.email,
              program: declining.program_name,
            })}
          </p>
        ) : null}
      </ConfirmDialog>
    </section>
  );
}
