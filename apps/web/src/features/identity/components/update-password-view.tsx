import { ZInteractionPassword } from '@ankur/shared/schemas/identity';
import { useState } from 'react';
import { useIdentityTranslation } from '../i18n';
import { providerNavigation, updatePassword } from '../provider-api';
import { useFormSubmit } from '../use-form-submit';
import { useInteractionExpiry } from '../use-interaction-expiry';
import { AbortButton } from './abort-button';
import { AuthCard } from './auth-card';
import { FormAlert, SubmitButton } from './form-status';
import { PasswordField } from './password-field';

const FIELDS = ['old_password', 'new_password'] as const;
type Field = (typeof FIELDS)[number];

/** The current and a new password of the signed-in account (POST …/password). */
export function UpdatePasswordView({ uid }: { uid: string }) {
  const { t } = useIdentityTranslation();
  const expired = useInteractionExpiry(uid);
  const [values, setValues] = useState<Record<Field, string>>({ old_password: '', new_password: '' });
  const { errors, clear, idFor, formError, pending, submit } = useFormSubmit(FIELDS);

  const onSubmit = submit(
    ZInteractionPassword,
    () => values,
    async (data) => {
      providerNavigation.assign(await updatePassword(uid, data));
      return 'leaving';
    },
    expired,
  );

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
