import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** A centred message for empty and error states, with its actions below. */
export function StatePanel({
  Icon,
  title,
  body,
  children,
  role,
  tone = 'neutral',
}: {
  Icon: LucideIcon;
  title: string;
  body?: ReactNode;
  children?: ReactNode;
  role?: 'alert' | 'status';
  tone?: 'neutral' | 'error';
}) {
  return (
    <div role={role} className="flex flex-col items-center gap-3 px-4 py-10 text-center">
      <span
        className={`flex size-12 items-center justify-center rounded-full ${tone === 'error' ? 'bg-red-50 text-red-700' : 'bg-brand-50 text-brand-700'}`}
      >
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <h3 className="text-base font-semibold text-stone-900">{title}</h3>
      {body ? <p className="max-w-sm text-sm text-stone-600">{body}</p> : null}
      {children ? <div className="mt-1 flex flex-col gap-2 sm:flex-row">{children}</div> : null}
    </div>
  );
}
