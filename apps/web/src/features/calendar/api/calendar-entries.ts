import type { TCalendarEntryCreate, TCalendarEntryUpdate, TCalendarItem } from '@ankur/shared/schemas/calendar';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { patchCachedItems } from './calendar-items';

/** The number behind a personal item's id ('entry:12' → 12). */
export const entryIdOf = (itemId: string) => Number(itemId.replace(/^entry:/, ''));

/** Where an entry downloads as an iCalendar file. */
export const entryIcsUrl = (itemId: string) => `/api/calendar/entries/${entryIdOf(itemId)}.ics`;

/** POST calendar/entries → the new item (400 names a bad field). */
export function createEntry(payload: TCalendarEntryCreate) {
  return apiFetch<TCalendarItem>('calendar/entries', { method: 'POST', body: payload });
}

/** PATCH calendar/entries/{id} → the item as saved. */
export function updateEntry(itemId: string, patch: TCalendarEntryUpdate) {
  return apiFetch<TCalendarItem>(`calendar/entries/${entryIdOf(itemId)}`, { method: 'PATCH', body: patch });
}

/** DELETE calendar/entries/{id}. */
export function deleteEntry(itemId: string) {
  return apiFetch<void>(`calendar/entries/${entryIdOf(itemId)}`, { method: 'DELETE' });
}

export function useCreateEntry() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createEntry,
    onSuccess: (item) => patchCachedItems(client, item.id, item),
  });
}

export function useUpdateEntry() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: TCalendarEntryUpdate }) => updateEntry(id, patch),
    onSuccess: (item) => patchCachedItems(client, item.id, item),
  });
}

export function useDeleteEntry() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteEntry,
    onSuccess: (_void, id) => patchCachedItems(client, id, null),
  });
}
