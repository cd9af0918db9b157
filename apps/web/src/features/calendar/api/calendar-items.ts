import type { TCalendarItem, TCalendarItemList } from '@ankur/shared/schemas/calendar';
import { keepPreviousData, type QueryClient, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** The visible range of the calendar: ISO instants, `to` exclusive. */
export interface CalendarRange {
  from: string;
  to: string;
}

export const calendarKeys = {
  all: ['calendar'] as const,
  itemsAll: ['calendar', 'items'] as const,
  items: (range: CalendarRange) => ['calendar', 'items', range.from, range.to] as const,
  feed: ['calendar', 'feed'] as const,
};

/** GET calendar?from&to → the user's items overlapping the range (all sources). */
export async function listCalendarItems(range: CalendarRange, options: { signal?: AbortSignal } = {}) {
  const answer = await apiFetch<TCalendarItemList>('calendar', { query: { ...range }, signal: options.signal });
  return answer.items;
}

/** The items of the visible range; while the next range loads, the last one stays on screen. */
export function useCalendarItems(range: CalendarRange | null) {
  return useQuery({
    queryKey: range ? calendarKeys.items(range) : [...calendarKeys.itemsAll, 'none'],
    queryFn: ({ signal }) => listCalendarItems(range!, { signal }),
    enabled: range !== null,
    placeholderData: keepPreviousData,
  });
}

/** Puts a changed item into every cached range (or takes it out, `item` null), then refetches. */
export function patchCachedItems(client: QueryClient, id: string, item: TCalendarItem | null): void {
  client.setQueriesData<TCalendarItem[]>({ queryKey: calendarKeys.itemsAll }, (items) => {
    if (!items) return items;
    const rest = items.filter((i) => i.id !== id);
    return item ? [...rest, item] : rest;
  });
  void client.invalidateQueries({ queryKey: calendarKeys.itemsAll });
}
