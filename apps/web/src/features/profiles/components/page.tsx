import type { ReactNode } from 'react';

/** The frame of the profile screens: a heading, an introduction, an action beside them, then the body. */
export function ProfilesPage({
  headingId,
  title,
  intro,
  action,
  children,
}: {
  headingId: string;
  title: string;
  intro?: ReactNode;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={headingId} className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6 sm:py-10">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h1 id={headingId} className="text-2xl font-bold tracking-tight break-words text-stone-900 sm:text-3xl">
            {title}
          </h1>
          {intro ? <p className="mt-2 text-stone-600">{intro}</p> : null}
        </div>
        {action ? <div className="shrink-0">{action}</div> : null}
      </header>
      <div className="mt-6 flex flex-col gap-4">{children}</div>
    </section>
  );
}

/** A white card with a heading. */
export function Card({ title, children, id }: { title: string; children: ReactNode; id: string }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl bg-white p-4 ring-1 ring-stone-200 sm:p-6">
      <h2 id={id} className="text-lg font-semibold text-stone-900">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

/** Short labels as pills. */
export function Tags({ items, label }: { items: readonly string[]; label: string }) {
  if (items.length === 0) return null;
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {items.map((item) => (
        <li key={item} className="rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-800">
          {item}
        </li>
      ))}
    </ul>
  );
}
