import type { TAccount } from '@ankur/shared/schemas/account';
import { UserRound } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Field, fieldAria, INPUT_CLASS } from '../../../components/ui/field';
import { notify } from '../../../components/ui/toaster';
import { fieldErrorsOf, useErrorText } from '../../../lib/api-errors';
import { useUpdateProfile } from '../api/account';
import { useAccountTranslation } from '../i18n';
import { FormError, Section } from './section';

const FIELDS = ['firstName', 'lastName', 'phone_number'] as const;

/** First and last name and phone: PUT global-user/profile/update (SPEC §7). */
export function ProfileSection({ account }: { account: TAccount }) {
  const { t } = useAccountTranslation();
  const errorText = useErrorText();
  const update = useUpdateProfile();
  const [firstName, setFirstName] = useState(account.firstName ?? '');
  const [lastName, setLastName] = useState(account.lastName ?? '');
  const [phone, setPhone] = useState(account.phone_number ?? '');
  const errors = fieldErrorsOf(update.error, FIELDS);
  const unchanged =
    firstName.trim() === (account.firstName ?? '') &&
    lastName.trim() === (account.lastName ?? '') &&
    phone.trim() === (account.phone_number ?? '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (unchanged) {
      notify.success(t('profile.unchanged'));
      return;
    }
    update.mutate(
      { firstName: firstName.trim(), lastName: lastName.trim(), phone_number: phone.trim() || null },
      { onSuccess: () => notify.success(t('profile.saved')) },
    );
  };

  return (
    <Section title={t('profile.title')} Icon={UserRound}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="account-first-name" label={t('profile.firstName')} error={errors.firstName} required>
            <input
              {...fieldAria('account-first-name', errors.firstName)}
              className={INPUT_CLASS}
              autoComplete="given-name"
              value={firstName}
              maxLength={100}
              onChange={(e) => setFirstName(e.target.value)}
            />
          </Field>
          <Field id="account-last-name" label={t('profile.lastName')} error={errors.lastName} required>
            <input
              {...fieldAria('account-last-name', errors.lastName)}
              className={INPUT_CLASS}
              autoComplete="family-name"
              value={lastName}
              maxLength={100}
              onChange={(e) => setLastName(e.target.value)}
            />
          </Field>
        </div>
        <Field id="account-phone" label={t('profile.phone')} hint={t('profile.phoneHint')} error={errors.phone_number}>
          <input
            {...fieldAria('account-phone', errors.phone_number, true)}
            className={`${INPUT_CLASS} sm:max-w-xs`}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            value={phone}
            maxLength={20}
            onChange={(e) => setPhone(e.target.value)}
          />
        </Field>
        <FormError>
          {update.isError && Object.keys(errors).length === 0
            ? t('profile.saveFailed', { reason: errorText(update.error) })
            : null}
        </FormError>
        <div>
          <button type="submit" className="btn-primary" disabled={update.isPending}>
            {update.isPending ? t('common.saving') : t('common.save')}
          </button>
        </div>
      </form>
    </Section>
  );
}
