import { Lock } from 'lucide-react';
import { QueryErrorPanel } from '../../../../components/ui/query-gate';
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
}

/** A failed load: the access state for a 403, otherwise the message with Retry (the alert is the message alone). */
export function LoadError({ error, message, onRetry }: LoadErrorProps) {
  if (isForbidden(error)) return <AccessDenied />;
  return (
    <QueryErrorPanel
      variant="inline"
      inline={{ alertOn: 'message' }}
      title={message}
      body={null}
      error={error}
      onRetry={onRetry}
      retryLabel="Retry"
    />
  );
}
