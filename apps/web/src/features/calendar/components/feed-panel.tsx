import { Copy, Link2, Link2Off, RefreshCw } from 'lucide-react';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { INPUT_CLASS } from '../../../components/ui/field';
import { QueryErrorPanel } from '../../../components/ui/query-gate';
import { notify } from '../../../components/ui/toaster';
import { useErrorText } from '../../../lib/api-errors';
import { useLanguage } from '../../../lib/i18n';
import { useCreateFeed, useDeleteFeed, useFeedStatus } from '../api/calendar-feed';
import { useCalendarTranslation } from '../i18n';

/**
 * "Subscribe": the user's private iCal link. The server keeps only a hash of it, so the URL is
 * shown once, right after it is made (Create link / Make a new link); Turn off revokes it.
 */
export function FeedPanel({ id }: { id?: string }) {
  const { t } = useCalendarTranslation();
  const language = useLanguage();
  const errorText = useErrorText();
  const urlId = useId();
  const status = useFeedStatus();
  const create = useCreateFeed();
  const remove = useDeleteFeed();
  const [url, setUrl] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<'rotate' | 'off' | null>(null);

  const make = () =>
    create.mutate(undefined, {
      onSuccess: (made) => {
        setUrl(made.url);
        setConfirm(null);
      },
      onError: (error) => {
        if (!confirm) notify.error(t('feed.failed', { reason: errorText(error) }));
      },
    });
  const turnOff = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        setUrl(null);
        setConfirm(null);
        notify.success(t('feed.offDone'));
      },
    });
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url ?? '');
      notify.success(t('feed.copied'));
    } catch {
      notify.error(t('feed.copyFailed'));
    }
  };
  const since = status.data?.created_at
    ? new Intl.DateTimeFormat(language === 'hi' ? 'hi-IN' : 'en-IN', { dateStyle: 'medium' }).format(
        new Date(status.data.created_at),
      )
    : '';

  return (
    <section
      id={id}
      aria-labelledby={`${urlId}-heading`}
      className="rounded-2xl bg-white p-4 ring-1 ring-stone-200 sm:p-6"
    >
      <h2 id={`${urlId}-heading`} className="text-lg font-semibold text-stone-900">
        {t('feed.title')}
      </h2>
      <p className="mt-1 text-sm text-stone-600">{t('feed.intro')}</p>
      <div className="mt-4 flex flex-col gap-3">
        {status.isPending ? (
          <p role="status" className="text-sm text-stone-600">
            {t('common.loading')}
          </p>
        ) : status.isError ? (
          <QueryErrorPanel
            variant="inline"
            title={t('feed.loadFailed')}
            error={status.error}
            onRetry={() => void status.refetch()}
          />
        ) : (
          <>
            {url ? (
              <div className="flex flex-col gap-2">
                <label htmlFor={urlId} className="text-sm font-medium text-stone-800">
                  {t('feed.urlLabel')}
                </label>
                <div className="flex flex-col gap-2 sm:flex-row">
                  <input
                    id={urlId}
                    readOnly
                    value={url}
                    className={`${INPUT_CLASS} font-mono`}
                    onFocus={(e) => e.target.select()}
                  />
                  <button type="button" className="btn-primary shrink-0" onClick={() => void copy()}>
                    <Copy aria-hidden="true" className="size-4" />
                    {t('feed.copy')}
                  </button>
                </div>
                <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">{t('feed.onlyOnce')}</p>
              </div>
            ) : status.data?.exists ? (
              <p className="text-sm text-stone-700">
                {t('feed.on', { date: since })} {t('feed.hidden')}
              </p>
            ) : (
              <p className="text-sm text-stone-700">{t('feed.none')}</p>
            )}
            <div className="flex flex-wrap gap-2">
              {status.data?.exists ? (
                <>
                  <button type="button" className="btn-outline" onClick={() => setConfirm('rotate')}>
                    <RefreshCw aria-hidden="true" className="size-4" />
                    {t('feed.rotate')}
                  </button>
                  <button type="button" className="btn-ghost text-red-700" onClick={() => setConfirm('off')}>
                    <Link2Off aria-hidden="true" className="size-4" />
                    {t('feed.off')}
                  </button>
                </>
              ) : (
                <button type="button" className="btn-primary" disabled={create.isPending} onClick={make}>
                  <Link2 aria-hidden="true" className="size-4" />
                  {create.isPending ? t('common.loading') : t('feed.create')}
                </button>
              )}
            </div>
          </>
        )}
      </div>
      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(open) => {
          if (!open) setConfirm(null);
        }}
        title={confirm === 'off' ? t('feed.offTitle') : t('feed.rotateTitle')}
        confirmLabel={confirm === 'off' ? t('feed.offConfirm') : t('feed.rotateConfirm')}
        destructive
        pending={create.isPending || remove.isPending}
        error={
          confirm === 'off' && remove.isError
            ? errorText(remove.error)
            : confirm === 'rotate' && create.isError
              ? errorText(create.error)
              : null
        }
        onConfirm={confirm === 'off' ? turnOff : make}
      >
        <p>{confirm === 'off' ? t('feed.offBody') : t('feed.rotateBody')}</p>
      </ConfirmDialog>
    </section>
  );
}
