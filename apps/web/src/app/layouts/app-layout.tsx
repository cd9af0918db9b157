import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { useAccountLanguageSync } from '../../features/account/api/language-sync';
import { useShellTranslation } from '../../features/shell/i18n';
import { AppHeader } from './app-header';
import { PublicFooter } from './public-footer';

/** The signed-in shell: the app header above the page, the site footer (legal links, Cookie settings) below. */
export function AppLayout({ children }: { children?: ReactNode }) {
  const { t } = useShellTranslation();
  // the language stored in the person's settings, on every device they sign in on
  useAccountLanguageSync();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main-content"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        {t('common.skipToContent')}
      </a>
      <AppHeader />
      <main id="main-content" tabIndex={-1} className="flex-1">
        {children ?? <Outlet />}
      </main>
      <PublicFooter />
    </div>
  );
}
