import { AlertTriangle, Undo2 } from 'lucide-react';
import { notify } from '../../../components/ui/toaster';
import { useErrorText } from '../../../lib/api-errors';
import { numberLocale, useLanguage } from '../../../lib/i18n';
import { useKeepAccount, useMyData } from '../api/personal-data';
import { useAccountTranslation } from '../i18n';

/** "Keep my account": cancels the scheduled deletion (DELETE account/data/erasure). */
export function KeepAccountButton() {
  const { t } = useAccountTranslation();
  const errorText = useErrorText();
  const keep = useKeepAccount();
  return (
    <button
      type="button"
      className="btn-primary"
      disabled={keep.isPending}
      onClick={() =>
        keep.mutate(undefined, {
          onSuccess: () => notify.success(t('data.erasure.kept')),
          onError: (error) => notify.error(t('data.erasure.keepFailed', { reason: errorText(error) })),
        })
      }
    >
      <Undo2 aria-hidden="true" className="size-4" />
      {keep.isPending ? t('data.erasure.keeping') : t('data.erasure.keep')}
    </button>
  );
}

/** The banner on top of /account while the account is scheduled for deletion: the date and "Keep my account". */
export function ErasureBanner() {
  const { t } = useAccountTranslation();
  const language = useLanguage();
  const data = useMyData();
  const erasure = data.data?.erasure;
  if (erasure?.status !== 'scheduled') return null;
  const date = new Intl.DateTimeFormat(numberLocale(language), { dateStyle: 'long' });
  return (
    <div
      role="alert"
      className="flex flex-col gap-3 rounded-2xl bg-red-50 p-4 ring-1 ring-red-200 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex items-start gap-3">
        <AlertTriangle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-700" />
        <div>
          <p className="font-semibold text-red-900">
            {t('data.erasure.banner', { date: date.format(new Date(erasure.due_at!)) })}
          </p>
          <p className="text-sm text-red-800">
            {t('data.erasure.bannerHint', { requested: date.format(new Date(erasure.requested_at)) })}
          </p>
        </div>
      </div>
      <div className="shrink-0">
        <KeepAccountButton />
      </div>
    </div>
  );
}
