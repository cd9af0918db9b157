import { ACCESS_ERRORS } from '@ankur/shared/access';
import type { TRole } from '@ankur/shared/schemas/access';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { DataTable, type DataTableColumn } from '../../../../components/ui/data-table';
import { listQueryOptions, type ScalarColumn } from '../../../../lib/resource-client';
import { roles } from '../../../../lib/resources';
import { DeleteDialog, type DeleteTarget } from '../components/delete-dialog';
import { Badge } from '../components/fields';
import { HistoryButton } from '../components/history-button';
import { IconButton, RowActions } from '../components/icon-button';
import { loadErrorMessage } from '../errors';
import { roleName } from '../role-options';
import { useClampPage, useTableState } from '../use-table-state';
import { RoleFormModal } from './role-form-modal';

type Role = Partial<TRole>;

/** The Roles tab: system roles, paged, sorted and searched on the server; create, edit, delete. */
export function RolesTab() {
  const table = useTableState<ScalarColumn<TRole>>({ sort: { field: 'role_id', order: 'asc' } });
  const query = useQuery({ ...listQueryOptions(roles, table.params), placeholderData: keepPreviousData });
  useClampPage(table, query.data?.meta);
  const [editing, setEditing] = useState<Role | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<DeleteTarget | null>(null);

  const columns: DataTableColumn<Role>[] = [
    {
      id: 'display_name',
      header: 'Role',
      sortable: true,
      cell: (r) => (
        <span className="flex flex-col">
          <span className="font-medium text-stone-900">{roleName(r)}</span>
          <span className="font-mono text-xs text-stone-500">{r.role_name}</span>
        </span>
      ),
    },
    {
      id: 'role_view',
      header: 'View',
      sortable: true,
      cell: (r) => (
        <Badge tone={r.role_view === 'admin' ? 'amber' : 'stone'}>{r.role_view === 'admin' ? 'Admin' : 'Other'}</Badge>
      ),
    },
    {
      id: 'is_self_service',
      header: 'Self-service',
      sortable: true,
      cell: (r) => (r.is_self_service ? 'Yes' : 'No'),
    },
    {
      id: 'description',
      header: 'Description',
      cell: (r) => <span className="line-clamp-2 max-w-xs text-stone-600">{r.description || '—'}</span>,
    },
    {
      id: 'actions',
      header: 'Actions',
      className: 'text-right',
      cell: (r) => (
        <RowActions>
          <IconButton label={`Edit role ${roleName(r)}`} icon={Pencil} onClick={() => setEditing(r)} />
          <HistoryButton tables={['roles']} recordId={r.role_id!} recordLabel={`role ${roleName(r)}`} />
          <IconButton
            label={`Delete role ${roleName(r)}`}
            icon={Trash2}
            tone="danger"
            onClick={() => setDeleting({ id: r.role_id!, name: roleName(r) })}
          />
        </RowActions>
      ),
    },
  ];

  return (
    <div className="flex flex-col gap-4">
      <DataTable<Role>
        label="System roles"
        columns={columns}
        rows={query.data?.data}
        rowKey={(r) => r.role_id ?? 0}
        loading={query.isPending}
        fetching={query.isPlaceholderData}
        error={query.isError ? loadErrorMessage(query.error, ACCESS_ERRORS.userRoles) : null}
        onRetry={() => void query.refetch()}
        emptyText={
          table.search ? `No role matches “${table.search}”.` : 'There are no roles yet. Create the first one.'
        }
        toolbar={
          <button type="button" className="btn-primary sm:ml-auto" onClick={() => setEditing(null)}>
            <Plus aria-hidden="true" className="size-4" /> New role
          </button>
        }
        {...table.bind(query.data?.meta, 'Search roles')}
      />
      {editing !== undefined ? <RoleFormModal role={editing} onClose={() => setEditing(undefined)} /> : null}
      <DeleteDialog client={roles} noun="role" target={deleting} onClose={() => setDeleting(null)}>
        <p>
          People holding this role lose it and the privileges it grants. The temp role and the last administrator role
          cannot be deleted.
        </p>
      </DeleteDialog>
    </div>
  );
}
