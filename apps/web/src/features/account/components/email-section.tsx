import type { TAccount } from '@ankur/shared/schemas/account';
import { Mail } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Field, fieldAria, INPUT_CLASS } from '../../../components/ui/field';
import { notify } from '../../../components/ui/toaster';
import { fieldErrorsOf, useErrorText } from '../../../lib/api-errors';
import { useConfirmEmailChange, useStartEmailChange } from '../api/account';
import { useAccountTranslation } from '../i18n';
import { FormError, Section } from './section';

/**
 * The e-mail address and its change: the new address gets a 6-digit code (POST account/email,
 * with the current password), and only the code makes it the account's (account/email/confirm).
 */
export function EmailSection({ account }: { account: TAccount }) {
  const { t } = useAccountTranslation();
  const errorText = useErrorText();
  const start = useStartEmailChange();
  const confirm = useConfirmEmailChange();
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const pending = account.pending_email;
  const external = account.sign_in.provider === 'external';
  const startErrors = fieldErrorsOf(start.error, ['email', 'password'] as const);
  const codeError =
    fieldErrorsOf(confirm.error, ['otp'] as const).otp ?? (confirm.isError ? errorText(confirm.error) : null);

  const send = (event: FormEvent) => {
    event.preventDefault();
    start.mutate(
      { email: email.trim(), ...(account.sign_in.has_password ? { password } : {}) },
      {
        onSuccess: () => {
          setPassword('');
          setCode('');
          confirm.reset();
        },
      },
    );
  };
  const verify = (event: FormEvent) => {
    event.preventDefault();
    confirm.mutate(code.trim(), {
      onSuccess: (next) => {
        notify.success(t('email.changed', { email: next.email }));
        setOpen(false);
        setEmail('');
        setCode('');
        start.reset();
      },
    });
  };

  return (
    <Section title={t('email.title')} Icon={Mail}>
      <p className="text-sm text-stone-700">
        {t('email.current')} <strong className="break-all font-semibold text-stone-900">{account.email}</strong>
      </p>
      {external ? (
        <p className="mt-3 text-sm text-stone-600">{t('email.external')}</p>
      ) : pending ? (
        <form noValidate onSubmit={verify} className="mt-4 flex flex-col gap-3 rounded-xl bg-brand-50/60 p-4">
          <p role="status" className="text-sm text-stone-800">
            {start.isSuccess ? t('email.sent', { email: pending }) : t('email.pending', { email: pending })}
          </p>
          <Field id="email-code" label={t('email.code')} error={codeError}>
            <input
              {...fieldAria('email-code', codeError)}
              className={`${INPUT_CLASS} max-w-[12rem] font-mono tracking-[0.3em]`}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={code}
              onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
            />
          </Field>
          <div className="flex flex-wrap gap-2">
            <button type="submit" className="btn-primary" disabled={confirm.isPending || code.length !== 6}>
              {confirm.isPending ? t('email.confirming') : t('email.confirm')}
            </button>
            <button
              type="button"
              className="btn-ghost"
              onClick={() => {
                setOpen(true);
                setEmail(pending);
                confirm.reset();
                start.reset();
              }}
            >
              {t('email.resend')}
            </button>
          </div>
        </form>
      ) : null}
      {!external && (open || !pending) ? (
        open ? (
          <form noValidate onSubmit={send} className="mt-4 flex flex-col gap-4">
            <Field id="email-new" label={t('email.newEmail')} error={startErrors.email} required>
              <input
                {...fieldAria('email-new', startErrors.email)}
                className={`${INPUT_CLASS} sm:max-w-md`}
                type="email"
                autoComplete="email"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
              />
            </Field>
            {account.sign_in.has_password ? (
              <Field
                id="email-password"
                label={t('email.password')}
                hint={t('email.passwordHint')}
                error={startErrors.password}
                required
              >
                <input
                  {...fieldAria('email-password', startErrors.password, true)}
                  className={`${INPUT_CLASS} sm:max-w-md`}
                  type="password"
                  autoComplete="current-password"
                  value={password}
                  onChange={(e) => setPassword(e.target.value)}
                />
              </Field>
            ) : null}
            <FormError>
              {start.isError && Object.keys(startErrors).length === 0
                ? t('email.failed', { reason: errorText(start.error) })
                : null}
            </FormError>
            <div className="flex flex-wrap gap-2">
              <button type="submit" className="btn-primary" disabled={start.isPending}>
                {start.isPending ? t('email.sending') : t('email.send')}
              </button>
              <button type="button" className="btn-ghost" onClick={() => setOpen(false)}>
                {t('common.cancel')}
              </button>
            </div>
          </form>
        ) : (
          <button type="button" className="btn-outline mt-4" onClick={() => setOpen(true)}>
            {t('email.change')}
          </button>
        )
      ) : null}
    </Section>
  );
}
