import { Settings } from 'lucide-react';
import { Link } from 'react-router';
import { QueryGate } from '../../../components/ui/query-gate';
import { useAccount } from '../api/account';
import { EmailSection } from '../components/email-section';
import { PasswordSection } from '../components/password-section';
import { ProfileSection } from '../components/profile-section';
import { SessionsSection } from '../components/sessions-section';
import { SignInSection } from '../components/sign-in-section';
import { useAccountTranslation } from '../i18n';

/** /account: name and phone, e-mail (changed by a code), password, devices signed in, how the account signs in. */
export default function AccountScreen() {
  const { t } = useAccountTranslation();
  const account = useAccount();
  return (
    <section aria-labelledby="account-heading" className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-10">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 id="account-heading" className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">
            {t('account.title')}
          </h1>
          <p className="mt-2 text-stone-600">{t('account.intro')}</p>
        </div>
        <Link to="/settings" className="btn-ghost shrink-0 self-start text-brand-800 sm:self-auto">
          <Settings aria-hidden="true" className="size-4" />
          {t('account.settingsLink')}
        </Link>
      </header>
      <div className="mt-6">
        <QueryGate
          query={account}
          pending={
            <div className="flex flex-col gap-4">
              {[0, 1, 2].map((n) => (
                <div key={n} className="h-40 animate-pulse rounded-2xl bg-stone-100" />
              ))}
            </div>
          }
          loadingLabel={t('common.loading')}
          error={{ title: t('account.loadFailed'), retryLabel: t('common.retry') }}
        >
          {(data) => (
            <div className="flex flex-col gap-4">
              <ProfileSection key={`${data.firstName}|${data.lastName}|${data.phone_number}`} account={data} />
              <EmailSection account={data} />
              <PasswordSection account={data} />
              <SessionsSection />
              <SignInSection account={data} />
            </div>
          )}
        </QueryGate>
      </div>
    </section>
  );
}
