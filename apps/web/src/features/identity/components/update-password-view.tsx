import { ZInteractionPassword } from '@ankur/shared/schemas/identity';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { detailsToErrors, formErrorMessage, issuesToErrors } from '../form-errors';
import { providerNavigation, updatePassword } from '../provider-api';
import { useFieldErrors } from '../use-field-errors';
import { useInteractionExpiry } from '../use-interaction-expiry';
import { AbortButton } from './abort-button';
import { AuthCard } from './auth-card';
import { FormAlert, SubmitButton } from './form-status';
import { PasswordField } from './password-field';

const FIELDS = ['old_password', 'new_password'] as const;
type Field = (typeof FIELDS)[number];

/** The current and a new password of the signed-in account (POST …/password). */
export function UpdatePasswordView({ uid }: { uid: string }) {
  const { t } = useTranslation();
  const expired = useInteractionExpiry(uid);
  const [values, setValues] = useState<Record<Field, string>>({ old_password: '', new_password: '' });
  const { errors, show, clear, idFor } = useFieldErrors(FIELDS);
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setFormError(null);
    const parsed = ZInteractionPassword.safeParse(values);
    if (!parsed.success) return void show(issuesToErrors(parsed.error.issues, values, FIELDS, t));
    show({});
    setPending(true);
    try {
      providerNavigation.assign(await updatePassword(uid, parsed.data));
    } catch (error) {
      setPending(false);
      if (expired(error)) return;
      if (!show(detailsToErrors(error, FIELDS, t))) setFormError(formErrorMessage(error, t));
    }
  };

  const change = (field: Field) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    clear(field);
  };

  return (
    <AuthCard heading={t('password.title')} subheading={t('password.intro')} legalNote={false}>
      <form noValidate onSubmit={onSubmit} aria-busy={pending} className="flex flex-col gap-5">
        <FormAlert>{formError}</FormAlert>
        <PasswordField
          id={idFor('old_password')}
          name="old_password"
          label={t('fields.currentPassword')}
          autoComplete="current-password"
          maxLength={256}
          value={values.old_password}
          error={errors.old_password}
          onChange={change('old_password')}
        />
        <PasswordField
          id={idFor('new_password')}
          name="new_password"
          label={t('fields.newPassword')}
          autoComplete="new-password"
          maxLength={128}
          hint={t('hints.password')}
          value={values.new_password}
          error={errors.new_password}
          onChange={change('new_password')}
        />
        <SubmitButton pending={pending} label={t('password.submit')} pendingLabel={t('password.submitting')} />
        <AbortButton uid={uid} variant="cancel" />
      </form>
    </AuthCard>
  );
}
