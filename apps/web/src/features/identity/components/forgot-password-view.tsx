import { ZForgotPassword, ZResetPassword } from '@ankur/shared/schemas/identity';
import { CircleCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { detailsToErrors, formErrorMessage, issuesToErrors } from '../form-errors';
import { forgotPassword, rateLimitSeconds, resetPassword } from '../provider-api';
import { useFieldErrors } from '../use-field-errors';
import { AuthCard } from './auth-card';
import { CodeField } from './code-field';
import { FormField } from './form-field';
import { FormAlert, LiveStatus, SubmitButton } from './form-status';
import { PasswordField } from './password-field';
import { ResendButton } from './resend-button';

const FIELDS = ['email', 'otp', 'new_password'] as const;
type Step = 'email' | 'reset' | 'done';

interface ForgotPasswordViewProps {
  initialEmail: string;
  onBackToSignIn: () => void;
}

const backClass = 'rounded text-sm font-medium text-brand-700 underline-offset-2 hover:underline';

/** E-mail → code and new password (POST /api/auth/forgotPassword, then resetPassword) → done. */
export function ForgotPasswordView({ initialEmail, onBackToSignIn }: ForgotPasswordViewProps) {
  const { t } = useTranslation();
  const [step, setStep] = useState<Step>('email');
  const [values, setValues] = useState({ email: initialEmail, otp: '', new_password: '' });
  const { errors, show, clear, idFor } = useFieldErrors(FIELDS);
  const [formError, setFormError] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [sentAt, setSentAt] = useState<number | null>(null);

  const set = (field: (typeof FIELDS)[number], value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    clear(field);
  };

  const fail = (error: unknown) => {
    setPending(false);
    const wait = rateLimitSeconds(error);
    if (wait !== null) setFormError(t('common.tooManyAttempts', { count: wait }));
    else if (error instanceof ApiError && error.message === 'Invalid or expired code.')
      show({ otp: t('errors.codeInvalid') });
    else if (!show(detailsToErrors(error, FIELDS, t))) setFormError(formErrorMessage(error, t));
  };

  const onSendCode = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setFormError(null);
    const body = { email: values.email.trim() };
    const parsed = ZForgotPassword.safeParse(body);
    if (!parsed.success) return void show(issuesToErrors(parsed.error.issues, body, FIELDS, t));
    show({});
    setPending(true);
    try {
      await forgotPassword(parsed.data.email);
      setSentAt(Date.now());
      setPending(false);
      setStep('reset');
    } catch (error) {
      fail(error);
    }
  };

  const onReset = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setFormError(null);
    const body = { email: values.email.trim(), otp: values.otp, new_password: values.new_password };
    const parsed = ZResetPassword.safeParse(body);
    if (!parsed.success) return void show(issuesToErrors(parsed.error.issues, body, FIELDS, t));
    show({});
    setPending(true);
    try {
      await resetPassword(parsed.data);
      setPending(false);
      setStep('done');
    } catch (error) {
      fail(error);
    }
  };

  if (step === 'done') {
    return (
      <AuthCard
        heading={t('forgot.doneTitle')}
        icon={<CircleCheck className="size-14 text-brand-600" aria-hidden />}
        subheading={t('forgot.doneBody')}
      >
        <button type="button" className="btn-primary w-full py-2.5 text-base" onClick={onBackToSignIn}>
          {t('forgot.backToSignIn')}
        </button>
      </AuthCard>
    );
  }

  const back = (
    <p className="mt-6 text-center">
      <button type="button" className={backClass} onClick={onBackToSignIn}>
        {t('forgot.backToSignIn')}
      </button>
    </p>
  );

  if (step === 'email') {
    return (
      <AuthCard heading={t('forgot.title')} subheading={t('forgot.intro')}>
        <form noValidate onSubmit={onSendCode} aria-busy={pending} className="flex flex-col gap-5">
          <FormAlert>{formError}</FormAlert>
          <FormField
            id={idFor('email')}
            name="email"
            label={t('fields.email')}
            type="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={254}
            value={values.email}
            error={errors.email}
            onChange={(event) => set('email', event.target.value)}
          />
          <SubmitButton pending={pending} label={t('forgot.submit')} pendingLabel={t('forgot.submitting')} />
        </form>
        {back}
      </AuthCard>
    );
  }

  const email = values.email.trim();
  return (
    <AuthCard
      heading={t('forgot.codeTitle')}
      subheading={
        <Trans
          i18nKey="forgot.codeIntro"
          values={{ email }}
          components={{ strong: <strong className="break-all" /> }}
        />
      }
    >
      <form noValidate onSubmit={onReset} aria-busy={pending} className="flex flex-col gap-5">
        <FormAlert>{formError}</FormAlert>
        <CodeField
          id={idFor('otp')}
          name="otp"
          label={t('fields.code')}
          value={values.otp}
          error={errors.otp}
          onChange={(value) => set('otp', value)}
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
          onChange={(event) => set('new_password', event.target.value)}
        />
        <SubmitButton pending={pending} label={t('forgot.resetSubmit')} pendingLabel={t('forgot.resetSubmitting')} />
      </form>
      <div className="mt-3">
        <ResendButton
          sentAt={sentAt}
          send={() => forgotPassword(email)}
          onSent={(at) => {
            setSentAt(at);
            setStatus(t('verify.resent', { email }));
          }}
          onError={setFormError}
        />
      </div>
      <div className="mt-3 text-center">
        <LiveStatus>{status}</LiveStatus>
      </div>
      {back}
    </AuthCard>
  );
}
