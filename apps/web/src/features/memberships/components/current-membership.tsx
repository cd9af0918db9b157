import type { TMyMembership } from '@ankur/shared/schemas/memberships';
import { Crown, LockOpen } from 'lucide-react';
import { useState } from 'react';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { notify } from '../../../components/ui/toaster';
import { useErrorText } from '../../../lib/api-errors';
import { useCancelMembership } from '../api/memberships';
import { useMoney } from '../format';
import { useMembershipsTranslation } from '../i18n';

const TONE: Record<string, BadgeTone> = {
  active: 'green',
  pending: 'amber',
  declined: 'red',
  cancelled: 'stone',
  expired: 'stone',
};

/** The member's membership: plan, status, dates, what it unlocks, and cancel (after a question). */
export function CurrentMembership({ me }: { me: TMyMembership }) {
  const { t } = useMembershipsTranslation();
  const { day } = useMoney();
  const errorText = useErrorText();
  const cancel = useCancelMembership();
  const [asking, setAsking] = useState(false);
  const m = me.membership;
  const open = m && (m.status === 'active' || m.status === 'pending');

  return (
    <section aria-labelledby="current-membership" className="rounded-2xl bg-white p-4 ring-1 ring-stone-200 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex items-start gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-amber-50 text-amber-700">
            <Crown aria-hidden="true" className="size-5" />
          </span>
          <div>
            <h2 id="current-membership" className="text-lg font-semibold text-stone-900">
              {t('screen.current')}
            </h2>
            {m ? (
              <p className="mt-1 flex flex-wrap items-center gap-2 text-stone-800">
                <span className="font-medium">{m.plan_name}</span>
                <Badge tone={TONE[m.status] ?? 'stone'}>{t(`status.${m.status}`)}</Badge>
              </p>
            ) : (
              <p className="mt-1 text-sm text-stone-600">{t('screen.none')}</p>
            )}
          </div>
        </div>
        {open ? (
          <button type="button" className="btn-ghost text-red-700" onClick={() => setAsking(true)}>
            {m.status === 'pending' ? t('screen.cancelRequest') : t('screen.cancel')}
          </button>
        ) : null}
      </div>

      {m ? (
        <ul className="mt-3 space-y-1 text-sm text-stone-600">
          {m.status === 'active' && m.starts_at ? <li>{t('screen.since', { date: day(m.starts_at) })}</li> : null}
          {m.status === 'active' ? (
            <li>{m.ends_at ? t('screen.until', { date: day(m.ends_at) }) : t('screen.forever')}</li>
          ) : null}
          {m.status === 'pending' ? (
            <li>{t('screen.requested', { date: day(m.requested_at), ref: m.provider_ref ?? '—' })}</li>
          ) : null}
          {m.status === 'declined' && m.reason ? <li>{t('screen.declinedBecause', { reason: m.reason })}</li> : null}
        </ul>
      ) : null}

      <div className="mt-4">
        <h3 className="text-sm font-medium text-stone-800">{t('screen.unlocked')}</h3>
        {me.apps.length ? (
          <ul className="mt-2 flex flex-wrap gap-2">
            {me.apps.map((app) => (
              <li
                key={app}
                className="inline-flex items-center gap-1.5 rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-800"
              >
                <LockOpen aria-hidden="true" className="size-3.5" />
                {t(`apps.${app}`)}
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-1 text-sm text-stone-600">{t('screen.noneUnlocked')}</p>
        )}
      </div>

      {m && open ? (
        <ConfirmDialog
          open={asking}
          onOpenChange={(next) => {
            setAsking(next);
            if (!next) cancel.reset();
          }}
          title={
            m.status === 'pending'
              ? t('screen.cancelRequestTitle', { plan: m.plan_name })
              : t('screen.cancelTitle', { plan: m.plan_name })
          }
          confirmLabel={m.status === 'pending' ? t('screen.cancelRequest') : t('screen.cancel')}
          cancelLabel={t('common.cancel')}
          destructive
          pending={cancel.isPending}
          error={cancel.error ? errorText(cancel.error) : null}
          onConfirm={() =>
            cancel.mutate(undefined, {
              onSuccess: () => {
                setAsking(false);
                notify.success(t('screen.cancelled'));
              },
            })
          }
        >
          <p>{m.status === 'pending' ? t('screen.cancelRequestBody') : t('screen.cancelBody')}</p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
