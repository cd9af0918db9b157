import { Bell, Menu, Search, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { BrandLink } from '../../components/ui/brand-link';
import { AppsGrid } from '../../features/shell/components/apps-grid';
import { TenantContextSync } from '../../features/tenants/components/tenant-context-sync';
import { TenantResumeBanner } from '../../features/tenants/components/tenant-resume-banner';
import { config } from '../../lib/config';
import { TenantSwitcher } from './tenant-switcher';
import { UserMenu } from './user-menu';

const TABS = [
  { to: '/community', label: 'Home' },
  { to: '/contents', label: 'Content' },
  { to: '/events', label: 'Events' },
  { to: '/competitions', label: 'Competitions' },
  { to: '/innovation-ecosystem-hub', label: `${config.brandName} Hubs` },
] as const;

function tabClass({ isActive }: { isActive: boolean }): string {
  return `block rounded-md px-3 py-2 text-sm font-medium transition-colors ${
    isActive ? 'bg-brand-50 text-brand-800' : 'text-stone-700 hover:text-brand-700'
  }`;
}

function SearchBox({ className = '' }: { className?: string }) {
  const inputId = useId();
  return (
    <search className={`relative block ${className}`}>
      <form onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={inputId} className="sr-only">
          Search {config.brandName}
        </label>
        <Search
          className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-stone-400"
          aria-hidden
        />
        <input
          id={inputId}
          type="search"
          placeholder={`Search ${config.brandName}`}
          className="w-full rounded-full border border-stone-300 bg-white py-2 pl-9 pr-3 text-sm placeholder:text-stone-400"
        />
      </form>
    </search>
  );
}

/** The signed-in header: release banner, tabs, search, notifications, the apps grid and the user menu. */
export function AppHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  const panelId = useId();
  const close = () => setMenuOpen(false);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  return (
    <header className="sticky top-0 z-40 bg-white shadow-sm">
      <TenantContextSync />
      <div className="bg-brand-800 px-4 py-1.5 text-center text-xs text-brand-50 sm:text-sm">
        <span className="font-semibold">Limited Release Edition</span>
        <span aria-hidden="true"> · </span>
        <Link to="/report-bugs" className="rounded underline underline-offset-2 hover:text-white">
          Report Bugs
        </Link>
      </div>
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6">
        <button
          type="button"
          className="btn-ghost -ml-2 px-2 lg:hidden"
          aria-expanded={menuOpen}
          aria-controls={panelId}
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <X className="size-6" aria-hidden /> : <Menu className="size-6" aria-hidden />}
        </button>
        <BrandLink to="/community" />
        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {TABS.map((tab) => (
              <li key={tab.to}>
                <NavLink to={tab.to} className={tabClass}>
                  {tab.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <SearchBox className="ml-auto hidden max-w-xs flex-1 md:block" />
        <div className="ml-auto flex min-w-0 items-center gap-1 md:ml-0">
          <TenantSwitcher />
          <Link
            to="/notifications"
            aria-label="Notifications"
            className="rounded-full p-2 text-stone-600 hover:bg-stone-100 hover:text-brand-700"
          >
            <Bell className="size-5" aria-hidden />
          </Link>
          <AppsGrid />
          <UserMenu />
        </div>
      </div>
      <TenantResumeBanner />
      <div id={panelId} hidden={!menuOpen} className="border-t border-stone-200 px-4 pb-4 lg:hidden">
        <SearchBox className="mt-3 md:hidden" />
        <nav aria-label="Main">
          <ul className="mt-2 flex flex-col">
            {TABS.map((tab) => (
              <li key={tab.to}>
                <NavLink to={tab.to} className={tabClass} onClick={close}>
                  {tab.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}
