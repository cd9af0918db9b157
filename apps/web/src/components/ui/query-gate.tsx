import { CircleAlert, type LucideIcon, RotateCcw } from 'lucide-react';
import type { ReactNode } from 'react';
import { ApiError } from '../../lib/api-client';
import { useCommonTranslation, useErrorText } from '../../lib/api-errors';
import { InlineError, type InlineErrorProps } from './inline-error';
import { ScreenLoader } from './loaders';
import { StatePanel } from './state-panel';

/** The parts of a TanStack query (useQuery or useInfiniteQuery) the gate reads. */
export interface GatedQuery<T> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: T | undefined;
  refetch: () => unknown;
}

export interface QueryGateError {
  /** the panel's title: what could not be loaded */
  title: string;
  /** the panel's text; the error in the common words (lib/api-errors.ts) by default, none when null */
  body?: ReactNode;
  Icon?: LucideIcon;
  heading?: 'h1' | 'h2' | 'h3';
  headingId?: string;
  /** card or plain: the centred StatePanel; inline: the compact box of a pane or dialog (InlineError) */
  variant?: 'card' | 'plain' | 'inline';
  /** the inline variant's layout, alert and placement (see InlineError) */
  inline?: Pick<InlineErrorProps, 'layout' | 'alertOn' | 'className'>;
  /** the Retry button's words ("Try again" by default) */
  retryLabel?: string;
  /** the Retry button's look */
  retryClassName?: string;
}

export interface QueryGateProps<T> {
  query: GatedQuery<T>;
  /**
   * What shows while the first answer is on its way: a skeleton, placed in a polite status region
   * that reads `loadingLabel` out; the sprouting loader when left out.
   */
  pending?: ReactNode;
  pendingClassName?: string;
  loadingLabel?: string;
  error: QueryGateError;
  /** what a 404 shows instead of the error panel */
  notFound?: ReactNode;
  /** Keep showing the data when a later page or refetch fails (the caller shows that error). */
  keepDataOnError?: boolean;
  children: (data: T) => ReactNode;
}

/**
 * One query's states, the same on every screen: pending → the skeleton or loader; a 404 → the
 * not-found view; another failure → the error panel with Retry (refetch); else the children with
 * the data.
 */
export function QueryGate<T>({
  query,
  pending,
  pendingClassName,
  loadingLabel,
  error,
  notFound,
  keepDataOnError = false,
  children,
}: QueryGateProps<T>) {
  const { t } = useCommonTranslation();
  if (query.isPending) {
    if (pending === undefined) return <ScreenLoader />;
    return (
      <div role="status" aria-live="polite" className={pendingClassName}>
        <span className="sr-only">{loadingLabel ?? t('loading')}</span>
        {pending}
      </div>
    );
  }
  if (query.isError && !(keepDataOnError && query.data !== undefined)) {
    if (notFound !== undefined && query.error instanceof ApiError && query.error.status === 404) return notFound;
    return <QueryErrorPanel {...error} error={query.error} onRetry={() => void query.refetch()} />;
  }
  return <>{query.data === undefined ? null : children(query.data)}</>;
}

/**
 * The failed-load panel with Retry, for a screen that renders its own pending state (QueryGate
 * uses it too): the error in the common words unless `body` says otherwise. Without `onRetry`
 * (a refusal that a retry will not change) it has no button.
 */
export function QueryErrorPanel({
  error,
  onRetry,
  title,
  body,
  Icon,
  heading,
  headingId,
  variant,
  inline,
  retryLabel,
  retryClassName,
}: QueryGateError & { error: unknown; onRetry?: () => void }) {
  const { t } = useCommonTranslation();
  const errorText = useErrorText();
  const text = body === undefined ? errorText(error) : body;
  if (variant === 'inline') {
    return (
      <InlineError
        {...inline}
        title={title}
        body={text}
        Icon={Icon}
        onRetry={onRetry}
        retryLabel={retryLabel}
        retryClassName={retryClassName}
      />
    );
  }
  return (
    <StatePanel
      role="alert"
      tone="error"
      Icon={Icon ?? CircleAlert}
      title={title}
      body={text}
      heading={heading}
      headingId={headingId}
      variant={variant}
    >
      {onRetry ? (
        <button type="button" className={retryClassName ?? 'btn-primary'} onClick={onRetry}>
          <RotateCcw aria-hidden="true" className="size-4" />
          {retryLabel ?? t('retry')}
        </button>
      ) : null}
    </StatePanel>
  );
}
