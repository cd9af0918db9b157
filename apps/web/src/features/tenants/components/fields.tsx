/** The tenant screens' fields and badges are the UI kit's; shortDate is theirs. */
export { Badge, type BadgeTone } from '../../../components/ui/badge';
export { Field, fieldAria, INPUT_CLASS } from '../../../components/ui/field';

import { currentLanguage, type Language, numberLocale, useLanguage } from '../../../lib/i18n';

/** A date as "12 Mar 2026" in English, "12 मार्च 2026" in Hindi (the raw value when it is not a date). */
export function shortDate(value: string, language: Language = currentLanguage()): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(numberLocale(language), { day: 'numeric', month: 'short', year: 'numeric' }).format(
    date,
  );
}

/** shortDate in the language on screen; the component re-renders when it changes. */
export function useShortDate(): (value: string) => string {
  const language = useLanguage();
  return (value) => shortDate(value, language);
}
