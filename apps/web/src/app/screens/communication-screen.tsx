import { Bell, CalendarDays, Megaphone, MessagesSquare } from 'lucide-react';
import { type ComponentType, lazy, Suspense, useEffect, useRef } from 'react';
import { NavLink, useLocation } from 'react-router';
import { ScreenLoader } from '../../components/ui/loaders';
import { useUnreadCount } from '../../features/notifications/api/list-notifications';
import { useShellTranslation } from '../../features/shell/i18n';
import { useFormatNumber } from '../../lib/i18n';

/**
 * SPEC §2: /announcements, /messages, /calendar and /notifications share one screen. The app puts
 * the four features side by side under one tab bar (features do not import each other); each
 * tab's code loads when it is first opened, and the URL says which one is open.
 */
const TABS = [
  {
    path: '/messages',
    key: 'messages',
    icon: MessagesSquare,
    screen: lazy(() => import('../../features/messages/screens/messages-screen')),
  },
  {
    path: '/announcements',
    key: 'announcements',
    icon: Megaphone,
    screen: lazy(() => import('../../features/announcements/screens/announcements-screen')),
  },
  {
    path: '/calendar',
    key: 'calendar',
    icon: CalendarDays,
    screen: lazy(() => import('../../features/calendar/screens/calendar-screen')),
  },
  {
    path: '/notifications',
    key: 'notifications',
    icon: Bell,
    screen: lazy(() => import('../../features/notifications/screens/notifications-screen')),
  },
] as const satisfies readonly {
  path: string;
  key: string;
  icon: ComponentType<{ className?: string }>;
  screen: ComponentType;
}[];

export type CommunicationTab = (typeof TABS)[number]['key'];

const TAB =
  'relative inline-flex min-h-11 w-full shrink-0 items-center gap-2 border-b-2 px-3 sm:w-auto text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-brand-600 sm:px-4';

export default function CommunicationScreen() {
  const { t } = useShellTranslation();
  const formatNumber = useFormatNumber();
  const { pathname } = useLocation();
  const unread = useUnreadCount();
  const active = TABS.find((tab) => pathname === tab.path || pathname.startsWith(`${tab.path}/`)) ?? TABS[0];
  const Screen = active.screen;
  const tabs = useRef<HTMLUListElement>(null);
  // where the tabs are wider than the screen (one row, many letters): keep the open one in view
  const activePath = active.path;
  useEffect(() => {
    const current = tabs.current?.querySelector<HTMLElement>(`a[href="${activePath}"]`);
    current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [activePath]);

  return (
    <div className="flex w-full min-w-0 flex-col">
      <nav aria-label={t('communication.label')} className="w-full max-w-full border-b border-stone-200 bg-white">
        {/* phones: two rows of two, so all four tabs show (Calendar was past the edge); wider: one row */}
        <ul
          ref={tabs}
          className="relative mx-auto grid w-full max-w-6xl grid-cols-2 gap-x-1 px-2 sm:flex sm:gap-1 sm:overflow-x-auto sm:px-6"
        >
          {TABS.map((tab) => {
            const Icon = tab.icon;
            const badge = tab.key === 'notifications' && unread ? unread : 0;
            return (
              <li key={tab.key}>
                <NavLink
                  to={tab.path}
                  className={({ isActive }) =>
                    `${TAB} ${
                      isActive
                        ? 'border-brand-700 text-brand-800'
                        : 'border-transparent text-stone-600 hover:border-stone-300 hover:text-stone-900'
                    }`
                  }
                >
                  <Icon className="size-4" aria-hidden="true" />
                  {t(`communication.${tab.key}`)}
                  {badge > 0 && (
                    <span className="rounded-full bg-brand-700 px-1.5 text-xs font-bold text-white">
                      {formatNumber(badge)}
                      <span className="sr-only"> {t('communication.unread')}</span>
                    </span>
                  )}
                </NavLink>
              </li>
            );
          })}
        </ul>
      </nav>
      <Suspense fallback={<ScreenLoader />}>
        <Screen />
      </Suspense>
    </div>
  );
}
