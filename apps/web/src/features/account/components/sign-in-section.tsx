import type { TAccount } from '@ankur/shared/schemas/account';
import { Fingerprint } from 'lucide-react';
import { config } from '../../../lib/config';
import { useAccountTranslation } from '../i18n';
import { Section } from './section';

/** Linked sign-in: the embedded provider, or the external OpenID issuer the account comes from. */
export function SignInSection({ account }: { account: TAccount }) {
  const { t } = useAccountTranslation();
  const { sign_in: method } = account;
  return (
    <Section title={t('signIn.title')} Icon={Fingerprint}>
      {method.provider === 'external' ? (
        <p className="text-sm text-stone-700">
          {t('signIn.external')} <strong className="break-all font-semibold text-stone-900">{method.issuer}</strong>
        </p>
      ) : (
        <p className="text-sm text-stone-700">{t('signIn.embedded', { brand: config.brandName })}</p>
      )}
      <dl className="mt-3 flex flex-wrap gap-x-2 text-sm">
        <dt className="text-stone-600">{t('signIn.username')}:</dt>
        <dd className="font-medium text-stone-900">{account.username}</dd>
      </dl>
    </Section>
  );
}
