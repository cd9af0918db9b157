import { RotateCw } from 'lucide-react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { clearChunkReloadFlag } from '../lib/chunk-reload';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error && /dynamically imported module|Importing a module script|preload/i.test(error.message)) {
    return 'Part of the app could not be downloaded. Your connection may have dropped, or a newer version was just released.';
  }
  return 'Something went wrong while showing this page.';
}

/** Shown instead of a blank page when a screen fails to load or render. */
export function RouteErrorScreen() {
  const error = useRouteError();
  return (
    <section
      role="alert"
      className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 px-6 py-16 text-center"
    >
      <h1 className="text-2xl font-bold text-stone-900">This page didn’t load</h1>
      <p className="text-stone-600">{describe(error)}</p>
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
          Retry
        </button>
        <Link to="/" reloadDocument className="btn-outline">
          Go to the home page
        </Link>
      </div>
    </section>
  );
}
