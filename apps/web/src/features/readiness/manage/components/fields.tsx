import type { ReactNode } from 'react';
import { Field, fieldAria, INPUT_CLASS } from '../../../../components/ui/field';
import { useEditor } from '../editor-context';
import { fieldId } from '../validation';

interface Common {
  /** where the value sits in the definition: names the field's id and its problem */
  path: string;
  label: ReactNode;
  hint?: ReactNode;
  required?: boolean;
}

/** A text field of the draft (a textarea when `rows` is given); read-only on a published version. */
export function TextField({
  path,
  label,
  hint,
  required,
  value,
  onChange,
  rows,
  maxLength,
}: Common & { value: string; onChange: (value: string) => void; rows?: number; maxLength?: number }) {
  const { problem, readOnly } = useEditor();
  const id = fieldId(path);
  const error = problem(path);
  const props = {
    ...fieldAria(id, error, hint),
    className: INPUT_CLASS,
    value,
    readOnly,
    maxLength,
    required,
    onChange: (e: { target: { value: string } }) => onChange(e.target.value),
  };
  return (
    <Field id={id} label={label} hint={hint} error={error} required={required}>
      {rows ? <textarea rows={rows} {...props} /> : <input type="text" {...props} />}
    </Field>
  );
}

/** A number field; empty is null when `nullable`, else NaN (which the checks name). */
export function NumberField({
  path,
  label,
  hint,
  required,
  value,
  onChange,
  nullable,
  min,
  max,
  step = 'any',
  placeholder,
}: Common & {
  value: number | null;
  onChange: (value: number | null) => void;
  nullable?: boolean;
  min?: number;
  max?: number;
  step?: number | 'any';
  placeholder?: string;
}) {
  const { problem, readOnly } = useEditor();
  const id = fieldId(path);
  const error = problem(path);
  return (
    <Field id={id} label={label} hint={hint} error={error} required={required}>
      <input
        {...fieldAria(id, error, hint)}
        type="number"
        inputMode="decimal"
        className={INPUT_CLASS}
        value={value === null || Number.isNaN(value) ? '' : value}
        min={min}
        max={max}
        step={step}
        placeholder={placeholder}
        readOnly={readOnly}
        onChange={(e) => onChange(e.target.value === '' ? (nullable ? null : Number.NaN) : Number(e.target.value))}
      />
    </Field>
  );
}

/** A choice among a few values (disabled on a published version). */
export function SelectField<V extends string>({
  path,
  label,
  hint,
  value,
  options,
  onChange,
}: Common & { value: V; options: readonly { value: V; label: string }[]; onChange: (value: V) => void }) {
  const { problem, readOnly } = useEditor();
  const id = fieldId(path);
  const error = problem(path);
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      <select
        {...fieldAria(id, error, hint)}
        className={INPUT_CLASS}
        value={value}
        disabled={readOnly}
        onChange={(e) => onChange(e.target.value as V)}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** A problem of a whole list or card (no field of its own), read out where it is. */
export function ListProblem({ path }: { path: string }) {
  const { problem } = useEditor();
  const error = problem(path);
  if (!error) return null;
  return (
    <p id={fieldId(path)} tabIndex={-1} className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
      {error}
    </p>
  );
}
