import { Sprout } from 'lucide-react';
import { Link } from 'react-router';
import { config } from '../../../lib/config';
import { useRouteMeta } from '../../../lib/route-meta';
import { useSessionStore } from '../../../stores/session';
import { useShellTranslation } from '../i18n';

/**
 * The screen of every route whose feature is still being built: the route's title (from the
 * shared route table, in English), and one line per area of what it will offer (shell areas.*).
 */
export default function ComingSoonScreen() {
  const { t } = useShellTranslation();
  const route = useRouteMeta();
  const isLoggedIn = useSessionStore((state) => state.isLoggedIn);
  const title = route?.title ?? config.brandName;
  const description = route ? t(`areas.${route.area}`) : null;
  const home = isLoggedIn
    ? { to: '/community', label: t('comingSoon.goToCommunity') }
    : { to: '/', label: t('comingSoon.backHome') };

  return (
    <section
      aria-labelledby="coming-soon-heading"
      className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center sm:px-6"
    >
      <span className="flex size-16 items-center justify-center rounded-full bg-brand-100 text-brand-700">
        <Sprout className="size-8" aria-hidden />
      </span>
      <h1 id="coming-soon-heading" className="mt-6 text-3xl font-bold text-stone-900">
        {title}
      </h1>
      <p className="mt-4 text-lg text-stone-700">{t('comingSoon.growing', { brand: config.brandName })}</p>
      {description ? <p className="mt-2 text-stone-600">{description}</p> : null}
      {/* no link back to the very page we are on */}
      {route?.path === home.to ? null : (
        <Link to={home.to} className="btn-primary mt-8">
          {home.label}
        </Link>
      )}
    </section>
  );
}
