import type { TReportTargetKind } from '@ankur/shared/schemas/community';
import type { TSearchKind } from '@ankur/shared/schemas/search';
import type { Db } from '../../../db/client.ts';
import { syncSearch } from '../../search/index.ts';

/** The search kind of each reportable kind that the one search holds (issue 22). */
const SEARCH_KIND: Partial<Record<TReportTargetKind, { kind: TSearchKind }>> = {
  post: { kind: 'post' },
  thread: { kind: 'thread' },
  circle: { kind: 'circle' },
  organisation: { kind: 'organisation' },
  profile: { kind: 'person' },
};

/** A thing hidden or restored by a moderator leaves or rejoins the search in the same transaction. */
export async function syncHidden(tx: Db, kind: TReportTargetKind, id: number): Promise<void> {
  const target = SEARCH_KIND[kind];
  if (target) await syncSearch(tx, target.kind, [id]);
}
