import type { TDataRequest } from '@ankur/shared/schemas/personal-data';
import { AlertTriangle, Download, FileArchive, RefreshCw } from 'lucide-react';
import { useId } from 'react';
import { useErrorText } from '../../../lib/api-errors';
import { type Language, numberLocale, useLanguage } from '../../../lib/i18n';
import { exportDownloadUrl, useRequestExport } from '../api/personal-data';
import { useAccountTranslation } from '../i18n';
import { FormError } from './section';

/** A ZIP's size in KB or MB, in the language on screen. */
function formatSize(bytes: number, language: Language): string {
  const mb = bytes >= 1024 * 1024;
  return new Intl.NumberFormat(numberLocale(language), {
    style: 'unit',
    unit: mb ? 'megabyte' : 'kilobyte',
    maximumFractionDigits: mb ? 1 : 0,
  }).format(Math.max(1, bytes / (mb ? 1024 * 1024 : 1024)));
}

function ExportProgress({ request }: { request: TDataRequest }) {
  const { t } = useAccountTranslation();
  const labelId = useId();
  const percent = t('data.export.progress', { percent: request.progress });
  return (
    <div className="flex flex-col gap-2" role="status">
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span id={labelId} className="font-medium text-stone-800">
          {t('data.export.preparing')}
        </span>
        <span className="shrink-0 font-semibold text-stone-800">{percent}</span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={request.progress}
        aria-valuetext={percent}
        className="h-2.5 w-full overflow-hidden rounded-full bg-stone-200"
      >
        <div
          className="h-full rounded-full bg-brand-600 transition-[width] motion-reduce:transition-none"
          style={{ width: `${Math.max(3, request.progress)}%` }}
        />
      </div>
      <p className="text-xs text-stone-600">{t('data.export.preparingHint')}</p>
    </div>
  );
}

/**
 * "Download my data": asks for the ZIP, follows its progress, then offers the download until it
 * expires; a failed build offers Retry. The list of requests is polled by useMyData.
 */
export function DataExport({ request }: { request: TDataRequest | null }) {
  const { t } = useAccountTranslation();
  const language = useLanguage();
  const errorText = useErrorText();
  const start = useRequestExport();
  const date = new Intl.DateTimeFormat(numberLocale(language), { dateStyle: 'long' });
  const status = request?.status;

  const startButton = (label: string, Icon = Download, primary = true) => (
    <button
      type="button"
      className={primary ? 'btn-primary' : 'btn-outline'}
      disabled={start.isPending}
      onClick={() => start.mutate()}
    >
      <Icon aria-hidden="true" className="size-4" />
      {start.isPending ? t('data.export.starting') : label}
    </button>
  );

  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-start gap-3">
        <FileArchive aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-stone-500" />
        <div className="min-w-0">
          <h3 className="text-sm font-semibold text-stone-900">{t('data.export.title')}</h3>
          <p className="text-sm text-stone-600">{t('data.export.body')}</p>
        </div>
      </div>
      {status === 'pending' || status === 'running' ? (
        <ExportProgress request={request!} />
      ) : status === 'ready' ? (
        <div className="flex flex-col gap-3 rounded-lg bg-brand-50 p-3">
          <p className="text-sm text-brand-900">
            {t('data.export.ready', {
              size: formatSize(request!.size_bytes ?? 0, language),
              date: date.format(new Date(request!.expires_at!)),
            })}
          </p>
          <div className="flex flex-wrap gap-2">
            <a className="btn-primary" href={exportDownloadUrl(request!.id)} download>
              <Download aria-hidden="true" className="size-4" />
              {t('data.export.download')}
            </a>
            {startButton(t('data.export.again'), RefreshCw, false)}
          </div>
        </div>
      ) : status === 'expired' ? (
        <div className="flex flex-col gap-3">
          <p className="text-sm text-stone-700">
            {t('data.export.expired', { date: date.format(new Date(request!.expires_at!)) })}
          </p>
          <div>{startButton(t('data.export.again'), RefreshCw)}</div>
        </div>
      ) : status === 'failed' ? (
        <div className="flex flex-col gap-3">
          <p role="alert" className="flex items-start gap-2 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
            <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {t('data.export.failed')}
          </p>
          <div>{startButton(t('data.export.retry'), RefreshCw)}</div>
        </div>
      ) : (
        <div>{startButton(t('data.export.start'))}</div>
      )}
      <FormError>{start.isError ? t('data.export.startFailed', { reason: errorText(start.error) }) : null}</FormError>
    </div>
  );
}
