import type { TCalendarItem } from '@ankur/shared/schemas/calendar';
import ical, { ICalAlarmType, ICalCalendarMethod } from 'ical-generator';

/**
 * iCalendar (RFC 5545) text of calendar items, built with ical-generator: a .ics file per entry
 * and the private feed. Timed items are written in UTC (DTSTART:…Z), all-day items as dates
 * (DTSTART;VALUE=DATE, DTEND exclusive); an entry's reminder becomes a VALARM.
 */

export interface IcsOptions {
  /** the calendar's name (X-WR-CALNAME) */
  name: string;
  /** the site's origin: item links become absolute URLs, its host ends every UID */
  origin: string;
  /** entry id → its stable uid column (personal entries) */
  uids?: ReadonlyMap<string, string>;
}

/** A UID stable across exports: entry-{uid}@host for entries, program-3-start@host and so on. */
export function itemUid(item: TCalendarItem, host: string, uids?: ReadonlyMap<string, string>): string {
  const stable = uids?.get(item.id);
  if (item.source === 'personal' && stable) return `entry-${stable}@${host}`;
  return `${item.id.replace(/:/g, '-')}@${host}`;
}

const utcDate = (date: string) => new Date(`${date}T00:00:00.000Z`);

export function buildIcs(items: readonly TCalendarItem[], opts: IcsOptions): string {
  const host = new URL(opts.origin).host;
  const cal = ical({
    name: opts.name,
    prodId: { company: 'Ankur', product: 'Calendar', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
    ttl: 60 * 60,
  });
  for (const item of items) {
    const event = cal.createEvent({
      id: itemUid(item, host, opts.uids),
      start: item.all_day ? utcDate(item.starts_at) : new Date(item.starts_at),
      end: item.all_day ? utcDate(item.ends_at) : new Date(item.ends_at),
      allDay: item.all_day,
      summary: item.title,
      description: item.description ?? undefined,
      location: item.location ?? undefined,
      url: item.link ? new URL(item.link, opts.origin).toString() : undefined,
    });
    if (item.reminder_minutes !== null) {
      event.createAlarm({ type: ICalAlarmType.display, trigger: item.reminder_minutes * 60, description: item.title });
    }
  }
  return cal.toString();
}

/** A file name from a title: "Pitch practice!" → pitch-practice.ics (ASCII; a fallback when none is left). */
export function icsFileName(title: string): string {
  const slug = title
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `${slug || 'calendar-entry'}.ics`;
}
