import { Settings } from 'lucide-react';
import { QueryGate } from '../../../components/ui/query-gate';
import { useAccount } from '../api/account';
import { AccountPage } from '../components/account-page';
import { DataSection } from '../components/data-section';
import { EmailSection } from '../components/email-section';
import { ErasureBanner } from '../components/erasure-banner';
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
    <AccountPage
      headingId="account-heading"
      title={t('account.title')}
      intro={t('account.intro')}
      link={{ to: '/settings', label: t('account.settingsLink'), icon: Settings }}
    >
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
            <ErasureBanner />
            <ProfileSection key={`${data.firstName}|${data.lastName}|${data.phone_number}`} account={data} />
            <EmailSection account={data} />
            <PasswordSection account={data} />
            <SessionsSection />
            <SignInSection account={data} />
            <DataSection account={data} />
          </div>
        )}
      </QueryGate>
    </AccountPage>
  );
}
