import type { TNotification } from '@ankur/shared/schemas/notifications';
import { Check } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { ItemDate } from '../../../components/ui/item-date';
import { useNotificationsTranslation } from '../i18n';
import { NotificationIcon, UnreadDot } from './notification-icon';

/**
 * One notification on the /notifications screen: its kind, title (a link when it has one), body,
 * time, and read state; an unread one has a Mark as read button (opening its link marks it read too).
 */
export function NotificationCard({
  item,
  onMarkRead,
  marking = false,
}: {
  item: TNotification;
  onMarkRead: (item: TNotification) => void;
  marking?: boolean;
}) {
  const { t } = useNotificationsTranslation();
  const titleId = useId();
  const unread = item.read_at === null;
  return (
    <article
      aria-labelledby={titleId}
      className={`flex gap-3 rounded-xl p-4 ring-1 sm:gap-4 ${unread ? 'bg-brand-50/40 ring-brand-200' : 'bg-white ring-stone-200'}`}
    >
      <NotificationIcon type={item.type} />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h3
          id={titleId}
          className={`break-words text-base ${unread ? 'font-semibold text-stone-900' : 'text-stone-800'}`}
        >
          {item.link ? (
            <Link
              to={item.link}
              className="underline-offset-2 hover:text-brand-800 hover:underline"
              onClick={() => {
                if (unread) onMarkRead(item);
              }}
            >
              {item.title}
            </Link>
          ) : (
            item.title
          )}
        </h3>
        {item.body ? <p className="break-words text-sm text-stone-600">{item.body}</p> : null}
        <div className="flex flex-wrap items-center gap-2 text-xs text-stone-500">
          <ItemDate date={item.created_at} />
          <span aria-hidden="true">·</span>
          <span>{t(`types.${item.type}`)}</span>
          {unread ? (
            <Badge tone="green">
              <span className="flex items-center gap-1.5">
                <UnreadDot />
                {t('item.unread')}
              </span>
            </Badge>
          ) : null}
        </div>
      </div>
      {unread ? (
        <button
          type="button"
          className="btn-ghost h-fit shrink-0 self-start px-2 py-1 text-xs"
          aria-label={t('item.markReadOf', { title: item.title })}
          disabled={marking}
          onClick={() => onMarkRead(item)}
        >
          <Check aria-hidden="true" className="size-4" />
          <span className="hidden sm:inline">{t('item.markRead')}</span>
        </button>
      ) : null}
    </article>
  );
}
