import { LANGUAGE_NAMES, LANGUAGES, languageFontStyle, setLanguage } from '../../lib/i18n';
import { useUiTranslation } from './i18n';

/** English / हिन्दी: two toggle buttons, each name written in its own language. */
export function LanguageSwitch({ className = '' }: { className?: string }) {
  const { t, i18n } = useUiTranslation();
  const current = i18n.resolvedLanguage;
  return (
    <fieldset className={`flex items-center justify-end gap-1 text-sm ${className}`}>
      <legend className="sr-only">{t('language.label')}</legend>
      {LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          style={languageFontStyle(language)}
          aria-pressed={current === language}
          onClick={() => void setLanguage(language)}
          className={`rounded-md px-2.5 py-1 ${
            current === language ? 'bg-brand-100 font-semibold text-brand-800' : 'text-stone-600 hover:bg-stone-100'
          }`}
        >
          {LANGUAGE_NAMES[language]}
        </button>
      ))}
    </fieldset>
  );
}
