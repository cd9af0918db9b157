import { useCallback, useEffect, useRef, useState } from 'react';
import { TOAST_DURATION_MS } from '../../../../../components/ui/toaster';
import type { OutlineKind } from '../../outline-order';
import { itemKey } from './outline-context';

/** How long a deletion can be undone: as long as its toast shows. */
export const UNDO_MS = TOAST_DURATION_MS;

interface Pending {
  kind: OutlineKind;
  id: number;
  name: string;
  timer: number;
}

interface Options {
  /** Sends the deletion; `keepalive` when the page is being left (the request must outlive it). */
  send: (kind: OutlineKind, id: number, options: { keepalive: boolean }) => Promise<unknown>;
  /** The deletion was refused: the item shows again. */
  onFailed: (name: string, error: unknown) => void;
}

/**
 * Deletions that wait UNDO_MS before they are sent, so Undo puts the item back as it was (same
 * id, content, quiz and learners' progress). The item is hidden at once. `flush` sends every
 * waiting deletion now: before the outline's order is saved (it must name every live item), when
 * the editor closes (another route), and when the page is left or hidden (pagehide,
 * visibilitychange: closing the tab, switching apps on a phone) as keepalive requests, which the
 * browser finishes after the page is gone (docs/decisions.md 28).
 */
export function usePendingDeletes({ send, onFailed }: Options) {
  const [hidden, setHidden] = useState<ReadonlySet<string>>(() => new Set());
  const pending = useRef(new Map<string, Pending>());
  const callbacks = useRef({ send, onFailed });
  callbacks.current = { send, onFailed };

  const show = useCallback((key: string) => {
    setHidden((current) => {
      const next = new Set(current);
      next.delete(key);
      return next;
    });
  }, []);

  const run = useCallback(
    async (key: string, keepalive: boolean) => {
      const item = pending.current.get(key);
      if (!item) return;
      window.clearTimeout(item.timer);
      pending.current.delete(key);
      try {
        await callbacks.current.send(item.kind, item.id, { keepalive });
        // it stays hidden: the outline refetches without it
      } catch (error) {
        show(key);
        callbacks.current.onFailed(item.name, error);
      }
    },
    [show],
  );

  const schedule = useCallback(
    (kind: OutlineKind, id: number, name: string) => {
      const key = itemKey(kind, id);
      const timer = window.setTimeout(() => void run(key, false), UNDO_MS);
      pending.current.set(key, { kind, id, name, timer });
      setHidden((current) => new Set(current).add(key));
      return key;
    },
    [run],
  );

  /** Takes a waiting deletion back; false when it has already been sent. */
  const undo = useCallback(
    (key: string): boolean => {
      const item = pending.current.get(key);
      if (!item) return false;
      window.clearTimeout(item.timer);
      pending.current.delete(key);
      show(key);
      return true;
    },
    [show],
  );

  const sendAll = useCallback(
    (keepalive: boolean) =>
      Promise.all([...pending.current.keys()].map((key) => run(key, keepalive))).then(() => undefined),
    [run],
  );
  const flush = useCallback(() => sendAll(false), [sendAll]);

  // the page is closed, reloaded, navigated away from or hidden: what is waiting is sent now
  useEffect(() => {
    const leaving = () => void sendAll(true);
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') leaving();
    };
    window.addEventListener('pagehide', leaving);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', leaving);
      document.removeEventListener('visibilitychange', onVisibility);
      // the editor closes (another route): the page stays, but the request should not depend on it
      leaving();
    };
  }, [sendAll]);

  return { hidden, schedule, undo, flush, isPending: (key: string) => pending.current.has(key) };
}
