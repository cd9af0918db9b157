import { CircleAlert, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { type GatedQuery, QueryGate } from '../../../components/ui/query-gate';

/** One block of the home: a titled card whose body follows a query (skeleton, error with Retry, data). */
export function HomeCard<T>({
  id,
  title,
  Icon,
  query,
  loadingLabel,
  errorTitle,
  className = '',
  children,
}: {
  id: string;
  title: string;
  Icon: LucideIcon;
  query: GatedQuery<T>;
  loadingLabel: string;
  errorTitle: string;
  className?: string;
  children: (data: T) => ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className={`flex flex-col rounded-2xl bg-white p-5 ring-1 ring-stone-200 ${className}`}
    >
      <h2 id={id} className="flex items-center gap-2 text-lg font-semibold text-stone-900">
        <Icon className="size-5 text-brand-700" aria-hidden />
        {title}
      </h2>
      <div className="mt-4 flex flex-1 flex-col">
        <QueryGate
          query={query}
          loadingLabel={loadingLabel}
          pending={<SkeletonLines />}
          error={{ title: errorTitle, variant: 'inline', Icon: CircleAlert, inline: { layout: 'stack' } }}
        >
          {children}
        </QueryGate>
      </div>
    </section>
  );
}

function SkeletonLines() {
  return (
    <span className="flex flex-col gap-3" aria-hidden="true">
      <span className="h-4 w-3/4 animate-pulse rounded bg-stone-100" />
      <span className="h-4 w-1/2 animate-pulse rounded bg-stone-100" />
      <span className="h-8 w-32 animate-pulse rounded-lg bg-stone-200" />
    </span>
  );
}

/** A block with nothing to show: what that means, and the next step. */
export function HomeEmpty({ text, action, to }: { text: string; action: string; to: string }) {
  return (
    <div className="flex flex-1 flex-col items-start gap-3">
      <p className="text-sm text-stone-600">{text}</p>
      <Link to={to} className="btn-outline mt-auto">
        {action}
      </Link>
    </div>
  );
}
