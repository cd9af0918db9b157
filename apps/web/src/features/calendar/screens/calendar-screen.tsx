import type { TCalendarEntryUpdate, TCalendarItem } from '@ankur/shared/schemas/calendar';
import type FullCalendar from '@fullcalendar/react';
import { CalendarPlus, CircleAlert, Rss } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { QueryErrorPanel } from '../../../components/ui/query-gate';
import { notify } from '../../../components/ui/toaster';
import { useErrorText } from '../../../lib/api-errors';
import { useLanguage } from '../../../lib/i18n';
import { useUpdateEntry } from '../api/calendar-entries';
import { type CalendarRange, useCalendarItems } from '../api/calendar-items';
import {
  type CalendarView,
  dateFromUrl,
  FC_VIEW,
  formFromSelection,
  NARROW_QUERY,
  newEntryDay,
  newEntryForm,
  toEvent,
  viewFromUrl,
} from '../calendar-model';
import { CalendarBoard, type VisibleRange } from '../components/calendar-board';
import { CalendarToolbar } from '../components/calendar-toolbar';
import { EntryDialog, type EntryDialogTarget } from '../components/entry-dialog';
import { FeedPanel } from '../components/feed-panel';
import { SourceLegend } from '../components/source-legend';
import { useCalendarTranslation } from '../i18n';

const isNarrow = () => typeof window !== 'undefined' && window.matchMedia?.(NARROW_QUERY).matches === true;

/**
 * /calendar (a tab of the Communication screen): month, week and agenda views of the user's
 * entries, programs' dates and plan weeks, fetched per visible range; ?date=YYYY-MM-DD&view= in
 * the URL. New entries by button or by clicking a day or slot; personal entries open for editing
 * and can be dragged; other items open their page. "Subscribe" manages the private iCal link.
 */
export default function CalendarScreen() {
  const { t } = useCalendarTranslation();
  const language = useLanguage();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const [view, setView] = useState<CalendarView>(() => viewFromUrl(params, isNarrow()));
  const date = dateFromUrl(params);
  const calendar = useRef<FullCalendar>(null);
  const [visible, setVisible] = useState<VisibleRange | null>(null);
  const [dialog, setDialog] = useState<EntryDialogTarget | null>(null);
  const [showFeed, setShowFeed] = useState(false);
  const feedId = useId();
  const move = useUpdateEntry();

  const range: CalendarRange | null = visible ? { from: visible.from, to: visible.to } : null;
  const items = useCalendarItems(range);
  const events = useMemo(
    () => (items.data ?? []).map((item) => toEvent(item, t(`kinds.${item.kind}`, { name: item.name }))),
    [items.data, t],
  );

  const api = () => calendar.current?.getApi();
  // the URL follows what is on screen (?date= the period's first day, &view=) …
  const written = useRef(date);
  const shownDate = visible?.date;
  useEffect(() => {
    if (!shownDate || (params.get('date') === shownDate && params.get('view') === view)) return;
    written.current = shownDate;
    setParams(
      (current) => {
        const out = new URLSearchParams(current);
        out.set('date', shownDate);
        out.set('view', view);
        return out;
      },
      { replace: true },
    );
  }, [shownDate, view, params, setParams]);
  // … and a link to another date while the screen is open (a reminder's ?date=) moves the calendar
  useEffect(() => {
    if (!date || date === written.current) return;
    written.current = date;
    calendar.current?.getApi().gotoDate(date);
  }, [date]);

  const onRange = (next: VisibleRange) =>
    setVisible((current) =>
      current && current.from === next.from && current.to === next.to && current.title === next.title ? current : next,
    );
  const onView = (next: CalendarView) => {
    setView(next);
    api()?.changeView(FC_VIEW[next]);
  };
  const onItem = (item: TCalendarItem) => {
    if (item.editable) setDialog({ mode: 'edit', item });
    else if (item.link) navigate(item.link);
  };
  const onMove = (item: TCalendarItem, patch: TCalendarEntryUpdate, revert: () => void) =>
    move.mutate(
      { id: item.id, patch },
      {
        onSuccess: () => notify.success(t('move.saved', { title: item.name })),
        onError: (error) => {
          revert();
          notify.error(t('move.failed', { reason: errorText(error) }));
        },
      },
    );

  return (
    <section aria-labelledby="calendar-heading" className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h1 id="calendar-heading" className="text-xl font-bold tracking-tight text-stone-900 sm:text-2xl">
            {t('screen.title')}
          </h1>
          <p className="mt-1 text-sm text-stone-600">{t('screen.intro')}</p>
        </div>
        <div className="flex flex-wrap gap-2 sm:shrink-0">
          <button
            type="button"
            className="btn-outline"
            aria-expanded={showFeed}
            aria-controls={feedId}
            onClick={() => setShowFeed((open) => !open)}
          >
            <Rss aria-hidden="true" className="size-4" />
            {t('screen.subscribe')}
          </button>
          <button
            type="button"
            className="btn-primary"
            onClick={() => setDialog({ mode: 'create', form: newEntryForm(new Date(), newEntryDay(visible, date)) })}
          >
            <CalendarPlus aria-hidden="true" className="size-4" />
            {t('screen.newEntry')}
          </button>
        </div>
      </header>

      {showFeed ? (
        <div className="mt-4">
          <FeedPanel id={feedId} />
        </div>
      ) : null}

      <div className="mt-4 flex flex-col gap-3">
        <CalendarToolbar
          title={visible?.title ?? ''}
          view={view}
          onToday={() => api()?.today()}
          onPrevious={() => api()?.prev()}
          onNext={() => api()?.next()}
          onView={onView}
        />
        <SourceLegend />
        {items.isError ? (
          <QueryErrorPanel
            variant="inline"
            Icon={CircleAlert}
            title={`${t('screen.loadFailed')}:`}
            error={items.error}
            onRetry={() => void items.refetch()}
          />
        ) : items.isFetching && !items.data ? (
          <p role="status" className="text-sm text-stone-600">
            {t('screen.loadingRange')}
          </p>
        ) : items.isSuccess && items.data.length === 0 ? (
          <p role="status" className="text-sm text-stone-600">
            {t('screen.emptyRange')}
          </p>
        ) : null}
        <div aria-busy={items.isFetching} className={items.isPlaceholderData ? 'opacity-70 transition-opacity' : ''}>
          <CalendarBoard
            ref={calendar}
            view={view}
            date={date}
            language={language}
            events={events}
            onRange={onRange}
            onSelect={(selection) => setDialog({ mode: 'create', form: formFromSelection(selection) })}
            onItem={onItem}
            onMove={onMove}
          />
        </div>
      </div>

      {dialog ? <EntryDialog target={dialog} onClose={() => setDialog(null)} /> : null}
    </section>
  );
}
