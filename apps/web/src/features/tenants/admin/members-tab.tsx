import type { TTenantMember } from '@ankur/shared/schemas/tenants';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { notify } from '../../../components/ui/toaster';
import {
  type MemberUpdate,
  membersQueryOptions,
  messageOf,
  removeMember,
  TENANT_KEY,
  tenantRolesQueryOptions,
  updateMember,
} from '../api';
import { Badge, useShortDate } from '../components/fields';
import { useTenantsTranslation } from '../i18n';

/** The English load error (tests read it; the tab shows members.loadError in the language on screen). */
export const MEMBERS_LOAD_ERROR = 'Could not load the members.';

export function memberName(m: Pick<TTenantMember, 'firstName' | 'lastName' | 'username' | 'email'>): string {
  return [m.firstName, m.lastName].filter(Boolean).join(' ').trim() || m.username || m.email;
}

const STATUS_TONE: Record<string, 'green' | 'amber' | 'stone'> = { active: 'green', suspended: 'amber' };
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The Members tab: search and filter the tenant's members, change roles, suspend, reactivate, remove. */
export function MembersTab({ tenantId, selfId, tenantName }: { tenantId: string; selfId: number; tenantName: string }) {
  const queryClient = useQueryClient();
  const { t } = useTenantsTranslation();
  const shortDate = useShortDate();
  const statusId = useId();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState('');
  const params = { page, limit: pageSize, search: search.trim() || undefined, status: status || undefined };
  const members = useQuery(membersQueryOptions(tenantId, params));
  const roles = useQuery(tenantRolesQueryOptions(tenantId));
  const [removing, setRemoving] = useState<TTenantMember | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: [TENANT_KEY, tenantId, 'members'] });

  const update = useMutation({
    mutationFn: ({ member, patch }: { member: TTenantMember; patch: MemberUpdate }) =>
      updateMember(member.user_id, patch),
    onSuccess: (_result, { member, patch }) => {
      const name = memberName(member);
      if (patch.status === 'suspended') notify.success(t('members.suspended', { name }));
      else if (patch.status === 'active') notify.success(t('members.reactivated', { name }));
      else notify.success(t('members.roleChanged', { name }));
      void refresh();
    },
    onError: (error, { member }) =>
      notify.error(t('members.changeFailed', { name: memberName(member) }), {
        description: messageOf(error, t('common.pleaseTryAgain')),
      }),
  });

  const remove = useMutation({
    mutationFn: (member: TTenantMember) => removeMember(member.user_id),
    onSuccess: (_result, member) => {
      notify.success(t('members.removed', { name: memberName(member), tenant: tenantName }));
      setRemoving(null);
      void refresh();
    },
  });

  const columns: DataTableColumn<TTenantMember>[] = [
    {
      id: 'name',
      header: t('members.member'),
      cell: (m) => (
        <span className="flex flex-col">
          <span className="font-medium text-stone-900">
            {memberName(m)}
            {m.user_id === selfId ? (
              <span className="ml-1 text-xs font-normal text-stone-500">{t('members.you')}</span>
            ) : null}
          </span>
          <span className="text-xs text-stone-500">{m.email}</span>
        </span>
      ),
    },
    {
      id: 'role',
      header: t('common.role'),
      cell: (m) =>
        roles.data && m.user_id !== selfId ? (
          <select
            aria-label={t('members.roleOf', { name: memberName(m) })}
            value={m.role_id}
            disabled={update.isPending}
            onChange={(e) => update.mutate({ member: m, patch: { role_id: Number(e.target.value) } })}
            className="rounded-lg border border-stone-300 bg-white px-2 py-1.5 text-sm"
          >
            {roles.data.some((r) => r.role_id === m.role_id) ? null : <option value={m.role_id}>{m.role_name}</option>}
            {roles.data.map((r) => (
              <option key={r.role_id} value={r.role_id}>
                {r.display_name}
              </option>
            ))}
          </select>
        ) : (
          m.role_name
        ),
    },
    {
      id: 'status',
      header: t('common.status'),
      cell: (m) => (
        <Badge tone={STATUS_TONE[m.status] ?? 'stone'}>
          {m.status === 'active' || m.status === 'suspended' ? t(`status.${m.status}`) : capital(m.status)}
        </Badge>
      ),
    },
    { id: 'created_at', header: t('members.joined'), cell: (m) => shortDate(m.created_at) },
    {
      id: 'actions',
      header: t('common.actions'),
      className: 'text-right',
      cell: (m) =>
        m.user_id === selfId ? null : (
          <span className="flex items-center justify-end gap-1">
            <button
              type="button"
              className="btn-ghost px-2 py-1"
              disabled={update.isPending}
              onClick={() =>
                update.mutate({ member: m, patch: { status: m.status === 'suspended' ? 'active' : 'suspended' } })
              }
            >
              {m.status === 'suspended' ? t('members.reactivate') : t('members.suspend')}
            </button>
            <button
              type="button"
              aria-label={t('members.remove', { name: memberName(m) })}
              className="rounded-lg p-2 text-red-700 hover:bg-red-50"
              onClick={() => {
                remove.reset();
                setRemoving(m);
              }}
            >
              <Trash2 className="size-4" aria-hidden />
            </button>
          </span>
        ),
    },
  ];

  return (
    <div className="flex flex-col gap-4">
      <DataTable<TTenantMember>
        label={t('members.label')}
        columns={columns}
        rows={members.data?.data}
        rowKey={(m) => m.membership_id}
        loading={members.isPending}
        fetching={members.isPlaceholderData}
        error={members.isError ? messageOf(members.error, t('members.loadError')) : null}
        onRetry={() => void members.refetch()}
        emptyText={search || status ? t('members.emptyFiltered') : t('members.empty')}
        search={{
          value: search,
          label: t('members.search'),
          placeholder: t('members.searchPlaceholder'),
          onChange: (value) => {
            setSearch(value);
            setPage(1);
          },
        }}
        toolbar={
          <div className="flex flex-col gap-1 text-sm sm:w-48">
            <label htmlFor={statusId} className="text-xs font-medium text-stone-600">
              {t('common.status')}
            </label>
            <select
              id={statusId}
              value={status}
              onChange={(e) => {
                setStatus(e.target.value);
                setPage(1);
              }}
              className="rounded-lg border border-stone-300 bg-white px-2 py-2"
            >
              <option value="">{t('common.all')}</option>
              <option value="active">{t('status.active')}</option>
              <option value="suspended">{t('status.suspended')}</option>
            </select>
          </div>
        }
        pagination={{
          page,
          pageSize,
          total: members.data?.meta.total ?? 0,
          totalPages: members.data?.meta.totalPages ?? 1,
          onPageChange: setPage,
          onPageSizeChange: (size) => {
            setPageSize(size);
            setPage(1);
          },
        }}
      />
      <ConfirmDialog
        destructive
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={removing ? t('members.confirmTitle', { name: memberName(removing) }) : t('members.confirmTitleAny')}
        confirmLabel={t('members.confirmLabel')}
        pending={remove.isPending}
        error={remove.isError ? messageOf(remove.error, t('members.removeFailed')) : null}
        onConfirm={() => removing && remove.mutate(removing)}
      >
        <p>{t('members.confirmBody', { tenant: tenantName })}</p>
      </ConfirmDialog>
    </div>
  );
}
