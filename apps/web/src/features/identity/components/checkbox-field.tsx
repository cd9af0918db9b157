import type { ReactNode } from 'react';

interface CheckboxFieldProps {
  id: string;
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The label; may hold links (they stay separately focusable). */
  children: ReactNode;
  error?: string;
  /** The id of a region this box shows or hides (aria-controls). */
  controls?: string;
}

/** A checkbox with its label and inline error. */
export function CheckboxField({ id, name, checked, onChange, children, error, controls }: CheckboxFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          id={id}
          name={name}
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          aria-controls={controls}
          aria-expanded={controls ? checked : undefined}
          className="mt-0.5 size-5 shrink-0 rounded border-stone-400 accent-brand-600"
        />
        <label htmlFor={id} className="text-sm text-stone-800">
          {children}
        </label>
      </div>
      {error ? (
        <p id={errorId} className="mt-1.5 pl-8 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
