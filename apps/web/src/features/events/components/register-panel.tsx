import type { TEventDetail, TRegistration } from '@ankur/shared/schemas/events';
import { CircleCheck, CircleX, Clock, Hourglass, Ticket, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { notify } from '../../../components/ui/toaster';
import { useErrorText } from '../../../lib/api-errors';
import { useCancelRegistration } from '../api/events';
import { useEventsTranslation } from '../i18n';
import { hasEnded } from './format';
import { RegisterForm } from './register-form';

const LOOKS = {
  confirmed: { Icon: CircleCheck, box: 'bg-brand-50 ring-brand-200', icon: 'text-brand-700' },
  pending: { Icon: Clock, box: 'bg-amber-50 ring-amber-200', icon: 'text-amber-700' },
  waitlisted: { Icon: Hourglass, box: 'bg-sky-50 ring-sky-200', icon: 'text-sky-700' },
  declined: { Icon: CircleX, box: 'bg-red-50 ring-red-200', icon: 'text-red-700' },
  cancelled: { Icon: Undo2, box: 'bg-stone-50 ring-stone-200', icon: 'text-stone-600' },
} as const;

/** My registration's state, in words: going, awaiting approval or payment, #3 on the waitlist, declined, cancelled. */
export function RegistrationResult({ registration, canCancel }: { registration: TRegistration; canCancel: boolean }) {
  const { t } = useEventsTranslation();
  const errorText = useErrorText();
  const cancel = useCancelRegistration(registration.event_id);
  const [asking, setAsking] = useState(false);
  const { status } = registration;
  const look = LOOKS[status];
  const title =
    status === 'waitlisted'
      ? t('result.waitlisted', { position: registration.waitlist_position ?? '–' })
      : t(`result.${status}`);
  const body =
    status === 'pending' && registration.payment_status === 'pending'
      ? t('result.pendingPayment')
      : t(`result.${status}Body`);
  const active = status === 'confirmed' || status === 'pending' || status === 'waitlisted';
  return (
    <div role="status" className={`flex flex-col gap-3 rounded-xl p-4 ring-1 ${look.box}`}>
      <div className="flex gap-3">
        <look.Icon className={`mt-0.5 size-6 shrink-0 ${look.icon}`} aria-hidden />
        <div className="min-w-0">
          <p className="font-semibold text-stone-900">{title}</p>
          <p className="text-sm text-stone-700">{body}</p>
          {status !== 'cancelled' ? (
            <p className="mt-1 text-sm text-stone-600">{t('result.ticket', { name: registration.ticket_type.name })}</p>
          ) : null}
        </div>
      </div>
      {active ? (
        <div className="flex flex-wrap gap-2">
          {status === 'confirmed' ? (
            <Link to="/my-tickets" className="btn-primary">
              <Ticket className="size-4" aria-hidden />
              {t('result.viewTicket')}
            </Link>
          ) : null}
          {canCancel ? (
            <button type="button" className="btn-outline" onClick={() => setAsking(true)}>
              {t('result.cancel')}
            </button>
          ) : null}
        </div>
      ) : null}
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={t('result.cancelTitle')}
        confirmLabel={t('result.cancelConfirm')}
        cancelLabel={t('result.keep')}
        destructive
        pending={cancel.isPending}
        error={cancel.error ? errorText(cancel.error) : null}
        onConfirm={() =>
          cancel.mutate(undefined, {
            onSuccess: () => {
              setAsking(false);
              notify.success(t('result.cancelledToast'));
            },
          })
        }
      >
        <p>{t('result.cancelBody')}</p>
      </ConfirmDialog>
    </div>
  );
}

/**
 * The registration box of the event page: my registration's state (with Cancel), or the form
 * while registration is open (again after a cancellation), or why it is closed.
 */
export function RegisterPanel({ event }: { event: TEventDetail }) {
  const { t } = useEventsTranslation();
  const mine = event.my_registration;
  const ended = hasEnded(event);
  const open = event.status === 'published' && !ended;
  const showForm = open && (!mine || mine.status === 'cancelled');
  return (
    <section
      aria-labelledby="register-heading"
      className="flex flex-col gap-4 rounded-2xl bg-white p-4 ring-1 ring-stone-200 sm:p-5"
    >
      <h2 id="register-heading" className="text-lg font-semibold text-stone-900">
        {t('register.title')}
      </h2>
      {mine ? <RegistrationResult registration={mine} canCancel={!ended && event.status !== 'cancelled'} /> : null}
      {showForm ? (
        <RegisterForm event={event} />
      ) : !mine ? (
        <p className="text-sm text-stone-700">
          <span className="font-medium">{t('register.closed')}</span>
          {ended ? ` ${t('register.ended')}` : ''}
        </p>
      ) : null}
    </section>
  );
}
