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
            <li key={id} className="rounded-xl border border-stone-200 bg-cream p-3 sm:p-4">
              <div className="flex flex-wrap items-center justify-between gap-2">
                {/* the heading flows inline, so the (i) follows its last word when it wraps */}
                <div className="min-w-0">
                  <h3 className="inline font-semibold text-stone-900">{name}</h3>
                  <InfoTooltip className="ml-1 align-middle" label={t('preferences.about', { category: name })}>
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

export default CookiePreferences;
