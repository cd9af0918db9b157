import type { TEventDetail, TRegistrationInput } from '@ankur/shared/schemas/events';
import { type FormEvent, useState } from 'react';
import { Field, fieldAria, INPUT_CLASS } from '../../../components/ui/field';
import { notify } from '../../../components/ui/toaster';
import { fieldIssuesOf, useErrorText } from '../../../lib/api-errors';
import { useBankDetails, useRegister } from '../api/events';
import { useEventsTranslation } from '../i18n';
import { useEventFormat } from './format';
import { type Answer, isAnswered, QuestionField } from './question-field';

const UTR = /^[A-Za-z0-9]{12,22}$/;

/** The API's field errors of a registration: 'ticket_type_id', 'payment_ref', or 'answers.<key>'. */
function apiFieldErrors(error: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of fieldIssuesOf(error)) {
    const path = issue.path.replace(/^body\.?/, '');
    const key = path.startsWith('answers')
      ? `answers.${path.replace(/^answers[.[]?/, '').replace(/[\]'"]/g, '')}`
      : issue.field;
    if (!out[key]) out[key] = issue.message;
  }
  return out;
}

/** Whether a seat is free for a ticket type (else registering joins the waitlist). */
function hasSeat(event: TEventDetail, ticketTypeId: number | null): boolean {
  if (event.capacity !== null && event.confirmed_count >= event.capacity) return false;
  const type = event.ticket_types.find((tt) => tt.ticket_type_id === ticketTypeId);
  return !type || type.capacity === null || type.confirmed_count < type.capacity;
}

/** Register: choose a ticket type, answer the questions, and for a priced ticket give the transfer's UTR. */
export function RegisterForm({ event }: { event: TEventDetail }) {
  const { t } = useEventsTranslation();
  const { rupees } = useEventFormat();
  const errorText = useErrorText();
  const register = useRegister(event.event_id);
  const [ticketTypeId, setTicketTypeId] = useState<number | null>(event.ticket_types[0]?.ticket_type_id ?? null);
  const [answers, setAnswers] = useState<Record<string, Answer>>({});
  const [utr, setUtr] = useState('');
  const [local, setLocal] = useState<Record<string, string>>({});
  const ticket = event.ticket_types.find((tt) => tt.ticket_type_id === ticketTypeId);
  const priced = (ticket?.price_paise ?? 0) > 0;
  const bank = useBankDetails(priced);
  const fromApi = apiFieldErrors(register.error);
  const errors = { ...fromApi, ...local };
  const otherError = register.error && Object.keys(fromApi).length === 0 ? errorText(register.error) : null;
  const seat = hasSeat(event, ticketTypeId);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found: Record<string, string> = {};
    for (const q of event.questions) {
      if (q.required && !isAnswered(answers[q.key])) found[`answers.${q.key}`] = t('register.required');
    }
    if (priced && !UTR.test(utr.trim())) found.payment_ref = t('register.utrBad');
    setLocal(found);
    if (Object.keys(found).length > 0 || ticketTypeId === null) {
      const first = Object.keys(found)[0];
      const id = first === 'payment_ref' ? 'payment-ref' : `q-${first?.replace(/^answers\./, '')}`;
      document.getElementById(id)?.focus?.();
      return;
    }
    const input: TRegistrationInput = { ticket_type_id: ticketTypeId, answers };
    if (priced) input.payment_ref = utr.trim().toUpperCase();
    register.mutate(input, { onSuccess: () => notify.success(t('register.registered')) });
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-labelledby="register-heading">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-semibold text-stone-900">{t('register.ticketType')}</legend>
        {event.ticket_types.map((tt) => {
          const full = tt.capacity !== null && tt.confirmed_count >= tt.capacity;
          return (
            <label
              key={tt.ticket_type_id}
              className={`flex cursor-pointer items-start gap-3 rounded-xl p-3 ring-1 ${
                ticketTypeId === tt.ticket_type_id ? 'bg-brand-50 ring-brand-600' : 'bg-white ring-stone-200'
              }`}
            >
              <input
                type="radio"
                name="ticket-type"
                className="mt-1 size-4 accent-brand-700"
                checked={ticketTypeId === tt.ticket_type_id}
                onChange={() => setTicketTypeId(tt.ticket_type_id)}
              />
              <span className="min-w-0 flex-1">
                <span className="flex flex-wrap justify-between gap-x-2 font-medium text-stone-900">
                  <span>{tt.name}</span>
                  <span>{tt.price_paise > 0 ? rupees(tt.price_paise) : t('card.free')}</span>
                </span>
                {tt.description ? <span className="block text-sm text-stone-600">{tt.description}</span> : null}
                {full ? <span className="block text-sm text-amber-800">{t('card.waitlistOpen')}</span> : null}
              </span>
            </label>
          );
        })}
        {errors.ticket_type_id ? <p className="text-sm text-red-700">{errors.ticket_type_id}</p> : null}
      </fieldset>
      {event.questions.length ? (
        <div className="flex flex-col gap-3">
          <p className="text-sm font-semibold text-stone-900">{t('register.questions')}</p>
          {event.questions.map((q) => (
            <QuestionField
              key={q.key}
              question={q}
              value={answers[q.key]}
              error={errors[`answers.${q.key}`]}
              onChange={(v) => setAnswers((a) => ({ ...a, [q.key]: v }))}
            />
          ))}
        </div>
      ) : null}
      {priced && ticket ? (
        <div className="flex flex-col gap-3 rounded-xl bg-stone-50 p-4 ring-1 ring-stone-200">
          <p className="font-semibold text-stone-900">
            {t('register.payTitle', { price: rupees(ticket.price_paise) })}
          </p>
          <p className="text-sm text-stone-700">{t('register.payIntro')}</p>
          {bank.data ? (
            <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
              {(
                [
                  [t('register.accountName'), bank.data.account_name],
                  [t('register.bank'), bank.data.bank],
                  [t('register.accountNumber'), bank.data.account_number],
                  [t('register.ifsc'), bank.data.ifsc],
                  ...(bank.data.upi ? [[t('register.upi'), bank.data.upi]] : []),
                ] as [string, string][]
              ).map(([label, value]) => (
                <div key={label} className="contents">
                  <dt className="text-stone-600">{label}</dt>
                  <dd className="font-medium break-words text-stone-900">{value}</dd>
                </div>
              ))}
            </dl>
          ) : bank.isError ? (
            <p className="text-sm text-red-700">{t('register.bankFailed')}</p>
          ) : null}
          <Field
            id="payment-ref"
            label={t('register.utr')}
            hint={t('register.utrHint')}
            error={errors.payment_ref}
            required
          >
            <input
              {...fieldAria('payment-ref', errors.payment_ref, true)}
              className={`${INPUT_CLASS} font-mono uppercase`}
              value={utr}
              maxLength={22}
              autoComplete="off"
              onChange={(e) => setUtr(e.target.value)}
            />
          </Field>
        </div>
      ) : null}
      {event.approval_required ? <p className="text-sm text-stone-600">{t('register.approvalNote')}</p> : null}
      {otherError ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {otherError}
        </p>
      ) : Object.keys(errors).length ? (
        <p role="alert" className="text-sm text-red-700">
          {t('register.fixFields')}
        </p>
      ) : null}
      <button type="submit" className="btn-primary w-full" disabled={register.isPending || ticketTypeId === null}>
        {register.isPending ? t('register.sending') : seat ? t('register.submit') : t('register.submitWaitlist')}
      </button>
    </form>
  );
}
