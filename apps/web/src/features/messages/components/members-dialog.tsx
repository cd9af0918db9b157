import type { TConversationDetail, TPerson } from '@ankur/shared/schemas/messages';
import { UserMinus, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { InitialsAvatar } from '../../../components/ui/avatar';
import { Badge } from '../../../components/ui/badge';
import { Modal } from '../../../components/ui/modal';
import { PeoplePicker } from '../../../components/ui/people-picker';
import { notify } from '../../../components/ui/toaster';
import { useErrorText } from '../../../lib/api-errors';
import { useFormatNumber } from '../../../lib/i18n';
import { useSessionStore } from '../../../stores/session';
import { useAddMembers, useRemoveMember } from '../api/conversations';
import { useMessagesTranslation } from '../i18n';

/** A group's members; its owner adds people (and removes them). */
export function MembersDialog({
  detail,
  open,
  onOpenChange,
}: {
  detail: TConversationDetail;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useMessagesTranslation();
  const formatNumber = useFormatNumber();
  const errorText = useErrorText();
  const me = useSessionStore((s) => s.user?.user_id);
  const owner = detail.my_role === 'owner';
  const add = useAddMembers();
  const remove = useRemoveMember();
  const [adding, setAdding] = useState(false);
  const [chosen, setChosen] = useState<TPerson[]>([]);

  const toggle = (person: TPerson) =>
    setChosen((list) =>
      list.some((p) => p.user_id === person.user_id)
        ? list.filter((p) => p.user_id !== person.user_id)
        : [...list, person],
    );
  const submit = () =>
    add.mutate(
      { conversationId: detail.conversation_id, userIds: chosen.map((p) => p.user_id) },
      {
        onSuccess: () => {
          notify.success(t('members.added'));
          setChosen([]);
          setAdding(false);
        },
      },
    );

  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          setAdding(false);
          setChosen([]);
          add.reset();
        }
        onOpenChange(next);
      }}
      title={t('members.title')}
      description={t('thread.members', { count: detail.member_count, number: formatNumber(detail.member_count) })}
      width="32rem"
      footer={
        owner && adding ? (
          <>
            <button type="button" className="btn-ghost" onClick={() => setAdding(false)} disabled={add.isPending}>
              {t('common.cancel')}
            </button>
            <button
              type="button"
              className="btn-primary"
              disabled={chosen.length === 0 || add.isPending}
              onClick={submit}
            >
              {add.isPending
                ? t('members.adding')
                : t('members.addSelected', { count: chosen.length, number: formatNumber(chosen.length) })}
            </button>
          </>
        ) : undefined
      }
    >
      {owner && adding ? (
        <div className="flex flex-col gap-3">
          <PeoplePicker selected={chosen} onToggle={toggle} multiple exclude={detail.members.map((m) => m.user_id)} />
          {add.isError ? (
            <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
              {errorText(add.error)}
            </p>
          ) : null}
        </div>
      ) : (
        <div className="flex flex-col gap-3">
          {owner ? (
            <button type="button" className="btn-outline self-start" onClick={() => setAdding(true)}>
              <UserPlus aria-hidden="true" className="size-4" />
              {t('members.add')}
            </button>
          ) : null}
          <ul className="flex flex-col divide-y divide-stone-100">
            {detail.members.map((member) => (
              <li key={member.user_id} className="flex items-center gap-3 py-2">
                <InitialsAvatar name={member.name} seed={member.user_id} size="sm" />
                <span className="flex min-w-0 flex-1 flex-col">
                  <span className="truncate text-sm font-medium text-stone-900">
                    {member.name}{' '}
                    {member.user_id === me ? <span className="text-stone-500">{t('members.you')}</span> : null}
                  </span>
                </span>
                {member.role === 'owner' ? <Badge tone="green">{t('members.owner')}</Badge> : null}
                {owner && member.user_id !== me ? (
                  <button
                    type="button"
                    aria-label={t('members.remove', { name: member.name })}
                    className="rounded-full p-2 text-stone-500 hover:bg-red-50 hover:text-red-700"
                    disabled={remove.isPending}
                    onClick={() =>
                      remove.mutate(
                        { conversationId: detail.conversation_id, userId: member.user_id, self: false },
                        {
                          onError: (error) =>
                            notify.error(t('members.removeFailed', { name: member.name, reason: errorText(error) })),
                        },
                      )
                    }
                  >
                    <UserMinus aria-hidden="true" className="size-4" />
                  </button>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      )}
    </Modal>
  );
}
