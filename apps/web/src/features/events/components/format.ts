import type { TEventCard } from '@ankur/shared/schemas/events';
import { type Language, numberLocale, useLanguage } from '../../../lib/i18n';

/** Events' words for money, dates and places, in the language on screen and the event's own zone. */

export const eventPath = (id: number) => `/events/${id}`;
export const managePath = (id: number) => `/event/manage/${id}`;
export const NEW_EVENT_PATH = '/manage-event/new';

/** A price in paise as rupees with Indian grouping: ₹499, ₹1,250.50. */
export function formatRupees(paise: number, language: Language): string {
  return new Intl.NumberFormat(numberLocale(language), {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: paise % 100 === 0 ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(paise / 100);
}

/** The calendar day (YYYY-MM-DD) an instant falls on in a zone. */
export function dayIn(iso: string | Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
  return parts.format(typeof iso === 'string' ? new Date(iso) : iso);
}

function safeZone(timeZone: string): string {
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return timeZone;
  } catch {
    return 'Asia/Kolkata';
  }
}

/**
 * When an event runs, in its zone: "Sat, 12 Dec 2026, 10:00 am – 6:00 pm IST" on one day,
 * "12 Dec 2026, 10:00 am – 14 Dec 2026, 5:00 pm IST" across days.
 */
export function formatEventWhen(startsAt: string, endsAt: string, zone: string, language: Language): string {
  const timeZone = safeZone(zone);
  const locale = numberLocale(language);
  const start = new Date(startsAt);
  const end = new Date(endsAt);
  if (Number.isNaN(start.getTime())) return '';
  const tzName =
    new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'short' })
      .formatToParts(start)
      .find((p) => p.type === 'timeZoneName')?.value ?? '';
  const day = new Intl.DateTimeFormat(locale, {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
  const time = new Intl.DateTimeFormat(locale, { timeZone, hour: 'numeric', minute: '2-digit' });
  if (Number.isNaN(end.getTime()) || dayIn(start, timeZone) === dayIn(end, timeZone)) {
    const range = Number.isNaN(end.getTime()) ? time.format(start) : time.formatRange(start, end);
    return `${day.format(start)}, ${range} ${tzName}`.trim();
  }
  return `${day.format(start)}, ${time.format(start)} – ${day.format(end)}, ${time.format(end)} ${tzName}`.trim();
}

/** A short date for a card: "Sat, 12 Dec · 10:00 am IST". */
export function formatCardWhen(startsAt: string, zone: string, language: Language): string {
  const timeZone = safeZone(zone);
  const locale = numberLocale(language);
  const start = new Date(startsAt);
  if (Number.isNaN(start.getTime())) return '';
  const day = new Intl.DateTimeFormat(locale, { timeZone, weekday: 'short', day: 'numeric', month: 'short' }).format(
    start,
  );
  const time = new Intl.DateTimeFormat(locale, {
    timeZone,
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(start);
  return `${day} · ${time}`;
}

/** A session's time in the event's zone: "10:30 am – 11:15 am". */
export function formatSessionTime(startsAt: string, endsAt: string, zone: string, language: Language): string {
  const time = new Intl.DateTimeFormat(numberLocale(language), {
    timeZone: safeZone(zone),
    hour: 'numeric',
    minute: '2-digit',
  });
  const start = new Date(startsAt);
  const end = new Date(endsAt);
  if (Number.isNaN(start.getTime())) return '';
  return Number.isNaN(end.getTime()) ? time.format(start) : time.formatRange(start, end);
}

/** A map search for an address (any phone opens it in its maps app). */
export function directionsUrl(parts: (string | null | undefined)[]): string {
  const query = parts.filter((p) => p?.trim()).join(', ');
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

/** Seats left for a card, or null when unlimited. */
export function seatsLeft(card: Pick<TEventCard, 'capacity' | 'confirmed_count'>): number | null {
  return card.capacity === null ? null : Math.max(0, card.capacity - card.confirmed_count);
}

/** Whether an event is over (by its end). */
export const hasEnded = (card: Pick<TEventCard, 'ends_at'>, now = Date.now()) => new Date(card.ends_at).getTime() < now;

export function useEventFormat() {
  const language = useLanguage();
  return {
    language,
    rupees: (paise: number) => formatRupees(paise, language),
    when: (startsAt: string, endsAt: string, zone: string) => formatEventWhen(startsAt, endsAt, zone, language),
    cardWhen: (startsAt: string, zone: string) => formatCardWhen(startsAt, zone, language),
    sessionTime: (startsAt: string, endsAt: string, zone: string) =>
      formatSessionTime(startsAt, endsAt, zone, language),
  };
}
