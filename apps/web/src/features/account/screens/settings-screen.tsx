import { UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { QueryGate } from '../../../components/ui/query-gate';
import { useAccountSettings } from '../api/account';
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
    <section aria-labelledby="settings-heading" className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-10">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 id="settings-heading" className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">
            {t('settings.title')}
          </h1>
          <p className="mt-2 text-stone-600">{t('settings.intro')}</p>
        </div>
        <Link to="/account" className="btn-ghost shrink-0 self-start text-brand-800 sm:self-auto">
          <UserRound aria-hidden="true" className="size-4" />
          {t('settings.accountLink')}
        </Link>
      </header>
      <div className="mt-6 flex flex-col gap-4">
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
      </div>
    </section>
  );
}

export default SettingsScreen;
