import { Cookie } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { lazyScreen } from '../../lib/chunk-reload';
import { config } from '../../lib/config';
import { useConsentStore } from '../../stores/consent';
import { useConsentTranslation } from './i18n';

// The Preferences dialog (Modal, tooltips) loads when it is first opened: a first visit carries
// only the notice.
const CookiePreferences = lazy(lazyScreen(() => import('./cookie-preferences')));

/** The dialog, mounted from its first opening on (so it can close and hand focus back). */
function PreferencesWhenOpened() {
  const open = useConsentStore((state) => state.preferencesOpen);
  const [opened, setOpened] = useState(open);
  useEffect(() => {
    if (open) setOpened(true);
  }, [open]);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <CookiePreferences />
    </Suspense>
  );
}

/**
 * The cookie notice at the bottom of every page (SPEC §2, §4): a labelled region (not a dialog: it
 * never traps focus) shown only while no choice is stored. Accept and Allow All store consent,
 * Decline All stores a refusal. Once a choice is stored it renders just the Preferences dialog,
 * closed until "Cookie settings" opens it.
 */
export function CookieBanner() {
  const { t } = useConsentTranslation();
  const status = useConsentStore((state) => state.status);
  const accept = useConsentStore((state) => state.accept);
  const openPreferences = useConsentStore((state) => state.openPreferences);
  const banner = useRef<HTMLElement>(null);

  // the page keeps room below its content for the notice, so the notice never hides the end of a
  // form (a Continue or Submit button) while the visitor has not chosen yet
  useEffect(() => {
    const el = banner.current;
    if (!el || status !== 'unset') return;
    const pad = () => {
      document.body.style.paddingBottom = `${el.offsetHeight}px`;
    };
    pad();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(pad);
    observer?.observe(el);
    return () => {
      observer?.disconnect();
      document.body.style.paddingBottom = '';
    };
  }, [status]);

  if (status !== 'unset') return <PreferencesWhenOpened />;

  return (
    <section
      ref={banner}
      aria-label={t('banner.label')}
      className="fixed inset-x-0 bottom-0 z-40 p-3 sm:p-4 print:hidden"
      data-testid="cookie-banner"
    >
      <div className="mx-auto flex max-h-[60dvh] max-w-4xl flex-col gap-4 overflow-y-auto rounded-2xl border border-stone-200 bg-white p-4 shadow-xl sm:flex-row sm:items-center sm:gap-6 sm:p-5">
        <div className="flex min-w-0 flex-1 items-start gap-3">
          <Cookie aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-soil-600" />
          <p className="text-sm leading-relaxed text-stone-700">
            {t('banner.message', { brand: config.brandName })}{' '}
            <Link to="/privacy-policy" className="font-medium text-brand-700 underline underline-offset-2">
              {t('banner.privacyPolicy')}
            </Link>
          </p>
        </div>
        <div className="flex shrink-0 gap-2">
          <button type="button" className="btn-outline flex-1 sm:flex-none" onClick={openPreferences}>
            {t('banner.preferences')}
          </button>
          <button type="button" className="btn-primary flex-1 sm:flex-none" onClick={accept}>
            {t('banner.accept')}
          </button>
        </div>
      </div>
      <PreferencesWhenOpened />
    </section>
  );
}
