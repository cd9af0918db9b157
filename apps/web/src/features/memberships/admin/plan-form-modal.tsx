import { LOCKED_APPS } from '@ankur/shared/menus';
import { PLAN_PERIODS, type TMembershipPlan, type TPlanPeriod } from '@ankur/shared/schemas/memberships';
import { type FormEvent, useState } from 'react';
import { Field, fieldAria, INPUT_CLASS } from '../../../components/ui/field';
import { Modal } from '../../../components/ui/modal';
import { notify } from '../../../components/ui/toaster';
import { fieldErrorsOf, useErrorText } from '../../../lib/api-errors';
import { useSavePlan } from '../api/memberships';
import { useMembershipsTranslation } from '../i18n';

type App = (typeof LOCKED_APPS)[number];
const FIELDS = ['name', 'description', 'price_paise', 'period', 'apps'] as const;

/** Add a plan, or change one (price in rupees on screen, paise in the call). */
export function PlanFormModal({ plan, onClose }: { plan: TMembershipPlan | null; onClose: () => void }) {
  const { t } = useMembershipsTranslation();
  const errorText = useErrorText();
  const save = useSavePlan();
  const [name, setName] = useState(plan?.name ?? '');
  const [description, setDescription] = useState(plan?.description ?? '');
  const [rupees, setRupees] = useState(plan ? String(plan.price_paise / 100) : '0');
  const [period, setPeriod] = useState<TPlanPeriod>(plan?.period ?? 'year');
  const [apps, setApps] = useState<App[]>(plan?.apps ?? []);
  const [active, setActive] = useState(plan?.active ?? true);
  const errors = fieldErrorsOf(save.error, FIELDS);
  const general = save.error && Object.keys(errors).length === 0 ? errorText(save.error) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const price = Math.round(Number(rupees.replace(/[,\s₹]/g, '')) * 100);
    save.mutate(
      {
        planId: plan?.plan_id ?? null,
        body: {
          name: name.trim(),
          description: description.trim() || null,
          price_paise: Number.isFinite(price) ? price : -1,
          period,
          apps,
          active,
        },
      },
      {
        onSuccess: (saved) => {
          notify.success(t('admin.planSaved', { plan: saved.name }));
          onClose();
        },
      },
    );
  };

  return (
    <Modal
      open
      onOpenChange={(open) => !open && !save.isPending && onClose()}
      title={plan ? t('admin.editPlan', { plan: plan.name }) : t('admin.addPlan')}
      width="36rem"
      footer={
        <>
          <button type="button" className="btn-ghost" onClick={onClose} disabled={save.isPending}>
            {t('common.cancel')}
          </button>
          <button type="submit" form="plan-form" className="btn-primary" disabled={save.isPending}>
            {save.isPending ? t('common.saving') : t('common.save')}
          </button>
        </>
      }
    >
      <form id="plan-form" className="flex flex-col gap-4" onSubmit={submit} noValidate>
        <Field id="plan-name" label={t('admin.name')} error={errors.name} required>
          <input
            {...fieldAria('plan-name', errors.name)}
            className={INPUT_CLASS}
            value={name}
            maxLength={80}
            onChange={(e) => setName(e.target.value)}
          />
        </Field>
        <Field id="plan-description" label={t('admin.description')} error={errors.description}>
          <textarea
            {...fieldAria('plan-description', errors.description)}
            className={INPUT_CLASS}
            rows={2}
            maxLength={500}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
          />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="plan-price" label={t('admin.price')} error={errors.price_paise} required>
            <input
              {...fieldAria('plan-price', errors.price_paise)}
              className={INPUT_CLASS}
              inputMode="decimal"
              value={rupees}
              onChange={(e) => setRupees(e.target.value)}
            />
          </Field>
          <Field id="plan-period" label={t('admin.periodLabel')} error={errors.period} required>
            <select
              {...fieldAria('plan-period', errors.period)}
              className={INPUT_CLASS}
              value={period}
              onChange={(e) => setPeriod(e.target.value as TPlanPeriod)}
            >
              {PLAN_PERIODS.map((p) => (
                <option key={p} value={p}>
                  {t(`admin.periods.${p}`)}
                </option>
              ))}
            </select>
          </Field>
        </div>
        <fieldset>
          <legend className="text-sm font-medium text-stone-800">{t('admin.unlocks')}</legend>
          <div className="mt-2 grid gap-2 sm:grid-cols-2">
            {LOCKED_APPS.map((app) => (
              <label key={app} className="flex items-center gap-2 text-sm text-stone-800">
                <input
                  type="checkbox"
                  className="size-4 accent-brand-700"
                  checked={apps.includes(app)}
                  onChange={(e) => setApps(e.target.checked ? [...apps, app] : apps.filter((a) => a !== app))}
                />
                {t(`apps.${app}`)}
              </label>
            ))}
          </div>
          {errors.apps ? <p className="mt-1 text-sm text-red-700">{errors.apps}</p> : null}
        </fieldset>
        <label className="flex items-center gap-2 text-sm text-stone-800">
          <input
            type="checkbox"
            className="size-4 accent-brand-700"
            checked={active}
            onChange={(e) => setActive(e.target.checked)}
          />
          {t('admin.onOffer')}
        </label>
        {general ? (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
            {general}
          </p>
        ) : null}
      </form>
    </Modal>
  );
}
