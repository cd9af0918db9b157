import type { TProgram } from '@ankur/shared/schemas/programs';
import { FolderPlus, Plus } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { DataTable, type DataTableColumn } from '../../../../components/ui/data-table';
import { ItemDate } from '../../../../components/ui/item-date';
import { StatePanel } from '../../../../components/ui/state-panel';
import { useErrorText } from '../../../../lib/api-errors';
import { useProgramFormat } from '../../components/format';
import { withPreview } from '../../components/preview';
import { MANAGE_PAGE_SIZE, type ManageFilters, useManagedPrograms } from '../api/manage-programs';
import { CreateProgramDialog, manageProgramPath } from '../components/create-program-dialog';
import { ManageGate } from '../components/manage-gate';
import { PendingRequests } from '../components/pending-requests';
import { isProgramStatus, StatusBadge } from '../components/status-badge';
import { useProgramsManageTranslation } from '../i18n';

const STATUSES = ['draft', 'published', 'archived'] as const;

/** The filters the URL holds: ?q=, ?status=, ?page=. */
export function manageFiltersFromUrl(params: URLSearchParams): ManageFilters {
  const page = Number(params.get('page'));
  const status = params.get('status');
  return {
    search: params.get('q') ?? '',
    status: isProgramStatus(status) ? status : '',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

type Row = Partial<TProgram> & { program_id: number };

function ProgramList() {
  const { t } = useProgramsManageTranslation();
  const format = useProgramFormat();
  const errorText = useErrorText();
  const statusId = useId();
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => manageFiltersFromUrl(params), [params]);
  const [creating, setCreating] = useState(false);
  const result = useManagedPrograms(filters);

  /** Changes some filters (page back to 1 unless given); empty values leave the URL. */
  const update = (patch: Record<string, string>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries({ page: '', ...patch })) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );

  const columns = useMemo<DataTableColumn<Row>[]>(
    () => [
      {
        id: 'program_name',
        header: t('list.name'),
        cell: (row) => (
          <Link
            to={manageProgramPath(row.program_id)}
            className="font-medium break-words text-brand-800 hover:underline"
          >
            {row.program_name}
          </Link>
        ),
      },
      { id: 'status', header: t('list.status'), cell: (row) => <StatusBadge status={row.status} /> },
      { id: 'program_category', header: t('list.category'), cell: (row) => row.program_category || '—' },
      { id: 'dates', header: t('list.dates'), cell: (row) => format.dates(row) },
      {
        id: 'updated_at',
        header: t('list.updated'),
        cell: (row) => (row.updated_at ? <ItemDate date={row.updated_at} /> : '—'),
      },
      {
        id: 'actions',
        header: t('list.actions'),
        cell: (row) => (
          <span className="flex flex-wrap gap-x-3 gap-y-1 whitespace-nowrap">
            <Link
              to={manageProgramPath(row.program_id)}
              aria-label={t('list.manageLabel', { name: row.program_name })}
              className="font-medium text-brand-700 hover:underline"
            >
              {t('list.manage')}
            </Link>
            <Link
              to={withPreview(`/programs/overview/${row.program_id}`)}
              aria-label={t('list.previewLabel', { name: row.program_name })}
              className="text-stone-700 hover:underline"
            >
              {t('common.preview')}
            </Link>
          </span>
        ),
      },
    ],
    [t, format],
  );

  const page = result.data;
  const filtered = filters.search.trim() !== '' || filters.status !== '';
  const nothingYet = page && page.meta.total === 0 && !filtered && filters.page === 1;
  const rows = page?.data.filter((row): row is Row => typeof row.program_id === 'number');

  return (
    <section aria-labelledby="manage-heading" className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="max-w-3xl">
          <h1 id="manage-heading" className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">
            {t('list.title')}
          </h1>
          <p className="mt-2 text-stone-600">{t('list.intro')}</p>
        </div>
        <button type="button" className="btn-primary self-start sm:self-auto" onClick={() => setCreating(true)}>
          <Plus aria-hidden="true" className="size-4" />
          {t('list.newProgram')}
        </button>
      </header>

      <div className="mt-6">
        <PendingRequests />
      </div>

      <div className="mt-6">
        {nothingYet ? (
          <StatePanel role="status" Icon={FolderPlus} title={t('list.empty.title')} body={t('list.empty.body')}>
            <button type="button" className="btn-primary" onClick={() => setCreating(true)}>
              <Plus aria-hidden="true" className="size-4" />
              {t('list.newProgram')}
            </button>
          </StatePanel>
        ) : (
          <DataTable<Row>
            label={t('list.tableLabel')}
            columns={columns}
            rows={rows}
            rowKey={(row) => row.program_id}
            loading={result.isPending}
            fetching={result.isPlaceholderData}
            error={result.isError && !page ? errorText(result.error) : undefined}
            onRetry={() => void result.refetch()}
            emptyText={t('list.emptyFiltered')}
            search={{
              value: filters.search,
              onChange: (q) => update({ q: q.trim() }),
              label: t('list.search'),
              placeholder: t('list.searchPlaceholder'),
            }}
            toolbar={
              <div className="flex flex-col gap-1 sm:w-48">
                <label htmlFor={statusId} className="sr-only">
                  {t('list.statusFilter')}
                </label>
                <select
                  id={statusId}
                  value={filters.status}
                  onChange={(event) => update({ status: event.target.value })}
                  className="w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm"
                >
                  <option value="">{t('list.allStatuses')}</option>
                  {STATUSES.map((status) => (
                    <option key={status} value={status}>
                      {t(`status.${status}`)}
                    </option>
                  ))}
                </select>
              </div>
            }
            pagination={
              page
                ? {
                    page: filters.page,
                    pageSize: MANAGE_PAGE_SIZE,
                    total: page.meta.total,
                    totalPages: page.meta.totalPages,
                    onPageChange: (next) => update({ page: next > 1 ? String(next) : '' }),
                  }
                : undefined
            }
          />
        )}
      </div>
      <CreateProgramDialog open={creating} onOpenChange={setCreating} />
    </section>
  );
}

/**
 * /manage-cohort: the requests to join waiting for a decision (live), then the tenant's programs,
 * drafts and archives included, for program managers.
 */
export default function ManageProgramsScreen() {
  return (
    <ManageGate>
      <ProgramList />
    </ManageGate>
  );
}
