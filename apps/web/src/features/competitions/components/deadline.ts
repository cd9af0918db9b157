import type { TCompetitionCard } from '@ankur/shared/schemas/competitions';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** What a competition's deadline line says: opens in, closes in (days, then hours), or closed. */
export type Deadline =
  | { key: 'opensIn' | 'opensInHours' | 'closesIn' | 'closesInHours'; count: number }
  | { key: 'closesSoon' | 'closed'; count?: undefined };

/** The countdown of an open or upcoming competition ("Closes in 5 days"), measured from `now`. */
export function deadlineOf(card: Pick<TCompetitionCard, 'opens_at' | 'closes_at'>, now = Date.now()): Deadline {
  const opens = Date.parse(card.opens_at);
  const closes = Date.parse(card.closes_at);
  if (opens > now) {
    const left = opens - now;
    return left >= DAY
      ? { key: 'opensIn', count: Math.ceil(left / DAY) }
      : { key: 'opensInHours', count: Math.ceil(left / HOUR) };
  }
  const left = closes - now;
  if (left <= 0) return { key: 'closed' };
  if (left >= DAY) return { key: 'closesIn', count: Math.floor(left / DAY) };
  if (left >= HOUR) return { key: 'closesInHours', count: Math.floor(left / HOUR) };
  return { key: 'closesSoon' };
}

/** A date and time in India time, in the language on screen ("28 Nov 2026, 6:00 pm"). */
export function formatWhen(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(language === 'hi' ? 'hi-IN' : 'en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'Asia/Kolkata',
  }).format(date);
}

/** Whether the application window is open at `now` (the server decides again). */
export function isOpenForApplications(
  c: Pick<TCompetitionCard, 'status' | 'opens_at' | 'closes_at'>,
  now = Date.now(),
) {
  return c.status === 'open' && Date.parse(c.opens_at) <= now && Date.parse(c.closes_at) > now;
}
