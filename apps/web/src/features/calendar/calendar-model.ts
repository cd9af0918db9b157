import { addDays } from '@ankur/shared/plan-schedule';
import {
  type CalendarSource,
  isIsoDate,
  REMINDER_MINUTES,
  type TCalendarEntryCreate,
  type TCalendarItem,
} from '@ankur/shared/schemas/calendar';

/**
 * The calendar screen's pure parts: the views and the URL (?date=YYYY-MM-DD&view=), colours per
 * source, items → FullCalendar events, and the entry dialog's form ↔ API payload.
 */

export const CALENDAR_VIEWS = ['month', 'week', 'agenda'] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];

/** FullCalendar's view behind each of ours. */
export const FC_VIEW: Record<CalendarView, string> = {
  month: 'dayGridMonth',
  week: 'timeGridWeek',
  agenda: 'listMonth',
};

/** Under this width the calendar opens in the agenda (a month grid is unreadable on a phone). */
export const NARROW_QUERY = '(max-width: 639px)';

export function viewFromUrl(params: URLSearchParams, narrow: boolean): CalendarView {
  const asked = params.get('view');
  if (asked && (CALENDAR_VIEWS as readonly string[]).includes(asked)) return asked as CalendarView;
  return narrow ? 'agenda' : 'month';
}

export function dateFromUrl(params: URLSearchParams): string | null {
  const date = params.get('date');
  return date && isIsoDate(date) ? date : null;
}

/** One colour per source (the legend shows the same): background, text, border. */
export const SOURCE_COLORS: Record<CalendarSource, { bg: string; text: string; dot: string }> = {
  personal: { bg: '#3c7e29', text: '#ffffff', dot: 'bg-brand-600' },
  program: { bg: '#8a5a2b', text: '#ffffff', dot: 'bg-soil-600' },
  plan: { bg: '#4338ca', text: '#ffffff', dot: 'bg-indigo-700' },
  event: { bg: '#b91c1c', text: '#ffffff', dot: 'bg-red-700' },
  outside: { bg: '#0f766e', text: '#ffffff', dot: 'bg-teal-700' },
  milestone: { bg: '#a16207', text: '#ffffff', dot: 'bg-yellow-700' },
};

export interface CalendarEvent {
  id: string;
  title: string;
  start: string;
  end: string;
  allDay: boolean;
  editable: boolean;
  backgroundColor: string;
  borderColor: string;
  textColor: string;
  classNames: string[];
  extendedProps: { item: TCalendarItem };
}

/** An item as FullCalendar shows it; `title` is the item's title in the language on screen. */
export function toEvent(item: TCalendarItem, title: string): CalendarEvent {
  const colour = SOURCE_COLORS[item.source];
  return {
    id: item.id,
    title,
    start: item.starts_at,
    end: item.ends_at,
    allDay: item.all_day,
    editable: item.editable,
    backgroundColor: colour.bg,
    borderColor: colour.bg,
    textColor: colour.text,
    classNames: [`ankur-cal-${item.source}`],
    extendedProps: { item },
  };
}

// ---------------------------------------------------------------- the entry dialog's form

export interface EntryForm {
  title: string;
  all_day: boolean;
  /** all day: YYYY-MM-DD; otherwise a datetime-local value (YYYY-MM-DDTHH:mm, local time) */
  start: string;
  /** all day: the LAST day (inclusive), as people read it; otherwise datetime-local */
  end: string;
  location: string;
  description: string;
  /** '' (none) or one of REMINDER_MINUTES */
  reminder: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
export const localDate = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
export const localDateTime = (d: Date) => `${localDate(d)}T${pad(d.getHours())}:${pad(d.getMinutes())}`;

/** A new entry's form: a selection (day click, drag over slots), else the next whole hour of `day`. */
export function formFromSelection(sel: { start: Date; end: Date; allDay: boolean }): EntryForm {
  const base = { title: '', location: '', description: '', reminder: '' };
  if (sel.allDay) {
    return { ...base, all_day: true, start: localDate(sel.start), end: addDays(localDate(sel.end), -1) };
  }
  return { ...base, all_day: false, start: localDateTime(sel.start), end: localDateTime(sel.end) };
}

/**
 * The day "New entry" starts on: today while today is in the period on screen (a month view's
 * ?date= is its first day, which is not what someone adding an entry means), else that period's
 * first day.
 */
export function newEntryDay(visible: { date: string; end: string } | null, date: string | null, now = new Date()) {
  const today = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
  const first = visible?.date ?? date;
  if (!first) return null;
  const end = visible?.end;
  return today >= first && (!end || today < end) ? null : first;
}

/** The "New entry" button's form: one hour from the next whole hour, on `day` (today by default). */
export function newEntryForm(now: Date, day?: string | null): EntryForm {
  const start = new Date(now);
  start.setMinutes(0, 0, 0);
  start.setHours(start.getHours() + 1);
  if (day && day !== localDate(now)) {
    const [y, m, d] = day.split('-').map(Number);
    start.setFullYear(y!, m! - 1, d!);
    start.setHours(9);
  }
  return formFromSelection({ start, end: new Date(start.getTime() + 3_600_000), allDay: false });
}

export function formFromItem(item: TCalendarItem): EntryForm {
  return {
    title: item.name,
    all_day: item.all_day,
    start: item.all_day ? item.starts_at : localDateTime(new Date(item.starts_at)),
    end: item.all_day ? addDays(item.ends_at, -1) : localDateTime(new Date(item.ends_at)),
    location: item.location ?? '',
    description: item.description ?? '',
    reminder: item.reminder_minutes === null ? '' : String(item.reminder_minutes),
  };
}

/** Switching "All day" keeps the day and picks sensible times (9:00–10:00) when leaving it. */
export function toggleAllDay(form: EntryForm, allDay: boolean): EntryForm {
  if (allDay === form.all_day) return form;
  const startDay = form.start.slice(0, 10);
  const endDay = form.end.slice(0, 10) || startDay;
  if (allDay) {
    // ISO dates sort as text: the later of the two (Math.max would not compare strings)
    const lastDay = [startDay, endDay].sort()[1]!;
    return { ...form, all_day: true, start: startDay, end: lastDay };
  }
  return { ...form, all_day: false, start: `${startDay}T09:00`, end: `${startDay}T10:00` };
}

export type FormErrors = Partial<Record<'title' | 'start' | 'end', 'required' | 'badDate' | 'endBeforeStart'>>;

const instantOf = (local: string) => {
  const t = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local) ? new Date(local).getTime() : Number.NaN;
  return Number.isNaN(t) ? null : t;
};

export function validateForm(form: EntryForm): FormErrors {
  const errors: FormErrors = {};
  if (!form.title.trim()) errors.title = 'required';
  if (form.all_day) {
    if (!isIsoDate(form.start)) errors.start = 'badDate';
    if (!isIsoDate(form.end)) errors.end = 'badDate';
    else if (!errors.start && form.end < form.start) errors.end = 'endBeforeStart';
  } else {
    const start = instantOf(form.start);
    const end = instantOf(form.end);
    if (start === null) errors.start = 'badDate';
    if (end === null) errors.end = 'badDate';
    else if (start !== null && end <= start) errors.end = 'endBeforeStart';
  }
  return errors;
}

/** The API payload of a valid form (all-day ends become exclusive; local times become UTC). */
export function payloadFromForm(form: EntryForm): TCalendarEntryCreate {
  const reminder = Number(form.reminder);
  return {
    title: form.title.trim(),
    all_day: form.all_day,
    starts_at: form.all_day ? form.start : new Date(form.start).toISOString(),
    ends_at: form.all_day ? addDays(form.end, 1) : new Date(form.end).toISOString(),
    location: form.location.trim() || null,
    description: form.description.trim() || null,
    reminder_minutes: (REMINDER_MINUTES as readonly number[]).includes(reminder)
      ? (reminder as TCalendarEntryCreate['reminder_minutes'])
      : null,
  };
}

/** A moved or resized event's new times, as a PATCH body. */
export function movePatch(event: { start: Date | null; end: Date | null; allDay: boolean }) {
  if (!event.start) return null;
  if (event.allDay) {
    const start = localDate(event.start);
    return { all_day: true, starts_at: start, ends_at: event.end ? localDate(event.end) : addDays(start, 1) };
  }
  const end = event.end ?? new Date(event.start.getTime() + 3_600_000);
  return { all_day: false, starts_at: event.start.toISOString(), ends_at: end.toISOString() };
}
