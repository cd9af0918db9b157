import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Eye, Power, PowerOff, ShieldCheck } from 'lucide-react';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { DataTable, type DataTableColumn } from '../../../../components/ui/data-table';
import { ItemDate } from '../../../../components/ui/item-date';
import { notify } from '../../../../components/ui/toaster';
import { SEARCH_USERS, searchUsersQueryOptions, type UserRecord, updateAuthUser } from '../api';
import { Badge, FilterSelect } from '../components/fields';
import { HistoryButton } from '../components/history-button';
import { IconButton, RowActions } from '../components/icon-button';
import { changeErrorMessage, loadErrorMessage } from '../errors';
import { roleName, useSystemRoleOptions } from '../role-options';
import { useClampPage, useTableState } from '../use-table-state';
import { userLabel } from '../users';
import { UserDetailModal } from './user-detail-modal';
import { UserRolesModal } from './user-roles-modal';

type User = Partial<UserRecord>;
type Status = 'all' | 'enabled' | 'disabled';
export const USERS_LOAD_ERROR = 'Failed to fetch users.';

/** The Users tab: auth/searchUsers with enabled and role filters; details, roles, enable/disable. */
export function UsersTab() {
  const filterId = useId();
  const queryClient = useQueryClient();
  const table = useTableState<'user_id' | 'username' | 'email' | 'created_at'>({
    sort: { field: 'created_at', order: 'desc' },
  });
  const [status, setStatus] = useState<Status>('all');
  const [roleId, setRoleId] = useState('');
  const roleOptions = useSystemRoleOptions();
  const query = useQuery(
    searchUsersQueryOptions({
      ...table.params,
      enabled: status === 'all' ? undefined : status === 'enabled',
      role_id: roleId ? [Number(roleId)] : undefined,
    }),
  );
  useClampPage(table, query.data?.meta);
  const [viewing, setViewing] = useState<User | null>(null);
  const [assigning, setAssigning] = useState<User | null>(null);
  const [disabling, setDisabling] = useState<User | null>(null);

  const toggle = useMutation({
    mutationFn: ({ user, enabled }: { user: User; enabled: boolean }) => updateAuthUser(user.user_id!, { enabled }),
    onSuccess: async (_saved, { user, enabled }) => {
      notify.success(`${userLabel(user)} is now ${enabled ? 'enabled' : 'disabled'}.`);
      setDisabling(null);
      await queryClient.invalidateQueries({ queryKey: [SEARCH_USERS] });
    },
    onError: (error) => notify.error(changeErrorMessage(error, 'The user could not be changed.')),
  });

  const columns: DataTableColumn<User>[] = [
    {
      id: 'username',
      header: 'User',
      sortable: true,
      cell: (u) => (
        <span className="flex flex-col">
          <span className="font-medium text-stone-900">
            {[u.firstName, u.lastName].filter(Boolean).join(' ') || u.username}
          </span>
          <span className="text-xs text-stone-500">@{u.username}</span>
        </span>
      ),
    },
    {
      id: 'email',
      header: 'E-mail',
      sortable: true,
      cell: (u) => (
        <span className="flex flex-col items-start gap-1">
          {/* whole, on one line (the table scrolls sideways): break-all squeezed it to a letter per line */}
          <span className="whitespace-nowrap">{u.email}</span>
          {u.otpVerified === false ? <Badge tone="amber">Not verified</Badge> : null}
        </span>
      ),
    },
    {
      id: 'roles',
      header: 'Roles',
      cell: (u) => (
        <span className="flex max-w-56 flex-wrap gap-1">
          {u.roles?.length ? u.roles.map((r) => <Badge key={r.role_id}>{r.display_name}</Badge>) : '—'}
        </span>
      ),
    },
    {
      id: 'enabled',
      header: 'Status',
      cell: (u) => <Badge tone={u.enabled ? 'green' : 'red'}>{u.enabled ? 'Enabled' : 'Disabled'}</Badge>,
    },
    {
      id: 'created_at',
      header: 'Joined',
      sortable: true,
      cell: (u) => (u.created_at ? <ItemDate date={u.created_at} className="whitespace-nowrap" /> : '—'),
    },
    {
      id: 'actions',
      header: 'Actions',
      className: 'text-right',
      cell: (u) => {
        const name = userLabel(u);
        return (
          <RowActions>
            <IconButton label={`Details of ${name}`} icon={Eye} onClick={() => setViewing(u)} />
            <IconButton label={`Roles of ${name}`} icon={ShieldCheck} onClick={() => setAssigning(u)} />
            {u.enabled ? (
              <IconButton
                label={`Disable ${name}`}
                icon={PowerOff}
                tone="danger"
                onClick={() => {
                  toggle.reset();
                  setDisabling(u);
                }}
              />
            ) : (
              <IconButton
                label={`Enable ${name}`}
                icon={Power}
                disabled={toggle.isPending}
                onClick={() => toggle.mutate({ user: u, enabled: true })}
              />
            )}
            <HistoryButton tables={['users', 'user_roles']} recordId={u.user_id!} recordLabel={name} />
          </RowActions>
        );
      },
    },
  ];

  const filtered = status !== 'all' || roleId !== '' || table.search !== '';
  return (
    <div className="flex flex-col gap-4">
      <DataTable<User>
        label="Users"
        columns={columns}
        rows={query.data?.data}
        rowKey={(u) => u.user_id ?? 0}
        loading={query.isPending}
        fetching={query.isPlaceholderData}
        error={query.isError ? loadErrorMessage(query.error, USERS_LOAD_ERROR) : null}
        onRetry={() => void query.refetch()}
        emptyText={filtered ? 'No user matches these filters. Clear a filter to see more.' : 'There are no users yet.'}
        toolbar={
          <>
            <FilterSelect
              id={`${filterId}-status`}
              label="Status"
              value={status}
              onChange={(v) => {
                setStatus(v as Status);
                table.setPage(1);
              }}
            >
              <option value="all">All users</option>
              <option value="enabled">Enabled</option>
              <option value="disabled">Disabled</option>
            </FilterSelect>
            <FilterSelect
              id={`${filterId}-role`}
              label="Role"
              value={roleId}
              onChange={(v) => {
                setRoleId(v);
                table.setPage(1);
              }}
            >
              <option value="">Any role</option>
              {(roleOptions.data?.data ?? []).map((r) => (
                <option key={r.role_id} value={r.role_id}>
                  {roleName(r)}
                </option>
              ))}
            </FilterSelect>
          </>
        }
        {...table.bind(query.data?.meta, 'Search users', 'Name, username or e-mail')}
      />
      {viewing ? <UserDetailModal user={viewing} onClose={() => setViewing(null)} /> : null}
      {assigning ? <UserRolesModal user={assigning} onClose={() => setAssigning(null)} /> : null}
      <ConfirmDialog
        open={disabling !== null}
        onOpenChange={(open) => !open && setDisabling(null)}
        title={`Disable ${userLabel(disabling ?? undefined)}?`}
        confirmLabel="Disable user"
        destructive
        pending={toggle.isPending}
        error={toggle.isError ? changeErrorMessage(toggle.error, 'The user could not be disabled.') : null}
        onConfirm={() => disabling && toggle.mutate({ user: disabling, enabled: false })}
      >
        <p>They are signed out everywhere and cannot sign in until enabled again.</p>
      </ConfirmDialog>
    </div>
  );
}
