import { INVITATION_TTL_DAYS, type TInvitation, ZInvitationCreate } from '@ankur/shared/schemas/tenants';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Send, X } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { notify } from '../../../components/ui/toaster';
import { Trans } from '../../../lib/i18n';
import {
  createInvitation,
  type InvitationStatus,
  invitationsQueryOptions,
  messageOf,
  revokeInvitation,
  TENANT_KEY,
  tenantRolesQueryOptions,
} from '../api';
import { Badge, Field, fieldAria, INPUT_CLASS, useShortDate } from '../components/fields';
import { TENANTS_NS, useTenantsTranslation } from '../i18n';

/** The English load error (tests read it; the tab shows invitations.loadError in the language on screen). */
export const INVITATIONS_LOAD_ERROR = 'Could not load the invitations.';

const STATUS_TONE: Record<InvitationStatus, 'blue' | 'green' | 'stone' | 'amber'> = {
  pending: 'blue',
  accepted: 'green',
  revoked: 'stone',
  expired: 'amber',
};
const STATUSES: readonly InvitationStatus[] = ['pending', 'accepted', 'revoked', 'expired'];

function InviteForm({ tenantId, onSent }: { tenantId: string; onSent: () => void }) {
  const id = useId();
  const { t } = useTenantsTranslation();
  const roles = useQuery(tenantRolesQueryOptions(tenantId));
  const [email, setEmail] = useState('');
  const [roleId, setRoleId] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const defaultRole = roles.data?.find((r) => r.role_view !== 'admin') ?? roles.data?.[0];
  const chosen = roleId ?? defaultRole?.role_id ?? null;

  const send = useMutation({
    mutationFn: createInvitation,
    onSuccess: (invitation) => {
      notify.success(t('invitations.sent', { email: invitation.email }), {
        description: t('invitations.sentDescription'),
      });
      setEmail('');
      onSent();
    },
    onError: (e) => setError(messageOf(e, t('invitations.sendFailed'))),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZInvitationCreate.safeParse({ email: email.trim(), role_id: chosen ?? 0 });
    if (!parsed.success) {
      const bad = parsed.error.issues[0]?.path[0];
      setError(bad === 'role_id' ? t('invitations.chooseRole') : t('invitations.emailInvalid'));
      return;
    }
    setError(null);
    send.mutate(parsed.data);
  };

  return (
    <form noValidate onSubmit={submit} className="rounded-xl bg-white p-4 ring-1 ring-stone-200">
      <h3 className="font-semibold text-stone-900">{t('invitations.formTitle')}</h3>
      <p className="mt-1 text-sm text-stone-600">{t('invitations.formIntro', { count: INVITATION_TTL_DAYS })}</p>
      <div className="mt-3 grid gap-3 sm:grid-cols-[1fr_14rem_auto] sm:items-start">
        <Field id={`${id}-email`} label={t('invitations.email')} error={error}>
          <input
            {...fieldAria(`${id}-email`, error)}
            type="email"
            autoComplete="off"
            className={INPUT_CLASS}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </Field>
        <Field id={`${id}-role`} label={t('common.role')}>
          <select
            id={`${id}-role`}
            className={INPUT_CLASS}
            value={chosen ?? ''}
            disabled={!roles.data}
            onChange={(e) => setRoleId(Number(e.target.value))}
          >
            {roles.data ? null : (
              <option value="">{roles.isError ? t('invitations.rolesFailed') : t('invitations.rolesLoading')}</option>
            )}
            {roles.data?.map((r) => (
              <option key={r.role_id} value={r.role_id}>
                {r.display_name}
              </option>
            ))}
          </select>
        </Field>
        <button type="submit" className="btn-primary sm:mt-6" disabled={send.isPending || chosen === null}>
          <Send className="size-4" aria-hidden /> {send.isPending ? t('invitations.sending') : t('invitations.send')}
        </button>
      </div>
    </form>
  );
}

/** The Invitations tab: invite by e-mail with a role, see every invitation's state, revoke pending ones. */
export function InvitationsTab({ tenantId }: { tenantId: string }) {
  const queryClient = useQueryClient();
  const { t } = useTenantsTranslation();
  const shortDate = useShortDate();
  const filterId = useId();
  const [status, setStatus] = useState<InvitationStatus | ''>('');
  const list = useQuery(invitationsQueryOptions(tenantId, status || undefined));
  const [revoking, setRevoking] = useState<TInvitation | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: [TENANT_KEY, tenantId, 'invitations'] });

  const revoke = useMutation({
    mutationFn: (invitation: TInvitation) => revokeInvitation(invitation.invitation_id),
    onSuccess: (_r, invitation) => {
      notify.success(t('invitations.revoked', { email: invitation.email }));
      setRevoking(null);
      void refresh();
    },
  });

  const columns: DataTableColumn<TInvitation>[] = [
    {
      id: 'email',
      header: t('invitations.emailColumn'),
      cell: (i) => <span className="font-medium text-stone-900">{i.email}</span>,
    },
    { id: 'role', header: t('common.role'), cell: (i) => i.role_name },
    {
      id: 'status',
      header: t('common.status'),
      cell: (i) => <Badge tone={STATUS_TONE[i.status]}>{t(`status.${i.status}`)}</Badge>,
    },
    {
      id: 'sent',
      header: t('invitations.sentColumn'),
      cell: (i) => (
        <span className="flex flex-col">
          <span>{shortDate(i.created_at)}</span>
          {i.invited_by_name ? (
            <span className="text-xs text-stone-500">{t('invitations.by', { name: i.invited_by_name })}</span>
          ) : null}
        </span>
      ),
    },
    {
      id: 'expires',
      header: t('invitations.expires'),
      cell: (i) => (i.status === 'pending' ? shortDate(i.expires_at) : '—'),
    },
    {
      id: 'actions',
      header: t('common.actions'),
      className: 'text-right',
      cell: (i) =>
        i.status === 'pending' ? (
          <button
            type="button"
            className="btn-ghost px-2 py-1 text-red-700"
            aria-label={t('invitations.revokeLabel', { email: i.email })}
            onClick={() => {
              revoke.reset();
              setRevoking(i);
            }}
          >
            <X className="size-4" aria-hidden /> {t('invitations.revoke')}
          </button>
        ) : null,
    },
  ];

  return (
    <div className="flex flex-col gap-5">
      <InviteForm tenantId={tenantId} onSent={() => void refresh()} />
      <DataTable<TInvitation>
        label={t('invitations.label')}
        columns={columns}
        rows={list.data}
        rowKey={(i) => i.invitation_id}
        loading={list.isPending}
        error={list.isError ? messageOf(list.error, t('invitations.loadError')) : null}
        onRetry={() => void list.refetch()}
        emptyText={status ? t(`invitations.emptyStatus.${status}`) : t('invitations.empty')}
        toolbar={
          <div className="flex flex-col gap-1 text-sm sm:w-48">
            <label htmlFor={filterId} className="text-xs font-medium text-stone-600">
              {t('common.status')}
            </label>
            <select
              id={filterId}
              value={status}
              onChange={(e) => setStatus(e.target.value as InvitationStatus | '')}
              className="rounded-lg border border-stone-300 bg-white px-2 py-2"
            >
              <option value="">{t('common.all')}</option>
              {STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(`status.${s}`)}
                </option>
              ))}
            </select>
          </div>
        }
      />
      <ConfirmDialog
        destructive
        open={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        title={t('invitations.confirmTitle')}
        confirmLabel={t('invitations.confirmLabel')}
        pending={revoke.isPending}
        error={revoke.isError ? messageOf(revoke.error, t('invitations.revokeFailed')) : null}
        onConfirm={() => revoking && revoke.mutate(revoking)}
      >
        <p>
          <Trans
            ns={TENANTS_NS}
            i18nKey="invitations.confirmBody"
            values={{ email: revoking?.email ?? '' }}
            components={{ email: <strong /> }}
          />
        </p>
      </ConfirmDialog>
    </div>
  );
}
