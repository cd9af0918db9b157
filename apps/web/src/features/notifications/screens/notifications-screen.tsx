import type { TNotification } from '@ankur/shared/schemas/notifications';
import { BellOff, CheckCheck, Inbox, SlidersHorizontal } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { LoadMore } from '../../../components/ui/load-more';
import { QueryGate } from '../../../components/ui/query-gate';
import { StatePanel } from '../../../components/ui/state-panel';
import { notify } from '../../../components/ui/toaster';
import { useErrorText } from '../../../lib/api-errors';
import { useFormatNumber } from '../../../lib/i18n';
import { rowsOfPages } from '../../../lib/live-query';
import { type NotificationFilter, useNotificationPages, useUnreadCount } from '../api/list-notifications';
import { useMarkAllNotificationsRead, useMarkNotificationRead } from '../api/mark-notifications-read';
import { NotificationCard } from '../components/notification-card';
import { PreferencesPanel } from '../components/preferences-panel';
import { useNotificationsTranslation } from '../i18n';

const FILTERS: readonly NotificationFilter[] = ['all', 'unread'];

const CHIP =
  'inline-flex min-h-9 items-center gap-1.5 rounded-full px-3.5 py-1.5 text-sm font-medium ring-1 transition-colors';
const CHIP_ON = 'bg-brand-700 text-white ring-brand-700 hover:bg-brand-800';
const CHIP_OFF = 'bg-white text-stone-700 ring-stone-300 hover:bg-stone-50 hover:ring-brand-400';

export function filterFromUrl(params: URLSearchParams): NotificationFilter {
  return params.get('filter') === 'unread' ? 'unread' : 'all';
}

/**
 * /notifications: every notification of the signed-in user, newest first, a page at a time, with
 * live arrivals on top; All / Unread; mark one or all read; and the delivery preferences.
 */
export default function NotificationsScreen() {
  const { t } = useNotificationsTranslation();
  const formatNumber = useFormatNumber();
  const errorText = useErrorText();
  const [params, setParams] = useSearchParams();
  const filter = filterFromUrl(params);
  const [showPreferences, setShowPreferences] = useState(false);
  const preferencesId = useId();

  const pages = useNotificationPages(filter);
  const unread = useUnreadCount();
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();

  const loaded = pages.data?.pages;
  const { items, total } = useMemo(() => {
    // live arrivals are merged into the first page (features/notifications/api/live-notifications.ts)
    const rows = rowsOfPages(loaded ? { pages: loaded } : undefined, (item) => item.notification_id);
    return {
      items: filter === 'unread' ? rows.filter((item) => item.read_at === null) : rows,
      total: loaded?.[0]?.meta.total ?? 0,
    };
  }, [loaded, filter]);

  const setFilter = (next: NotificationFilter) => setParams(next === 'all' ? {} : { filter: next }, { replace: true });
  const onMarkRead = (item: TNotification) =>
    markRead.mutate(item.notification_id, {
      onError: (error) => notify.error(t('item.markFailed', { reason: errorText(error) })),
    });
  const onMarkAll = () =>
    markAll.mutate(undefined, {
      onSuccess: () => notify.success(t('screen.markAllDone')),
      onError: (error) => notify.error(t('screen.markAllFailed', { reason: errorText(error) })),
    });
  const anyUnread = (unread ?? 0) > 0 || items.some((item) => item.read_at === null);

  return (
    <section aria-labelledby="notifications-heading" className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-10">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h1 id="notifications-heading" className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">
            {t('screen.title')}
          </h1>
          <p className="mt-2 text-stone-600">{t('screen.intro')}</p>
        </div>
        <div className="flex flex-wrap gap-2 sm:shrink-0">
          <button
            type="button"
            className="btn-outline"
            aria-expanded={showPreferences}
            aria-controls={preferencesId}
            onClick={() => setShowPreferences((open) => !open)}
          >
            <SlidersHorizontal aria-hidden="true" className="size-4" />
            {t('preferences.toggle')}
          </button>
          <button type="button" className="btn-primary" disabled={!anyUnread || markAll.isPending} onClick={onMarkAll}>
            <CheckCheck aria-hidden="true" className="size-4" />
            {t('screen.markAll')}
          </button>
        </div>
      </header>

      {showPreferences ? (
        <div className="mt-6">
          <PreferencesPanel id={preferencesId} />
        </div>
      ) : null}

      <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
        <fieldset className="flex gap-2">
          <legend className="sr-only">{t('screen.filters')}</legend>
          {FILTERS.map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={filter === option}
              onClick={() => setFilter(option)}
              className={`${CHIP} ${filter === option ? CHIP_ON : CHIP_OFF}`}
            >
              {t(`screen.${option}`)}
            </button>
          ))}
        </fieldset>
        {unread !== null && unread > 0 ? (
          <p className="text-sm text-stone-600">
            {t('screen.unreadCount', { count: unread, number: formatNumber(unread) })}
          </p>
        ) : null}
      </div>

      <div className="mt-4">
        <QueryGate
          query={pages}
          keepDataOnError
          pendingClassName="flex flex-col gap-3"
          pending={['a', 'b', 'c'].map((key) => (
            <div key={key} className="h-24 animate-pulse rounded-xl bg-stone-100" />
          ))}
          error={{ title: t('screen.error') }}
        >
          {() =>
            items.length === 0 ? (
              <StatePanel
                role="status"
                Icon={filter === 'unread' ? Inbox : BellOff}
                title={t(filter === 'unread' ? 'screen.emptyUnread.title' : 'screen.emptyAll.title')}
                body={t(filter === 'unread' ? 'screen.emptyUnread.body' : 'screen.emptyAll.body')}
              />
            ) : (
              <>
                <p role="status" aria-live="polite" className="mb-3 text-sm text-stone-600">
                  {t('screen.showing', {
                    shown: formatNumber(items.length),
                    total: formatNumber(Math.max(total, items.length)),
                  })}
                </p>
                <ul aria-label={t('screen.listLabel')} className="flex flex-col gap-3">
                  {items.map((item) => (
                    <li key={item.notification_id}>
                      <NotificationCard
                        item={item}
                        onMarkRead={onMarkRead}
                        marking={markRead.isPending && markRead.variables === item.notification_id}
                      />
                    </li>
                  ))}
                </ul>
                <LoadMore
                  pages={pages}
                  label={t('screen.loadMore')}
                  loadingLabel={t('screen.loadingMore')}
                  error={errorText(pages.error)}
                />
              </>
            )
          }
        </QueryGate>
      </div>
    </section>
  );
}
