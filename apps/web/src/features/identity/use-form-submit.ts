import { type FormEvent, useState } from 'react';
import type { z } from 'zod';
import { detailsToErrors, type FieldErrors, formErrorMessage, issuesToErrors } from './form-errors';
import { useIdentityTranslation } from './i18n';
import { useFieldErrors } from './use-field-errors';

/**
 * The submit sequence every identity form shares: validate the input with the shared zod
 * schema (problems go on their fields, focus moves to the first), send once at a time, and on
 * failure let `handle` take the error (answer true) or put the API's field details on the fields
 * and anything else in the form's alert.
 */
export function useFormSubmit<F extends string>(fields: readonly F[]) {
  const { t } = useIdentityTranslation();
  const fieldErrors = useFieldErrors(fields);
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit =
    <S extends z.ZodType>(
      schema: S,
      input: () => Record<string, unknown>,
      /** answers 'leaving' to keep the form busy while the browser navigates away */
      send: (data: z.output<S>) => Promise<unknown>,
      handle?: (error: unknown) => boolean,
      extraErrors?: (body: Record<string, unknown>) => FieldErrors<F>,
    ) =>
    async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (pending) return;
      setFormError(null);
      const body = input();
      const parsed = schema.safeParse(body);
      if (!parsed.success) {
        fieldErrors.show({ ...extraErrors?.(body), ...issuesToErrors(parsed.error.issues, body, fields, t) });
        return;
      }
      fieldErrors.show({});
      setPending(true);
      try {
        if ((await send(parsed.data)) !== 'leaving') setPending(false);
      } catch (error) {
        setPending(false);
        if (handle?.(error)) return;
        if (!fieldErrors.show(detailsToErrors(error, fields, t))) setFormError(formErrorMessage(error, t));
      }
    };

  return { ...fieldErrors, formError, setFormError, pending, submit };
}
