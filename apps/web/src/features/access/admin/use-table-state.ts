import type { TListMeta } from '@ankur/shared/schemas/common';
import { useEffect, useState } from 'react';
import type { DataTableSort } from '../../../components/ui/data-table';
import type { DataTablePagination, DataTableSearch } from '../../../components/ui/data-table-controls';

export interface TableSort<F extends string> {
  field: F;
  order: 'asc' | 'desc';
}

/**
 * Page, page size, sort and search of one server-driven table, as list parameters (SPEC §7) and
 * as DataTable props. Changing the sort, the search or the page size goes back to page 1.
 */
export function useTableState<F extends string>(initial: { sort?: TableSort<F>; pageSize?: number } = {}) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(initial.pageSize ?? 10);
  const [sort, setSort] = useState<TableSort<F> | null>(initial.sort ?? null);
  const [search, setSearch] = useState('');
  const term = search.trim();

  return {
    page,
    search,
    setPage,
    params: {
      page,
      limit: pageSize,
      ...(sort ? { sortField: sort.field, sortOrder: sort.order } : {}),
      ...(term ? { search: term } : {}),
    },
    /** The DataTable props that drive the server: sorting, paging and (with a label) searching. */
    bind(meta: TListMeta | undefined, searchLabel?: string, searchPlaceholder?: string) {
      const pagination: DataTablePagination = {
        page,
        pageSize,
        total: meta?.total ?? 0,
        totalPages: meta?.totalPages ?? 1,
        onPageChange: setPage,
        onPageSizeChange: (size) => {
          setPageSize(size);
          setPage(1);
        },
      };
      const searchProps: DataTableSearch | undefined = searchLabel
        ? {
            value: search,
            label: searchLabel,
            placeholder: searchPlaceholder,
            onChange: (value) => {
              setSearch(value);
              setPage(1);
            },
          }
        : undefined;
      return {
        sort: sort as DataTableSort | null,
        onSortChange: (next: DataTableSort | null) => {
          // the columns' ids are the server's sort fields (F)
          setSort((next as TableSort<F> | null) ?? initial.sort ?? null);
          setPage(1);
        },
        pagination,
        search: searchProps,
      };
    },
  };
}

/** After deletions shrink a list, go back to its last page instead of showing an empty one. */
export function useClampPage(state: { page: number; setPage: (page: number) => void }, meta?: TListMeta) {
  const { page, setPage } = state;
  const last = meta?.totalPages ?? 0;
  useEffect(() => {
    if (last > 0 && page > last) setPage(last);
  }, [page, last, setPage]);
}
