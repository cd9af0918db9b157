import type { TMessageAttachment } from '@ankur/shared/schemas/messages';
import { create } from 'zustand';

/**
 * Messages on their way to the server (the optimistic ones): shown at the end of their thread as
 * "Sending…", and when the server refused or could not be reached, "Not sent — Retry". Kept per
 * client_id, across switching conversations; once the server has the message it leaves this list
 * (the stored one takes its place, by client_id, so it never shows twice).
 */
export interface OutboxItem {
  client_id: string;
  conversation_id: number;
  body: string;
  attachments: TMessageAttachment[];
  status: 'sending' | 'failed';
  /** why the last try failed, in words a person can act on */
  error: string | null;
  created_at: string;
}

interface OutboxState {
  items: OutboxItem[];
  put: (item: OutboxItem) => void;
  fail: (clientId: string, error: string) => void;
  remove: (clientId: string) => void;
  reset: () => void;
}

export const useOutbox = create<OutboxState>((set) => ({
  items: [],
  put: (item) => set((s) => ({ items: [...s.items.filter((i) => i.client_id !== item.client_id), item] })),
  fail: (clientId, error) =>
    set((s) => ({
      items: s.items.map((i) => (i.client_id === clientId ? { ...i, status: 'failed' as const, error } : i)),
    })),
  remove: (clientId) => set((s) => ({ items: s.items.filter((i) => i.client_id !== clientId) })),
  reset: () => set({ items: [] }),
}));

/** A fresh client_id (the server keeps it, so a resend of the same message is stored once). */
export function newClientId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `c-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}
