import { Lock } from 'lucide-react';
import { isForbidden } from '../errors';

export function AccessDenied() {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-xl bg-white px-4 py-10 text-center ring-1 ring-stone-200"
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-stone-100 text-stone-600">
        <Lock aria-hidden="true" className="size-6" />
      </span>
      <p className="font-semibold text-stone-900">You do not have access to the Admin Center.</p>
      <p className="text-sm text-stone-600">Ask a platform administrator to give your role access.</p>
    </div>
  );
}

interface LoadErrorProps {
  error: unknown;
  /** The SPEC §8 message of this load. */
  message: string;
  onRetry: () => void;
  compact?: boolean;
}

/** A failed load: the access state for a 403, otherwise the message with Retry. */
export function LoadError({ error, message, onRetry, compact }: LoadErrorProps) {
  if (isForbidden(error)) return <AccessDenied />;
  return (
    <div
      className={`flex flex-wrap items-center gap-3 rounded-lg border border-red-200 bg-red-50 text-sm text-red-800 ${compact ? 'px-3 py-2' : 'px-4 py-3'}`}
    >
      <p role="alert" className="flex-1">
        {message}
      </p>
      <button type="button" className="btn-outline bg-white px-3 py-1" onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}
