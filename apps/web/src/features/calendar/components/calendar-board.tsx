import type { DateSelectArg, DatesSetArg, EventClickArg, EventDropArg } from '@fullcalendar/core';
import hiLocale from '@fullcalendar/core/locales/hi';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin, { type EventResizeDoneArg } from '@fullcalendar/interaction';
import listPlugin from '@fullcalendar/list';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import { type Ref, useCallback, useRef } from 'react';
import type { CalendarEvent, CalendarView } from '../calendar-model';
import { FC_VIEW, localDate, movePatch } from '../calendar-model';
import { useCalendarTranslation } from '../i18n';
import './calendar.css';
import type { TCalendarEntryUpdate, TCalendarItem } from '@ankur/shared/schemas/calendar';

const PLUGINS = [dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin];
const LOCALES = [hiLocale];

export interface VisibleRange {
  from: string;
  to: string;
  title: string;
  /** the first day of the period shown (?date=) */
  date: string;
  /** the day after the period shown */
  end: string;
}

/**
 * FullCalendar (month, week, agenda) without its own toolbar: the screen's toolbar drives it
 * through `ref`. Clicking or dragging over days or slots asks for a new entry; clicking an item
 * opens it; personal entries can be dragged and resized (the screen saves, or reverts).
 */
export function CalendarBoard({
  ref,
  view,
  date,
  language,
  events,
  onRange,
  onSelect,
  onItem,
  onMove,
}: {
  ref: Ref<FullCalendar>;
  view: CalendarView;
  date: string | null;
  language: 'en' | 'hi';
  events: CalendarEvent[];
  onRange: (range: VisibleRange) => void;
  onSelect: (selection: { start: Date; end: Date; allDay: boolean }) => void;
  onItem: (item: TCalendarItem) => void;
  onMove: (item: TCalendarItem, patch: TCalendarEntryUpdate, revert: () => void) => void;
}) {
  const { t } = useCalendarTranslation();
  // FullCalendar resets itself when an option changes identity: keep the callbacks stable
  const latest = useRef({ onRange, onSelect, onItem, onMove, t });
  latest.current = { onRange, onSelect, onItem, onMove, t };
  const moreLinkText = useCallback((n: number) => latest.current.t('views.more', { count: n }), []);
  const datesSet = useCallback(
    (arg: DatesSetArg) =>
      latest.current.onRange({
        from: arg.start.toISOString(),
        to: arg.end.toISOString(),
        title: arg.view.title,
        date: localDate(arg.view.currentStart),
        end: localDate(arg.view.currentEnd),
      }),
    [],
  );
  const select = useCallback((arg: DateSelectArg) => {
    arg.view.calendar.unselect();
    latest.current.onSelect({ start: arg.start, end: arg.end, allDay: arg.allDay });
  }, []);
  const eventClick = useCallback((arg: EventClickArg) => {
    arg.jsEvent.preventDefault();
    latest.current.onItem(arg.event.extendedProps.item as TCalendarItem);
  }, []);
  const moved = useCallback((info: EventDropArg | EventResizeDoneArg) => {
    const patch = movePatch(info.event);
    const item = info.event.extendedProps.item as TCalendarItem;
    if (!patch || !item.editable) return info.revert();
    latest.current.onMove(item, patch, info.revert);
  }, []);
  return (
    <div className="ankur-cal">
      <FullCalendar
        ref={ref}
        plugins={PLUGINS}
        initialView={FC_VIEW[view]}
        initialDate={date ?? undefined}
        headerToolbar={false}
        locales={LOCALES}
        locale={language}
        firstDay={1}
        height="auto"
        allDayText={t('views.allDay')}
        noEventsText={t('views.noEvents')}
        moreLinkText={moreLinkText}
        dayMaxEvents={3}
        nowIndicator
        navLinks={false}
        selectable
        selectMirror
        editable
        eventInteractive
        eventStartEditable
        eventDurationEditable
        events={events}
        datesSet={datesSet}
        select={select}
        eventClick={eventClick}
        eventDrop={moved}
        eventResize={moved}
      />
    </div>
  );
}
