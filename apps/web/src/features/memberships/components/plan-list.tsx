import type { TMembershipPlan, TMyMembership } from '@ankur/shared/schemas/memberships';
import { Check } from 'lucide-react';
import { useState } from 'react';
import { notify } from '../../../components/ui/toaster';
import { useErrorText } from '../../../lib/api-errors';
import { useRequestMembership } from '../api/memberships';
import { useMoney } from '../format';
import { useMembershipsTranslation } from '../i18n';
import { RequestModal } from './request-modal';

/** The plans on offer, cheapest first: a free one is joined at once, a paid one opens the offline payment. */
export function PlanList({ me }: { me: TMyMembership }) {
  const { t } = useMembershipsTranslation();
  const { rupees } = useMoney();
  const errorText = useErrorText();
  const join = useRequestMembership();
  const [paying, setPaying] = useState<TMembershipPlan | null>(null);
  const open = me.membership && (me.membership.status === 'active' || me.membership.status === 'pending');

  const choose = (plan: TMembershipPlan) => {
    if (plan.price_paise > 0) {
      setPaying(plan);
      return;
    }
    join.mutate(
      { plan_id: plan.plan_id },
      {
        onSuccess: () => notify.success(t('screen.joinedFree', { plan: plan.name })),
        onError: (error) => notify.error(errorText(error)),
      },
    );
  };

  return (
    <section aria-labelledby="plans-heading">
      <h2 id="plans-heading" className="text-lg font-semibold text-stone-900">
        {t('screen.plans')}
      </h2>
      {me.plans.length === 0 ? (
        <p className="mt-2 rounded-2xl bg-white p-4 text-sm text-stone-600 ring-1 ring-stone-200">
          {t('screen.noPlans')}
        </p>
      ) : (
        <ul className="mt-3 grid gap-4 md:grid-cols-3">
          {me.plans.map((plan) => {
            const current = open && me.membership?.plan_id === plan.plan_id;
            return (
              <li
                key={plan.plan_id}
                className={`flex flex-col rounded-2xl bg-white p-5 ring-1 ${current ? 'ring-2 ring-brand-600' : 'ring-stone-200'}`}
              >
                <h3 className="text-base font-semibold text-stone-900">{plan.name}</h3>
                <p className="mt-2 text-2xl font-bold text-stone-900">
                  {rupees(plan.price_paise)}
                  <span className="ml-1 text-sm font-normal text-stone-600">{t(`period.${plan.period}`)}</span>
                </p>
                {plan.description ? <p className="mt-2 text-sm text-stone-600">{plan.description}</p> : null}
                <p className="mt-3 text-xs font-medium tracking-wide text-stone-500 uppercase">
                  {t('screen.includes')}
                </p>
                <ul className="mt-1 flex-1 space-y-1 text-sm text-stone-700">
                  {(plan.apps.length ? plan.apps.map((a) => t(`apps.${a}`)) : [t('screen.nothingExtra')]).map(
                    (line) => (
                      <li key={line} className="flex items-start gap-2">
                        <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
                        {line}
                      </li>
                    ),
                  )}
                </ul>
                {current ? (
                  <p className="mt-4 rounded-lg bg-brand-50 px-3 py-2 text-center text-sm font-medium text-brand-800">
                    {t('screen.current_plan')}
                  </p>
                ) : (
                  <button
                    type="button"
                    className={`mt-4 ${plan.price_paise > 0 ? 'btn-primary' : 'btn-ghost ring-1 ring-stone-300'}`}
                    disabled={Boolean(open) || join.isPending}
                    onClick={() => choose(plan)}
                  >
                    {t('screen.choose', { plan: plan.name })}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {paying ? <RequestModal plan={paying} bank={me.bank} onClose={() => setPaying(null)} /> : null}
    </section>
  );
}
