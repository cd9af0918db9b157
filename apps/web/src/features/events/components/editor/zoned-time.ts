/**
 * Wall-clock times in an event's zone. The editor's date-time inputs hold "YYYY-MM-DDTHH:mm" as the
 * organiser plans it (in the event's IANA zone, IST by default); the API takes and gives UTC
 * instants. These convert between the two without a library (Intl knows every zone's offsets).
 */

const pad = (n: number) => String(n).padStart(2, '0');

/** The zone's offset from UTC at an instant, in ms (IST: +5:30 → 19_800_000). */
function offsetAt(utcMs: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(utcMs));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour') % 24, get('minute'), get('second'));
  return asUtc - Math.floor(utcMs / 1000) * 1000;
}

/** "2026-12-05T09:30" in `timeZone` → the UTC instant as ISO ("2026-12-05T04:00:00.000Z"); null when empty or invalid. */
export function wallToInstant(wall: string, timeZone: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(wall)) return null;
  const guess = Date.parse(`${wall}:00Z`);
  if (Number.isNaN(guess)) return null;
  try {
    const first = guess - offsetAt(guess, timeZone);
    // across a daylight-saving change the offset at the answer can differ from the guess's
    const second = guess - offsetAt(first, timeZone);
    return new Date(second).toISOString();
  } catch {
    return null;
  }
}

/** An instant → "YYYY-MM-DDTHH:mm" on the wall clock of `timeZone` (the inputs' value). */
export function instantToWall(iso: string, timeZone: string): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return '';
  try {
    const shifted = new Date(ms + offsetAt(ms, timeZone));
    return `${shifted.getUTCFullYear()}-${pad(shifted.getUTCMonth() + 1)}-${pad(shifted.getUTCDate())}T${pad(shifted.getUTCHours())}:${pad(shifted.getUTCMinutes())}`;
  } catch {
    return '';
  }
}

/** A readable date and time of an instant in a zone, with the zone's short name ("5 Dec 2026, 9:30 am IST"). */
export function formatInZone(iso: string, timeZone: string, locale: string): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return '';
  try {
    return `${new Intl.DateTimeFormat(locale === 'hi' ? 'hi-IN' : 'en-IN', {
      timeZone,
      dateStyle: 'medium',
      timeStyle: 'short',
    }).format(new Date(ms))} ${zoneName(ms, timeZone, locale)}`;
  } catch {
    return '';
  }
}

function zoneName(ms: number, timeZone: string, locale: string): string {
  if (timeZone === 'Asia/Kolkata') return 'IST';
  const part = new Intl.DateTimeFormat(locale === 'hi' ? 'hi-IN' : 'en-IN', { timeZone, timeZoneName: 'short' })
    .formatToParts(new Date(ms))
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? timeZone;
}

/** The zones an organiser picks from: IST first, then those Indian events meet most (and the event's own). */
export const COMMON_TIME_ZONES = [
  'Asia/Kolkata',
  'Asia/Dubai',
  'Asia/Singapore',
  'Asia/Kathmandu',
  'Asia/Dhaka',
  'Asia/Colombo',
  'Asia/Tokyo',
  'Australia/Sydney',
  'Europe/London',
  'Europe/Berlin',
  'Africa/Nairobi',
  'America/New_York',
  'America/Los_Angeles',
  'UTC',
] as const;

export function timeZones(current: string): string[] {
  const list: string[] = [...COMMON_TIME_ZONES];
  return list.includes(current) ? list : [current, ...list];
}

/** Tomorrow at `hour`:00 on the wall clock (a new event's default start). */
export function tomorrowAt(hour: number, now = new Date()): string {
  const d = new Date(now.getTime() + 86_400_000);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(hour)}:00`;
}
