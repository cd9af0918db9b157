import type { TConversation } from '@ankur/shared/schemas/messages';
import { BellOff, MessageSquarePlus, MessagesSquare } from 'lucide-react';
import { type ReactNode, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { InitialsAvatar } from '../../../components/ui/avatar';
import { SearchInput } from '../../../components/ui/data-table-controls';
import { ItemDate } from '../../../components/ui/item-date';
import { LoadMore } from '../../../components/ui/load-more';
import { QueryGate } from '../../../components/ui/query-gate';
import { StatePanel } from '../../../components/ui/state-panel';
import { useFormatNumber } from '../../../lib/i18n';
import { useSessionStore } from '../../../stores/session';
import { useConversationList } from '../api/conversations';
import { useMessagesTranslation } from '../i18n';

/** The last message as the list shows it: "You: …", the deleted placeholder, or the attachments. */
function usePreview() {
  const { t } = useMessagesTranslation();
  const formatNumber = useFormatNumber();
  const me = useSessionStore((s) => s.user?.user_id);
  return (conversation: TConversation): string => {
    const last = conversation.last_message;
    if (!last) return t('list.noMessages');
    let text = last.deleted_at ? t('list.deleted') : last.body.replace(/\s+/g, ' ').trim();
    if (!text && last.attachments.length > 0) {
      text = t('list.attachment', { count: last.attachments.length, number: formatNumber(last.attachments.length) });
    }
    return last.sender_id === me && !last.deleted_at ? t('list.you', { text }) : text;
  };
}

function ConversationRow({ conversation, selected }: { conversation: TConversation; selected: boolean }) {
  const { t } = useMessagesTranslation();
  const formatNumber = useFormatNumber();
  const preview = usePreview();
  const { unread } = conversation;
  return (
    <Link
      to={`?c=${conversation.conversation_id}`}
      aria-current={selected ? 'page' : undefined}
      className={`flex items-center gap-3 rounded-xl px-3 py-2.5 ${
        selected ? 'bg-brand-50 ring-1 ring-brand-200' : 'hover:bg-stone-50'
      }`}
    >
      <InitialsAvatar
        name={conversation.title}
        group={conversation.kind === 'group'}
        seed={conversation.conversation_id}
      />
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="flex items-baseline gap-2">
          <span
            className={`min-w-0 flex-1 truncate text-sm ${unread > 0 ? 'font-bold' : 'font-semibold'} text-stone-900`}
          >
            {conversation.title}
          </span>
          {conversation.last_message ? (
            <ItemDate date={conversation.last_message.created_at} className="shrink-0 text-xs text-stone-500" />
          ) : null}
        </span>
        <span className="flex items-center gap-2">
          <span
            data-testid="conversation-preview"
            className={`min-w-0 flex-1 truncate text-sm ${unread > 0 ? 'text-stone-900' : 'text-stone-600'}`}
          >
            {preview(conversation)}
          </span>
          {conversation.muted ? (
            <BellOff aria-label={t('list.muted')} role="img" className="size-3.5 shrink-0 text-stone-400" />
          ) : null}
          {unread > 0 ? (
            <span
              data-testid="conversation-unread"
              className="min-w-5 shrink-0 rounded-full bg-brand-700 px-1.5 text-center text-xs leading-5 font-bold text-white"
            >
              <span aria-hidden="true">{formatNumber(unread)}</span>
              <span className="sr-only">{t('list.unread', { count: unread, number: formatNumber(unread) })}</span>
            </span>
          ) : null}
        </span>
      </span>
    </Link>
  );
}

/** The conversations, newest activity first, with a search box and the "New message" button. */
export function ConversationList({ selectedId, onNew }: { selectedId: number | null; onNew: () => void }) {
  const { t } = useMessagesTranslation();
  const [q, setQ] = useState('');
  const list = useConversationList(q);
  const items = useMemo(() => list.data?.pages.flatMap((page) => page.data) ?? [], [list.data]);

  const loaded = (): ReactNode => {
    if (items.length === 0 && q.trim()) {
      return <p className="px-3 py-8 text-center text-sm text-stone-600">{t('list.noMatches', { q: q.trim() })}</p>;
    }
    if (items.length === 0) {
      return (
        <StatePanel
          variant="plain"
          heading="h3"
          role="status"
          Icon={MessagesSquare}
          title={t('list.empty.title')}
          body={t('list.empty.body')}
        >
          <button type="button" className="btn-primary" onClick={onNew}>
            <MessageSquarePlus aria-hidden="true" className="size-4" />
            {t('list.newMessage')}
          </button>
        </StatePanel>
      );
    }
    return (
      <>
        <ul aria-label={t('list.label')} className="flex flex-col gap-1 p-2">
          {items.map((conversation) => (
            <li key={conversation.conversation_id}>
              <ConversationRow conversation={conversation} selected={conversation.conversation_id === selectedId} />
            </li>
          ))}
        </ul>
        <LoadMore pages={list} label={t('list.loadMore')} loadingLabel={t('list.loadingMore')} variant="full" />
      </>
    );
  };
  const body = (
    <QueryGate
      query={list}
      keepDataOnError={items.length > 0}
      pendingClassName="flex flex-col gap-2 p-2"
      pending={['a', 'b', 'c', 'd'].map((key) => (
        <div key={key} className="h-14 animate-pulse rounded-xl bg-stone-100" />
      ))}
      error={{ title: t('list.error'), variant: 'plain', heading: 'h3' }}
    >
      {loaded}
    </QueryGate>
  );

  return (
    <div className="flex h-full min-h-0 flex-col">
      <div className="flex flex-col gap-2 border-b border-stone-200 p-3">
        <div className="flex items-center justify-between gap-2">
          <h1 className="text-lg font-bold text-stone-900">{t('screen.title')}</h1>
          <button type="button" className="btn-primary px-3 py-1.5" onClick={onNew}>
            <MessageSquarePlus aria-hidden="true" className="size-4" />
            {t('list.newMessage')}
          </button>
        </div>
        <SearchInput value={q} onChange={setQ} label={t('list.search')} />
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto">{body}</div>
    </div>
  );
}
