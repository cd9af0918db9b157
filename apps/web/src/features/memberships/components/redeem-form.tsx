import { Ticket } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Field, fieldAria, INPUT_CLASS } from '../../../components/ui/field';
import { notify } from '../../../components/ui/toaster';
import { fieldErrorsOf, useErrorText } from '../../../lib/api-errors';
import { useRedeemCode } from '../api/memberships';
import { useMembershipsTranslation } from '../i18n';

/** A sponsor code: one seat of the sponsor's plan, active at once. */
export function RedeemForm({ disabled }: { disabled: boolean }) {
  const { t } = useMembershipsTranslation();
  const errorText = useErrorText();
  const redeem = useRedeemCode();
  const [code, setCode] = useState('');
  const id = useId();
  const error = redeem.error ? (fieldErrorsOf(redeem.error, ['code']).code ?? errorText(redeem.error)) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return;
    redeem.mutate(code.trim(), {
      onSuccess: (me) => {
        setCode('');
        notify.success(t('screen.redeemed', { plan: me.membership?.plan_name ?? '' }));
      },
    });
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-2xl bg-white p-4 ring-1 ring-stone-200 sm:p-6">
      <div className="flex items-start gap-3">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <Ticket aria-hidden="true" className="size-5" />
        </span>
        <div>
          <h2 id={`${id}-heading`} className="text-lg font-semibold text-stone-900">
            {t('screen.code')}
          </h2>
          <p className="mt-0.5 text-sm text-stone-600">{t('screen.codeIntro')}</p>
        </div>
      </div>
      <form className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-start" onSubmit={submit} noValidate>
        <div className="flex-1">
          <Field id={`${id}-code`} label={t('screen.codeLabel')} error={error}>
            <input
              {...fieldAria(`${id}-code`, error)}
              className={`${INPUT_CLASS} font-mono uppercase`}
              value={code}
              onChange={(e) => setCode(e.target.value)}
              autoComplete="off"
              maxLength={40}
              disabled={disabled}
            />
          </Field>
        </div>
        <button type="submit" className="btn-primary sm:mt-6" disabled={disabled || redeem.isPending || !code.trim()}>
          {redeem.isPending ? t('screen.redeeming') : t('screen.redeem')}
        </button>
      </form>
    </section>
  );
}
