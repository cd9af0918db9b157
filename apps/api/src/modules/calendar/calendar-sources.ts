import type { CalendarSource, TCalendarItem } from '@ankur/shared/schemas/calendar';
import type { Db } from '../../db/client.ts';

/**
 * The calendar's extension point (issue 23): another module adds its own items to every user's
 * calendar — GET calendar and the private iCal feed alike — without the calendar reading its
 * tables. A module registers one source per CALENDAR_SOURCES value in its setup; `itemsBetween`
 * runs inside the calendar's tenant transaction (row-level security applies) and returns the
 * user's items overlapping [from, to) (UTC instants), timed or all-day as ZCalendarItem says.
 * Sources run one after another on the same transaction (never in parallel).
 */
export interface CalendarItemSource {
  source: Exclude<CalendarSource, 'personal' | 'program' | 'plan'>;
  itemsBetween: (tx: Db, userId: number, from: string, to: string) => Promise<TCalendarItem[]>;
}

const sources = new Map<CalendarItemSource['source'], CalendarItemSource>();

export function registerCalendarSource(source: CalendarItemSource): void {
  sources.set(source.source, source);
}

/** The registered sources' items for the user, source after source. */
export async function sourceItemsBetween(tx: Db, userId: number, from: string, to: string): Promise<TCalendarItem[]> {
  const out: TCalendarItem[] = [];
  for (const s of sources.values()) out.push(...(await s.itemsBetween(tx, userId, from, to)));
  return out;
}
