import { useUiTranslation } from './i18n';
import { SproutLogo } from './sprout-logo';

/** The logo, centred on the whole screen, while the session is being restored. */
export function FullScreenLoader() {
  const { t } = useUiTranslation();
  return (
    <div
      role="status"
      aria-live="polite"
      aria-label={t('loading')}
      className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-4 bg-cream"
    >
      <SproutLogo className="size-20 animate-sprout" />
      <span className="sr-only">{t('loading')}</span>
    </div>
  );
}

/** A smaller loader for a screen whose code is still arriving. */
export function ScreenLoader() {
  const { t } = useUiTranslation();
  return (
    <div role="status" aria-label={t('loading')} className="flex min-h-[40vh] items-center justify-center">
      <SproutLogo className="size-12 animate-sprout" />
      <span className="sr-only">{t('loading')}</span>
    </div>
  );
}
