import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { mergeLiveEvent, removeFromPages, rowsOfPages, upsertIntoPages } from './live-query';

type Row = { id: number; text: string };
const idOf = (row: Row) => row.id;
const pages = (...lists: Row[][]) => ({
  pages: lists.map((data) => ({ data })),
  pageParams: lists.map((_, i) => i + 1),
});
const row = (id: number, text = `r${id}`): Row => ({ id, text });

describe('live query merges', () => {
  it('puts a new row on top once, and replaces one it already holds', () => {
    const data = pages([row(2), row(1)], [row(0)]);
    const once = upsertIntoPages(data, row(3), idOf);
    expect(rowsOfPages(upsertIntoPages(once, row(3), idOf), idOf).map(idOf)).toEqual([3, 2, 1, 0]);
    expect(upsertIntoPages(data, row(0, 'edited'), idOf)?.pages[1]?.data).toEqual([row(0, 'edited')]);
    expect(upsertIntoPages(undefined, row(3), idOf)).toBeUndefined();
  });

  it('removes rows, and lists each id once across shifted pages', () => {
    const data = pages([row(3), row(2)], [row(2), row(1)]);
    expect(rowsOfPages(data, idOf).map(idOf)).toEqual([3, 2, 1]);
    expect(
      rowsOfPages(
        removeFromPages(data, (r: Row) => r.id === 2),
        idOf,
      ).map(idOf),
    ).toEqual([3, 1]);
  });

  it('merges an event into every cached query under a key', () => {
    const client = new QueryClient();
    client.setQueryData(['x', 'a'], { n: 1 });
    client.setQueryData(['x', 'b'], { n: 2 });
    client.setQueryData(['y'], { n: 3 });
    mergeLiveEvent(client, ['x'], 10, (data: { n: number } | undefined, add: number) =>
      data ? { n: data.n + add } : data,
    );
    expect([client.getQueryData(['x', 'a']), client.getQueryData(['x', 'b']), client.getQueryData(['y'])]).toEqual([
      { n: 11 },
      { n: 12 },
      { n: 3 },
    ]);
  });
});
