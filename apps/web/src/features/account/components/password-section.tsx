import type { TAccount } from '@ankur/shared/schemas/account';
import { KeyRound } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Field, fieldAria, INPUT_CLASS } from '../../../components/ui/field';
import { notify } from '../../../components/ui/toaster';
import { fieldErrorsOf, useErrorText } from '../../../lib/api-errors';
import { useChangePassword } from '../api/account';
import { useAccountTranslation } from '../i18n';
import { FormError, Section } from './section';

/** The password change of SPEC §7 (global-user/profile/update-password): current password first. */
export function PasswordSection({ account }: { account: TAccount }) {
  const { t } = useAccountTranslation();
  const errorText = useErrorText();
  const change = useChangePassword();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [repeat, setRepeat] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const errors = fieldErrorsOf(change.error, ['old_password', 'new_password'] as const);

  if (!account.sign_in.has_password) {
    return (
      <Section title={t('password.title')} Icon={KeyRound}>
        <p className="text-sm text-stone-600">{t('password.external', { issuer: account.sign_in.issuer ?? '' })}</p>
      </Section>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (next !== repeat) {
      setMismatch(true);
      return;
    }
    setMismatch(false);
    change.mutate(
      { old_password: current, new_password: next },
      {
        onSuccess: () => {
          setCurrent('');
          setNext('');
          setRepeat('');
          notify.success(t('password.changed'));
        },
      },
    );
  };

  return (
    <Section title={t('password.title')} intro={t('password.intro')} Icon={KeyRound}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4 sm:max-w-md">
        <Field id="password-current" label={t('password.current')} error={errors.old_password} required>
          <input
            {...fieldAria('password-current', errors.old_password)}
            className={INPUT_CLASS}
            type="password"
            autoComplete="current-password"
            value={current}
            onChange={(e) => setCurrent(e.target.value)}
          />
        </Field>
        <Field
          id="password-new"
          label={t('password.next')}
          hint={t('password.nextHint')}
          error={errors.new_password}
          required
        >
          <input
            {...fieldAria('password-new', errors.new_password, true)}
            className={INPUT_CLASS}
            type="password"
            autoComplete="new-password"
            value={next}
            onChange={(e) => setNext(e.target.value)}
          />
        </Field>
        <Field
          id="password-repeat"
          label={t('password.repeat')}
          error={mismatch ? t('password.mismatch') : null}
          required
        >
          <input
            {...fieldAria('password-repeat', mismatch ? 'x' : null)}
            className={INPUT_CLASS}
            type="password"
            autoComplete="new-password"
            value={repeat}
            onChange={(e) => setRepeat(e.target.value)}
          />
        </Field>
        <FormError>
          {change.isError && Object.keys(errors).length === 0
            ? t('password.failed', { reason: errorText(change.error) })
            : null}
        </FormError>
        <div>
          <button type="submit" className="btn-primary" disabled={change.isPending || !current || !next || !repeat}>
            {change.isPending ? t('password.submitting') : t('password.submit')}
          </button>
        </div>
      </form>
    </Section>
  );
}
