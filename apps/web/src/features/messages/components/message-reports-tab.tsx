import type { TMessageReport } from '@ankur/shared/schemas/messages';
import { CircleAlert, Flag, Trash2, X } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { PaginationFooter } from '../../../components/ui/data-table-controls';
import { ItemDate } from '../../../components/ui/item-date';
import { QueryErrorPanel } from '../../../components/ui/query-gate';
import { StatePanel } from '../../../components/ui/state-panel';
import { notify } from '../../../components/ui/toaster';
import { ApiError } from '../../../lib/api-client';
import { useErrorText } from '../../../lib/api-errors';
import { useFormatNumber } from '../../../lib/i18n';
import { REPORTS_PAGE_LIMIT, type ReportStatus, useMessageReports, useResolveReport } from '../api/reports';
import { useMessagesTranslation } from '../i18n';

const STATUSES: readonly ReportStatus[] = ['open', 'dismissed', 'removed'];
const CHIP = 'inline-flex min-h-9 items-center rounded-full px-3.5 py-1.5 text-sm font-medium ring-1 transition-colors';
const TONE = { open: 'amber', dismissed: 'stone', removed: 'red' } as const;

function ReportCard({
  report,
  busy,
  onDismiss,
  onRemove,
}: {
  report: TMessageReport;
  busy: boolean;
  onDismiss: () => void;
  onRemove: () => void;
}) {
  const { t } = useMessagesTranslation();
  const formatNumber = useFormatNumber();
  const { message } = report;
  const files = message.attachments.length;
  return (
    <article className="flex flex-col gap-3 rounded-xl bg-white p-4 ring-1 ring-stone-200">
      <header className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <Badge tone={TONE[report.status]}>{t(`reports.${report.status}`)}</Badge>
        <span className="font-semibold text-stone-900">{t('reports.reportedBy', { name: report.reporter.name })}</span>
        <ItemDate date={report.created_at} className="text-xs text-stone-500" />
      </header>
      <div>
        <h4 className="text-xs font-semibold tracking-wide text-stone-500 uppercase">{t('reports.reason')}</h4>
        <p className="text-sm break-words whitespace-pre-wrap text-stone-800">{report.reason}</p>
      </div>
      <div className="rounded-lg bg-stone-50 px-3 py-2 ring-1 ring-stone-200">
        <h4 className="mb-1 flex flex-wrap gap-x-2 text-xs text-stone-500">
          <span className="font-semibold">{t('reports.message')}</span>
          <span>{t('reports.sentBy', { name: message.sender_name })}</span>
          <ItemDate date={message.created_at} />
        </h4>
        {/* plain text only: a report shows what was written, never renders it */}
        <p className="text-sm break-words whitespace-pre-wrap text-stone-800">
          {message.body || <span className="text-stone-500 italic">{t('reports.noText')}</span>}
        </p>
        {files > 0 ? (
          <p className="mt-1 text-xs text-stone-500">
            {t('reports.attachments', { count: files, number: formatNumber(files) })}
          </p>
        ) : null}
      </div>
      {report.status === 'open' ? (
        <div className="flex flex-wrap gap-2">
          <button type="button" className="btn-outline" disabled={busy} onClick={onDismiss}>
            <X aria-hidden="true" className="size-4" />
            {t('reports.dismiss')}
          </button>
          <button
            type="button"
            className="btn bg-red-600 text-white hover:bg-red-700"
            disabled={busy}
            onClick={onRemove}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            {t('reports.remove')}
          </button>
        </div>
      ) : report.resolved_at ? (
        <p className="text-xs text-stone-500">
          {t('reports.resolved')} · <ItemDate date={report.resolved_at} />
        </p>
      ) : null}
    </article>
  );
}

/**
 * The Admin Center's "Message reports" tab (administrators): reports by status, newest first, a
 * page at a time; an open report is dismissed, or its message removed (after a confirmation).
 */
export function MessageReportsTab() {
  const { t } = useMessagesTranslation();
  const errorText = useErrorText();
  const [status, setStatus] = useState<ReportStatus>('open');
  const [page, setPage] = useState(1);
  const [removing, setRemoving] = useState<TMessageReport | null>(null);
  const reports = useMessageReports(status, page);
  const resolve = useResolveReport();
  const items = reports.data?.data ?? [];
  const meta = reports.data?.meta;

  const act = (report: TMessageReport, action: 'dismiss' | 'remove') =>
    resolve.mutate(
      { reportId: report.report_id, action },
      {
        onSuccess: () => {
          setRemoving(null);
          resolve.reset();
          notify.success(t(action === 'dismiss' ? 'reports.dismissedDone' : 'reports.removedDone'));
        },
        onError: (error) => {
          if (action === 'dismiss') notify.error(t('reports.failed', { reason: errorText(error) }));
        },
      },
    );

  let body: ReactNode;
  if (reports.isPending) {
    body = (
      <div role="status" aria-live="polite" className="flex flex-col gap-3">
        <span className="sr-only">{t('common.loading')}</span>
        {['a', 'b'].map((key) => (
          <div key={key} className="h-40 animate-pulse rounded-xl bg-stone-100" />
        ))}
      </div>
    );
  } else if (reports.isError) {
    const forbidden = reports.error instanceof ApiError && reports.error.status === 403;
    body = forbidden ? (
      <StatePanel
        variant="plain"
        heading="h3"
        role="alert"
        tone="error"
        Icon={CircleAlert}
        title={t('reports.forbidden')}
      />
    ) : (
      <QueryErrorPanel
        variant="plain"
        heading="h3"
        title={t('reports.error')}
        error={reports.error}
        onRetry={() => void reports.refetch()}
      />
    );
  } else if (items.length === 0) {
    body = <StatePanel variant="plain" heading="h3" role="status" Icon={Flag} title={t(`reports.empty.${status}`)} />;
  } else {
    body = (
      <ul
        aria-label={t('reports.label')}
        aria-busy={reports.isPlaceholderData || undefined}
        className="flex flex-col gap-3"
      >
        {items.map((report) => (
          <li key={report.report_id}>
            <ReportCard
              report={report}
              busy={resolve.isPending}
              onDismiss={() => act(report, 'dismiss')}
              onRemove={() => setRemoving(report)}
            />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">{t('reports.status')}</legend>
        {STATUSES.map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={status === option}
            onClick={() => {
              setStatus(option);
              setPage(1);
            }}
            className={`${CHIP} ${
              status === option
                ? 'bg-brand-700 text-white ring-brand-700 hover:bg-brand-800'
                : 'bg-white text-stone-700 ring-stone-300 hover:bg-stone-50'
            }`}
          >
            {t(`reports.${option}`)}
          </button>
        ))}
      </fieldset>
      {body}
      {meta && meta.total > 0 ? (
        <PaginationFooter
          label={t('reports.label')}
          page={page}
          pageSize={REPORTS_PAGE_LIMIT}
          total={meta.total}
          totalPages={meta.totalPages}
          onPageChange={setPage}
        />
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open) {
            setRemoving(null);
            resolve.reset();
          }
        }}
        title={t('reports.removeTitle')}
        confirmLabel={t('reports.remove')}
        destructive
        pending={resolve.isPending}
        error={resolve.isError ? t('reports.failed', { reason: errorText(resolve.error) }) : null}
        onConfirm={() => removing && act(removing, 'remove')}
      >
        <p>{t('reports.removeBody')}</p>
      </ConfirmDialog>
    </div>
  );
}
