import type { TEngineReadiness } from '@ankur/shared/schemas/engine';
import { READINESS_PATHS, readinessResultPath } from '@ankur/shared/schemas/readiness';
import { Link } from 'react-router';
import { useEngineTranslation } from '../i18n';

/** The latest result of each of the four readiness assessments, or a way to take it. */
export function ReadinessPanel({ items }: { items: TEngineReadiness[] }) {
  const { t, i18n } = useEngineTranslation();
  const date = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language === 'hi' ? 'hi-IN' : 'en-IN', { dateStyle: 'medium' }).format(new Date(iso));
  return (
    <section aria-labelledby="engine-readiness" className="rounded-2xl bg-white p-5 ring-1 ring-stone-200">
      <h2 id="engine-readiness" className="text-lg font-semibold text-stone-900">
        {t('readiness.heading')}
      </h2>
      <p className="text-sm text-stone-600">{t('readiness.intro')}</p>
      <ul className="mt-3 grid grid-cols-2 gap-3 lg:grid-cols-4">
        {items.map((r) => {
          const name = t(`readiness.${r.key}`);
          return (
            <li key={r.key} className="flex flex-col gap-1 rounded-xl bg-stone-50 p-4 ring-1 ring-stone-200">
              <h3 className="font-medium text-stone-900">{name}</h3>
              {r.attempt_id !== null && r.overall !== null ? (
                <>
                  <p className="text-2xl font-bold text-stone-900">
                    {t('readiness.score', { overall: Math.round(r.overall) })}
                  </p>
                  {r.band ? (
                    <p className="text-sm font-medium text-brand-800">{t(`readiness.bands.${r.band}`)}</p>
                  ) : null}
                  {r.submitted_at ? (
                    <p className="text-xs text-stone-600">{t('readiness.taken', { date: date(r.submitted_at) })}</p>
                  ) : null}
                  <Link
                    to={readinessResultPath(r.attempt_id)}
                    className="mt-1 text-sm font-medium text-brand-800 underline"
                    aria-label={t('readiness.viewLabel', { name })}
                  >
                    {t('readiness.view')}
                  </Link>
                </>
              ) : (
                <>
                  <p className="text-sm text-stone-600">{t('readiness.notTaken')}</p>
                  <Link
                    to={READINESS_PATHS[r.key]}
                    className="btn-outline mt-1 self-start"
                    aria-label={t('readiness.takeLabel', { name })}
                  >
                    {t('readiness.take')}
                  </Link>
                </>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
