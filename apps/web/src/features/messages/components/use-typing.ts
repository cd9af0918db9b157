import { TYPING_TTL_MS } from '@ankur/shared/schemas/messages';
import { useCallback, useEffect, useRef, useState } from 'react';
import { emitRealtime, useRealtimeEvent } from '../../../lib/socket';
import { useSessionStore } from '../../../stores/session';
import { useMessagesTranslation } from '../i18n';

/** "Still typing" is said again at most this often while the user types. */
export const TYPING_THROTTLE_MS = 3000;

/**
 * Who is typing in the open conversation ('conversation:typing'), each for TYPING_TTL_MS unless
 * they say so again; a message from them, or "stopped", removes them at once.
 */
export function useTypingText(conversationId: number): string | null {
  const { t } = useMessagesTranslation();
  const me = useSessionStore((s) => s.user?.user_id);
  const [typing, setTyping] = useState<{ userId: number; name: string }[]>([]);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  const drop = useCallback((userId: number) => {
    clearTimeout(timers.current.get(userId));
    timers.current.delete(userId);
    setTyping((list) => list.filter((p) => p.userId !== userId));
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new conversation starts with no one typing
  useEffect(() => {
    const running = timers.current;
    setTyping([]);
    return () => {
      for (const timer of running.values()) clearTimeout(timer);
      running.clear();
    };
  }, [conversationId]);

  useRealtimeEvent('conversation:typing', (payload) => {
    if (payload.conversation_id !== conversationId || payload.user_id === me) return;
    if (!payload.typing) return drop(payload.user_id);
    clearTimeout(timers.current.get(payload.user_id));
    timers.current.set(
      payload.user_id,
      setTimeout(() => drop(payload.user_id), TYPING_TTL_MS),
    );
    setTyping((list) =>
      list.some((p) => p.userId === payload.user_id)
        ? list
        : [...list, { userId: payload.user_id, name: payload.name }],
    );
  });
  useRealtimeEvent('message:new', (message) => {
    if (message.conversation_id === conversationId) drop(message.sender_id);
  });

  if (typing.length === 0) return null;
  if (typing.length > 2) return t('thread.typingMany');
  const names =
    typing.length === 1
      ? (typing[0]?.name ?? '')
      : t('thread.and', { first: typing[0]?.name, second: typing[1]?.name });
  return t('thread.typing', { count: typing.length, names });
}

/** Tells the conversation when the user types (at most every TYPING_THROTTLE_MS) and stops. */
export function useTypingEmitter(conversationId: number): (typing: boolean) => void {
  const lastSent = useRef(0);
  useEffect(
    () => () => {
      if (lastSent.current > 0) emitRealtime('conversation:typing', { conversation_id: conversationId, typing: false });
      lastSent.current = 0;
    },
    [conversationId],
  );
  return useCallback(
    (typing: boolean) => {
      const now = Date.now();
      if (typing) {
        if (now - lastSent.current < TYPING_THROTTLE_MS) return;
        if (emitRealtime('conversation:typing', { conversation_id: conversationId, typing: true }))
          lastSent.current = now;
        return;
      }
      if (lastSent.current === 0) return;
      lastSent.current = 0;
      emitRealtime('conversation:typing', { conversation_id: conversationId, typing: false });
    },
    [conversationId],
  );
}
