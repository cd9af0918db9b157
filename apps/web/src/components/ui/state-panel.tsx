import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * A centred message for empty, error and not-found states, with its actions below: one look for
 * every feature. `variant="plain"` drops the card (inside a pane that is already one); `heading`
 * picks the title's element (h1 when the panel is all the screen shows).
 */
export function StatePanel({
  Icon,
  title,
  body,
  children,
  role,
  tone = 'neutral',
  heading: Heading = 'h2',
  headingId,
  variant = 'card',
}: {
  Icon: LucideIcon;
  title: string;
  body?: ReactNode;
  children?: ReactNode;
  role?: 'alert' | 'status';
  tone?: 'neutral' | 'error';
  heading?: 'h1' | 'h2' | 'h3';
  headingId?: string;
  variant?: 'card' | 'plain';
}) {
  const plain = variant === 'plain';
  return (
    <div
      role={role}
      className={`flex flex-col items-center gap-3 px-4 py-10 text-center ${plain ? '' : 'rounded-2xl bg-white ring-1 ring-stone-200 sm:px-8'}`}
    >
      <span
        className={`flex size-12 items-center justify-center rounded-full ${tone === 'error' ? 'bg-red-50 text-red-700' : 'bg-brand-50 text-brand-700'}`}
      >
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <Heading id={headingId} className={`${plain ? 'text-base' : 'text-lg'} font-semibold text-stone-900`}>
        {title}
      </Heading>
      {body ? <p className={`${plain ? 'max-w-sm' : 'max-w-md'} text-sm text-stone-600`}>{body}</p> : null}
      {children ? <div className="mt-1 flex flex-col gap-2 sm:flex-row">{children}</div> : null}
    </div>
  );
}
