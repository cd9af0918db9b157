import type { LucideIcon } from 'lucide-react';
import { type ReactNode, useId } from 'react';

/** One card of /account or /settings: an icon, a heading, a line of intro, and its content. */
export function Section({
  title,
  intro,
  Icon,
  children,
  id,
}: {
  title: string;
  intro?: ReactNode;
  Icon: LucideIcon;
  children: ReactNode;
  id?: string;
}) {
  const headingId = useId();
  return (
    <section id={id} aria-labelledby={headingId} className="rounded-2xl bg-white p-4 ring-1 ring-stone-200 sm:p-6">
      <div className="flex items-start gap-3">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0">
          <h2 id={headingId} className="text-lg font-semibold text-stone-900">
            {title}
          </h2>
          {intro ? <p className="mt-0.5 text-sm text-stone-600">{intro}</p> : null}
        </div>
      </div>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** The error line under a form (role=alert, so it is read out when it appears). */
export function FormError({ children }: { children: ReactNode }) {
  if (!children) return null;
  return (
    <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
      {children}
    </p>
  );
}
