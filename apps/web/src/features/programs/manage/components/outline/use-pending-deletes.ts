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
  /** Sends the deletion. */
  send: (kind: OutlineKind, id: number) => Promise<unknown>;
  /** The deletion was refused: the item shows again. */
  onFailed: (name: string, error: unknown) => void;
}

/**
 * Deletions that wait UNDO_MS before they are sent, so Undo puts the item back as it was (same
 * id, content, quiz and learners' progress). The item is hidden at once. `flush` sends every
 * waiting deletion now: before the outline's order is saved (it must name every live item) and
 * when the editor closes.
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
    async (key: string) => {
      const item = pending.current.get(key);
      if (!item) return;
      window.clearTimeout(item.timer);
      pending.current.delete(key);
      try {
        await callbacks.current.send(item.kind, item.id);
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
      const timer = window.setTimeout(() => void run(key), UNDO_MS);
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

  const flush = useCallback(() => Promise.all([...pending.current.keys()].map(run)).then(() => undefined), [run]);

  // leaving the editor sends what is waiting; closing the page with a deletion waiting asks first
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (pending.current.size === 0) return;
      event.preventDefault();
      void flush();
    };
    window.addEventListener('beforeunload', warn);
    return () => {
      window.removeEventListener('beforeunload', warn);
      void flush();
    };
  }, [flush]);

  return { hidden, schedule, undo, flush, isPending: (key: string) => pending.current.has(key) };
}
