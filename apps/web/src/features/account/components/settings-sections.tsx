import {
  LANDING_PAGES,
  PROFILE_VISIBILITIES,
  type TAccountSettings,
  type TAccountSettingsPatch,
  type TLandingPage,
} from '@ankur/shared/schemas/account';
import { Compass, Eye, Languages } from 'lucide-react';
import { useId, useState } from 'react';
import { fieldAria, INPUT_CLASS } from '../../../components/ui/field';
import { notify } from '../../../components/ui/toaster';
import { useErrorText } from '../../../lib/api-errors';
import {
  LANGUAGE_NAMES,
  LANGUAGES,
  type Language,
  languageFontStyle,
  setLanguage,
  useLanguage,
} from '../../../lib/i18n';
import { useAccessCheck } from '../../../stores/access';
import { useSaveAccountSettings } from '../api/account';
import { useAccountTranslation } from '../i18n';
import { Section } from './section';

const CHOICE =
  'flex min-h-11 cursor-pointer items-start gap-3 rounded-xl bg-white px-3 py-2.5 text-sm ring-1 ring-stone-300 has-checked:bg-brand-50 has-checked:ring-2 has-checked:ring-brand-600 has-focus-visible:outline-3 has-focus-visible:outline-brand-500';

/** Saves one setting at once, with a toast either way (the cache holds what the server stored). */
function useSaveSetting() {
  const { t } = useAccountTranslation();
  const errorText = useErrorText();
  const save = useSaveAccountSettings();
  return (patch: TAccountSettingsPatch) =>
    save.mutate(patch, {
      onSuccess: () => notify.success(t('settings.saved')),
      onError: (error) => notify.error(t('settings.saveFailed', { reason: errorText(error) })),
    });
}

/**
 * Language: applies at once on this device; the signed-in shell's language sync
 * (api/language-sync.ts) stores it in the user's settings so it follows them to other devices.
 */
export function LanguageSection() {
  const { t } = useAccountTranslation();
  const current = useLanguage();
  const name = useId();
  // the choice shows at once; the screen follows as soon as the language's texts have loaded
  const [picked, setPicked] = useState<Language | null>(null);
  const choose = (language: Language) => {
    setPicked(language);
    void setLanguage(language).finally(() => setPicked(null));
  };
  return (
    <Section title={t('language.title')} intro={t('language.intro')} Icon={Languages}>
      <div role="radiogroup" aria-label={t('language.title')} className="grid gap-2 sm:grid-cols-2">
        {LANGUAGES.map((language: Language) => (
          <label key={language} className={CHOICE} lang={language} style={languageFontStyle(language)}>
            <input
              type="radio"
              name={name}
              className="mt-0.5 size-4 accent-brand-700"
              checked={(picked ?? current) === language}
              onChange={() => choose(language)}
            />
            <span className="font-medium text-stone-900">{LANGUAGE_NAMES[language]}</span>
          </label>
        ))}
      </div>
    </Section>
  );
}

export function PrivacySection({ settings }: { settings: TAccountSettings }) {
  const { t } = useAccountTranslation();
  const save = useSaveSetting();
  const name = useId();
  return (
    <Section title={t('privacy.title')} intro={t('privacy.intro')} Icon={Eye}>
      <div role="radiogroup" aria-label={t('privacy.title')} className="grid gap-2 sm:grid-cols-2">
        {PROFILE_VISIBILITIES.map((visibility) => (
          <label key={visibility} className={CHOICE}>
            <input
              type="radio"
              name={name}
              className="mt-0.5 size-4 accent-brand-700"
              checked={settings.profile_visibility === visibility}
              onChange={() => save({ profile_visibility: visibility })}
            />
            <span>
              <span className="block font-medium text-stone-900">{t(`privacy.options.${visibility}.label`)}</span>
              <span className="block text-xs text-stone-600">{t(`privacy.options.${visibility}.hint`)}</span>
            </span>
          </label>
        ))}
      </div>
    </Section>
  );
}

/** The start page after sign-in: the pages the active role may read (the API checks the same). */
export function LandingSection({ settings }: { settings: TAccountSettings }) {
  const { t } = useAccountTranslation();
  const save = useSaveSetting();
  const can = useAccessCheck();
  const offered = LANDING_PAGES.filter((page) => page.menu === null || can(page.menu, 'read'));
  const id = 'settings-landing';
  return (
    <Section title={t('landing.title')} intro={t('landing.intro')} Icon={Compass}>
      <label htmlFor={id} className="block text-sm font-medium text-stone-800">
        {t('landing.label')}
      </label>
      <select
        {...fieldAria(id)}
        className={`${INPUT_CLASS} mt-1 sm:max-w-sm`}
        value={settings.landing_page ?? ''}
        onChange={(e) => save({ landing_page: (e.target.value || null) as TLandingPage | null })}
      >
        <option value="">{t('landing.default')}</option>
        {offered.map((page) => (
          <option key={page.path} value={page.path}>
            {t(`landing.pages.${page.path}`)}
          </option>
        ))}
      </select>
    </Section>
  );
}
