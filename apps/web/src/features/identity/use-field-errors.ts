import { useCallback, useId, useState } from 'react';
import { type FieldErrors, firstErrorField } from './form-errors';

/**
 * A form's field errors and input ids: `show` sets the errors and moves focus to the first
 * invalid field (its error is read out through aria-describedby); `clear` drops one field's error.
 */
export function useFieldErrors<F extends string>(fields: readonly F[]) {
  const prefix = useId();
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const idFor = useCallback((field: F) => `${prefix}-${field}`, [prefix]);

  const show = useCallback(
    (next: FieldErrors<F>): boolean => {
      setErrors(next);
      const first = firstErrorField(next, fields);
      if (first) document.getElementById(idFor(first))?.focus();
      return first !== undefined;
    },
    [fields, idFor],
  );

  const clear = useCallback((field: F) => {
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  }, []);

  return { errors, show, clear, idFor };
}
