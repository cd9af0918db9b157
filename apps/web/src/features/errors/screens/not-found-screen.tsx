import { Compass, Home, LifeBuoy, Link2, Search } from 'lucide-react';
import type { ComponentType, SVGProps } from 'react';
import { Link, useLocation } from 'react-router';
import { useErrorsTranslation } from '../i18n';

/** The four tips of SPEC §2, in order; `key` names their texts in errors' notFound.tips. */
const TIPS: readonly {
  key: 'url' | 'navigation' | 'support' | 'search';
  icon: ComponentType<SVGProps<SVGSVGElement>>;
}[] = [
  { key: 'url', icon: Link2 },
  { key: 'navigation', icon: Compass },
  { key: 'support', icon: LifeBuoy },
  { key: 'search', icon: Search },
];

/** The 404 page for unknown paths (SPEC §2). The router places it in the right shell. */
export default function NotFoundScreen() {
  const { t } = useErrorsTranslation();
  const { pathname } = useLocation();
  return (
    <section
      aria-labelledby="not-found-heading"
      className="mx-auto flex max-w-3xl flex-col items-center px-4 py-16 text-center sm:px-6"
    >
      <p className="text-7xl font-extrabold tracking-tight text-brand-700 sm:text-8xl" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-heading" className="mt-4 text-3xl font-bold text-stone-900 sm:text-4xl">
        {t('notFound.heading')}
      </h1>
      <p className="mt-3 max-w-xl text-stone-600">{t('notFound.intro')}</p>
      <Link to="/" className="btn-primary mt-8 px-6 py-3 text-base">
        <Home className="size-5" aria-hidden />
        {t('notFound.takeMeHome')}
      </Link>
      <div className="mt-12 w-full text-left">
        <h2 className="text-center text-lg font-semibold text-stone-800">{t('notFound.tipsHeading')}</h2>
        <ul aria-label={t('notFound.tipsLabel')} className="mt-4 grid gap-4 sm:grid-cols-2">
          {TIPS.map(({ key, icon: Icon }) => (
            <li key={key} className="flex gap-3 rounded-xl border border-stone-200 bg-white p-4">
              <Icon className="mt-0.5 size-5 shrink-0 text-brand-600" aria-hidden />
              <div>
                <p className="font-semibold text-stone-900">{t(`notFound.tips.${key}.title`)}</p>
                <p className="text-sm text-stone-600">{t(`notFound.tips.${key}.text`)}</p>
                {key === 'support' ? (
                  <Link
                    to={{ pathname: '/report-bugs', search: `?${new URLSearchParams({ from: pathname })}` }}
                    className="mt-1 inline-block text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
                  >
                    {t('notFound.reportLink')}
                  </Link>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
