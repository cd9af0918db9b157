import { ACCESS_ERRORS } from '@ankur/shared/access';
import type { ZGroupUser } from '@ankur/shared/schemas/access';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import type { z } from 'zod';
import { DataTable, type DataTableColumn } from '../../../../components/ui/data-table';
import { listQueryOptions, type ScalarColumn } from '../../../../lib/resource-client';
import { customRoles, groupUsers } from '../../../../lib/resources';
import { SEARCH_USERS, searchUsers } from '../api';
import { DeleteDialog, type DeleteTarget } from '../components/delete-dialog';
import { Badge, FilterSelect } from '../components/fields';
import { HistoryButton } from '../components/history-button';
import { IconButton, RowActions } from '../components/icon-button';
import { LoadError } from '../components/load-error';
import { loadErrorMessage } from '../errors';
import { roleName } from '../role-options';
import { useClampPage, useTableState } from '../use-table-state';
import { userLabel, useUsersById } from '../users';
import { GROUP_STATUSES, type GroupUser, GroupUserFormModal } from './group-user-form-modal';

type Row = z.infer<typeof ZGroupUser>;
export const GROUP_USERS_LOAD_ERROR = 'Failed to fetch group users.';
const STATUS_TONE = { active: 'green', invited: 'blue', suspended: 'red' } as const;

/**
 * The Group users tab. The search finds members by name on the server (auth/searchUsers), then
 * lists their memberships (filterFields user_id in those ids); status filters on the server too.
 */
export function GroupUsersTab() {
  const filterId = useId();
  const table = useTableState<ScalarColumn<Row>>({ sort: { field: 'table_id', order: 'desc' } });
  const [status, setStatus] = useState('');
  const { search, ...listParams } = table.params;
  const members = useQuery({
    queryKey: [SEARCH_USERS, 'ids', search] as const,
    queryFn: ({ signal }) => searchUsers({ search, limit: 1000, fields: ['user_id'] }, { signal }),
    enabled: Boolean(search),
  });
  const memberIds = members.data?.data.map((u) => u.user_id!).filter(Boolean);
  const noMatch = Boolean(search) && memberIds?.length === 0;
  const query = useQuery({
    ...listQueryOptions(groupUsers, {
      ...listParams,
      filterFields: { status: status || undefined, user_id: search ? memberIds : undefined },
    }),
    enabled: !search || (memberIds !== undefined && memberIds.length > 0),
    placeholderData: keepPreviousData,
  });
  useClampPage(table, query.data?.meta);
  const rows = noMatch ? [] : query.data?.data;

  const people = useUsersById(rows?.flatMap((g) => [g.user_id, g.parent_user_id]) ?? []);
  const roleIds = useMemo(() => [...new Set(rows?.map((g) => g.role_id).filter((id): id is number => !!id))], [rows]);
  const roleNames = useQuery({
    ...listQueryOptions(customRoles, {
      limit: -1,
      fields: ['role_id', 'role_name', 'display_name'],
      filterFields: { role_id: roleIds },
    }),
    enabled: roleIds.length > 0,
  });
  const [editing, setEditing] = useState<GroupUser | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<DeleteTarget | null>(null);
  const nameOf = (id: number | undefined) => userLabel(people.byId.get(id ?? -1), id);
  const roleOf = (id: number | null | undefined) => {
    if (!id) return '—';
    const role = roleNames.data?.data.find((r) => r.role_id === id);
    if (role) return roleName(role);
    return roleNames.isLoading || roleNames.isPlaceholderData ? 'Loading…' : `Role #${id}`;
  };

  const columns: DataTableColumn<GroupUser>[] = [
    {
      id: 'user_id',
      header: 'Member',
      sortable: true,
      cell: (g) => <span className="font-medium">{nameOf(g.user_id)}</span>,
    },
    { id: 'parent_user_id', header: 'Owner', sortable: true, cell: (g) => nameOf(g.parent_user_id) },
    { id: 'role_id', header: 'Custom role', sortable: true, cell: (g) => roleOf(g.role_id) },
    {
      id: 'status',
      header: 'Status',
      sortable: true,
      cell: (g) => <Badge tone={STATUS_TONE[g.status as keyof typeof STATUS_TONE] ?? 'stone'}>{g.status}</Badge>,
    },
    {
      id: 'actions',
      header: 'Actions',
      className: 'text-right',
      cell: (g) => {
        const label = `membership of ${nameOf(g.user_id)}`;
        return (
          <RowActions>
            <IconButton label={`Edit ${label}`} icon={Pencil} onClick={() => setEditing(g)} />
            <HistoryButton tables={['group_users']} recordId={g.table_id!} recordLabel={label} />
            <IconButton
              label={`Delete ${label}`}
              icon={Trash2}
              tone="danger"
              onClick={() => setDeleting({ id: g.table_id!, name: nameOf(g.user_id) })}
            />
          </RowActions>
        );
      },
    },
  ];

  const loadError = members.isError ? members.error : query.isError ? query.error : null;
  return (
    <div className="flex flex-col gap-4">
      {people.query.isError ? (
        <LoadError
          error={people.query.error}
          message={ACCESS_ERRORS.parentUsers}
          onRetry={() => void people.query.refetch()}
        />
      ) : null}
      {roleNames.isError ? (
        <LoadError
          error={roleNames.error}
          message={ACCESS_ERRORS.customRoles}
          onRetry={() => void roleNames.refetch()}
        />
      ) : null}
      <DataTable<GroupUser>
        label="Group users"
        columns={columns}
        rows={rows}
        rowKey={(g) => g.table_id ?? 0}
        loading={
          (query.isPending && query.fetchStatus !== 'idle') || (members.isPending && members.fetchStatus !== 'idle')
        }
        fetching={query.isPlaceholderData}
        error={loadError ? loadErrorMessage(loadError, GROUP_USERS_LOAD_ERROR) : null}
        onRetry={() => void (members.isError ? members.refetch() : query.refetch())}
        emptyText={
          search || status
            ? 'No group member matches. Clear the search or the filter to see more.'
            : 'There are no group members yet.'
        }
        toolbar={
          <>
            <FilterSelect
              id={`${filterId}-status`}
              label="Status"
              value={status}
              onChange={(v) => {
                setStatus(v);
                table.setPage(1);
              }}
            >
              <option value="">Any status</option>
              {GROUP_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </FilterSelect>
            <button type="button" className="btn-primary sm:ml-auto" onClick={() => setEditing(null)}>
              <Plus aria-hidden="true" className="size-4" /> Add member
            </button>
          </>
        }
        {...table.bind(
          noMatch ? { page: 1, limit: 10, total: 0, totalPages: 1 } : query.data?.meta,
          'Search members by name',
        )}
      />
      {editing !== undefined ? (
        <GroupUserFormModal
          member={editing}
          labels={editing ? { user: nameOf(editing.user_id), owner: nameOf(editing.parent_user_id) } : undefined}
          onClose={() => setEditing(undefined)}
        />
      ) : null}
      <DeleteDialog client={groupUsers} noun="group member" target={deleting} onClose={() => setDeleting(null)}>
        <p>They leave the owner&apos;s group and lose its custom role.</p>
      </DeleteDialog>
    </div>
  );
}
