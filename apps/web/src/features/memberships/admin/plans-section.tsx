import type { TMembershipPlan } from '@ankur/shared/schemas/memberships';
import { Pencil, Plus } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { QueryGate } from '../../../components/ui/query-gate';
import { useAdminPlans } from '../api/memberships';
import { useMoney } from '../format';
import { useMembershipsTranslation } from '../i18n';
import { PlanFormModal } from './plan-form-modal';

/** Every plan of the tenant (withdrawn ones too): add, change, withdraw from offer. */
export function PlansSection() {
  const { t } = useMembershipsTranslation();
  const { rupees } = useMoney();
  const plans = useAdminPlans();
  const [editing, setEditing] = useState<TMembershipPlan | 'new' | null>(null);

  return (
    <section aria-labelledby="membership-plans" className="rounded-2xl bg-white p-4 ring-1 ring-stone-200 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="membership-plans" className="text-lg font-semibold text-stone-900">
          {t('admin.plans')}
        </h3>
        <button type="button" className="btn-primary" onClick={() => setEditing('new')}>
          <Plus aria-hidden="true" className="size-4" />
          {t('admin.addPlan')}
        </button>
      </div>
      <div className="mt-4">
        <QueryGate
          query={plans}
          pending={<div className="h-24 animate-pulse rounded-xl bg-stone-100" />}
          loadingLabel={t('common.loading')}
          error={{ title: t('screen.loadFailed'), retryLabel: t('common.retry'), variant: 'inline' }}
        >
          {(list) =>
            list.length === 0 ? (
              <p className="text-sm text-stone-600">{t('admin.noAdminPlans')}</p>
            ) : (
              <ul className="divide-y divide-stone-200">
                {list.map((plan) => (
                  <li key={plan.plan_id} className="flex flex-wrap items-center gap-3 py-3">
                    <div className="min-w-0 flex-1">
                      <p className="flex flex-wrap items-center gap-2 font-medium text-stone-900">
                        {plan.name}
                        <Badge tone={plan.active ? 'green' : 'stone'}>
                          {plan.active ? t('admin.offered') : t('admin.withdrawn')}
                        </Badge>
                      </p>
                      <p className="text-sm text-stone-600">
                        {plan.price_paise === 0
                          ? t('free')
                          : `${rupees(plan.price_paise)} ${t(`period.${plan.period}`)}`}
                        {' · '}
                        {plan.apps.length ? plan.apps.map((a) => t(`apps.${a}`)).join(', ') : t('screen.nothingExtra')}
                      </p>
                    </div>
                    <button
                      type="button"
                      className="btn-ghost"
                      onClick={() => setEditing(plan)}
                      aria-label={t('admin.editPlan', { plan: plan.name })}
                    >
                      <Pencil aria-hidden="true" className="size-4" />
                    </button>
                  </li>
                ))}
              </ul>
            )
          }
        </QueryGate>
      </div>
      {editing ? <PlanFormModal plan={editing === 'new' ? null : editing} onClose={() => setEditing(null)} /> : null}
    </section>
  );
}
