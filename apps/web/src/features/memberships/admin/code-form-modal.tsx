import type { TMembershipPlan } from '@ankur/shared/schemas/memberships';
import { type FormEvent, useState } from 'react';
import { Field, fieldAria, INPUT_CLASS } from '../../../components/ui/field';
import { Modal } from '../../../components/ui/modal';
import { notify } from '../../../components/ui/toaster';
import { fieldErrorsOf, useErrorText } from '../../../lib/api-errors';
import { useCreateCode } from '../api/memberships';
import { useMembershipsTranslation } from '../i18n';

const FIELDS = ['code', 'plan_id', 'sponsor_name', 'seats', 'expires_at'] as const;

/** A sponsor code for a plan: its seats, its sponsor, and the day it stops working (optional). */
export function CodeFormModal({ plans, onClose }: { plans: TMembershipPlan[]; onClose: () => void }) {
  const { t } = useMembershipsTranslation();
  const errorText = useErrorText();
  const create = useCreateCode();
  const paid = plans.filter((p) => p.active);
  const [code, setCode] = useState('');
  const [planId, setPlanId] = useState(paid.at(-1)?.plan_id ?? 0);
  const [sponsor, setSponsor] = useState('');
  const [seats, setSeats] = useState('25');
  const [expires, setExpires] = useState('');
  const errors = fieldErrorsOf(create.error, FIELDS);
  const general = create.error && Object.keys(errors).length === 0 ? errorText(create.error) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      {
        code: code.trim(),
        plan_id: planId,
        sponsor_name: sponsor.trim(),
        seats: Number.parseInt(seats, 10) || 0,
        expires_at: expires ? new Date(`${expires}T23:59:59+05:30`).toISOString() : null,
      },
      {
        onSuccess: (made) => {
          notify.success(t('admin.codeCreated', { code: made.code }));
          onClose();
        },
      },
    );
  };

  return (
    <Modal
      open
      onOpenChange={(open) => !open && !create.isPending && onClose()}
      title={t('admin.addCode')}
      width="34rem"
      footer={
        <>
          <button type="button" className="btn-ghost" onClick={onClose} disabled={create.isPending}>
            {t('common.cancel')}
          </button>
          <button type="submit" form="code-form" className="btn-primary" disabled={create.isPending}>
            {create.isPending ? t('common.saving') : t('admin.addCode')}
          </button>
        </>
      }
    >
      <form id="code-form" className="flex flex-col gap-4" onSubmit={submit} noValidate>
        <Field id="code-code" label={t('admin.codeLabel')} error={errors.code} required>
          <input
            {...fieldAria('code-code', errors.code)}
            className={`${INPUT_CLASS} font-mono uppercase`}
            value={code}
            maxLength={40}
            onChange={(e) => setCode(e.target.value)}
          />
        </Field>
        <Field id="code-plan" label={t('admin.plan')} error={errors.plan_id} required>
          <select
            {...fieldAria('code-plan', errors.plan_id)}
            className={INPUT_CLASS}
            value={planId}
            onChange={(e) => setPlanId(Number(e.target.value))}
          >
            {paid.map((p) => (
              <option key={p.plan_id} value={p.plan_id}>
                {p.name}
              </option>
            ))}
          </select>
        </Field>
        <Field id="code-sponsor" label={t('admin.sponsor')} error={errors.sponsor_name} required>
          <input
            {...fieldAria('code-sponsor', errors.sponsor_name)}
            className={INPUT_CLASS}
            value={sponsor}
            maxLength={120}
            onChange={(e) => setSponsor(e.target.value)}
          />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="code-seats" label={t('admin.seats')} error={errors.seats} required>
            <input
              {...fieldAria('code-seats', errors.seats)}
              className={INPUT_CLASS}
              inputMode="numeric"
              value={seats}
              onChange={(e) => setSeats(e.target.value)}
            />
          </Field>
          <Field id="code-expires" label={t('admin.expires')} error={errors.expires_at}>
            <input
              {...fieldAria('code-expires', errors.expires_at)}
              type="date"
              className={INPUT_CLASS}
              value={expires}
              onChange={(e) => setExpires(e.target.value)}
            />
          </Field>
        </div>
        {general ? (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
            {general}
          </p>
        ) : null}
      </form>
    </Modal>
  );
}
