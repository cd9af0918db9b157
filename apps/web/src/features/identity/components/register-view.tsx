import { OTP_SEND_ERROR, ZSignup } from '@ankur/shared/schemas/identity';
import { useState } from 'react';
import { Link } from 'react-router';
import { notify } from '../../../components/ui/toaster';
import { ApiError } from '../../../lib/api-client';
import { config } from '../../../lib/config';
import { Trans } from '../../../lib/i18n';
import { useIdentityTranslation } from '../i18n';
import { register } from '../provider-api';
import { useFormSubmit } from '../use-form-submit';
import { useInteractionExpiry } from '../use-interaction-expiry';
import { AbortButton } from './abort-button';
import { AuthCard } from './auth-card';
import { CheckboxField } from './checkbox-field';
import { FormField } from './form-field';
import { FormAlert, SubmitButton } from './form-status';
import { GUARDIAN_FIELDS, type GuardianField, GuardianFields, guardianErrors } from './guardian-fields';
import { PasswordField } from './password-field';

const TEXT_FIELDS = ['firstName', 'lastName', 'username', 'email', 'phone_number', 'password'] as const;
type TextField = (typeof TEXT_FIELDS)[number];
/** Every field in form order (the first invalid one takes the focus). */
const FIELDS = [...TEXT_FIELDS, 'is_underage', ...GUARDIAN_FIELDS, 'tnc_accepted'] as const;
type Values = Record<TextField | GuardianField, string> & { is_underage: boolean; tnc_accepted: boolean };

const EMPTY: Values = {
  firstName: '',
  lastName: '',
  username: '',
  email: '',
  phone_number: '',
  password: '',
  is_underage: false,
  parent_name: '',
  parent_email: '',
  parent_phone_number: '',
  tnc_accepted: false,
};

const optional = (value: string) => value.trim() || undefined;

/** The ZSignup body: optional fields left out when empty, the parent's only for a minor. */
function toSignup(values: Values) {
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    username: values.username,
    email: values.email.trim(),
    password: values.password,
    phone_number: optional(values.phone_number),
    tnc_accepted: values.tnc_accepted,
    is_underage: values.is_underage,
    ...(values.is_underage
      ? {
          parent_name: optional(values.parent_name),
          parent_email: optional(values.parent_email),
          parent_phone_number: optional(values.parent_phone_number),
        }
      : {}),
  };
}

const linkClass = 'font-medium text-brand-700 underline underline-offset-2';

interface RegisterViewProps {
  uid: string;
  onSignIn: () => void;
  /** The account exists and a code went to `email`. */
  onRegistered: (email: string) => void;
}

/** Every ZSignup field, checked with the shared schema, then POST …/register. */
export function RegisterView({ uid, onSignIn, onRegistered }: RegisterViewProps) {
  const { t } = useIdentityTranslation();
  const expired = useInteractionExpiry(uid);
  const [values, setValues] = useState<Values>(EMPTY);
  const { errors, clear, idFor, formError, pending, submit } = useFormSubmit(FIELDS);
  const guardianId = `${idFor('is_underage')}-guardian`;

  const set = <K extends keyof Values>(field: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    clear(field);
  };

  const onSubmit = submit(
    ZSignup,
    () => toSignup(values),
    async (data) => {
      const result = await register(uid, data);
      onRegistered(result.email);
      // the verify view takes over; this form is gone
      return 'leaving';
    },
    (error) => {
      if (expired(error)) return true;
      if (!(error instanceof ApiError && error.message === OTP_SEND_ERROR)) return false;
      notify.error(t('errors.otpSend'));
      return true;
    },
    (body) => guardianErrors(body as ReturnType<typeof toSignup>, t),
  );

  const text = (field: TextField, label: string, props: Partial<Parameters<typeof FormField>[0]> = {}) => (
    <FormField
      id={idFor(field)}
      name={field}
      label={label}
      value={values[field]}
      error={errors[field]}
      onChange={(event) => set(field, event.target.value)}
      {...props}
    />
  );

  return (
    <AuthCard
      heading={t('register.title')}
      subheading={t('register.subtitle', { brand: config.brandName })}
      legalNote={false}
    >
      <form noValidate onSubmit={onSubmit} aria-busy={pending} className="flex flex-col gap-5">
        <FormAlert>{formError}</FormAlert>
        <div className="grid gap-5 sm:grid-cols-2">
          {text('firstName', t('fields.firstName'), { autoComplete: 'given-name', maxLength: 100 })}
          {text('lastName', t('fields.lastName'), { autoComplete: 'family-name', maxLength: 100 })}
        </div>
        {text('username', t('fields.username'), {
          autoComplete: 'username',
          autoCapitalize: 'none',
          autoCorrect: 'off',
          spellCheck: false,
          maxLength: 64,
          hint: t('hints.username'),
        })}
        {text('email', t('fields.email'), {
          type: 'email',
          autoComplete: 'email',
          autoCapitalize: 'none',
          spellCheck: false,
          maxLength: 254,
        })}
        {text('phone_number', t('fields.phone'), {
          type: 'tel',
          inputMode: 'tel',
          autoComplete: 'tel',
          maxLength: 20,
          labelNote: t('common.optional'),
          hint: t('hints.phone'),
        })}
        <PasswordField
          id={idFor('password')}
          name="password"
          label={t('fields.password')}
          autoComplete="new-password"
          maxLength={128}
          hint={t('hints.password')}
          value={values.password}
          error={errors.password}
          onChange={(event) => set('password', event.target.value)}
        />
        <CheckboxField
          id={idFor('is_underage')}
          name="is_underage"
          checked={values.is_underage}
          controls={guardianId}
          onChange={(checked) => set('is_underage', checked)}
        >
          {t('register.underage')}
        </CheckboxField>
        {values.is_underage ? (
          <GuardianFields id={guardianId} values={values} errors={errors} idFor={idFor} onChange={set} />
        ) : null}
        <CheckboxField
          id={idFor('tnc_accepted')}
          name="tnc_accepted"
          checked={values.tnc_accepted}
          error={errors.tnc_accepted}
          onChange={(checked) => set('tnc_accepted', checked)}
        >
          <Trans
            ns="identity"
            i18nKey="register.terms"
            components={{
              terms: <Link to="/terms-of-service" target="_blank" className={linkClass} />,
              privacy: <Link to="/privacy-policy" target="_blank" className={linkClass} />,
            }}
          />
        </CheckboxField>
        <SubmitButton pending={pending} label={t('register.submit')} pendingLabel={t('register.submitting')} />
      </form>
      <p className="mt-6 text-center text-sm text-stone-700">
        {t('register.haveAccount')}{' '}
        <button
          type="button"
          className="rounded font-semibold text-brand-700 underline-offset-2 hover:underline"
          onClick={onSignIn}
        >
          {t('register.signIn')}
        </button>
      </p>
      <AbortButton uid={uid} />
    </AuthCard>
  );
}
