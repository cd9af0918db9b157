import type { ReactNode } from 'react';

/** The text inputs', selects' and textareas' look (16 px text on phones, so iOS does not zoom). */
export const INPUT_CLASS =
  'w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-base text-stone-900 placeholder:text-stone-400 aria-[invalid=true]:border-red-500 sm:text-sm';

interface FieldProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  required?: boolean;
  /** shown at the end of the label's line (a character counter) */
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

/** The aria props of a control inside a Field: its id, invalid state, and the error and hint it is described by. */
export function fieldAria(id: string, error?: string | null, hint?: unknown) {
  const described = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ');
  return { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': described || undefined } as const;
}
