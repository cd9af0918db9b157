import type { TMessageAttachment } from '@ankur/shared/schemas/messages';
import { Ban, MessageSquareOff } from 'lucide-react';
import { type MutableRefObject, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { QueryErrorPanel } from '../../../components/ui/query-gate';
import { StatePanel } from '../../../components/ui/state-panel';
import { ApiError } from '../../../lib/api-client';
import { useErrorText } from '../../../lib/api-errors';
import { emitRealtime, useRealtimeEvent } from '../../../lib/socket';
import { useSessionStore } from '../../../stores/session';
import { historyMessages } from '../api/cache';
import { useConversation } from '../api/conversations';
import { useMarkRead, useMessageHistory, useSendMessage } from '../api/messages';
import { useMessagesTranslation } from '../i18n';
import { Composer } from './composer';
import { MessageList } from './message-list';
import { ThreadHeader } from './thread-header';
import { ThreadSearch } from './thread-search';
import { useTypingEmitter, useTypingText } from './use-typing';

/** Whether the page is on screen (another tab or a minimised window is not reading). */
function useVisible(): boolean {
  const [visible, setVisible] = useState(() => document.visibilityState !== 'hidden');
  useEffect(() => {
    const update = () => setVisible(document.visibilityState !== 'hidden');
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, []);
  return visible;
}

/** The server learns which conversation is open (typing indicators), again after each reconnection. */
function useOpenConversation(conversationId: number) {
  useRealtimeEvent('connect', () => {
    emitRealtime('conversation:open', { conversation_id: conversationId }, () => {});
  });
  useEffect(() => {
    emitRealtime('conversation:open', { conversation_id: conversationId }, () => {});
    return () => {
      emitRealtime('conversation:close');
    };
  }, [conversationId]);
}

/**
 * One conversation: header, history, typing indicator and composer. Its newest messages are
 * marked read while the reader sees them (the page visible, the thread at its bottom).
 */
export function Thread({
  conversationId,
  readingRef,
  onBack,
  onLeft,
}: {
  conversationId: number;
  readingRef: MutableRefObject<() => boolean>;
  onBack: () => void;
  onLeft: () => void;
}) {
  const { t } = useMessagesTranslation();
  const errorText = useErrorText();
  const me = useSessionStore((s) => s.user?.user_id);
  const detail = useConversation(conversationId);
  const history = useMessageHistory(conversationId);
  const markRead = useMarkRead();
  const sender = useSendMessage(errorText);
  const visible = useVisible();
  const atBottomRef = useRef(true);
  const [atBottom, setAtBottom] = useState(true);
  const [searching, setSearching] = useState(false);
  const typingText = useTypingText(conversationId);
  const onTyping = useTypingEmitter(conversationId);
  useOpenConversation(conversationId);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new conversation starts at its bottom, not searching
  useEffect(() => {
    setSearching(false);
    setAtBottom(true);
  }, [conversationId]);

  const reading = visible && atBottom && !searching;
  readingRef.current = () => document.visibilityState !== 'hidden' && atBottomRef.current && !searching;

  const messages = useMemo(() => historyMessages(history.data), [history.data]);
  const mine = detail.data?.members.find((m) => m.user_id === me);
  const newestId = messages.at(-1)?.message_id ?? 0;
  const newestOther = [...messages].reverse().find((m) => m.sender_id !== me)?.message_id ?? 0;
  const posted = useRef(0);

  // read up to the newest message while it is seen
  const { mutate: read } = markRead;
  useEffect(() => {
    if (!reading || !mine || newestOther === 0) return;
    if (newestOther <= mine.last_read_message_id || newestId <= posted.current) return;
    posted.current = newestId;
    read({ conversationId, messageId: newestId }, { onError: () => (posted.current = 0) });
  }, [reading, mine, newestOther, newestId, conversationId, read]);

  // the newest from others has reached this device
  useEffect(() => {
    if (!mine || newestOther <= mine.last_delivered_message_id) return;
    emitRealtime('message:delivered', { conversation_id: conversationId, message_id: newestOther });
  }, [mine, newestOther, conversationId]);

  const send = useCallback(
    (body: string, attachments: TMessageAttachment[]) => void sender.send(conversationId, body, attachments),
    [sender, conversationId],
  );

  if (detail.isPending || (history.isPending && !detail.isError)) {
    return (
      <div role="status" aria-live="polite" className="flex flex-1 flex-col gap-3 p-4">
        <span className="sr-only">{t('common.loading')}</span>
        <div className="h-10 w-1/2 animate-pulse rounded-lg bg-stone-100" />
        {['a', 'b', 'c'].map((key, i) => (
          <div key={key} className={`h-12 w-2/3 animate-pulse rounded-2xl bg-stone-100 ${i % 2 ? 'self-end' : ''}`} />
        ))}
      </div>
    );
  }
  if (detail.isError || !detail.data || history.isError) {
    const error = detail.error ?? history.error;
    const gone = error instanceof ApiError && error.status === 404;
    if (!gone) {
      return (
        <QueryErrorPanel
          variant="plain"
          heading="h3"
          title={t('thread.error')}
          error={error}
          onRetry={() => void Promise.all([detail.refetch(), history.refetch()])}
        />
      );
    }
    return (
      <StatePanel
        variant="plain"
        heading="h3"
        role="alert"
        tone="error"
        Icon={MessageSquareOff}
        title={t('thread.gone')}
      >
        <button type="button" className="btn-outline" onClick={onLeft}>
          {t('thread.back')}
        </button>
      </StatePanel>
    );
  }

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <ThreadHeader
        detail={detail.data}
        searching={searching}
        onToggleSearch={() => setSearching((on) => !on)}
        onBack={onBack}
        onLeft={onLeft}
      />
      {searching ? (
        <ThreadSearch conversationId={conversationId} />
      ) : (
        <MessageList detail={detail.data} history={history} atBottomRef={atBottomRef} onBottomChange={setAtBottom} />
      )}
      <p aria-live="polite" className="min-h-5 px-4 text-xs text-stone-500 italic">
        {typingText}
      </p>
      {detail.data.blocked ? (
        <p
          role="note"
          className="flex items-center gap-2 border-t border-stone-200 bg-stone-50 px-4 py-3 text-sm text-stone-700"
        >
          <Ban aria-hidden="true" className="size-4 shrink-0" />
          {t('thread.blockedNotice')}
        </p>
      ) : (
        <Composer key={conversationId} onSend={send} onTyping={onTyping} />
      )}
    </div>
  );
}
