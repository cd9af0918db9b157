import { SproutLogo } from './sprout-logo';

/** The logo, centred on the whole screen, while the session is being restored. */
export function FullScreenLoader() {
  return (
    <div
      role="status"
      aria-live="polite"
      aria-label="Loading"
      className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-4 bg-cream"
    >
      <SproutLogo className="size-20 animate-sprout" />
      <span className="sr-only">Loading</span>
    </div>
  );
}

/** A smaller loader for a screen whose code is still arriving. */
export function ScreenLoader() {
  return (
    <div role="status" aria-label="Loading" className="flex min-h-[40vh] items-center justify-center">
      <SproutLogo className="size-12 animate-sprout" />
      <span className="sr-only">Loading</span>
    </div>
  );
}
