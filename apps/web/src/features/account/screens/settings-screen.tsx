import { UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { QueryGate } from '../../../components/ui/query-gate';
import { useAccountSettings } from '../api/account';
import { AccountPage } from '../components/account-page';
import { LandingSection, LanguageSection, PrivacySection } from '../components/settings-sections';
import { useAccountTranslation } from '../i18n';

/**
 * /settings: language, privacy and visibility, the start page — and, below them, what the app
 * composes in (the notification preferences, which the notifications feature owns: one place).
 */
export function SettingsScreen({ notifications }: { notifications?: ReactNode }) {
  const { t } = useAccountTranslation();
  const settings = useAccountSettings();
  return (
    <AccountPage
      headingId="settings-heading"
      title={t('settings.title')}
      intro={t('settings.intro')}
      link={{ to: '/account', label: t('settings.accountLink'), icon: UserRound }}
      bodyClassName="mt-6 flex flex-col gap-4"
    >
      <LanguageSection />
      <QueryGate
        query={settings}
        pending={<div className="h-48 animate-pulse rounded-2xl bg-stone-100" />}
        loadingLabel={t('common.loading')}
        error={{ title: t('settings.loadFailed'), retryLabel: t('common.retry') }}
      >
        {(data) => (
          <>
            <PrivacySection settings={data} />
            <LandingSection settings={data} />
          </>
        )}
      </QueryGate>
      {notifications}
    </AccountPage>
  );
}

export default SettingsScreen;
