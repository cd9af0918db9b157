import type { ReactNode } from 'react';

export const INPUT_CLASS =
  'w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm text-stone-900 placeholder:text-stone-400 aria-[invalid=true]:border-red-500';

interface FieldProps {
  id: string;
  label: string;
  hint?: string;
  error?: string | null;
  required?: boolean;
  children: ReactNode;
}

/** A labelled form field; the control inside must carry `id` (and aria-describedby={`${id}-note`} if noted). */
export function Field({ id, label, hint, error, required, children }: FieldProps) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-stone-800">
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {children}
      {error ? (
        <p id={`${id}-note`} className="text-xs text-red-700">
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-note`} className="text-xs text-stone-500">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** The aria props of a control inside a Field. */
export function fieldAria(id: string, error?: string | null, hint?: string) {
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error || hint ? `${id}-note` : undefined,
  } as const;
}

/** A small labelled filter select of a table toolbar. */
export function FilterSelect({
  id,
  label,
  value,
  onChange,
  children,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1 text-sm sm:w-48">
      <label htmlFor={id} className="text-xs font-medium text-stone-600">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className="rounded-lg border border-stone-300 bg-white px-2 py-2"
      >
        {children}
      </select>
    </div>
  );
}

/** A pill for short states (enabled, view, status). */
export function Badge({
  tone = 'stone',
  children,
}: {
  tone?: 'stone' | 'green' | 'red' | 'amber' | 'blue';
  children: ReactNode;
}) {
  const tones = {
    stone: 'bg-stone-100 text-stone-700',
    green: 'bg-brand-100 text-brand-800',
    red: 'bg-red-100 text-red-800',
    amber: 'bg-amber-100 text-amber-800',
    blue: 'bg-sky-100 text-sky-800',
  } as const;
  return (
    <span
      className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ${tones[tone]}`}
    >
      {children}
    </span>
  );
}
