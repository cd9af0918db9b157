import { CircleCheck, Clock, TriangleAlert } from 'lucide-react';
import { QueryGate } from '../../../components/ui/query-gate';
import { useSessionStore } from '../../../stores/session';
import { useInvestorNews, useMyInvestorProfile } from '../api/investors';
import { InvestorForm } from '../components/investor-form';
import { VerifiedInvestorBadge } from '../components/verified-badge';
import { useInvestorsTranslation } from '../i18n';

/** /investor-registration (issue 20): register as an investor, see the verification's outcome, change it. */
export function InvestorRegistrationScreen() {
  const { t } = useInvestorsTranslation();
  const mine = useMyInvestorProfile();
  useInvestorNews();
  const userId = useSessionStore((s) => s.user?.user_id ?? null);
  return (
    <section aria-labelledby="investor-heading" className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-10">
      <h1
        id="investor-heading"
        className="flex flex-wrap items-center gap-3 text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl"
      >
        {t('screen.title')}
        {userId ? <VerifiedInvestorBadge userId={userId} /> : null}
      </h1>
      <p className="mt-2 text-stone-600">{t('screen.intro')}</p>
      <div className="mt-6">
        <QueryGate
          query={mine}
          pending={<div className="h-96 animate-pulse rounded-2xl bg-stone-100" />}
          loadingLabel={t('common.loading')}
          error={{ title: t('screen.loadFailed'), retryLabel: t('common.retry') }}
        >
          {({ profile }) => (
            <div className="flex flex-col gap-4">
              {profile?.status === 'pending' ? (
                <p role="status" className="flex items-start gap-2 rounded-xl bg-amber-50 p-4 text-sm text-amber-900">
                  <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                  {t('screen.pending')}
                </p>
              ) : null}
              {profile?.status === 'verified' ? (
                <p className="flex items-start gap-2 rounded-xl bg-brand-50 p-4 text-sm text-brand-900">
                  <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                  {t('screen.verified')} {t('screen.changeWarning')}
                </p>
              ) : null}
              {profile?.status === 'declined' ? (
                <p className="flex items-start gap-2 rounded-xl bg-red-50 p-4 text-sm text-red-900">
                  <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                  {t('screen.declined', { reason: profile.reason ?? '' })}
                </p>
              ) : null}
              <div className="rounded-2xl bg-white p-4 ring-1 ring-stone-200 sm:p-6">
                <InvestorForm key={profile?.submitted_at ?? 'new'} profile={profile} />
              </div>
            </div>
          )}
        </QueryGate>
      </div>
    </section>
  );
}

export default InvestorRegistrationScreen;
