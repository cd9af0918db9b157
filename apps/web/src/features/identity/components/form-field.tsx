import type { InputHTMLAttributes, ReactNode, Ref } from 'react';

interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> {
  id: string;
  label: string;
  /** Shown after the label in a lighter colour, e.g. "(optional)". */
  labelNote?: string;
  /** A lasting hint under the field (e.g. password rules), linked with aria-describedby. */
  hint?: ReactNode;
  /** The field's own error, shown under it and linked with aria-describedby. */
  error?: string;
  /** A control drawn inside the right edge of the input (e.g. a show-password toggle). */
  trailing?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled text input with its hint and inline error. */
export function FormField({ id, label, labelNote, hint, error, trailing, ref, ...input }: FormFieldProps) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-stone-800">
        {label}
        {labelNote ? <span className="ml-1 font-normal text-stone-500">{labelNote}</span> : null}
      </label>
      <div className="relative mt-1.5">
        <input
          ref={ref}
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          className={`block w-full min-w-0 rounded-lg border bg-white px-3 py-2.5 text-base text-stone-900 shadow-xs transition-colors placeholder:text-stone-400 focus:border-brand-600 sm:text-sm ${
            trailing ? 'pr-12' : ''
          } ${error ? 'border-red-600' : 'border-stone-300 hover:border-stone-400'}`}
          {...input}
        />
        {trailing ? <div className="absolute inset-y-0 right-0 flex items-center pr-1.5">{trailing}</div> : null}
      </div>
      {hint ? (
        <p id={hintId} className="mt-1.5 text-xs text-stone-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
