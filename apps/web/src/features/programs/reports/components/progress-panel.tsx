import type { TProgramReport } from '@ankur/shared/schemas/programs';
import { CircleCheck, ClipboardCheck, Download, type LucideIcon, TrendingUp, Users } from 'lucide-react';
import { type ReactNode, useMemo, useState } from 'react';
import { DataTable, type DataTableColumn, type DataTableSort } from '../../../../components/ui/data-table';
import { ItemDate } from '../../../../components/ui/item-date';
import { notify } from '../../../../components/ui/toaster';
import { formatNumber, useLanguage } from '../../../../lib/i18n';
import { isActiveLearner, type ReportLearner, useProgramReport } from '../api/program-report';
import { CSV_BOM, csvDateTime, progressCsv, progressCsvFileName } from '../csv';
import { useReportsTranslation } from '../i18n';
import { type ProgressSort, type ProgressSortField, sortLearners, summarizeReport } from '../report-stats';
import { PanelError, PanelSkeleton, PercentBar, useStatusLabel } from './report-parts';
import { UnitCompletion } from './unit-completion';

const SORT_FIELDS: readonly string[] = ['name', 'percent', 'last_activity_at'] satisfies ProgressSortField[];

/** Offers `text` as a file download (a Blob behind a temporary link). */
export function downloadText(text: string, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}

function SummaryCard({ Icon, label, value, hint }: { Icon: LucideIcon; label: string; value: string; hint?: string }) {
  return (
    <div className="flex items-start gap-3 rounded-xl bg-white p-4 ring-1 ring-stone-200">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <div className="min-w-0">
        <dt className="text-sm text-stone-600">{label}</dt>
        <dd className="text-2xl font-bold text-stone-900 tabular-nums">{value}</dd>
        {hint ? <dd className="text-xs text-stone-500">{hint}</dd> : null}
      </div>
    </div>
  );
}

function ProgressContent({ programId, report }: { programId: number; report: TProgramReport }) {
  const { t } = useReportsTranslation();
  const language = useLanguage();
  const statusLabel = useStatusLabel();
  const [sort, setSort] = useState<DataTableSort | null>({ field: 'name', order: 'asc' });
  const summary = useMemo(() => summarizeReport(report), [report]);
  const rows = useMemo(
    () =>
      sortLearners(
        report.learners.filter(isActiveLearner),
        sort && SORT_FIELDS.includes(sort.field) ? (sort as ProgressSort) : null,
      ),
    [report, sort],
  );
  const n = (value: number) => formatNumber(value, language);

  const exportCsv = () => {
    const csv = progressCsv(
      report,
      {
        headers: {
          name: t('progress.csv.name'),
          email: t('progress.csv.email'),
          status: t('progress.csv.status'),
          enrolledAt: t('progress.csv.enrolledAt'),
          completedUnits: t('progress.csv.completedUnits'),
          totalUnits: t('progress.csv.totalUnits'),
          percent: t('progress.csv.percent'),
          lastActivity: t('progress.csv.lastActivity'),
        },
        status: statusLabel,
        date: (iso) => csvDateTime(iso),
      },
      sortLearners(report.learners, null),
    );
    const today = csvDateTime(new Date().toISOString()).slice(0, 10);
    downloadText(CSV_BOM + csv, progressCsvFileName(programId, today), 'text/csv;charset=utf-8');
    notify.success(t('progress.exported'));
  };

  const columns: DataTableColumn<ReportLearner>[] = [
    {
      id: 'name',
      header: t('progress.name'),
      sortable: true,
      cell: (l) => (
        <div className="flex flex-col">
          <span className="font-medium text-stone-900">{l.name}</span>
          <span className="text-xs break-all text-stone-500">{l.email}</span>
        </div>
      ),
    },
    {
      id: 'percent',
      header: t('progress.progress'),
      sortable: true,
      className: 'min-w-48',
      cell: (l) => (
        <PercentBar
          percent={l.percent}
          label={t('progress.progressOf', { name: l.name })}
          detail={t('common.unitsDone', { done: n(l.completed_units), total: n(report.total_units) })}
        />
      ),
    },
    {
      id: 'last_activity_at',
      header: t('progress.lastActivity'),
      sortable: true,
      className: 'whitespace-nowrap',
      cell: (l) =>
        l.last_activity_at ? (
          <ItemDate date={l.last_activity_at} />
        ) : (
          <span className="text-stone-500">{t('common.noActivity')}</span>
        ),
    },
  ];

  return (
    <>
      <dl aria-label={t('progress.summaryLabel')} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <SummaryCard
          Icon={Users}
          label={t('progress.activeLearners')}
          value={n(summary.activeLearners)}
          hint={t('progress.activeHint')}
        />
        <SummaryCard
          Icon={TrendingUp}
          label={t('progress.averageProgress')}
          value={summary.averagePercent === null ? '—' : t('common.percent', { percent: summary.averagePercent })}
        />
        <SummaryCard Icon={CircleCheck} label={t('progress.completedLearners')} value={n(summary.completedLearners)} />
        <SummaryCard Icon={ClipboardCheck} label={t('progress.pendingReviews')} value={n(summary.pendingReviews)} />
      </dl>

      <section aria-labelledby={`progress-learners-${programId}`} className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 id={`progress-learners-${programId}`} className="text-base font-semibold text-stone-900">
            {t('progress.learnersTitle')}
          </h3>
          <button type="button" className="btn-outline" disabled={report.learners.length === 0} onClick={exportCsv}>
            <Download aria-hidden="true" className="size-4" />
            {t('progress.export')}
          </button>
        </div>
        <DataTable
          label={t('progress.tableLabel')}
          columns={columns}
          rows={rows}
          rowKey={(l) => l.enrollment_id}
          emptyText={t('progress.noLearners')}
          sort={sort}
          onSortChange={setSort}
        />
      </section>

      <UnitCompletion programId={programId} report={report} />
    </>
  );
}

/** The Progress tab of a program's manager page: summary, each learner's progress, each unit's completion. */
export function ProgressPanel({ programId }: { programId: number }) {
  const { t } = useReportsTranslation();
  const report = useProgramReport(programId);
  let body: ReactNode;
  if (report.data) body = <ProgressContent programId={programId} report={report.data} />;
  else if (report.isError) body = <PanelError error={report.error} onRetry={() => void report.refetch()} />;
  else body = <PanelSkeleton rows={4} />;
  return (
    <section aria-labelledby={`progress-${programId}`} className="flex flex-col gap-6">
      <h2 id={`progress-${programId}`} className="text-lg font-semibold text-stone-900">
        {t('progress.title')}
      </h2>
      {body}
    </section>
  );
}
