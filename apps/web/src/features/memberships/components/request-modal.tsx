import type { TBankDetails, TMembershipPlan } from '@ankur/shared/schemas/memberships';
import { type FormEvent, useState } from 'react';
import { Field, fieldAria, INPUT_CLASS } from '../../../components/ui/field';
import { Modal } from '../../../components/ui/modal';
import { notify } from '../../../components/ui/toaster';
import { fieldErrorsOf, useErrorText } from '../../../lib/api-errors';
import { useRequestMembership } from '../api/memberships';
import { useMoney } from '../format';
import { useMembershipsTranslation } from '../i18n';

/** The offline payment: where to transfer the price, and the UTR the member types afterwards. */
export function RequestModal({
  plan,
  bank,
  onClose,
}: {
  plan: TMembershipPlan;
  bank: TBankDetails;
  onClose: () => void;
}) {
  const { t } = useMembershipsTranslation();
  const { rupees } = useMoney();
  const errorText = useErrorText();
  const request = useRequestMembership();
  const [ref, setRef] = useState('');
  const [localError, setLocalError] = useState<string | null>(null);
  const fieldError = localError ?? fieldErrorsOf(request.error, ['transfer_ref']).transfer_ref ?? null;
  const otherError =
    request.error && !fieldErrorsOf(request.error, ['transfer_ref']).transfer_ref ? errorText(request.error) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = ref.trim();
    if (!/^[A-Za-z0-9]{12,22}$/.test(value)) {
      setLocalError(t('request.refHint'));
      return;
    }
    setLocalError(null);
    request.mutate(
      { plan_id: plan.plan_id, transfer_ref: value },
      {
        onSuccess: () => {
          notify.success(t('request.sent'));
          onClose();
        },
      },
    );
  };

  const rows: [string, string][] = [
    [t('request.accountName'), bank.account_name],
    [t('request.bank'), bank.bank],
    [t('request.accountNumber'), bank.account_number],
    [t('request.ifsc'), bank.ifsc],
    ...(bank.upi ? ([[t('request.upi'), bank.upi]] as [string, string][]) : []),
  ];

  return (
    <Modal
      open
      onOpenChange={(open) => !open && !request.isPending && onClose()}
      title={t('request.title', { plan: plan.name })}
      description={t('request.intro', { price: rupees(plan.price_paise) })}
      width="34rem"
      footer={
        <>
          <button type="button" className="btn-ghost" disabled={request.isPending} onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="submit" form="membership-request" className="btn-primary" disabled={request.isPending}>
            {request.isPending ? t('request.sending') : t('request.submit')}
          </button>
        </>
      }
    >
      <dl className="grid grid-cols-1 gap-x-4 gap-y-2 rounded-xl bg-stone-50 p-4 text-sm sm:grid-cols-[auto_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-stone-600">{label}</dt>
            <dd className="font-medium break-all text-stone-900">{value}</dd>
          </div>
        ))}
      </dl>
      <form id="membership-request" className="mt-4 flex flex-col gap-3" onSubmit={submit} noValidate>
        <Field id="transfer-ref" label={t('request.ref')} hint={t('request.refHint')} error={fieldError} required>
          <input
            {...fieldAria('transfer-ref', fieldError, true)}
            data-autofocus
            className={`${INPUT_CLASS} font-mono uppercase`}
            value={ref}
            onChange={(e) => setRef(e.target.value)}
            autoComplete="off"
            maxLength={22}
          />
        </Field>
        {otherError ? (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
            {otherError}
          </p>
        ) : null}
      </form>
    </Modal>
  );
}
