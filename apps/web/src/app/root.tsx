import { useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { Toaster } from '../components/ui/toaster';
import { CookieBanner } from '../features/consent/cookie-banner';
import { config } from '../lib/config';
import { useRouteMeta } from '../lib/route-meta';
import { useSessionStore } from '../stores/session';

/** The root route: restores the session once and keeps the document title in step. */
export function Root() {
  const restore = useSessionStore((state) => state.restore);
  const route = useRouteMeta();

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
      <CookieBanner />
      <Toaster />
    </>
  );
}
