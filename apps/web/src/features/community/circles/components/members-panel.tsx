import type { TCircle, TCircleMember } from '@ankur/shared/schemas/community-circles';
import type { TPerson } from '@ankur/shared/schemas/messages';
import { Inbox } from 'lucide-react';
import { useState } from 'react';
import { Avatar } from '../../../../components/ui/avatar';
import { Badge } from '../../../../components/ui/badge';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { ItemDate } from '../../../../components/ui/item-date';
import { LoadMore } from '../../../../components/ui/load-more';
import { Modal } from '../../../../components/ui/modal';
import { PeoplePicker } from '../../../../components/ui/people-picker';
import { QueryErrorPanel } from '../../../../components/ui/query-gate';
import { StatePanel } from '../../../../components/ui/state-panel';
import { notify } from '../../../../components/ui/toaster';
import { ApiError } from '../../../../lib/api-client';
import { useSessionStore } from '../../../../stores/session';
import { ActionMenu } from '../../feed/components/menu';
import {
  type MemberStatus,
  useChangeRole,
  useDecideRequest,
  useInvite,
  useMembers,
  useRemoveMember,
} from '../api/circles';
import { useCirclesTranslation } from '../i18n';

const failed = (e: unknown, fallback: string) => notify.error(e instanceof ApiError ? e.message : fallback);

/** Invite people of the organisation to a circle (the owner and moderators). */
export function InviteDialog({ circle, onClose }: { circle: TCircle; onClose: () => void }) {
  const { t } = useCirclesTranslation();
  const [chosen, setChosen] = useState<TPerson[]>([]);
  const invite = useInvite();
  return (
    <Modal
      open
      onOpenChange={(o) => !o && onClose()}
      title={t('members.inviteTitle', { name: circle.name })}
      footer={
        <div className="flex justify-end gap-2">
          <button type="button" className="btn-outline" onClick={onClose}>
            {t('form.cancel')}
          </button>
          <button
            type="button"
            className="btn-primary"
            disabled={!chosen.length || invite.isPending}
            onClick={() =>
              invite.mutate(
                { id: circle.circle_id, userIds: chosen.map((p) => p.user_id) },
                {
                  onSuccess: (r: { invited: number }) => {
                    notify.success(t('members.invited', { count: r.invited }));
                    onClose();
                  },
                  onError: (e) => failed(e, t('card.failed')),
                },
              )
            }
          >
            {t('members.inviteSend')}
          </button>
        </div>
      }
    >
      <PeoplePicker
        multiple
        selected={chosen}
        onToggle={(p) =>
          setChosen((list) =>
            list.some((x) => x.user_id === p.user_id) ? list.filter((x) => x.user_id !== p.user_id) : [...list, p],
          )
        }
      />
    </Modal>
  );
}

type Pending = { kind: 'remove' | 'owner'; member: TCircleMember } | null;

/** A circle's members (or its requests / invitations): roles, and the managers' actions on each. */
export function MembersPanel({ circle, status }: { circle: TCircle; status: MemberStatus }) {
  const { t } = useCirclesTranslation();
  const me = useSessionStore((s) => s.user);
  const members = useMembers(circle.circle_id, status);
  const decide = useDecideRequest();
  const role = useChangeRole();
  const remove = useRemoveMember();
  const [pending, setPending] = useState<Pending>(null);
  const isOwner = circle.my_role === 'owner' && circle.my_status === 'active';

  if (members.isPending) return <p className="text-sm text-stone-500">{t('members.loading')}</p>;
  if (members.isError) {
    return (
      <QueryErrorPanel
        error={members.error}
        title={t('page.loadFailed')}
        retryLabel={t('page.retry')}
        onRetry={() => void members.refetch()}
      />
    );
  }
  const items = members.data.pages.flatMap((p) => p.items);
  if (!items.length) {
    return status === 'requested' ? (
      <StatePanel
        Icon={Inbox}
        title={t('manage.noRequests')}
        body={t('manage.noRequestsBody')}
        heading="h3"
        variant="plain"
      />
    ) : (
      <p className="text-sm text-stone-500">{t('members.empty')}</p>
    );
  }
  const menuFor = (m: TCircleMember) => {
    if (!circle.can_manage || m.role === 'owner' || m.status !== 'active' || m.user_id === me?.user_id) return [];
    return [
      ...(isOwner && m.role === 'member'
        ? [
            {
              label: t('members.makeModerator'),
              onSelect: () =>
                role.mutate(
                  { id: circle.circle_id, userId: m.user_id, role: 'moderator' },
                  { onError: (e) => failed(e, t('card.failed')) },
                ),
            },
          ]
        : []),
      ...(isOwner && m.role === 'moderator'
        ? [
            {
              label: t('members.makeMember'),
              onSelect: () =>
                role.mutate(
                  { id: circle.circle_id, userId: m.user_id, role: 'member' },
                  { onError: (e) => failed(e, t('card.failed')) },
                ),
            },
          ]
        : []),
      ...(isOwner ? [{ label: t('members.makeOwner'), onSelect: () => setPending({ kind: 'owner', member: m }) }] : []),
      { label: t('members.remove'), onSelect: () => setPending({ kind: 'remove', member: m }), danger: true },
    ];
  };
  return (
    <>
      <ul className="divide-y divide-stone-100 rounded-xl bg-white ring-1 ring-stone-200">
        {items.map((m) => (
          <li key={m.user_id} className="flex flex-col gap-3 p-3 sm:flex-row sm:items-center">
            <div className="flex min-w-0 flex-1 items-start gap-3">
              <Avatar name={m.name} url={null} size="sm" alt="" />
              <div className="min-w-0 flex-1">
                <p className="font-medium text-stone-900">{m.name}</p>
                <p className="text-xs text-stone-500">
                  {m.role !== 'member' ? <Badge tone="blue">{t(`card.role.${m.role}`)}</Badge> : null}{' '}
                  {m.joined_at ? (
                    <>
                      {t('members.joined')} <ItemDate date={m.joined_at} />
                    </>
                  ) : (
                    <ItemDate date={m.created_at} />
                  )}
                </p>
                {m.request_note ? (
                  <p className="mt-1 text-sm text-stone-700">
                    <span className="sr-only">{t('manage.note')}: </span>“{m.request_note}”
                  </p>
                ) : null}
              </div>
            </div>
            {status === 'requested' ? (
              <div className="flex gap-2">
                <button
                  type="button"
                  className="btn-primary px-3 py-1.5 text-sm"
                  disabled={decide.isPending}
                  onClick={() =>
                    decide.mutate(
                      { id: circle.circle_id, userId: m.user_id, approve: true },
                      { onError: (e) => failed(e, t('card.failed')) },
                    )
                  }
                >
                  {t('manage.approve')}
                </button>
                <button
                  type="button"
                  className="btn-outline px-3 py-1.5 text-sm"
                  disabled={decide.isPending}
                  onClick={() =>
                    decide.mutate(
                      { id: circle.circle_id, userId: m.user_id, approve: false },
                      { onError: (e) => failed(e, t('card.failed')) },
                    )
                  }
                >
                  {t('manage.decline')}
                </button>
              </div>
            ) : (
              <ActionMenu label={t('members.actions', { name: m.name })} items={menuFor(m)} />
            )}
          </li>
        ))}
      </ul>
      <LoadMore pages={members} label={t('members.loadMore')} loadingLabel={t('members.loading')} />
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(o) => !o && setPending(null)}
        title={
          pending?.kind === 'owner'
            ? t('members.ownerTitle', { name: pending.member.name })
            : t('members.removeTitle', { name: pending?.member.name ?? '' })
        }
        confirmLabel={pending?.kind === 'owner' ? t('members.makeOwner') : t('members.remove')}
        cancelLabel={t('form.cancel')}
        destructive={pending?.kind === 'remove'}
        pending={role.isPending || remove.isPending}
        onConfirm={() => {
          if (!pending) return;
          const done = { onSuccess: () => setPending(null), onError: (e: unknown) => failed(e, t('card.failed')) };
          if (pending.kind === 'owner')
            role.mutate({ id: circle.circle_id, userId: pending.member.user_id, role: 'owner' }, done);
          else remove.mutate({ id: circle.circle_id, userId: pending.member.user_id }, done);
        }}
      >
        {pending?.kind === 'owner' ? <p>{t('members.ownerBody')}</p> : null}
      </ConfirmDialog>
    </>
  );
}
