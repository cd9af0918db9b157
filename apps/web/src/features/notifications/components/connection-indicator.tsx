import { CloudOff, RefreshCw } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { notify } from '../../../components/ui/toaster';
import { type SessionClosedReason, useConnectionState, useRealtimeStore } from '../../../stores/realtime';
import { useNotificationsTranslation } from '../i18n';

const CLOSED_TEXT = {
  'signed-out': 'connection.closed.signedOut',
  disabled: 'connection.closed.disabled',
  'rate-limited': 'connection.closed.rateLimited',
} as const satisfies Record<SessionClosedReason, string>;

/** A toast when the server ends the live connection ('session:closed'), in the language on screen. */
function useSessionClosedToast() {
  const { t } = useNotificationsTranslation();
  const closed = useRealtimeStore((state) => state.sessionClosed);
  const shown = useRef(closed?.seq);
  useEffect(() => {
    if (!closed || closed.seq === shown.current) return;
    shown.current = closed.seq;
    notify.warning(t(CLOSED_TEXT[closed.reason] ?? CLOSED_TEXT['signed-out']));
  }, [closed, t]);
}

/**
 * The real-time connection's state (SPEC §4), unobtrusively: nothing while open (or while the first
 * connection opens); a small "Reconnecting…" pill when it is opening again after having been open;
 * "Offline" when closed. A polite live region, so the change is announced without interrupting.
 * Sits under the header (it is placed in a positioned parent), so it never shifts the page.
 */
export function ConnectionIndicator({ className = '' }: { className?: string }) {
  const { t } = useNotificationsTranslation();
  const state = useConnectionState();
  const started = useRealtimeStore((s) => s.started);
  const wasOpen = useRealtimeStore((s) => s.wasOpen);
  useSessionClosedToast();

  const offline = started && state === 'closed';
  const reconnecting = started && state === 'opening' && wasOpen;
  return (
    <div role="status" aria-live="polite" className={`pointer-events-none ${className}`}>
      {offline || reconnecting ? (
        <span
          className={`inline-flex max-w-[calc(100vw-2rem)] items-center gap-1.5 rounded-full px-3 py-1 text-xs font-medium shadow-sm ring-1 ${
            offline ? 'bg-stone-800 text-white ring-stone-900' : 'bg-amber-50 text-amber-900 ring-amber-200'
          }`}
        >
          {offline ? (
            <CloudOff aria-hidden="true" className="size-3.5 shrink-0" />
          ) : (
            <RefreshCw aria-hidden="true" className="size-3.5 shrink-0 motion-safe:animate-spin" />
          )}
          <span>{offline ? t('connection.offline') : t('connection.reconnecting')}</span>
        </span>
      ) : null}
    </div>
  );
}
