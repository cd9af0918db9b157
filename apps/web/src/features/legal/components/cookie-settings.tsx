import { Cookie } from 'lucide-react';
import { useState } from 'react';
import { useConsentStore } from '../../../stores/consent';
import { useLegalTranslation } from '../i18n';

/**
 * The cookies section's control: shows the stored choice and reopens the cookie notice. Changing
 * the choice first forgets it, so non-essential cookies stay off until the visitor accepts again
 * (withdrawing consent is as easy as giving it).
 */
export function CookieSettings() {
  const { t } = useLegalTranslation();
  const status = useConsentStore((state) => state.status);
  const [reopened, setReopened] = useState(false);

  const change = () => {
    const consent = useConsentStore.getState();
    consent.clear();
    consent.openPreferences();
    setReopened(true);
  };

  return (
    <div className="mt-4 flex flex-col gap-3 rounded-xl border border-stone-200 bg-white p-4 sm:flex-row sm:flex-wrap sm:items-center sm:justify-between print:hidden">
      <p className="flex items-start gap-2 text-stone-800">
        <Cookie aria-hidden="true" className="mt-1 size-5 shrink-0 text-soil-600" />
        <span>
          {t('cookies.current')} <strong className="font-semibold">{t(`cookies.${status}`)}</strong>
        </span>
      </p>
      <button type="button" className="btn-outline shrink-0" onClick={change}>
        {t('cookies.change')}
      </button>
      <p role="status" className="text-sm text-stone-700 empty:hidden sm:basis-full">
        {reopened ? t('cookies.reopened') : null}
      </p>
    </div>
  );
}
