import type { TAccount } from '@ankur/shared/schemas/account';
import { ERASURE_GRACE_DAYS, type TDataRequest } from '@ankur/shared/schemas/personal-data';
import { Info, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Field, fieldAria, INPUT_CLASS } from '../../../components/ui/field';
import { notify } from '../../../components/ui/toaster';
import { fieldErrorsOf, useErrorText } from '../../../lib/api-errors';
import { numberLocale, useLanguage } from '../../../lib/i18n';
import { useRequestErasure } from '../api/personal-data';
import { useAccountTranslation } from '../i18n';
import { KeepAccountButton } from './erasure-banner';

const DAY_MS = 24 * 60 * 60 * 1000;

function useLongDate() {
  const language = useLanguage();
  const format = new Intl.DateTimeFormat(numberLocale(language), { dateStyle: 'long' });
  return (iso: string | Date) => format.format(new Date(iso));
}

/** The confirm modal: what happens, the date, and the current password. */
function ErasureDialog({ account, open, onClose }: { account: TAccount; open: boolean; onClose: () => void }) {
  const { t } = useAccountTranslation();
  const errorText = useErrorText();
  const longDate = useLongDate();
  const erase = useRequestErasure();
  const [password, setPassword] = useState('');
  const due = longDate(new Date(Date.now() + ERASURE_GRACE_DAYS * DAY_MS));
  const errors = fieldErrorsOf(erase.error, ['password'] as const, { word: () => t('data.erasure.passwordWrong') });
  const needsPassword = account.sign_in.has_password;

  const close = () => {
    setPassword('');
    erase.reset();
    onClose();
  };
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    erase.mutate(needsPassword ? { password } : {}, {
      onSuccess: (request) => {
        notify.success(t('data.erasure.scheduledToast', { date: longDate(request.due_at!) }));
        close();
      },
    });
  };

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => (next ? undefined : close())}
      title={t('data.erasure.dialogTitle')}
      confirmLabel={t('data.erasure.confirm', { date: due })}
      cancelLabel={t('common.cancel')}
      destructive
      pending={erase.isPending}
      width="34rem"
      error={
        erase.isError && Object.keys(errors).length === 0
          ? t('data.erasure.failed', { reason: errorText(erase.error) })
          : null
      }
      onConfirm={() => submit()}
    >
      <p className="font-medium text-stone-900">{t('data.erasure.what')}</p>
      <ul className="list-disc space-y-1 pl-5">
        <li>{t('data.erasure.pointSignOut')}</li>
        <li>{t('data.erasure.pointErase', { date: due })}</li>
        <li>{t('data.erasure.pointMessages')}</li>
        <li>{t('data.erasure.pointCancel')}</li>
      </ul>
      <p className="flex items-start gap-2 rounded-lg bg-stone-50 px-3 py-2 text-stone-700">
        <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {t('data.erasure.tip')}
      </p>
      {needsPassword ? (
        <form noValidate onSubmit={submit}>
          <Field
            id="erasure-password"
            label={t('data.erasure.password')}
            hint={t('data.erasure.passwordHint')}
            error={errors.password}
            required
          >
            <input
              {...fieldAria('erasure-password', errors.password, true)}
              className={INPUT_CLASS}
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          </Field>
        </form>
      ) : null}
    </ConfirmDialog>
  );
}

/** "Delete my account": the grace period explained, the modal, or — once asked — its date and "Keep my account". */
export function DataErasure({ account, request }: { account: TAccount; request: TDataRequest | null }) {
  const { t } = useAccountTranslation();
  const longDate = useLongDate();
  const [open, setOpen] = useState(false);
  const scheduled = request?.status === 'scheduled';
  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-start gap-3">
        <Trash2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-stone-500" />
        <div className="min-w-0">
          <h3 className="text-sm font-semibold text-stone-900">{t('data.erasure.title')}</h3>
          <p className="text-sm text-stone-600">{t('data.erasure.body', { days: ERASURE_GRACE_DAYS })}</p>
        </div>
      </div>
      {request?.status === 'cancelled' && request.cancel_reason === 'signed_in' ? (
        <p role="status" className="rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-900">
          {t('data.erasure.cancelledBySignIn', {
            date: longDate(request.cancelled_at!),
            requested: longDate(request.requested_at),
          })}
        </p>
      ) : null}
      {scheduled ? (
        <div className="flex flex-col gap-2">
          <p className="text-sm font-medium text-red-800">
            {t('data.erasure.banner', { date: longDate(request.due_at!) })}
          </p>
          <div>
            <KeepAccountButton />
          </div>
        </div>
      ) : (
        <div>
          <button
            type="button"
            className="btn-outline border-red-300 text-red-700 hover:bg-red-50"
            onClick={() => setOpen(true)}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            {t('data.erasure.start')}
          </button>
        </div>
      )}
      <ErasureDialog account={account} open={open} onClose={() => setOpen(false)} />
    </div>
  );
}
