import type { TNotification } from '@ankur/shared/schemas/notifications';
import { Bell, CheckCheck } from 'lucide-react';
import { Popover } from 'radix-ui';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { ItemDate } from '../../../components/ui/item-date';
import { QueryErrorPanel } from '../../../components/ui/query-gate';
import { notify } from '../../../components/ui/toaster';
import { useErrorText } from '../../../lib/api-errors';
import { useFormatNumber } from '../../../lib/i18n';
import { useRealtimeStore } from '../../../stores/realtime';
import { BELL_LIMIT, useLatestNotifications, useUnreadCount } from '../api/list-notifications';
import { useMarkAllNotificationsRead, useMarkNotificationRead } from '../api/mark-notifications-read';
import { useNotificationsTranslation } from '../i18n';
import { NotificationIcon, UnreadDot } from './notification-icon';

export const NOTIFICATIONS_PATH = '/notifications';
/** Counts above this read "99+" on the badge (the button's name keeps the number). */
export const BADGE_MAX = 99;

const ROW_CLASS =
  'flex w-full items-start gap-3 rounded-lg px-2 py-2 text-left hover:bg-stone-50 focus-visible:bg-stone-50';

function BellItem({ item, onOpen }: { item: TNotification; onOpen: (item: TNotification) => void }) {
  const { t } = useNotificationsTranslation();
  const unread = item.read_at === null;
  const content = (
    <>
      <NotificationIcon type={item.type} size="sm" />
      <span className="flex min-w-0 flex-1 flex-col">
        <span className={`text-sm break-words ${unread ? 'font-semibold text-stone-900' : 'text-stone-700'}`}>
          {item.title}
        </span>
        <ItemDate date={item.created_at} className="text-xs text-stone-500" />
      </span>
      {unread ? (
        <span className="mt-1.5 flex items-center">
          <UnreadDot />
          <span className="sr-only">{t('item.unread')}</span>
        </span>
      ) : null}
    </>
  );
  if (item.link) {
    return (
      <Link to={item.link} className={ROW_CLASS} onClick={() => onOpen(item)}>
        {content}
      </Link>
    );
  }
  return (
    <button type="button" className={ROW_CLASS} onClick={() => onOpen(item)}>
      {content}
    </button>
  );
}

/** The popover's body: the latest notifications (live arrivals merged in), Mark all as read, See all. */
function BellPanel({ titleId, onClose }: { titleId: string; onClose: () => void }) {
  const { t } = useNotificationsTranslation();
  const errorText = useErrorText();
  const latest = useLatestNotifications();
  const unread = useUnreadCount();
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const items = (latest.data?.data ?? []).slice(0, BELL_LIMIT);
  const anyUnread = (unread ?? 0) > 0 || items.some((item) => item.read_at === null);

  const open = (item: TNotification) => {
    if (item.read_at === null) {
      markRead.mutate(item.notification_id, {
        onError: (error) => notify.error(t('item.markFailed', { reason: errorText(error) })),
      });
    }
    onClose();
  };

  let body: ReactNode;
  if (items.length > 0) {
    body = (
      <ul className="flex flex-col">
        {items.map((item) => (
          <li key={item.notification_id}>
            <BellItem item={item} onOpen={open} />
          </li>
        ))}
      </ul>
    );
  } else if (latest.isPending || (latest.isFetching && !latest.isError)) {
    body = (
      <p role="status" className="px-2 py-6 text-center text-sm text-stone-600">
        {t('common.loading')}
      </p>
    );
  } else if (latest.isError) {
    body = (
      <QueryErrorPanel
        variant="inline"
        inline={{ layout: 'stack', className: 'm-1' }}
        title={t('bell.loadFailed')}
        body={null}
        error={latest.error}
        onRetry={() => void latest.refetch()}
      />
    );
  } else {
    body = <p className="px-2 py-6 text-center text-sm text-stone-600">{t('bell.empty')}</p>;
  }

  return (
    <>
      <div className="flex items-center justify-between gap-2 px-1">
        <h2 id={titleId} className="text-sm font-semibold text-stone-900">
          {t('bell.panel')}
        </h2>
        <button
          type="button"
          className="btn-ghost px-2 py-1 text-xs"
          disabled={!anyUnread || markAll.isPending}
          onClick={() =>
            markAll.mutate(undefined, {
              onError: (error) => notify.error(t('screen.markAllFailed', { reason: errorText(error) })),
            })
          }
        >
          <CheckCheck aria-hidden="true" className="size-4" />
          {t('bell.markAll')}
        </button>
      </div>
      <div className="min-h-0 overflow-y-auto">{body}</div>
      <Link
        to={NOTIFICATIONS_PATH}
        onClick={onClose}
        className="block rounded-lg px-2 py-2 text-center text-sm font-semibold text-brand-700 hover:bg-brand-50"
      >
        {t('bell.seeAll')}
      </Link>
    </>
  );
}

/** A toast for each live arrival while the popover is closed (not on the notifications screen itself). */
function useArrivalToasts(open: boolean) {
  const { t } = useNotificationsTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { mutate: markRead } = useMarkNotificationRead();
  const live = useRealtimeStore((state) => state.liveArrival);
  const shown = useRef(live?.seq);
  useEffect(() => {
    if (!live || live.seq === shown.current) return;
    shown.current = live.seq;
    if (open || pathname === NOTIFICATIONS_PATH) return;
    const { notification } = live;
    const { link } = notification;
    notify.info(notification.title, {
      description: notification.body ?? undefined,
      action: link
        ? {
            label: t('bell.view'),
            onClick: () => {
              markRead(notification.notification_id);
              void navigate(link);
            },
          }
        : undefined,
    });
  }, [live, open, pathname, t, navigate, markRead]);
}

/**
 * The header's bell (SPEC §2): the live unread count on a badge (99+), and a popover with the
 * latest notifications. The count is part of the button's name ("Notifications, 3 unread").
 */
export function NotificationBell() {
  const { t } = useNotificationsTranslation();
  const formatNumber = useFormatNumber();
  const unread = useUnreadCount() ?? 0;
  const [open, setOpen] = useState(false);
  const titleId = useId();
  useArrivalToasts(open);
  const label = unread > 0 ? t('bell.labelUnread', { count: unread, number: formatNumber(unread) }) : t('bell.label');

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild>
        <button
          type="button"
          aria-label={label}
          className="relative rounded-full p-2 text-stone-600 hover:bg-stone-100 hover:text-brand-700 data-[state=open]:bg-stone-100"
        >
          <Bell className="size-5" aria-hidden />
          {unread > 0 ? (
            <span
              aria-hidden="true"
              data-testid="unread-badge"
              className="absolute top-0.5 right-0.5 min-w-4.5 rounded-full bg-red-600 px-1 text-center text-[0.625rem] leading-4.5 font-bold text-white ring-2 ring-white"
            >
              {unread > BADGE_MAX ? `${formatNumber(BADGE_MAX)}+` : formatNumber(unread)}
            </span>
          ) : null}
        </button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          aria-labelledby={titleId}
          align="end"
          sideOffset={8}
          collisionPadding={8}
          className="z-50 flex max-h-[min(32rem,calc(100dvh-6rem))] w-[min(24rem,calc(100vw-1rem))] flex-col gap-2 rounded-xl border border-stone-200 bg-white p-2 shadow-lg"
        >
          <BellPanel titleId={titleId} onClose={() => setOpen(false)} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
