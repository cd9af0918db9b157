import { type TInteractionDetails, ZUpdateProfile } from '@ankur/shared/schemas/identity';
import { useState } from 'react';
import { Trans } from '../../../lib/i18n';
import { useIdentityTranslation } from '../i18n';
import { providerNavigation, updateProfile } from '../provider-api';
import { useFormSubmit } from '../use-form-submit';
import { useInteractionExpiry } from '../use-interaction-expiry';
import { AbortButton } from './abort-button';
import { AuthCard } from './auth-card';
import { FormField } from './form-field';
import { FormAlert, SubmitButton } from './form-status';

const FIELDS = ['firstName', 'lastName', 'username', 'phone_number'] as const;
type Field = (typeof FIELDS)[number];

interface UpdateProfileViewProps {
  uid: string;
  account: NonNullable<TInteractionDetails['account']>;
}

/** Names, username and phone of the signed-in account (POST …/profile), prefilled. */
export function UpdateProfileView({ uid, account }: UpdateProfileViewProps) {
  const { t } = useIdentityTranslation();
  const expired = useInteractionExpiry(uid);
  const [values, setValues] = useState<Record<Field, string>>({
    firstName: account.firstName ?? '',
    lastName: account.lastName ?? '',
    username: account.username,
    phone_number: account.phone_number ?? '',
  });
  const { errors, clear, idFor, formError, pending, submit } = useFormSubmit(FIELDS);

  const onSubmit = submit(
    ZUpdateProfile,
    () => ({ ...values, phone_number: values.phone_number.trim() || null }),
    async (data) => {
      providerNavigation.assign(await updateProfile(uid, data));
      return 'leaving';
    },
    expired,
  );

  const field = (name: Field, label: string, props: Partial<Parameters<typeof FormField>[0]>) => (
    <FormField
      id={idFor(name)}
      name={name}
      label={label}
      value={values[name]}
      error={errors[name]}
      onChange={(event) => {
        setValues((current) => ({ ...current, [name]: event.target.value }));
        clear(name);
      }}
      {...props}
    />
  );

  return (
    <AuthCard
      heading={t('profile.title')}
      subheading={
        <Trans
          ns="identity"
          i18nKey="profile.intro"
          values={{ email: account.email }}
          components={{ strong: <strong className="break-all" /> }}
        />
      }
      legalNote={false}
    >
      <form noValidate onSubmit={onSubmit} aria-busy={pending} className="flex flex-col gap-5">
        <FormAlert>{formError}</FormAlert>
        <div className="grid gap-5 sm:grid-cols-2">
          {field('firstName', t('fields.firstName'), { autoComplete: 'given-name', maxLength: 100 })}
          {field('lastName', t('fields.lastName'), { autoComplete: 'family-name', maxLength: 100 })}
        </div>
        {field('username', t('fields.username'), {
          autoComplete: 'username',
          autoCapitalize: 'none',
          spellCheck: false,
          maxLength: 64,
          hint: t('hints.username'),
        })}
        {field('phone_number', t('fields.phone'), {
          type: 'tel',
          inputMode: 'tel',
          autoComplete: 'tel',
          maxLength: 20,
          labelNote: t('common.optional'),
        })}
        <SubmitButton pending={pending} label={t('profile.submit')} pendingLabel={t('profile.submitting')} />
        <AbortButton uid={uid} variant="cancel" />
      </form>
    </AuthCard>
  );
}
