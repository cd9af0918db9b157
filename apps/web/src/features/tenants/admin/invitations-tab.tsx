import { INVITATION_TTL_DAYS, type TInvitation, ZInvitationCreate } from '@ankur/shared/schemas/tenants';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Send, X } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { notify } from '../../../components/ui/toaster';
import {
  createInvitation,
  type InvitationStatus,
  invitationsQueryOptions,
  messageOf,
  revokeInvitation,
  TENANT_KEY,
  tenantRolesQueryOptions,
} from '../api';
import { Badge, Field, fieldAria, INPUT_CLASS, shortDate } from '../components/fields';

export const INVITATIONS_LOAD_ERROR = 'Could not load the invitations.';

const STATUS_TONE: Record<InvitationStatus, 'blue' | 'green' | 'stone' | 'amber'> = {
  pending: 'blue',
  accepted: 'green',
  revoked: 'stone',
  expired: 'amber',
};
const STATUSES: readonly InvitationStatus[] = ['pending', 'accepted', 'revoked', 'expired'];
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function InviteForm({ tenantId, onSent }: { tenantId: string; onSent: () => void }) {
  const id = useId();
  const roles = useQuery(tenantRolesQueryOptions(tenantId));
  const [email, setEmail] = useState('');
  const [roleId, setRoleId] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const defaultRole = roles.data?.find((r) => r.role_view !== 'admin') ?? roles.data?.[0];
  const chosen = roleId ?? defaultRole?.role_id ?? null;

  const send = useMutation({
    mutationFn: createInvitation,
    onSuccess: (invitation) => {
      notify.success(`Invitation sent to ${invitation.email}`, { description: 'The link is in their inbox.' });
      setEmail('');
      onSent();
    },
    onError: (e) => setError(messageOf(e, 'Could not send the invitation. Please try again.')),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZInvitationCreate.safeParse({ email: email.trim(), role_id: chosen ?? 0 });
    if (!parsed.success) {
      const bad = parsed.error.issues[0]?.path[0];
      setError(bad === 'role_id' ? 'Choose a role.' : 'Enter an e-mail address, like name@example.org.');
      return;
    }
    setError(null);
    send.mutate(parsed.data);
  };

  return (
    <form noValidate onSubmit={submit} className="rounded-xl bg-white p-4 ring-1 ring-stone-200">
      <h3 className="font-semibold text-stone-900">Invite someone</h3>
      <p className="mt-1 text-sm text-stone-600">
        We e-mail them a personal link. It works only for that address and expires after {INVITATION_TTL_DAYS} days. The
        link cannot be copied from here.
      </p>
      <div className="mt-3 grid gap-3 sm:grid-cols-[1fr_14rem_auto] sm:items-start">
        <Field id={`${id}-email`} label="E-mail address" error={error}>
          <input
            {...fieldAria(`${id}-email`, error)}
            type="email"
            autoComplete="off"
            className={INPUT_CLASS}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </Field>
        <Field id={`${id}-role`} label="Role">
          <select
            id={`${id}-role`}
            className={INPUT_CLASS}
            value={chosen ?? ''}
            disabled={!roles.data}
            onChange={(e) => setRoleId(Number(e.target.value))}
          >
            {roles.data ? null : <option value="">{roles.isError ? 'Roles did not load' : 'Loading roles…'}</option>}
            {roles.data?.map((r) => (
              <option key={r.role_id} value={r.role_id}>
                {r.display_name}
              </option>
            ))}
          </select>
        </Field>
        <button type="submit" className="btn-primary sm:mt-6" disabled={send.isPending || chosen === null}>
          <Send className="size-4" aria-hidden /> {send.isPending ? 'Sending…' : 'Send invitation'}
        </button>
      </div>
    </form>
  );
}

/** The Invitations tab: invite by e-mail with a role, see every invitation's state, revoke pending ones. */
export function InvitationsTab({ tenantId }: { tenantId: string }) {
  const queryClient = useQueryClient();
  const filterId = useId();
  const [status, setStatus] = useState<InvitationStatus | ''>('');
  const list = useQuery(invitationsQueryOptions(tenantId, status || undefined));
  const [revoking, setRevoking] = useState<TInvitation | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: [TENANT_KEY, tenantId, 'invitations'] });

  const revoke = useMutation({
    mutationFn: (invitation: TInvitation) => revokeInvitation(invitation.invitation_id),
    onSuccess: (_r, invitation) => {
      notify.success(`The invitation to ${invitation.email} is revoked.`);
      setRevoking(null);
      void refresh();
    },
  });

  const columns: DataTableColumn<TInvitation>[] = [
    { id: 'email', header: 'E-mail', cell: (i) => <span className="font-medium text-stone-900">{i.email}</span> },
    { id: 'role', header: 'Role', cell: (i) => i.role_name },
    { id: 'status', header: 'Status', cell: (i) => <Badge tone={STATUS_TONE[i.status]}>{capital(i.status)}</Badge> },
    {
      id: 'sent',
      header: 'Sent',
      cell: (i) => (
        <span className="flex flex-col">
          <span>{shortDate(i.created_at)}</span>
          {i.invited_by_name ? <span className="text-xs text-stone-500">by {i.invited_by_name}</span> : null}
        </span>
      ),
    },
    { id: 'expires', header: 'Expires', cell: (i) => (i.status === 'pending' ? shortDate(i.expires_at) : '—') },
    {
      id: 'actions',
      header: 'Actions',
      className: 'text-right',
      cell: (i) =>
        i.status === 'pending' ? (
          <button
            type="button"
            className="btn-ghost px-2 py-1 text-red-700"
            aria-label={`Revoke the invitation to ${i.email}`}
            onClick={() => {
              revoke.reset();
              setRevoking(i);
            }}
          >
            <X className="size-4" aria-hidden /> Revoke
          </button>
        ) : null,
    },
  ];

  return (
    <div className="flex flex-col gap-5">
      <InviteForm tenantId={tenantId} onSent={() => void refresh()} />
      <DataTable<TInvitation>
        label="Invitations"
        columns={columns}
        rows={list.data}
        rowKey={(i) => i.invitation_id}
        loading={list.isPending}
        error={list.isError ? messageOf(list.error, INVITATIONS_LOAD_ERROR) : null}
        onRetry={() => void list.refetch()}
        emptyText={status ? `No ${status} invitations.` : 'No invitations yet.'}
        toolbar={
          <div className="flex flex-col gap-1 text-sm sm:w-48">
            <label htmlFor={filterId} className="text-xs font-medium text-stone-600">
              Status
            </label>
            <select
              id={filterId}
              value={status}
              onChange={(e) => setStatus(e.target.value as InvitationStatus | '')}
              className="rounded-lg border border-stone-300 bg-white px-2 py-2"
            >
              <option value="">All</option>
              {STATUSES.map((s) => (
                <option key={s} value={s}>
                  {capital(s)}
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
        title="Revoke this invitation?"
        confirmLabel="Revoke invitation"
        pending={revoke.isPending}
        error={revoke.isError ? messageOf(revoke.error, 'Could not revoke the invitation.') : null}
        onConfirm={() => revoking && revoke.mutate(revoking)}
      >
        <p>
          The link sent to <strong>{revoking?.email}</strong> stops working at once. You can invite them again later.
        </p>
      </ConfirmDialog>
    </div>
  );
}
