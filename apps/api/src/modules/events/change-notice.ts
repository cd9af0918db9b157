import type { ZEventPatch } from '@ankur/shared/schemas/events';
import type { z } from 'zod';
import type { EventRow } from './events.repository.ts';
import { iso } from './shapes.ts';

const when = (at: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-IN', { timeZone, dateStyle: 'medium', timeStyle: 'short' }).format(new Date(at));

/**
 * What a registrant needs to hear about an edit, in words, or null when it changes nothing about
 * when or where (a new description or cover tells no one).
 */
export function changeNotice(e: EventRow, patch: z.output<typeof ZEventPatch>): string | null {
  const lines: string[] = [];
  const zone = patch.time_zone ?? e.time_zone;
  const starts = patch.starts_at ?? iso(e.starts_at);
  const ends = patch.ends_at ?? iso(e.ends_at);
  const sameInstant = (a: string, b: string) => new Date(a).getTime() === new Date(b).getTime();
  if (!sameInstant(starts, iso(e.starts_at)) || !sameInstant(ends, iso(e.ends_at))) {
    lines.push(`New time: ${when(starts, zone)} to ${when(ends, zone)} (${zone}).`);
  }
  const place = (v: { venue_name: string; venue_address: string; city: string }) =>
    [v.venue_name, v.venue_address, v.city].filter(Boolean).join(', ');
  const newPlace = place({
    venue_name: patch.venue_name ?? e.venue_name,
    venue_address: patch.venue_address ?? e.venue_address,
    city: patch.city ?? e.city,
  });
  if (newPlace !== place(e) && newPlace) lines.push(`New venue: ${newPlace}.`);
  if (patch.format !== undefined && patch.format !== e.format) {
    const label = { online: 'online', in_person: 'in person', hybrid: 'hybrid (in person and online)' }[patch.format];
    lines.push(`It is now ${label}.`);
  }
  if (patch.online_url !== undefined && patch.online_url !== e.online_url && patch.online_url) {
    lines.push('The online link has changed: open the event for the new one.');
  }
  return lines.length ? `The organiser changed this event. ${lines.join(' ')} Your registration stands.` : null;
}
