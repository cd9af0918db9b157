import type { ReactNode } from 'react';

/** Text inputs, the select and the textarea of the Contact Us form; a 3:1 border on white. */
export const CONTROL_CLASS =
  'w-full rounded-lg border border-stone-500 bg-white px-3 py-2 text-base text-stone-900 aria-[invalid=true]:border-red-700 aria-[invalid=true]:ring-1 aria-[invalid=true]:ring-red-700';

/** A link inside the section's text. */
export const LINK_CLASS = 'font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800';

interface ContactFieldProps {
  id: string;
  label: string;
  required?: boolean;
  /** Shown after the label of an optional field, such as "(optional)". */
  optionalText?: string;
  /** Placed next to the label, outside it (an InfoTooltip). */
  labelAddon?: ReactNode;
  error?: string;
  hint?: ReactNode;
  /** Shown at the end of the row under the control (the message's character counter). */
  aside?: ReactNode;
  children: ReactNode;
}

/** A labelled control with its error and hint; the control takes controlAria() with the same id. */
export function ContactField({
  id,
  label,
  required,
  optionalText,
  labelAddon,
  error,
  hint,
  aside,
  children,
}: ContactFieldProps) {
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-center gap-1">
        <label htmlFor={id} className="text-sm font-semibold text-stone-900">
          {label}
          {required ? <span aria-hidden="true"> *</span> : null}
          {optionalText ? <span className="font-normal text-stone-700"> {optionalText}</span> : null}
        </label>
        {labelAddon}
      </div>
      {children}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      {hint || aside ? (
        <div className="flex flex-wrap items-start justify-between gap-x-4 text-sm text-stone-700">
          {hint ? <p id={`${id}-hint`}>{hint}</p> : <span />}
          {aside}
        </div>
      ) : null}
    </div>
  );
}

/** The accessibility props of the control inside a ContactField. */
export function controlAria(id: string, { error, hint, extra }: { error?: string; hint?: unknown; extra?: string }) {
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null, extra ?? null]
    .filter(Boolean)
    .join(' ');
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
  } as const;
}
