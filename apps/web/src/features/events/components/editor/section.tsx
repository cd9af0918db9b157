import type { ReactNode } from 'react';
import type { EventDraft } from './event-draft';

/** What every section of the editor takes: the draft, a way to change it, and the errors by path. */
export interface SectionProps {
  draft: EventDraft;
  update: (change: (draft: EventDraft) => EventDraft) => void;
  errors: Record<string, string>;
}

/** Sets one top-level field of the draft. */
export const setter =
  (update: SectionProps['update']) =>
  <K extends keyof EventDraft>(key: K, value: EventDraft[K]) =>
    update((d) => ({ ...d, [key]: value }));

/** A titled card of the editor; its id is the anchor the section links jump to. */
export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      id={`section-${id}`}
      aria-labelledby={`section-${id}-title`}
      className="flex scroll-mt-24 flex-col gap-4 rounded-2xl bg-white p-4 ring-1 ring-stone-200 sm:p-6"
    >
      <h2 id={`section-${id}-title`} className="text-lg font-semibold text-stone-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The error line under a control that is not inside a Field (lists, checkbox groups). */
export function FieldError({ id, error }: { id?: string; error?: string }) {
  return error ? (
    <p id={id} className="text-sm text-red-700">
      {error}
    </p>
  ) : null;
}
