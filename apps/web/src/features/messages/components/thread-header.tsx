import type { TConversationDetail } from '@ankur/shared/schemas/messages';
import { ArrowLeft, Ban, Bell, BellOff, EllipsisVertical, LogOut, PencilLine, Search, Users, X } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useState } from 'react';
import { InitialsAvatar } from '../../../components/ui/avatar';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { notify } from '../../../components/ui/toaster';
import { useErrorText } from '../../../lib/api-errors';
import { useFormatNumber } from '../../../lib/i18n';
import { useSessionStore } from '../../../stores/session';
import { useRemoveMember, useUpdateConversation } from '../api/conversations';
import { useBlocks, useSetBlocked } from '../api/people';
import { useMessagesTranslation } from '../i18n';
import { MembersDialog } from './members-dialog';
import { RenameGroupDialog } from './rename-group-dialog';

const ITEM =
  'flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm text-stone-800 outline-none data-[highlighted]:bg-stone-100';
const ICON_BUTTON =
  'rounded-full p-2 text-stone-600 hover:bg-stone-100 hover:text-brand-700 data-[state=open]:bg-stone-100';

/** The thread's header: who it is with, search, and the conversation's menu. */
export function ThreadHeader({
  detail,
  searching,
  onToggleSearch,
  onBack,
  onLeft,
}: {
  detail: TConversationDetail;
  searching: boolean;
  onToggleSearch: () => void;
  onBack: () => void;
  onLeft: () => void;
}) {
  const { t } = useMessagesTranslation();
  const formatNumber = useFormatNumber();
  const errorText = useErrorText();
  const me = useSessionStore((s) => s.user?.user_id);
  const direct = detail.kind === 'direct';
  const other = detail.other_user;
  const blocks = useBlocks(direct);
  const iBlocked = Boolean(other && blocks.data?.data.some((p) => p.user_id === other.user_id));
  const update = useUpdateConversation();
  const setBlocked = useSetBlocked();
  const leave = useRemoveMember();
  const [dialog, setDialog] = useState<'block' | 'leave' | 'members' | 'rename' | null>(null);
  const failed = (error: unknown) => notify.error(t('thread.actionFailed', { reason: errorText(error) }));

  const toggleMute = () =>
    update.mutate(
      { conversationId: detail.conversation_id, muted: !detail.muted },
      {
        onSuccess: () => notify.success(t(detail.muted ? 'thread.unmuted' : 'thread.muted')),
        onError: failed,
      },
    );
  const block = (blocked: boolean) => {
    if (!other) return;
    setBlocked.mutate(
      { userId: other.user_id, blocked },
      {
        onSuccess: () => {
          setDialog(null);
          notify.success(t(blocked ? 'thread.blocked' : 'thread.unblocked', { name: other.name }));
        },
        onError: failed,
      },
    );
  };
  const leaveGroup = () => {
    if (me === undefined) return;
    leave.mutate(
      { conversationId: detail.conversation_id, userId: me, self: true },
      {
        onSuccess: () => {
          setDialog(null);
          notify.success(t('thread.left', { title: detail.title }));
          onLeft();
        },
      },
    );
  };

  return (
    <header className="flex items-center gap-2 border-b border-stone-200 bg-white px-2 py-2 sm:px-4">
      <button type="button" className={`${ICON_BUTTON} md:hidden`} aria-label={t('thread.back')} onClick={onBack}>
        <ArrowLeft aria-hidden="true" className="size-5" />
      </button>
      <InitialsAvatar name={detail.title} group={!direct} seed={detail.conversation_id} />
      <div className="flex min-w-0 flex-1 flex-col">
        <h2 className="truncate text-base font-semibold text-stone-900">{detail.title}</h2>
        {!direct ? (
          <p className="text-xs text-stone-600">
            {t('thread.members', { count: detail.member_count, number: formatNumber(detail.member_count) })}
          </p>
        ) : null}
      </div>
      {detail.muted ? <BellOff role="img" aria-label={t('list.muted')} className="size-4 text-stone-400" /> : null}
      <button
        type="button"
        className={ICON_BUTTON}
        aria-label={searching ? t('search.close') : t('search.open')}
        aria-pressed={searching}
        onClick={onToggleSearch}
      >
        {searching ? <X aria-hidden="true" className="size-5" /> : <Search aria-hidden="true" className="size-5" />}
      </button>
      <DropdownMenu.Root>
        <DropdownMenu.Trigger className={ICON_BUTTON} aria-label={t('thread.menu')}>
          <EllipsisVertical aria-hidden="true" className="size-5" />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="end"
            sideOffset={4}
            collisionPadding={8}
            className="z-50 min-w-48 rounded-xl border border-stone-200 bg-white p-1 shadow-lg"
          >
            <DropdownMenu.Item className={ITEM} onSelect={toggleMute}>
              {detail.muted ? (
                <Bell aria-hidden="true" className="size-4" />
              ) : (
                <BellOff aria-hidden="true" className="size-4" />
              )}
              {detail.muted ? t('thread.unmute') : t('thread.mute')}
            </DropdownMenu.Item>
            {direct && other ? (
              <DropdownMenu.Item
                className={`${ITEM} text-red-700`}
                disabled={blocks.isPending}
                onSelect={() => (iBlocked ? block(false) : setDialog('block'))}
              >
                <Ban aria-hidden="true" className="size-4" />
                {iBlocked ? t('thread.unblock', { name: other.name }) : t('thread.block', { name: other.name })}
              </DropdownMenu.Item>
            ) : null}
            {!direct ? (
              <>
                {detail.my_role === 'owner' ? (
                  <DropdownMenu.Item className={ITEM} onSelect={() => setDialog('rename')}>
                    <PencilLine aria-hidden="true" className="size-4" />
                    {t('rename.item')}
                  </DropdownMenu.Item>
                ) : null}
                <DropdownMenu.Item className={ITEM} onSelect={() => setDialog('members')}>
                  <Users aria-hidden="true" className="size-4" />
                  {t('thread.membersItem')}
                </DropdownMenu.Item>
                <DropdownMenu.Item className={`${ITEM} text-red-700`} onSelect={() => setDialog('leave')}>
                  <LogOut aria-hidden="true" className="size-4" />
                  {t('thread.leave')}
                </DropdownMenu.Item>
              </>
            ) : null}
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      {other ? (
        <ConfirmDialog
          open={dialog === 'block'}
          onOpenChange={(open) => setDialog(open ? 'block' : null)}
          title={t('thread.blockTitle', { name: other.name })}
          confirmLabel={t('thread.block', { name: other.name })}
          destructive
          pending={setBlocked.isPending}
          onConfirm={() => block(true)}
        >
          <p>{t('thread.blockBody')}</p>
        </ConfirmDialog>
      ) : null}
      <ConfirmDialog
        open={dialog === 'leave'}
        onOpenChange={(open) => {
          setDialog(open ? 'leave' : null);
          if (!open) leave.reset();
        }}
        title={t('thread.leaveTitle', { title: detail.title })}
        confirmLabel={t('thread.leave')}
        destructive
        pending={leave.isPending}
        error={leave.isError ? errorText(leave.error) : null}
        onConfirm={leaveGroup}
      >
        <p>{t('thread.leaveBody')}</p>
      </ConfirmDialog>
      {!direct && detail.my_role === 'owner' && dialog === 'rename' ? (
        <RenameGroupDialog
          conversationId={detail.conversation_id}
          title={detail.group_title ?? detail.title}
          open
          onOpenChange={(open) => setDialog(open ? 'rename' : null)}
        />
      ) : null}
      {!direct ? (
        <MembersDialog
          detail={detail}
          open={dialog === 'members'}
          onOpenChange={(open) => setDialog(open ? 'members' : null)}
        />
      ) : null}
    </header>
  );
}
