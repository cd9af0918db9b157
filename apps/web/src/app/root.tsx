import { lazy, Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { Toaster } from '../components/ui/toaster';
import { config } from '../lib/config';
import { useDocumentLanguage } from '../lib/i18n';
import { useRouteMeta } from '../lib/route-meta';
import { useConsentStore } from '../stores/consent';
import { useSessionStore } from '../stores/session';

// the banner and its Preferences dialog load only for visitors who have not chosen yet
const CookieBanner = lazy(() => import('../features/consent/cookie-banner').then((m) => ({ default: m.CookieBanner })));

/** The root route: restores the session once and keeps the document title in step. */
export function Root() {
  const restore = useSessionStore((state) => state.restore);
  const route = useRouteMeta();
  const consent = useConsentStore((state) => state.status);
  useDocumentLanguage();

  useEffect(() => {
    void restore();
  }, [restore]);

  useEffect(() => {
    const title = route && route.path !== '/' ? `${route.title} · ${config.brandName}` : config.brandName;
    document.title = title;
  }, [route]);

  return (
    <>
      <ScrollRestoration />
      <Outlet />
      {consent === 'unset' && (
        <Suspense fallback={null}>
          <CookieBanner />
        </Suspense>
      )}
      <Toaster />
    </>
  );
}
