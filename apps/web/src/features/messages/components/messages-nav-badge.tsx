import { MessageSquare } from 'lucide-react';
import { NavLink } from 'react-router';
import { useFormatNumber } from '../../../lib/i18n';
import { useUnreadMessages } from '../api/unread';
import { useMessagesTranslation } from '../i18n';

export const MESSAGES_PATH = '/messages';
/** Counts above this read "99+" on the badge (the link's name keeps the number). */
export const BADGE_MAX = 99;

/**
 * The signed-in header's link to /messages with the live count of unread messages on a badge;
 * the count is part of its name ("Messages, 3 unread").
 */
export function MessagesNavLink({ className = '' }: { className?: string }) {
  const { t } = useMessagesTranslation();
  const formatNumber = useFormatNumber();
  const unread = useUnreadMessages();
  const label = unread > 0 ? t('nav.labelUnread', { count: unread, number: formatNumber(unread) }) : t('nav.label');
  return (
    <NavLink
      to={MESSAGES_PATH}
      aria-label={label}
      title={label}
      className={({ isActive }) =>
        `relative rounded-full p-2 hover:bg-stone-100 hover:text-brand-700 ${
          isActive ? 'bg-stone-100 text-brand-700' : 'text-stone-600'
        } ${className}`
      }
    >
      <MessageSquare className="size-5" aria-hidden="true" />
      {unread > 0 ? (
        <span
          aria-hidden="true"
          data-testid="messages-unread-badge"
          className="absolute top-0.5 right-0.5 min-w-4.5 rounded-full bg-red-600 px-1 text-center text-[0.625rem] leading-4.5 font-bold text-white ring-2 ring-white"
        >
          {unread > BADGE_MAX ? `${formatNumber(BADGE_MAX)}+` : formatNumber(unread)}
        </span>
      ) : null}
    </NavLink>
  );
}
