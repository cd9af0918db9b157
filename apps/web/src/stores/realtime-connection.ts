import { useEffect } from 'react';
import { connectRealtime, type NotificationsSink, type RealtimeDeps } from '../lib/socket';
import { useRealtimeStore } from './realtime';
import { useSessionStore } from './session';

/** The real-time connection (lib/socket.ts) wired to the session it follows and the store it reports to. */
const deps: RealtimeDeps = {
  sink: () => useRealtimeStore.getState(),
  session: {
    getState: () => useSessionStore.getState(),
    subscribe: (listener) => useSessionStore.subscribe(listener),
    signOut: () => useSessionStore.getState().signOut(),
  },
};

/**
 * Starts following the session (idempotent: counted, so two callers share one connection; the first
 * caller's `notifications` serves all). Returns the function that stops; the connection closes when
 * the last caller has stopped.
 */
export function startRealtime(notifications?: NotificationsSink): () => void {
  return connectRealtime({ ...deps, notifications });
}

/** Keeps the real-time connection running while the calling component (the signed-in shell) is mounted. */
export function useRealtimeConnection(notifications?: NotificationsSink): void {
  useEffect(() => startRealtime(notifications), [notifications]);
}
