import { type Language, numberLocale, useLanguage } from '../../lib/i18n';

/** A price in paise as rupees, Indian grouping: ₹4,999 (paise shown only when there are some). */
export function formatRupees(paise: number, language: Language): string {
  return new Intl.NumberFormat(numberLocale(language), {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: paise % 100 === 0 ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(paise / 100);
}

/** A date such as 26 Nov 2026 in the language on screen. */
export function formatDay(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(numberLocale(language), { day: 'numeric', month: 'short', year: 'numeric' }).format(
    new Date(iso),
  );
}

export function useMoney() {
  const language = useLanguage();
  return { rupees: (paise: number) => formatRupees(paise, language), day: (iso: string) => formatDay(iso, language) };
}
