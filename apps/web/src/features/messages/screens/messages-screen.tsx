import { MessagesSquare } from 'lucide-react';
import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useMessagesRealtime } from '../api/realtime';
import { ConversationList } from '../components/conversation-list';
import { NewConversationDialog } from '../components/new-conversation-dialog';
import { Thread } from '../components/thread';
import { useMessagesTranslation } from '../i18n';

/** The open conversation from the URL (?c=ID), so links and reloads keep it. */
export function conversationFromUrl(params: URLSearchParams): number | null {
  const value = Number(params.get('c'));
  return Number.isInteger(value) && value > 0 ? value : null;
}

/**
 * /messages (SPEC §1 chat; one of the Communication tabs): the conversations on the left and the
 * open one on the right; on a phone, the list, then the thread with a Back button. Everything
 * arrives live (new messages, edits, receipts, typing) and is caught up after a reconnection.
 */
export default function MessagesScreen() {
  const { t } = useMessagesTranslation();
  const [params, setParams] = useSearchParams();
  const openId = conversationFromUrl(params);
  const [creating, setCreating] = useState(false);
  const readingRef = useRef<() => boolean>(() => false);

  const select = (conversationId: number | null) =>
    setParams(conversationId === null ? {} : { c: String(conversationId) }, { replace: conversationId === null });

  useMessagesRealtime({
    openId,
    isReading: () => readingRef.current(),
    onOpenRemoved: () => select(null),
  });

  return (
    <section
      aria-label={t('screen.title')}
      className="mx-auto flex h-[calc(100dvh-10rem)] min-h-[28rem] w-full max-w-6xl overflow-hidden bg-white sm:my-3 sm:h-[calc(100dvh-11.5rem)] sm:rounded-2xl sm:ring-1 sm:ring-stone-200"
    >
      <div
        className={`min-h-0 w-full flex-col border-stone-200 md:flex md:w-80 md:shrink-0 md:border-r ${
          openId === null ? 'flex' : 'hidden'
        }`}
      >
        <ConversationList selectedId={openId} onNew={() => setCreating(true)} />
      </div>
      <div className={`min-h-0 flex-1 flex-col bg-stone-50 ${openId === null ? 'hidden md:flex' : 'flex'}`}>
        {openId === null ? (
          <div className="flex flex-1 flex-col items-center justify-center gap-3 p-6 text-center text-stone-600">
            <MessagesSquare aria-hidden="true" className="size-10 text-brand-600" />
            <p className="text-sm">{t('list.pick')}</p>
          </div>
        ) : (
          <Thread
            key={openId}
            conversationId={openId}
            readingRef={readingRef}
            onBack={() => select(null)}
            onLeft={() => select(null)}
          />
        )}
      </div>
      <NewConversationDialog open={creating} onOpenChange={setCreating} onCreated={(id) => select(id)} />
    </section>
  );
}
