import { ChevronLeft, ChevronRight } from 'lucide-react';
import { CALENDAR_VIEWS, type CalendarView } from '../calendar-model';
import { useCalendarTranslation } from '../i18n';

const SEGMENT =
  'inline-flex min-h-10 items-center px-3 text-sm font-medium transition-colors first:rounded-l-lg last:rounded-r-lg';

/** Our own toolbar above FullCalendar: Today, previous/next, the period's title and the views. */
export function CalendarToolbar({
  title,
  view,
  onToday,
  onPrevious,
  onNext,
  onView,
}: {
  title: string;
  view: CalendarView;
  onToday: () => void;
  onPrevious: () => void;
  onNext: () => void;
  onView: (view: CalendarView) => void;
}) {
  const { t } = useCalendarTranslation();
  return (
    <div role="toolbar" aria-label={t('toolbar.label')} className="flex flex-wrap items-center gap-2">
      <button type="button" className="btn-outline min-h-10" onClick={onToday}>
        {t('toolbar.today')}
      </button>
      <div className="flex">
        <button
          type="button"
          className="btn-ghost min-h-10 px-2"
          aria-label={t('toolbar.previous')}
          onClick={onPrevious}
        >
          <ChevronLeft aria-hidden="true" className="size-5" />
        </button>
        <button type="button" className="btn-ghost min-h-10 px-2" aria-label={t('toolbar.next')} onClick={onNext}>
          <ChevronRight aria-hidden="true" className="size-5" />
        </button>
      </div>
      <h2 aria-live="polite" className="min-w-0 flex-1 text-lg font-semibold text-stone-900">
        {title}
      </h2>
      <fieldset className="flex rounded-lg ring-1 ring-stone-300">
        <legend className="sr-only">{t('toolbar.views')}</legend>
        {CALENDAR_VIEWS.map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={view === option}
            onClick={() => onView(option)}
            className={`${SEGMENT} ${view === option ? 'bg-brand-700 text-white' : 'bg-white text-stone-700 hover:bg-stone-50'}`}
          >
            {t(`toolbar.${option}`)}
          </button>
        ))}
      </fieldset>
    </div>
  );
}
