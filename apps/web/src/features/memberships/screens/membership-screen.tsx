import { QueryGate } from '../../../components/ui/query-gate';
import { useMembershipNews, useMyMembership } from '../api/memberships';
import { CurrentMembership } from '../components/current-membership';
import { PlanList } from '../components/plan-list';
import { RedeemForm } from '../components/redeem-form';
import { useMembershipsTranslation } from '../i18n';

/**
 * /membership (issue 20): the own plan and status, the plans on offer (free at once; paid through
 * the offline payment: bank details and the transfer's UTR), a sponsor code, cancel.
 */
export function MembershipScreen() {
  const { t } = useMembershipsTranslation();
  const me = useMyMembership();
  useMembershipNews();
  return (
    <section aria-labelledby="membership-heading" className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-10">
      <h1 id="membership-heading" className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">
        {t('screen.title')}
      </h1>
      <p className="mt-2 max-w-2xl text-stone-600">{t('screen.intro')}</p>
      <div className="mt-6">
        <QueryGate
          query={me}
          pending={<div className="h-64 animate-pulse rounded-2xl bg-stone-100" />}
          loadingLabel={t('common.loading')}
          error={{ title: t('screen.loadFailed'), retryLabel: t('common.retry') }}
        >
          {(data) => {
            const open = data.membership?.status === 'active';
            return (
              <div className="flex flex-col gap-6">
                <CurrentMembership me={data} />
                <PlanList me={data} />
                <RedeemForm disabled={open} />
              </div>
            );
          }}
        </QueryGate>
      </div>
    </section>
  );
}

export default MembershipScreen;
