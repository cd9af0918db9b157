import type { ServerToClientEvents } from '@ankur/shared/realtime';
import { type InfiniteData, type QueryClient, type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvent } from './socket';

/**
 * The one way live socket events reach the screens: they are merged into the TanStack Query cache
 * (the server data's one home), never kept beside it in component state. A refetch then answers
 * with the same rows, and every screen reading the query sees the event.
 */

/** What a server event carries. */
export type LivePayload<E extends keyof ServerToClientEvents> = Parameters<ServerToClientEvents[E]>[0];

/** Next data from the cached data (undefined while nothing is loaded) and the event; undefined leaves it. */
export type LiveUpdater<T, P> = (data: T | undefined, payload: P) => T | undefined;

/** Merges one event into every cached query under `queryKey` (a prefix, as invalidateQueries takes it). */
export function mergeLiveEvent<T, P>(client: QueryClient, queryKey: QueryKey, payload: P, updater: LiveUpdater<T, P>) {
  client.setQueriesData<T>({ queryKey }, (data) => updater(data, payload));
}

/**
 * While the calling component is mounted, merges each `event` into the queries under `queryKey`
 * (or the key the event names, when given a function). The latest `updater` is always the one used.
 */
export function useLiveQueryUpdate<E extends keyof ServerToClientEvents, T>(
  event: E,
  queryKey: QueryKey | ((payload: LivePayload<E>) => QueryKey),
  updater: LiveUpdater<T, LivePayload<E>>,
): void {
  const client = useQueryClient();
  useRealtimeEvent(event, ((payload: LivePayload<E>) => {
    const key = typeof queryKey === 'function' ? queryKey(payload) : queryKey;
    mergeLiveEvent(client, key, payload, updater);
  }) as never);
}

/** A page of a list answer: { data, meta }. */
interface ListPage<R> {
  data: R[];
}

/** An infinite list with `row` on top of its first page (or in place, when a row with its id is there). */
export function upsertIntoPages<R, P extends ListPage<R>, K>(
  data: InfiniteData<P, K> | undefined,
  row: R,
  idOf: (row: R) => unknown,
): InfiniteData<P, K> | undefined {
  if (!data) return data;
  const id = idOf(row);
  if (data.pages.some((page) => page.data.some((item) => idOf(item) === id))) {
    return {
      ...data,
      pages: data.pages.map((page) => ({ ...page, data: page.data.map((item) => (idOf(item) === id ? row : item)) })),
    };
  }
  const [first, ...rest] = data.pages;
  if (!first) return data;
  return { ...data, pages: [{ ...first, data: [row, ...first.data] }, ...rest] };
}

/** An infinite list without the rows `drop` picks. */
export function removeFromPages<R, P extends ListPage<R>, K>(
  data: InfiniteData<P, K> | undefined,
  drop: (row: R) => boolean,
): InfiniteData<P, K> | undefined {
  if (!data) return data;
  return { ...data, pages: data.pages.map((page) => ({ ...page, data: page.data.filter((row) => !drop(row)) })) };
}

/** Every row of an infinite list, in order, one per id (a page boundary shifted by an insert repeats one). */
export function rowsOfPages<R>(data: { pages: readonly ListPage<R>[] } | undefined, idOf: (row: R) => unknown): R[] {
  const seen = new Set<unknown>();
  const rows: R[] = [];
  for (const page of data?.pages ?? []) {
    for (const row of page.data) {
      const id = idOf(row);
      if (seen.has(id)) continue;
      seen.add(id);
      rows.push(row);
    }
  }
  return rows;
}
