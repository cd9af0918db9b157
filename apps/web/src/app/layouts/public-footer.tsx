import { Cookie } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { SproutLogo } from '../../components/ui/sprout-logo';
import { useShellTranslation } from '../../features/shell/i18n';
import { lazyScreen } from '../../lib/chunk-reload';
import { config } from '../../lib/config';
import { useConsentStore } from '../../stores/consent';
import { useReportBugsLink } from './report-bugs-link';

// the Preferences dialog's code loads only when someone opens it from here
const CookiePreferences = lazy(lazyScreen(() => import('../../features/consent/cookie-preferences')));

const FOOTER_LINKS = [
  { to: '/terms-of-service', key: 'terms' },
  { to: '/privacy-policy', key: 'privacy' },
  { to: '/report-bugs', key: 'reportBugs' },
] as const;

const LINK_CLASS = 'rounded text-brand-100 hover:text-white hover:underline';

/**
 * "Cookie settings": reopens the Preferences dialog. While no choice is stored the root route
 * mounts the cookie banner, which owns the dialog; after a choice it is mounted here (and stays
 * mounted once opened, so it can close and hand focus back like any dialog).
 */
function CookieSettings() {
  const { t } = useShellTranslation();
  const status = useConsentStore((state) => state.status);
  const open = useConsentStore((state) => state.preferencesOpen);
  const openPreferences = useConsentStore((state) => state.openPreferences);
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    if (open) setOpened(true);
  }, [open]);

  return (
    <>
      <button type="button" className={`inline-flex items-center gap-1.5 ${LINK_CLASS}`} onClick={openPreferences}>
        <Cookie className="size-4" aria-hidden />
        {t('footer.cookieSettings')}
      </button>
      {status !== 'unset' && (open || opened) ? (
        <Suspense fallback={null}>
          <CookiePreferences />
        </Suspense>
      ) : null}
    </>
  );
}

export function PublicFooter() {
  const { t } = useShellTranslation();
  const year = new Date().getFullYear();
  const reportBugs = useReportBugsLink();
  return (
    <footer className="border-t border-stone-200 bg-brand-950 text-brand-50 print:hidden">
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6 md:flex-row md:items-center md:justify-between">
        <div className="flex items-center gap-3">
          <SproutLogo className="size-8" />
          <p className="text-sm text-brand-100">{t('footer.tagline')}</p>
        </div>
        <nav aria-label={t('footer.navLabel')}>
          <ul className="flex flex-wrap items-center gap-x-6 gap-y-2 text-sm">
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.key === 'reportBugs' ? reportBugs : link.to} className={LINK_CLASS}>
                  {t(`footer.${link.key}`)}
                </Link>
              </li>
            ))}
            <li>
              <CookieSettings />
            </li>
          </ul>
        </nav>
        <p className="text-sm text-brand-200">
          {t('footer.copyright', { year: String(year), brand: config.brandName })}
        </p>
      </div>
    </footer>
  );
}
