import { ACCESS_ERRORS } from '@ankur/shared/access';
import type { ZCustomRole } from '@ankur/shared/schemas/access';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { KeyRound, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { z } from 'zod';
import { DataTable, type DataTableColumn } from '../../../../components/ui/data-table';
import { listQueryOptions, type ScalarColumn } from '../../../../lib/resource-client';
import { customRoles } from '../../../../lib/resources';
import { DeleteDialog, type DeleteTarget } from '../components/delete-dialog';
import { Badge } from '../components/fields';
import { HistoryButton } from '../components/history-button';
import { IconButton, RowActions } from '../components/icon-button';
import { LoadError } from '../components/load-error';
import { loadErrorMessage } from '../errors';
import { roleName } from '../role-options';
import { useClampPage, useTableState } from '../use-table-state';
import { userLabel, useUsersById } from '../users';
import { type CustomRole, CustomRoleFormModal } from './custom-role-form-modal';

type Row = z.infer<typeof ZCustomRole>;

interface CustomRolesTabProps {
  /** Opens the Privileges tab with this custom role chosen. */
  onEditPrivileges: (roleId: number) => void;
}

/** The Custom roles tab: roles owned by a user (their group's roles); CRUD and a link to privileges. */
export function CustomRolesTab({ onEditPrivileges }: CustomRolesTabProps) {
  const table = useTableState<ScalarColumn<Row>>({ sort: { field: 'role_id', order: 'asc' } });
  const query = useQuery({ ...listQueryOptions(customRoles, table.params), placeholderData: keepPreviousData });
  useClampPage(table, query.data?.meta);
  const owners = useUsersById(query.data?.data.map((r) => r.parent_user_id) ?? []);
  const [editing, setEditing] = useState<CustomRole | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<DeleteTarget | null>(null);
  const ownerOf = (r: CustomRole) => userLabel(owners.byId.get(r.parent_user_id ?? -1), r.parent_user_id);

  const columns: DataTableColumn<CustomRole>[] = [
    {
      id: 'display_name',
      header: 'Custom role',
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
      id: 'parent_user_id',
      header: 'Owner',
      sortable: true,
      cell: (r) => (owners.query.isPending && owners.query.isFetching ? 'Loading…' : ownerOf(r)),
    },
    {
      id: 'actions',
      header: 'Actions',
      className: 'text-right',
      cell: (r) => (
        <RowActions>
          <IconButton
            label={`Edit privileges of ${roleName(r)}`}
            icon={KeyRound}
            onClick={() => onEditPrivileges(r.role_id!)}
          />
          <IconButton label={`Edit custom role ${roleName(r)}`} icon={Pencil} onClick={() => setEditing(r)} />
          <HistoryButton tables={['custom_roles']} recordId={r.role_id!} recordLabel={`custom role ${roleName(r)}`} />
          <IconButton
            label={`Delete custom role ${roleName(r)}`}
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
      {owners.query.isError ? (
        <LoadError
          error={owners.query.error}
          message={ACCESS_ERRORS.parentUsers}
          onRetry={() => void owners.query.refetch()}
        />
      ) : null}
      <DataTable<CustomRole>
        label="Custom roles"
        columns={columns}
        rows={query.data?.data}
        rowKey={(r) => r.role_id ?? 0}
        loading={query.isPending}
        fetching={query.isPlaceholderData}
        error={query.isError ? loadErrorMessage(query.error, ACCESS_ERRORS.customRoles) : null}
        onRetry={() => void query.refetch()}
        emptyText={
          table.search
            ? `No custom role matches “${table.search}”.`
            : 'There are no custom roles yet. Create one for a group owner.'
        }
        toolbar={
          <button type="button" className="btn-primary sm:ml-auto" onClick={() => setEditing(null)}>
            <Plus aria-hidden="true" className="size-4" /> New custom role
          </button>
        }
        {...table.bind(query.data?.meta, 'Search custom roles')}
      />
      {editing !== undefined ? (
        <CustomRoleFormModal
          role={editing}
          ownerLabel={editing ? ownerOf(editing) : undefined}
          onClose={() => setEditing(undefined)}
        />
      ) : null}
      <DeleteDialog client={customRoles} noun="custom role" target={deleting} onClose={() => setDeleting(null)}>
        <p>Group members holding this role lose it and the privileges it grants.</p>
      </DeleteDialog>
    </div>
  );
}
