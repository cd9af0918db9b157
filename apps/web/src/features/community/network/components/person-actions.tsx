import type { TRelation } from '@ankur/shared/schemas/community-network';
import { Check, MessageSquare, UserCheck, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { notify } from '../../../../components/ui/toaster';
import { useErrorText } from '../../../../lib/api-errors';
import { useStartDirectConversation } from '../../../../lib/direct-conversation';
import { useFollow, useRespond } from '../api/network';
import { useNetworkTranslation } from '../i18n';
import { ConnectDialog } from './connect-dialog';

export interface ActionPerson {
  user_id: number;
  name: string;
  relation: TRelation;
  connection_id: number | null;
  following: boolean;
}

/** "Message": opens (or starts) the direct conversation with the person in Messages. */
export function useMessagePerson() {
  const navigate = useNavigate();
  const create = useStartDirectConversation();
  const errorText = useErrorText();
  return {
    pending: create.isPending,
    open: (userId: number) =>
      create.mutate(userId, {
        onSuccess: (c) => navigate(`/messages?c=${c.conversation_id}`),
        onError: (err) => notify.error(errorText(err)),
      }),
  };
}

/**
 * A person's network actions: Connect (with a note) / Request sent / Accept / Connected, Follow or
 * Unfollow, and Message. Used on member cards, suggestions and the profile page.
 */
export function PersonActions({ person, compact = false }: { person: ActionPerson; compact?: boolean }) {
  const { t } = useNetworkTranslation();
  const errorText = useErrorText();
  const follow = useFollow();
  const respond = useRespond();
  const message = useMessagePerson();
  const [connecting, setConnecting] = useState(false);
  const size = compact ? 'px-3 py-1.5 text-sm' : '';

  const toggleFollow = () =>
    follow.mutate(
      { target_kind: 'user', target_id: person.user_id, follow: !person.following },
      {
        onSuccess: (s) =>
          notify.success(t(s.following ? 'actions.followed' : 'actions.unfollowed', { name: person.name })),
        onError: (err) => notify.error(errorText(err)),
      },
    );

  let connect: React.ReactNode;
  switch (person.relation) {
    case 'connected':
      connect = (
        <span className={`inline-flex items-center gap-1 text-sm font-medium text-brand-800 ${compact ? 'px-1' : ''}`}>
          <UserCheck className="size-4" aria-hidden />
          {t('actions.connected')}
        </span>
      );
      break;
    case 'sent':
      connect = (
        <button type="button" className={`btn-outline ${size}`} disabled>
          <Check className="size-4" aria-hidden />
          {t('actions.sent')}
        </button>
      );
      break;
    case 'received':
      connect = (
        <button
          type="button"
          className={`btn-primary ${size}`}
          disabled={respond.isPending || person.connection_id === null}
          onClick={() =>
            respond.mutate(
              { id: person.connection_id!, action: 'accept' },
              {
                onSuccess: () => notify.success(t('actions.accepted', { name: person.name })),
                onError: (err) => notify.error(errorText(err)),
              },
            )
          }
        >
          <UserCheck className="size-4" aria-hidden />
          {t('actions.accept')}
        </button>
      );
      break;
    default:
      connect = (
        <button
          type="button"
          className={`btn-primary ${size}`}
          aria-label={t('actions.connectWith', { name: person.name })}
          onClick={() => setConnecting(true)}
        >
          <UserPlus className="size-4" aria-hidden />
          {t('actions.connect')}
        </button>
      );
  }

  return (
    <div className="flex flex-wrap items-center gap-2">
      {connect}
      <button
        type="button"
        className={`btn-outline ${size} ${person.following ? 'bg-brand-50' : ''}`}
        aria-pressed={person.following}
        disabled={follow.isPending}
        onClick={toggleFollow}
      >
        {person.following ? t('actions.following') : t('actions.follow')}
      </button>
      <button
        type="button"
        className={`btn-ghost ${size}`}
        disabled={message.pending}
        onClick={() => message.open(person.user_id)}
      >
        <MessageSquare className="size-4" aria-hidden />
        {t('actions.message')}
      </button>
      <ConnectDialog
        person={connecting ? { user_id: person.user_id, name: person.name } : null}
        onClose={() => setConnecting(false)}
      />
    </div>
  );
}
