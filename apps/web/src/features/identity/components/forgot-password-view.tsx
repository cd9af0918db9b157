import { ZForgotPassword, ZResetPassword } from '@ankur/shared/schemas/identity';
import { CircleCheck } from 'lucide-react';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { Trans } from '../../../lib/i18n';
import { useIdentityTranslation } from '../i18n';
import { forgotPassword, rateLimitSeconds, resetPassword } from '../provider-api';
import { useFormSubmit } from '../use-form-submit';
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
  const { t } = useIdentityTranslation();
  const [step, setStep] = useState<Step>('email');
  const [values, setValues] = useState({ email: initialEmail, otp: '', new_password: '' });
  const { errors, show, clear, idFor, formError, setFormError, pending, submit } = useFormSubmit(FIELDS);
  const [status, setStatus] = useState<string | null>(null);
  const [sentAt, setSentAt] = useState<number | null>(null);

  const set = (field: (typeof FIELDS)[number], value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    clear(field);
  };

  const handle = (error: unknown) => {
    const wait = rateLimitSeconds(error);
    if (wait !== null) setFormError(t('common.tooManyAttempts', { count: wait }));
    else if (error instanceof ApiError && error.message === 'Invalid or expired code.')
      show({ otp: t('errors.codeInvalid') });
    else return false;
    return true;
  };

  const onSendCode = submit(
    ZForgotPassword,
    () => ({ email: values.email.trim() }),
    async (data) => {
      await forgotPassword(data.email);
      setSentAt(Date.now());
      setStep('reset');
    },
    handle,
  );

  const onReset = submit(
    ZResetPassword,
    () => ({ email: values.email.trim(), otp: values.otp, new_password: values.new_password }),
    async (data) => {
      await resetPassword(data);
      setStep('done');
    },
    handle,
  );

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
          ns="identity"
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
