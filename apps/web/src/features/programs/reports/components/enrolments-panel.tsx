import { Check, CheckCheck, Link2, UserPlus, X } from 'lucide-react';
import { type ReactNode, useMemo, useState } from 'react';
import { DataTable, type DataTableColumn } from '../../../../components/ui/data-table';
import { StatePanel } from '../../../../components/ui/state-panel';
import { notify } from '../../../../components/ui/toaster';
import { useErrorText } from '../../../../lib/api-errors';
import { formatNumber, useLanguage } from '../../../../lib/i18n';
import { ENROLMENT_STATUSES, type EnrolmentStatus, type ReportLearner, useProgramReport } from '../api/program-report';
import { useApproveEnrolments, useSetEnrolmentStatus } from '../api/set-enrolment-status';
import { useReportsTranslation } from '../i18n';
import { ApproveAllDialog, RejectDialog } from './enrolment-dialogs';
import {
  CHIP,
  CHIP_OFF,
  CHIP_ON,
  PanelError,
  PanelSkeleton,
  PercentBar,
  StatusBadge,
  useReportDate,
  useStatusLabel,
} from './report-parts';

type Filter = EnrolmentStatus | 'all';

/** The program's public page, the one to share with people who might join. */
export const programPageUrl = (programId: number) => `${window.location.origin}/programs/overview/${programId}`;

/** Pending requests first, then by name. */
function byPendingThenName(a: ReportLearner, b: ReportLearner): number {
  const pending = Number(b.enrollment_status === 'pending') - Number(a.enrollment_status === 'pending');
  return pending || a.name.localeCompare(b.name) || a.enrollment_id - b.enrollment_id;
}

/** Learners of the filter whose name or email holds the search words. */
export function filterLearners(learners: readonly ReportLearner[], filter: Filter, search: string): ReportLearner[] {
  const words = search.trim().toLowerCase();
  return learners
    .filter((l) => filter === 'all' || l.enrollment_status === filter)
    .filter((l) => !words || l.name.toLowerCase().includes(words) || l.email.toLowerCase().includes(words))
    .sort(byPendingThenName);
}

function EmptyEnrolments({ programId }: { programId: number }) {
  const { t } = useReportsTranslation();
  const copy = async () => {
    const url = programPageUrl(programId);
    try {
      await navigator.clipboard.writeText(url);
      notify.success(t('enrolments.empty.copied'));
    } catch {
      notify.info(t('enrolments.empty.copyFailed', { url }));
    }
  };
  return (
    <StatePanel role="status" Icon={UserPlus} title={t('enrolments.empty.title')} body={t('enrolments.empty.body')}>
      <button type="button" className="btn-outline" onClick={() => void copy()}>
        <Link2 aria-hidden="true" className="size-4" />
        {t('enrolments.empty.copy')}
      </button>
    </StatePanel>
  );
}

/** The Enrolments tab of a program's manager page: who asked to join, and approving or rejecting them. */
export function EnrolmentsPanel({ programId }: { programId: number }) {
  const { t } = useReportsTranslation();
  const language = useLanguage();
  const errorText = useErrorText();
  const statusLabel = useStatusLabel();
  const date = useReportDate();
  const report = useProgramReport(programId);
  const setStatus = useSetEnrolmentStatus(programId);
  const approveAll = useApproveEnrolments(programId);
  const [filter, setFilter] = useState<Filter>('all');
  const [search, setSearch] = useState('');
  const [rejecting, setRejecting] = useState<ReportLearner | null>(null);
  const [confirmingAll, setConfirmingAll] = useState(false);

  const learners = report.data?.learners;
  const counts = useMemo(() => {
    const byStatus = new Map<string, number>();
    for (const l of learners ?? []) byStatus.set(l.enrollment_status, (byStatus.get(l.enrollment_status) ?? 0) + 1);
    return byStatus;
  }, [learners]);
  const pending = useMemo(() => (learners ?? []).filter((l) => l.enrollment_status === 'pending'), [learners]);
  const rows = useMemo(() => filterLearners(learners ?? [], filter, search), [learners, filter, search]);

  const failed = (error: unknown) => notify.error(t('enrolments.failed', { reason: errorText(error) }));
  const decide = (learner: ReportLearner, status: 'enrolled' | 'rejected') => {
    setStatus.mutate(
      { enrollmentId: learner.enrollment_id, status },
      {
        onSuccess: () =>
          notify.success(
            t(status === 'enrolled' ? 'enrolments.approved' : 'enrolments.rejected', { name: learner.name }),
          ),
        onError: failed,
      },
    );
  };
  const approvePending = () => {
    const ids = pending.map((l) => l.enrollment_id);
    setConfirmingAll(false);
    approveAll.mutate(ids, {
      onSuccess: (count) => notify.success(t('enrolments.approvedAll', { count, n: formatNumber(count, language) })),
      onError: failed,
    });
  };

  const columns: DataTableColumn<ReportLearner>[] = [
    {
      id: 'name',
      header: t('enrolments.name'),
      cell: (l) => <span className="font-medium text-stone-900">{l.name}</span>,
    },
    { id: 'email', header: t('enrolments.email'), cell: (l) => <span className="break-all">{l.email}</span> },
    { id: 'status', header: t('enrolments.status'), cell: (l) => <StatusBadge status={l.enrollment_status} /> },
    {
      id: 'enrolled_at',
      header: t('enrolments.enrolledAt'),
      className: 'whitespace-nowrap',
      cell: (l) => <time dateTime={l.enrolled_at}>{date(l.enrolled_at)}</time>,
    },
    {
      id: 'percent',
      header: t('enrolments.progress'),
      cell: (l) =>
        l.enrollment_status === 'pending' || l.enrollment_status === 'rejected' ? (
          <span className="text-stone-500">—</span>
        ) : (
          <PercentBar percent={l.percent} label={t('progress.progressOf', { name: l.name })} />
        ),
    },
    {
      id: 'actions',
      header: t('enrolments.actions'),
      cell: (l) =>
        l.enrollment_status === 'pending' ? (
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className="btn-primary px-3 py-1.5"
              aria-label={t('enrolments.approveLabel', { name: l.name })}
              onClick={() => decide(l, 'enrolled')}
            >
              <Check aria-hidden="true" className="size-4" />
              {t('enrolments.approve')}
            </button>
            <button
              type="button"
              className="btn-ghost px-3 py-1.5 text-red-700 hover:bg-red-50"
              aria-label={t('enrolments.rejectLabel', { name: l.name })}
              onClick={() => setRejecting(l)}
            >
              <X aria-hidden="true" className="size-4" />
              {t('enrolments.reject')}
            </button>
          </div>
        ) : null,
    },
  ];

  const chips: Filter[] = [
    ...(counts.get('pending') ? (['pending'] as const) : []),
    'all',
    ...ENROLMENT_STATUSES.filter((s) => s !== 'pending' && counts.get(s)),
  ];
  if (!chips.includes(filter)) chips.push(filter);
  const chipLabel = (f: Filter) =>
    t('enrolments.chip', {
      label: f === 'all' ? t('enrolments.all') : statusLabel(f),
      n: formatNumber(f === 'all' ? (learners?.length ?? 0) : (counts.get(f) ?? 0), language),
    });

  let body: ReactNode;
  if (!report.data) {
    body = report.isError ? (
      <PanelError error={report.error} onRetry={() => void report.refetch()} />
    ) : (
      <PanelSkeleton />
    );
  } else if (report.data.learners.length === 0) {
    body = <EmptyEnrolments programId={programId} />;
  } else {
    body = (
      <DataTable
        label={t('enrolments.tableLabel')}
        columns={columns}
        rows={rows}
        rowKey={(l) => l.enrollment_id}
        fetching={report.isFetching}
        emptyText={t('enrolments.noMatch')}
        search={{
          value: search,
          onChange: setSearch,
          label: t('enrolments.search'),
          placeholder: t('enrolments.searchPlaceholder'),
        }}
        toolbar={
          pending.length > 0 ? (
            <button
              type="button"
              className="btn-primary sm:ml-auto"
              disabled={approveAll.isPending}
              onClick={() => setConfirmingAll(true)}
            >
              <CheckCheck aria-hidden="true" className="size-4" />
              {t('enrolments.approveAll', { n: formatNumber(pending.length, language) })}
            </button>
          ) : null
        }
      />
    );
  }

  return (
    <section aria-labelledby={`enrolments-${programId}`} className="flex flex-col gap-4">
      <header>
        <h2 id={`enrolments-${programId}`} className="text-lg font-semibold text-stone-900">
          {t('enrolments.title')}
        </h2>
        <p className="mt-1 text-sm text-stone-600">{t('enrolments.intro')}</p>
      </header>
      {report.data && report.data.learners.length > 0 ? (
        <fieldset>
          <legend className="sr-only">{t('enrolments.filterLabel')}</legend>
          <div className="flex flex-wrap gap-2">
            {chips.map((f) => (
              <button
                key={f}
                type="button"
                aria-pressed={filter === f}
                onClick={() => setFilter(f)}
                className={`${CHIP} ${filter === f ? CHIP_ON : CHIP_OFF}`}
              >
                {chipLabel(f)}
              </button>
            ))}
          </div>
        </fieldset>
      ) : null}
      {body}
      <RejectDialog
        learner={rejecting}
        onCancel={() => setRejecting(null)}
        onConfirm={(learner) => {
          setRejecting(null);
          decide(learner, 'rejected');
        }}
      />
      <ApproveAllDialog
        open={confirmingAll}
        count={pending.length}
        onCancel={() => setConfirmingAll(false)}
        onConfirm={approvePending}
      />
    </section>
  );
}
