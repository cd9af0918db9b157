import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Avatar } from '../../../../components/ui/avatar';

/** One person (or organisation, or circle) in a list: picture, linked name, a line under it, actions at the end. */
export function PersonRow({
  name,
  imageUrl,
  link,
  subtitle,
  meta,
  stacked = false,
  children,
}: {
  name: string;
  imageUrl: string | null;
  link: string;
  subtitle?: string | null;
  meta?: ReactNode;
  /** actions under the text at every width (a narrow column) */
  stacked?: boolean;
  children?: ReactNode;
}) {
  return (
    <li className={`flex flex-col gap-3 px-4 py-4 ${stacked ? '' : 'sm:flex-row sm:items-center'}`}>
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <span aria-hidden className="shrink-0">
          <Avatar name={name} url={imageUrl} size="sm" alt="" />
        </span>
        <div className="min-w-0 flex-1">
          <Link to={link} className="font-semibold text-stone-900 hover:text-brand-800 hover:underline">
            {name}
          </Link>
          {subtitle ? <p className="line-clamp-2 text-sm text-stone-700">{subtitle}</p> : null}
          {meta ? <div className="mt-1 text-xs text-stone-500">{meta}</div> : null}
        </div>
      </div>
      {children ? (
        <div className={`flex flex-wrap items-center gap-2 ${stacked ? 'pl-13' : 'sm:justify-end'}`}>{children}</div>
      ) : null}
    </li>
  );
}

/** The card a list of rows sits in. */
export function RowList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul aria-label={label} className="divide-y divide-stone-200 rounded-2xl bg-white ring-1 ring-stone-200">
      {children}
    </ul>
  );
}

export function RowSkeletons({ count = 4 }: { count?: number }) {
  return (
    <div className="flex flex-col gap-2" aria-hidden>
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
        <div key={i} className="h-16 animate-pulse rounded-xl bg-stone-100" />
      ))}
    </div>
  );
}
