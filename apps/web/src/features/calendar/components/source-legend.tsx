import { CALENDAR_SOURCES } from '@ankur/shared/schemas/calendar';
import { SOURCE_COLORS } from '../calendar-model';
import { useCalendarTranslation } from '../i18n';

/** Which colour is which source (the same colours as the events). */
export function SourceLegend() {
  const { t } = useCalendarTranslation();
  return (
    <ul aria-label={t('sources.legend')} className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-stone-700">
      {CALENDAR_SOURCES.map((source) => (
        <li key={source} className="inline-flex items-center gap-2">
          <span aria-hidden="true" className={`size-3 rounded-full ${SOURCE_COLORS[source].dot}`} />
          {t(`sources.${source}`)}
        </li>
      ))}
    </ul>
  );
}
