import type { ReactNode } from 'react';

export const INPUT_CLASS =
  'w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-base text-stone-900 placeholder:text-stone-400 aria-[invalid=true]:border-red-500 sm:text-sm';

interface FieldProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  required?: boolean;
  /** shown under the label's line, right-aligned (a character counter) */
  aside?: ReactNode;
  children: ReactNode;
}

/** A labelled form field; the control inside takes fieldAria(id, error, hint). */
export function Field({ id, label, hint, error, required, aside, children }: FieldProps) {
  return (
    <div className="flex flex-col gap-1">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <label htmlFor={id} className="text-sm font-medium text-stone-800">
          {label}
          {required ? <span aria-hidden="true"> *</span> : null}
        </label>
        {aside}
      </div>
      {children}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-stone-500">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** The aria props of a control inside a Field. */
export function fieldAria(id: string, error?: string | null, hint?: unknown) {
  const described = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ');
  return { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': described || undefined } as const;
}

const TONES = {
  stone: 'bg-stone-100 text-stone-700',
  green: 'bg-brand-100 text-brand-800',
  red: 'bg-red-100 text-red-800',
  amber: 'bg-amber-100 text-amber-800',
  blue: 'bg-sky-100 text-sky-800',
} as const;
export type BadgeTone = keyof typeof TONES;

/** A pill for short states. */
export function Badge({ tone = 'stone', children }: { tone?: BadgeTone; children: ReactNode }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ${TONES[tone]}`}
    >
      {children}
    </span>
  );
}
