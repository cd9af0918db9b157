import type { TConversationDetail, TMessage } from '@ankur/shared/schemas/messages';
import { ArrowDown } from 'lucide-react';
import { Fragment, type MutableRefObject, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useErrorText } from '../../../lib/api-errors';
import { useLanguage } from '../../../lib/i18n';
import { useSessionStore } from '../../../stores/session';
import { historyMessages } from '../api/cache';
import { useDeleteMessage, type useMessageHistory, useSendMessage } from '../api/messages';
import { useMessagesTranslation } from '../i18n';
import { type OutboxItem, useOutbox } from '../state/outbox';
import { dayKey, dayLabel } from './format';
import { type MessageAction, MessageBubble, PendingBubble } from './message-bubble';
import { receiptOf } from './receipts';
import { ReportDialog } from './report-dialog';

/** How close to an edge (px) still counts as "at" it. */
const EDGE = 48;

function DaySeparator({ date }: { date: string }) {
  const { t } = useMessagesTranslation();
  const language = useLanguage();
  const label = dayLabel(date, language);
  return (
    <div className="flex items-center gap-3 py-2 text-xs font-medium text-stone-500">
      <span className="h-px flex-1 bg-stone-200" />
      <span>{label.kind === 'date' ? label.text : t(`thread.${label.kind}`)}</span>
      <span className="h-px flex-1 bg-stone-200" />
    </div>
  );
}

/**
 * The thread's messages, oldest at the top: older pages load at the top (button, or scrolling to
 * it) without moving what is on screen; a new message scrolls into view when the reader is at the
 * bottom (or sent it), otherwise a "New messages" pill offers to jump there.
 */
export function MessageList({
  detail,
  history,
  atBottomRef,
  onBottomChange,
}: {
  detail: TConversationDetail;
  history: ReturnType<typeof useMessageHistory>;
  atBottomRef: MutableRefObject<boolean>;
  onBottomChange: (atBottom: boolean) => void;
}) {
  const { t } = useMessagesTranslation();
  const errorText = useErrorText();
  const me = useSessionStore((s) => s.user?.user_id);
  const conversationId = detail.conversation_id;
  const messages = useMemo(() => historyMessages(history.data), [history.data]);
  const allPending = useOutbox((s) => s.items);
  const pending = useMemo(() => {
    const stored = new Set(messages.map((m) => m.client_id).filter(Boolean));
    return allPending.filter((i) => i.conversation_id === conversationId && !stored.has(i.client_id));
  }, [allPending, messages, conversationId]);
  const sender = useSendMessage(errorText);
  const remove = useDeleteMessage();
  const [deleting, setDeleting] = useState<TMessage | null>(null);
  const [reporting, setReporting] = useState<TMessage | null>(null);
  const [pill, setPill] = useState(false);
  const scroller = useRef<HTMLDivElement>(null);
  const saved = useRef<{ height: number; top: number } | null>(null);

  const oldestId = messages[0]?.message_id ?? 0;
  const last: TMessage | OutboxItem | undefined = pending.at(-1) ?? messages.at(-1);
  const newestKey = last ? ('message_id' in last ? `m${last.message_id}` : `p${last.client_id}`) : '';
  const newestIsMine = last ? !('message_id' in last) || last.sender_id === me : false;

  const toBottom = () => {
    const el = scroller.current;
    if (el) el.scrollTop = el.scrollHeight;
    setPill(false);
  };
  const loadOlder = () => {
    const el = scroller.current;
    if (!history.hasNextPage || history.isFetchingNextPage) return;
    if (el) saved.current = { height: el.scrollHeight, top: el.scrollTop };
    void history.fetchNextPage();
  };

  // older messages prepended: keep what was on screen where it was
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the oldest message changes
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el || !saved.current) return;
    el.scrollTop = el.scrollHeight - saved.current.height + saved.current.top;
    saved.current = null;
  }, [oldestId]);

  // a new newest message: follow it when at the bottom (or it is mine), otherwise offer the pill
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the newest message changes
  useLayoutEffect(() => {
    if (!newestKey) return;
    if (atBottomRef.current || newestIsMine) toBottom();
    else setPill(true);
  }, [newestKey]);

  // a conversation opened: start at its newest message
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per conversation
  useEffect(() => {
    atBottomRef.current = true;
    toBottom();
  }, [conversationId]);

  const onScroll = () => {
    const el = scroller.current;
    if (!el) return;
    const atBottom = el.scrollHeight - el.scrollTop - el.clientHeight < EDGE;
    if (atBottom !== atBottomRef.current) {
      atBottomRef.current = atBottom;
      onBottomChange(atBottom);
    }
    if (atBottom) setPill(false);
    if (el.scrollTop < EDGE) loadOlder();
  };

  const onAction = (action: MessageAction, message: TMessage) =>
    action === 'delete' ? setDeleting(message) : setReporting(message);
  const group = detail.kind === 'group';

  return (
    <div className="relative min-h-0 flex-1">
      <div
        ref={scroller}
        onScroll={onScroll}
        className="h-full overflow-y-auto overscroll-contain px-3 py-3 sm:px-5"
        role="log"
        aria-label={t('thread.messagesLabel')}
        aria-live="polite"
        aria-relevant="additions"
      >
        <div className="flex justify-center pb-2">
          {history.hasNextPage ? (
            <button
              type="button"
              className="btn-ghost px-3 py-1.5 text-xs"
              disabled={history.isFetchingNextPage}
              onClick={loadOlder}
            >
              {history.isFetchingNextPage ? t('thread.loadingOlder') : t('thread.loadOlder')}
            </button>
          ) : messages.length > 0 ? (
            <p className="text-xs text-stone-500">{t('thread.beginning')}</p>
          ) : null}
        </div>
        {messages.length === 0 && pending.length === 0 ? (
          <p className="py-10 text-center text-sm text-stone-600">{t('thread.empty')}</p>
        ) : null}
        <ol className="flex flex-col gap-3">
          {messages.map((message, index) => {
            const previous = messages[index - 1];
            const newDay = !previous || dayKey(previous.created_at) !== dayKey(message.created_at);
            const own = message.sender_id === me;
            return (
              <Fragment key={message.message_id}>
                {newDay ? (
                  <li>
                    <DaySeparator date={message.created_at} />
                  </li>
                ) : null}
                <li>
                  <MessageBubble
                    message={message}
                    own={own}
                    showSender={group && (newDay || previous?.sender_id !== message.sender_id)}
                    receipt={own ? receiptOf(message.message_id, detail.members, me, group) : null}
                    onAction={onAction}
                  />
                </li>
              </Fragment>
            );
          })}
          {pending.map((item) => (
            <li key={item.client_id}>
              <PendingBubble
                item={item}
                onRetry={() => void sender.retry(item)}
                onDiscard={() => sender.discard(item.client_id)}
              />
            </li>
          ))}
        </ol>
      </div>
      {pill ? (
        <button
          type="button"
          onClick={toBottom}
          className="absolute bottom-3 left-1/2 inline-flex -translate-x-1/2 items-center gap-1.5 rounded-full bg-brand-700 px-3 py-1.5 text-xs font-semibold text-white shadow-lg"
        >
          {t('thread.newMessages')}
          <ArrowDown aria-hidden="true" className="size-3.5" />
        </button>
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) {
            setDeleting(null);
            remove.reset();
          }
        }}
        title={t('message.deleteTitle')}
        confirmLabel={t('message.deleteConfirm')}
        destructive
        pending={remove.isPending}
        error={remove.isError ? t('message.deleteFailed', { reason: errorText(remove.error) }) : null}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting, {
            onSuccess: () => {
              setDeleting(null);
              remove.reset();
            },
          })
        }
      >
        <p>{t('message.deleteBody')}</p>
      </ConfirmDialog>
      <ReportDialog message={reporting} onClose={() => setReporting(null)} />
    </div>
  );
}
