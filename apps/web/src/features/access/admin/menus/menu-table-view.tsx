import { ACCESS_ERRORS } from '@ankur/shared/access';
import type { TMenu } from '@ankur/shared/schemas/access';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Pencil, Trash2 } from 'lucide-react';
import { DataTable, type DataTableColumn } from '../../../../components/ui/data-table';
import { listQueryOptions, type ScalarColumn } from '../../../../lib/resource-client';
import { menus } from '../../../../lib/resources';
import { Badge } from '../components/fields';
import { HistoryButton } from '../components/history-button';
import { IconButton, RowActions } from '../components/icon-button';
import { loadErrorMessage } from '../errors';
import { useClampPage, useTableState } from '../use-table-state';
import type { MenuRow } from './menu-data';
import type { MenuActions } from './menu-tree-view';

type Menu = Partial<TMenu>;

const asRow = (m: Menu): MenuRow => ({
  menu_id: m.menu_id!,
  menu_name: m.menu_name ?? '',
  menu_parent_id: m.menu_parent_id ?? null,
  menu_view: m.menu_view ?? 'user',
  menu_route: m.menu_route ?? null,
  sort_order: m.sort_order ?? 0,
});

/** Menus as a flat table, paged, sorted and searched on the server. */
export function MenuTableView({
  byId,
  onEdit,
  onDelete,
}: Omit<MenuActions, 'onAdd'> & { byId: ReadonlyMap<number, MenuRow> }) {
  const table = useTableState<ScalarColumn<TMenu>>({ sort: { field: 'menu_id', order: 'asc' } });
  const query = useQuery({
    ...listQueryOptions(menus, { ...table.params, filterFields: { is_deleted: false } }),
    placeholderData: keepPreviousData,
  });
  useClampPage(table, query.data?.meta);

  const columns: DataTableColumn<Menu>[] = [
    {
      id: 'menu_name',
      header: 'Menu',
      sortable: true,
      cell: (m) => <span className="font-medium">{m.menu_name}</span>,
    },
    {
      id: 'menu_parent_id',
      header: 'Parent',
      sortable: true,
      cell: (m) => (m.menu_parent_id ? (byId.get(m.menu_parent_id)?.menu_name ?? `Menu #${m.menu_parent_id}`) : '—'),
    },
    { id: 'menu_view', header: 'View', sortable: true, cell: (m) => <Badge>{m.menu_view}</Badge> },
    {
      id: 'menu_route',
      header: 'Route',
      cell: (m) => <span className="font-mono text-xs">{m.menu_route ?? '—'}</span>,
    },
    { id: 'sort_order', header: 'Order', sortable: true, cell: (m) => m.sort_order },
    {
      id: 'actions',
      header: 'Actions',
      className: 'text-right',
      cell: (m) => (
        <RowActions>
          <IconButton label={`Edit menu ${m.menu_name}`} icon={Pencil} onClick={() => onEdit(asRow(m))} />
          <HistoryButton tables={['menus']} recordId={m.menu_id!} recordLabel={`menu ${m.menu_name}`} />
          <IconButton
            label={`Delete menu ${m.menu_name}`}
            icon={Trash2}
            tone="danger"
            onClick={() => onDelete(asRow(m))}
          />
        </RowActions>
      ),
    },
  ];

  return (
    <DataTable<Menu>
      label="Menus"
      columns={columns}
      rows={query.data?.data}
      rowKey={(m) => m.menu_id ?? 0}
      loading={query.isPending}
      fetching={query.isPlaceholderData}
      error={query.isError ? loadErrorMessage(query.error, ACCESS_ERRORS.menus) : null}
      onRetry={() => void query.refetch()}
      emptyText={table.search ? `No menu matches “${table.search}”.` : 'There are no menus yet. Create the first one.'}
      {...table.bind(query.data?.meta, 'Search menus')}
    />
  );
}
