import { useId } from 'react';
import { Field, fieldAria, INPUT_CLASS } from './field';

/**
 * The required "reason" text a decision dialog asks for (declining a request, a registration):
 * focused when the dialog opens, with the server's 400 on it shown at the field.
 */
export function ReasonField(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  maxLength?: number;
}) {
  const id = useId();
  return (
    <Field id={id} label={props.label} error={props.error} required>
      <textarea
        {...fieldAria(id, props.error)}
        data-autofocus
        className={INPUT_CLASS}
        rows={3}
        maxLength={props.maxLength ?? 500}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
      />
    </Field>
  );
}
