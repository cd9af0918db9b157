import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { QueryGate } from '../../../components/ui/query-gate';
import { notify } from '../../../components/ui/toaster';
import { useErrorText } from '../../../lib/api-errors';
import { useAdminCodes, useAdminPlans, useSetCodeActive } from '../api/memberships';
import { useMoney } from '../format';
import { useMembershipsTranslation } from '../i18n';
import { CodeFormModal } from './code-form-modal';

/** The tenant's sponsor codes, newest first: seats used, expiry; create one, disable or enable (undo) one. */
export function CodesSection() {
  const { t } = useMembershipsTranslation();
  const { day } = useMoney();
  const errorText = useErrorText();
  const codes = useAdminCodes();
  const plans = useAdminPlans();
  const toggle = useSetCodeActive();
  const [creating, setCreating] = useState(false);

  const setActive = (codeId: number, code: string, active: boolean) =>
    toggle.mutate(
      { codeId, active },
      {
        onSuccess: () =>
          active
            ? notify.success(t('admin.codeEnabled', { code }))
            : notify.success(t('admin.codeDisabled', { code }), {
                action: { label: t('admin.enable'), onClick: () => setActive(codeId, code, true) },
              }),
        onError: (error) => notify.error(errorText(error)),
      },
    );

  return (
    <section aria-labelledby="membership-codes" className="rounded-2xl bg-white p-4 ring-1 ring-stone-200 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="membership-codes" className="text-lg font-semibold text-stone-900">
          {t('admin.codes')}
        </h3>
        <button type="button" className="btn-primary" disabled={!plans.data?.length} onClick={() => setCreating(true)}>
          <Plus aria-hidden="true" className="size-4" />
          {t('admin.addCode')}
        </button>
      </div>
      <div className="mt-4">
        <QueryGate
          query={codes}
          pending={<div className="h-24 animate-pulse rounded-xl bg-stone-100" />}
          loadingLabel={t('common.loading')}
          error={{ title: t('screen.loadFailed'), retryLabel: t('common.retry'), variant: 'inline' }}
        >
          {(list) =>
            list.length === 0 ? (
              <p className="text-sm text-stone-600">{t('admin.noCodes')}</p>
            ) : (
              <ul className="divide-y divide-stone-200">
                {list.map((c) => (
                  <li key={c.code_id} className="flex flex-wrap items-center gap-3 py-3">
                    <div className="min-w-0 flex-1">
                      <p className="flex flex-wrap items-center gap-2">
                        <span className="font-mono font-medium text-stone-900">{c.code}</span>
                        {c.active ? null : <Badge tone="stone">{t('admin.disabled')}</Badge>}
                      </p>
                      <p className="text-sm text-stone-600">
                        {c.sponsor_name} · {c.plan_name} · {t('admin.seatsUsed', { used: c.used, seats: c.seats })} ·{' '}
                        {t('admin.expires')}: {c.expires_at ? day(c.expires_at) : t('admin.never')}
                      </p>
                    </div>
                    <button
                      type="button"
                      className="btn-ghost ring-1 ring-stone-300"
                      disabled={toggle.isPending}
                      onClick={() => setActive(c.code_id, c.code, !c.active)}
                      aria-label={`${c.active ? t('admin.disable') : t('admin.enable')}: ${c.code}`}
                    >
                      {c.active ? t('admin.disable') : t('admin.enable')}
                    </button>
                  </li>
                ))}
              </ul>
            )
          }
        </QueryGate>
      </div>
      {creating && plans.data ? <CodeFormModal plans={plans.data} onClose={() => setCreating(false)} /> : null}
    </section>
  );
}
