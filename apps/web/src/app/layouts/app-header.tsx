import { Menu, Search, X } from 'lucide-react';
import { lazy, useEffect, useId, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { BrandLink } from '../../components/ui/brand-link';
import { LanguageSwitch } from '../../components/ui/language-switch';
import { MessagesNavLink } from '../../features/messages/components/messages-nav-badge';
import { useNotificationsSink } from '../../features/notifications/api/live-notifications';
import { ConnectionIndicator } from '../../features/notifications/components/connection-indicator';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { AppsGrid } from '../../features/shell/components/apps-grid';
import { GlobalSearch } from '../../features/shell/components/global-search';
import { useHomeTranslation } from '../../features/shell/home/i18n';
import { useShellTranslation } from '../../features/shell/i18n';
import { TenantContextSync } from '../../features/tenants/components/tenant-context-sync';
import { TenantResumeBanner } from '../../features/tenants/components/tenant-resume-banner';
import { config } from '../../lib/config';
import { useRealtimeConnection } from '../../stores/realtime-connection';
import { useReportBugsLink } from './report-bugs-link';
import { TenantSwitcher } from './tenant-switcher';
import { UserMenu } from './user-menu';

/** The platform search's panel in the header box (issue 22): the search's chunk, fetched on first focus. */
const SearchPanel = lazy(() =>
  import('../../features/search/screens/search-screens').then((m) => ({ default: m.HeaderSuggestions })),
);

/** SPEC §2 tabs; `key` names the label in the shell namespace's appHeader.tabs. */
const TABS = [
  { to: '/community', key: 'home' },
  { to: '/contents', key: 'content' },
  { to: '/events', key: 'events' },
  { to: '/competitions', key: 'competitions' },
  { to: '/innovation-ecosystem-hub', key: 'hubs' },
] as const;

function tabClass({ isActive }: { isActive: boolean }): string {
  return `block rounded-md px-3 py-2 text-sm font-medium transition-colors ${
    isActive ? 'bg-brand-50 text-brand-800' : 'text-stone-700 hover:text-brand-700'
  }`;
}

/**
 * The signed-in header: release banner, tabs, search, the notifications bell, the apps grid and the
 * user menu; under it, the live connection's state when it is not open.
 */
export function AppHeader() {
  const reportBugs = useReportBugsLink();
  const { t } = useShellTranslation();
  const searchLabel = useHomeTranslation().t('search.label', { brand: config.brandName });
  const tabLabel = (key: (typeof TABS)[number]['key']) => t(`appHeader.tabs.${key}`, { brand: config.brandName });
  const [menuOpen, setMenuOpen] = useState(false);
  const panelId = useId();
  const close = () => setMenuOpen(false);
  // the live connection (notifications) runs while the signed-in shell is on screen
  useRealtimeConnection(useNotificationsSink());

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  return (
    <header className="sticky top-0 z-40 bg-white shadow-sm print:hidden">
      <TenantContextSync />
      <div className="bg-brand-800 px-4 py-1.5 text-center text-xs text-brand-50 sm:text-sm">
        <span className="font-semibold">{t('appHeader.release')}</span>
        <span aria-hidden="true"> · </span>
        <Link to={reportBugs} className="rounded underline underline-offset-2 hover:text-white">
          {t('appHeader.reportBugs')}
        </Link>
      </div>
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-1.5 px-3 sm:gap-3 sm:px-6">
        <button
          type="button"
          className="btn-ghost -ml-2 px-2 lg:hidden"
          aria-expanded={menuOpen}
          aria-controls={panelId}
          aria-label={menuOpen ? t('common.closeMenu') : t('common.openMenu')}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <X className="size-6" aria-hidden /> : <Menu className="size-6" aria-hidden />}
        </button>
        <BrandLink to="/community" />
        <nav aria-label={t('appHeader.mainNav')} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {TABS.map((tab) => (
              <li key={tab.to}>
                <NavLink to={tab.to} className={tabClass}>
                  {tabLabel(tab.key)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <GlobalSearch className="ml-auto hidden max-w-xs flex-1 md:block" Panel={SearchPanel} shortcut />
        <div className="ml-auto flex min-w-0 items-center gap-0.5 sm:gap-1 md:ml-0">
          <TenantSwitcher />
          <Link
            to="/search"
            aria-label={searchLabel}
            className="inline-flex size-10 items-center justify-center rounded-full text-stone-700 hover:bg-stone-100 md:hidden"
          >
            <Search aria-hidden className="size-5" />
          </Link>
          <MessagesNavLink />
          <NotificationBell />
          <AppsGrid />
          <UserMenu />
        </div>
      </div>
      <TenantResumeBanner />
      <ConnectionIndicator className="absolute top-full left-1/2 mt-2 -translate-x-1/2" />
      <div id={panelId} hidden={!menuOpen} className="border-t border-stone-200 px-4 pb-4 lg:hidden">
        <GlobalSearch className="mt-3 md:hidden" onNavigate={close} Panel={SearchPanel} />
        <nav aria-label={t('appHeader.mainNav')}>
          <ul className="mt-2 flex flex-col">
            {TABS.map((tab) => (
              <li key={tab.to}>
                <NavLink to={tab.to} className={tabClass} onClick={close}>
                  {tabLabel(tab.key)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="mt-3 border-t border-stone-200 pt-3">
          <LanguageSwitch className="w-fit" />
        </div>
      </div>
    </header>
  );
}
