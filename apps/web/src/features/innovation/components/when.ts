import { formatItemDate } from '@ankur/shared/dates';
import { useLanguage } from '../../../lib/i18n';

/** An ISO time in SPEC §9's words ("5 minutes ago"), in the language on screen. */
export function useWhen(): (iso: string) => string {
  const language = useLanguage();
  return (iso) => formatItemDate(new Date(iso), new Date(), language).label;
}
