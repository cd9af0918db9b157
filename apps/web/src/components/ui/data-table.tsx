import {
  type ColumnDef,
  flexRender,
  getCoreRowModel,
  type SortingState,
  type Updater,
  useReactTable,
} from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { type ReactNode, useMemo } from 'react';
import { type DataTablePagination, type DataTableSearch, PaginationFooter, SearchInput } from './data-table-controls';
import { useUiTranslation } from './i18n';

/**
 * A server-driven table (SPEC §7 list conventions): the server pages, sorts and searches; this
 * component shows the rows it answered and reports what the user asks for (manual paging and
 * sorting on @tanstack/react-table). Loading shows skeleton rows, a failure shows its message with
 * Retry, an empty answer shows `emptyText`. On phones the table scrolls sideways in its own region.
 */

export interface DataTableColumn<Row> {
  /** Unique; for sortable columns also the server's sortField. */
  id: string;
  header: string;
  cell: (row: Row) => ReactNode;
  sortable?: boolean;
  /** Extra classes for the column's cells (header and body). */
  className?: string;
}

export interface DataTableSort {
  field: string;
  order: 'asc' | 'desc';
}

export interface DataTableProps<Row> {
  /** The table's accessible name (a caption read by screen readers). */
  label: string;
  columns: readonly DataTableColumn<Row>[];
  /** undefined while nothing has arrived yet. */
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => string | number;
  /** True while the first answer is awaited: skeleton rows. */
  loading?: boolean;
  /** True while a newer answer is awaited with old rows on screen. */
  fetching?: boolean;
  /** A failure message: shown instead of the rows, with Retry when onRetry is given. */
  error?: ReactNode;
  onRetry?: () => void;
  emptyText: ReactNode;
  sort?: DataTableSort | null;
  onSortChange?: (sort: DataTableSort | null) => void;
  pagination?: DataTablePagination;
  search?: DataTableSearch;
  /** Filters or actions shown beside the search input. */
  toolbar?: ReactNode;
}

const SKELETON_ROWS = 5;

function ariaSort(sorted: false | 'asc' | 'desc'): 'ascending' | 'descending' | 'none' {
  return sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none';
}

export function DataTable<Row>(props: DataTableProps<Row>) {
  const { t } = useUiTranslation();
  const { label, columns, rows, rowKey, loading, fetching, error, onRetry, emptyText, sort, onSortChange } = props;
  const sorting: SortingState = sort ? [{ id: sort.field, desc: sort.order === 'desc' }] : [];
  const defs = useMemo<ColumnDef<Row>[]>(
    () =>
      columns.map((col) => ({
        id: col.id,
        header: col.header,
        accessorFn: () => null,
        enableSorting: Boolean(col.sortable),
        cell: ({ row }) => col.cell(row.original),
      })),
    [columns],
  );
  const table = useReactTable<Row>({
    data: (rows ?? []) as Row[],
    columns: defs,
    state: { sorting },
    manualPagination: true,
    manualSorting: true,
    enableMultiSort: false,
    sortDescFirst: false,
    getRowId: (row) => String(rowKey(row)),
    getCoreRowModel: getCoreRowModel(),
    onSortingChange: (updater: Updater<SortingState>) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      const first = next[0];
      onSortChange?.(first ? { field: first.id, order: first.desc ? 'desc' : 'asc' } : null);
    },
  });
  const colSpan = columns.length;
  const cellClass = (id: string) => columns.find((c) => c.id === id)?.className ?? '';

  let body: ReactNode;
  if (error) {
    body = (
      <tr>
        <td colSpan={colSpan} className="px-4 py-8 text-center">
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
          {onRetry ? (
            <button type="button" className="btn-outline mt-3" onClick={onRetry}>
              {t('table.retry')}
            </button>
          ) : null}
        </td>
      </tr>
    );
  } else if (loading && !rows) {
    body = Array.from({ length: SKELETON_ROWS }, (_, i) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
      <tr key={i} data-testid="skeleton-row">
        {columns.map((col, c) => (
          <td key={col.id} className="px-4 py-3">
            {i === 0 && c === 0 ? <span className="sr-only">{t('loading')}</span> : null}
            <span aria-hidden="true" className="block h-4 w-full max-w-40 animate-pulse rounded bg-stone-200" />
          </td>
        ))}
      </tr>
    ));
  } else if (table.getRowModel().rows.length === 0) {
    body = (
      <tr>
        <td colSpan={colSpan} className="px-4 py-8 text-center text-sm text-stone-600">
          {emptyText}
        </td>
      </tr>
    );
  } else {
    body = table.getRowModel().rows.map((row) => (
      <tr key={row.id} className="border-t border-stone-100 hover:bg-stone-50">
        {row.getVisibleCells().map((cell) => (
          <td key={cell.id} className={`px-4 py-3 align-top text-sm text-stone-800 ${cellClass(cell.column.id)}`}>
            {flexRender(cell.column.columnDef.cell, cell.getContext())}
          </td>
        ))}
      </tr>
    ));
  }

  return (
    <div className="flex flex-col gap-3">
      {props.search || props.toolbar ? (
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-end">
          {props.search ? <SearchInput {...props.search} /> : null}
          {props.toolbar}
        </div>
      ) : null}
      <section
        aria-label={t('table.region', { label })}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
        tabIndex={0}
        className="overflow-x-auto rounded-xl border border-stone-200 bg-white"
      >
        <table className="min-w-full text-left max-sm:min-w-[40rem]" aria-busy={Boolean(loading || fetching)}>
          <caption className="sr-only">{label}</caption>
          <thead className="bg-stone-50 text-xs font-semibold tracking-wide text-stone-600 uppercase">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const canSort = header.column.getCanSort();
                  const sorted = header.column.getIsSorted();
                  const title = flexRender(header.column.columnDef.header, header.getContext());
                  const Icon = sorted === 'asc' ? ArrowUp : sorted === 'desc' ? ArrowDown : ArrowUpDown;
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      aria-sort={canSort ? ariaSort(sorted) : undefined}
                      className={`px-4 py-3 whitespace-nowrap ${cellClass(header.column.id)}`}
                    >
                      {canSort ? (
                        <button
                          type="button"
                          onClick={header.column.getToggleSortingHandler()}
                          className="-mx-1 inline-flex items-center gap-1 rounded px-1 uppercase hover:text-stone-900"
                        >
                          {title}
                          <Icon aria-hidden="true" className={`size-3.5 ${sorted ? '' : 'opacity-40'}`} />
                        </button>
                      ) : (
                        title
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody className={fetching ? 'opacity-60' : undefined}>{body}</tbody>
        </table>
      </section>
      {props.pagination && !error ? <PaginationFooter label={label} {...props.pagination} /> : null}
    </div>
  );
}
