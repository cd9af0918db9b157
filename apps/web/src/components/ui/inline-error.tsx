import { type LucideIcon, RotateCcw } from 'lucide-react';
import type { ReactNode } from 'react';
import { useCommonTranslation } from '../../lib/api-errors';

export interface InlineErrorProps {
  /** the lead words (what failed); bold on a line of their own in the stacked layout */
  title?: ReactNode;
  /** the words after the title (the error's text, usually) */
  body?: ReactNode;
  Icon?: LucideIcon;
  /** no Retry button when left out */
  onRetry?: () => void;
  /** the Retry button's words ("Try again" by default) */
  retryLabel?: string;
  retryClassName?: string;
  /** row: one line that wraps, Retry at its end; stack: title, text and Retry below each other */
  layout?: 'row' | 'stack';
  /** 'message': only the words are the alert (the reader hears them without the button's name) */
  alertOn?: 'block' | 'message';
  /** placement and spacing the container adds (margins, centring) */
  className?: string;
}

/**
 * A failed load inside a pane, panel or dialog (where a full StatePanel would not fit): the words on
 * a light red box and a Retry button, one look for every feature.
 */
export function InlineError({
  title,
  body,
  Icon,
  onRetry,
  retryLabel,
  retryClassName = 'btn-outline bg-white',
  layout = 'row',
  alertOn = 'block',
  className = '',
}: InlineErrorProps) {
  const { t } = useCommonTranslation();
  const stack = layout === 'stack';
  const messageRole = alertOn === 'message' ? 'alert' : undefined;
  const icon = Icon ? <Icon aria-hidden="true" className={stack ? 'size-4' : 'size-5 shrink-0'} /> : null;
  return (
    <div
      role={alertOn === 'block' ? 'alert' : undefined}
      className={`flex gap-2 rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800 ${stack ? 'flex-col items-start' : 'flex-wrap items-center gap-3'} ${className}`}
    >
      {stack ? (
        <>
          {title ? (
            <p className="flex items-center gap-2 font-semibold">
              {icon}
              {title}
            </p>
          ) : null}
          {body ? <p role={messageRole}>{body}</p> : null}
        </>
      ) : (
        <>
          {icon}
          <p role={messageRole} className="min-w-0 flex-[1_1_16rem]">
            {title}
            {title && body ? ' ' : null}
            {body}
          </p>
        </>
      )}
      {onRetry ? (
        <button type="button" className={retryClassName} onClick={onRetry}>
          <RotateCcw aria-hidden="true" className="size-4" />
          {retryLabel ?? t('retry')}
        </button>
      ) : null}
    </div>
  );
}
