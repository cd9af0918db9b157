import { ZInteractionLogin } from '@ankur/shared/schemas/identity';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { config } from '../../../lib/config';
import { useIdentityTranslation } from '../i18n';
import { login, loginBlock, providerNavigation, rateLimitSeconds } from '../provider-api';
import { useCountdown } from '../use-countdown';
import { useFormSubmit } from '../use-form-submit';
import { useInteractionExpiry } from '../use-interaction-expiry';
import { AbortButton } from './abort-button';
import { AuthCard } from './auth-card';
import { FormField } from './form-field';
import { FormAlert, SubmitButton } from './form-status';
import { PasswordField } from './password-field';

const FIELDS = ['username', 'password'] as const;
type Field = (typeof FIELDS)[number];

interface LoginViewProps {
  uid: string;
  loginHint: string | null;
  onRegister: () => void;
  onForgot: (email: string) => void;
  /** The e-mail is not verified yet: a fresh code went to `email`. */
  onVerify: (email: string) => void;
  /** A minor's account still waits for the parent at `parentEmail`. */
  onWaiting: (parentEmail: string) => void;
}

/** Username or e-mail and password (POST …/login), with links to reset and register. */
export function LoginView({ uid, loginHint, onRegister, onForgot, onVerify, onWaiting }: LoginViewProps) {
  const { t } = useIdentityTranslation();
  const expired = useInteractionExpiry(uid);
  const [values, setValues] = useState<Record<Field, string>>({ username: loginHint ?? '', password: '' });
  const { errors, clear, idFor, formError, setFormError, pending, submit } = useFormSubmit(FIELDS);
  const [lockedUntil, setLockedUntil] = useState<number | null>(null);
  const locked = useCountdown(lockedUntil);

  const send = submit(
    ZInteractionLogin,
    () => values,
    async (data) => {
      providerNavigation.assign(await login(uid, data));
      return 'leaving';
    },
    (error) => {
      if (expired(error)) return true;
      const block = loginBlock(error);
      if (block?.kind === 'verify-email') onVerify(block.email);
      else if (block?.kind === 'parental-consent') onWaiting(block.parentEmail);
      if (block) return true;
      const wait = rateLimitSeconds(error);
      if (wait !== null) {
        setLockedUntil(Date.now() + wait * 1000);
        setFormError(t('common.tooManyAttempts', { count: wait }));
        return true;
      }
      if (error instanceof ApiError && error.status === 401) {
        setFormError(t('login.incorrect'));
        return true;
      }
      return false;
    },
  );
  const onSubmit: typeof send = async (event) => {
    if (locked > 0) return void event.preventDefault();
    await send(event);
  };

  const change = (field: Field) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    clear(field);
  };

  const username = values.username.trim();
  return (
    <AuthCard heading={t('login.title', { brand: config.brandName })} subheading={t('login.subtitle')}>
      <form noValidate onSubmit={onSubmit} aria-busy={pending} className="flex flex-col gap-5">
        <FormAlert>{formError}</FormAlert>
        <FormField
          id={idFor('username')}
          name="username"
          label={t('fields.usernameOrEmail')}
          type="text"
          autoComplete="username"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          maxLength={254}
          value={values.username}
          error={errors.username}
          onChange={change('username')}
        />
        <div>
          <PasswordField
            id={idFor('password')}
            name="password"
            label={t('fields.password')}
            autoComplete="current-password"
            maxLength={256}
            value={values.password}
            error={errors.password}
            onChange={change('password')}
          />
          <div className="mt-2 text-right">
            <button
              type="button"
              className="rounded text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
              onClick={() => onForgot(username.includes('@') ? username : '')}
            >
              {t('login.forgot')}
            </button>
          </div>
        </div>
        <SubmitButton
          pending={pending}
          locked={locked > 0}
          label={locked > 0 ? t('common.retryIn', { count: locked }) : t('login.submit')}
          pendingLabel={t('login.submitting')}
        />
      </form>
      <p className="mt-6 text-center text-sm text-stone-700">
        {t('login.noAccount', { brand: config.brandName })}{' '}
        <button
          type="button"
          className="rounded font-semibold text-brand-700 underline-offset-2 hover:underline"
          onClick={onRegister}
        >
          {t('login.createAccount')}
        </button>
      </p>
      <AbortButton uid={uid} />
    </AuthCard>
  );
}
