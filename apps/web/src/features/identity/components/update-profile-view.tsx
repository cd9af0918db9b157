import { type TInteractionDetails, ZUpdateProfile } from '@ankur/shared/schemas/identity';
import { type FormEvent, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { detailsToErrors, formErrorMessage, issuesToErrors } from '../form-errors';
import { providerNavigation, updateProfile } from '../provider-api';
import { useFieldErrors } from '../use-field-errors';
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
  const { t } = useTranslation();
  const expired = useInteractionExpiry(uid);
  const [values, setValues] = useState<Record<Field, string>>({
    firstName: account.firstName ?? '',
    lastName: account.lastName ?? '',
    username: account.username,
    phone_number: account.phone_number ?? '',
  });
  const { errors, show, clear, idFor } = useFieldErrors(FIELDS);
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setFormError(null);
    const body = { ...values, phone_number: values.phone_number.trim() || null };
    const parsed = ZUpdateProfile.safeParse(body);
    if (!parsed.success) return void show(issuesToErrors(parsed.error.issues, body, FIELDS, t));
    show({});
    setPending(true);
    try {
      providerNavigation.assign(await updateProfile(uid, parsed.data));
    } catch (error) {
      setPending(false);
      if (expired(error)) return;
      if (!show(detailsToErrors(error, FIELDS, t))) setFormError(formErrorMessage(error, t));
    }
  };

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
