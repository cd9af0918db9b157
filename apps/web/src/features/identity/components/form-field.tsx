import type { InputHTMLAttributes, ReactNode, Ref } from 'react';

interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> {
  id: string;
  label: string;
  /** The field's own error, shown under it and linked with aria-describedby. */
  error?: string;
  /** A control drawn inside the right edge of the input (e.g. a show-password toggle). */
  trailing?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled text input with its inline error. */
export function FormField({ id, label, error, trailing, ref, ...input }: FormFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-stone-800">
        {label}
      </label>
      <div className="relative mt-1.5">
        <input
          ref={ref}
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={`block w-full rounded-lg border bg-white px-3 py-2.5 text-base text-stone-900 shadow-xs transition-colors placeholder:text-stone-400 focus:border-brand-600 sm:text-sm ${
            trailing ? 'pr-12' : ''
          } ${error ? 'border-red-600' : 'border-stone-300 hover:border-stone-400'}`}
          {...input}
        />
        {trailing ? <div className="absolute inset-y-0 right-0 flex items-center pr-1.5">{trailing}</div> : null}
      </div>
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
