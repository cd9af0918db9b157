import { RotateCw } from 'lucide-react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { useErrorsTranslation } from '../features/errors/i18n';
import { clearChunkReloadFlag } from '../lib/chunk-reload';

type ErrorsT = ReturnType<typeof useErrorsTranslation>['t'];

function describe(error: unknown, t: ErrorsT): string {
  if (isRouteErrorResponse(error)) {
    return t('routeError.status', { status: String(error.status), statusText: error.statusText }).trim();
  }
  if (error instanceof Error && /dynamically imported module|Importing a module script|preload/i.test(error.message)) {
    return t('routeError.chunk');
  }
  return t('routeError.generic');
}

/** Shown instead of a blank page when a screen fails to load or render. */
export function RouteErrorScreen() {
  const { t } = useErrorsTranslation();
  const error = useRouteError();
  return (
    <section
      role="alert"
      className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 px-6 py-16 text-center"
    >
      <h1 className="text-2xl font-bold text-stone-900">{t('routeError.heading')}</h1>
      <p className="text-stone-600">{describe(error, t)}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <button
          type="button"
          className="btn-primary"
          onClick={() => {
            clearChunkReloadFlag();
            window.location.reload();
          }}
        >
          <RotateCw className="size-4" aria-hidden />
          {t('routeError.retry')}
        </button>
        <Link to="/" reloadDocument className="btn-outline">
          {t('routeError.home')}
        </Link>
      </div>
    </section>
  );
}
