import { Cookie } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { InfoTooltip } from '../../components/ui/info-tooltip';
import { Modal } from '../../components/ui/modal';
import { config } from '../../lib/config';
import { CONSENT_CATEGORIES, type ConsentCategory, useConsentStore } from '../../stores/consent';
import { useConsentTranslation } from './i18n';

/** The categories the Preferences dialog explains (SPEC §2), in order; only essential is always on. */
export const COOKIE_CATEGORIES: readonly { id: ConsentCategory; alwaysOn: boolean }[] = CONSENT_CATEGORIES.map(
  (id) => ({ id, alwaysOn: id === 'essential' }),
);

/**
 * The Preferences dialog (SPEC §2): the three categories, each with an (i) tooltip giving examples
 * of what it would cover here, and Decline All / Allow All. Its open state lives in the consent
 * store, so the banner's Preferences button and the footer's "Cookie settings" open the same dialog.
 * Nothing optional runs today (see stores/consent.ts); the dialog says so.
 */
export function CookiePreferences() {
  const { t } = useConsentTranslation();
  const status = useConsentStore((state) => state.status);
  const open = useConsentStore((state) => state.preferencesOpen);
  const accept = useConsentStore((state) => state.accept);
  const decline = useConsentStore((state) => state.decline);
  const openPreferences = useConsentStore((state) => state.openPreferences);
  const closePreferences = useConsentStore((state) => state.closePreferences);
  const brand = config.brandName;

  return (
    <Modal
      open={open}
      onOpenChange={(next) => (next ? openPreferences() : closePreferences())}
      title={t('preferences.title')}
      description={t('preferences.description')}
      width="min(36rem, calc(100% - 2rem))"
      footer={
        <>
          <button type="button" className="btn-outline" onClick={decline}>
            {t('preferences.declineAll')}
          </button>
          <button type="button" className="btn-primary" onClick={accept}>
            {t('preferences.allowAll')}
          </button>
        </>
      }
    >
      <p className="mb-3 text-sm leading-relaxed text-stone-600">
        {t('preferences.today', { brand })}
        {status === 'unset' ? null : (
          <>
            {' '}
            <strong className="font-medium text-stone-800">
              {status === 'accepted' ? t('preferences.currentAccepted') : t('preferences.currentDeclined')}
            </strong>
          </>
        )}
      </p>
      <ul className="space-y-3">
        {COOKIE_CATEGORIES.map(({ id, alwaysOn }) => {
          const name = t(`categories.${id}.name`);
          return (
            <li key={id} className="rounded-xl border border-stone-200 bg-cream p-4">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <div className="flex min-w-0 items-center gap-1">
                  <h3 className="font-semibold text-stone-900">{name}</h3>
                  <InfoTooltip label={t('preferences.about', { category: name })}>
                    {t(`categories.${id}.examples`, { brand })}
                  </InfoTooltip>
                </div>
                <span
                  className={`rounded-full px-2.5 py-0.5 text-xs font-medium ${
                    alwaysOn ? 'bg-brand-100 text-brand-800' : 'bg-stone-100 text-stone-600'
                  }`}
                >
                  {alwaysOn ? t('preferences.alwaysOn') : t('preferences.onlyWithConsent')}
                </span>
              </div>
              <p className="mt-1.5 text-sm leading-relaxed text-stone-600">{t(`categories.${id}.description`)}</p>
            </li>
          );
        })}
      </ul>
    </Modal>
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

  if (status !== 'unset') return <CookiePreferences />;

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
      <CookiePreferences />
    </section>
  );
}
