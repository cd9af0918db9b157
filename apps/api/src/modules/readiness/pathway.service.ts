import { weakestDimensions } from '@ankur/shared/readiness-scoring';
import {
  PATHWAY_KINDS,
  READINESS_ERRORS,
  type TAssessmentDefinition,
  type TPathwayItem,
  type TPathwayKind,
  type TReadinessResult,
} from '@ankur/shared/schemas/readiness';
import type { TSearchKind } from '@ankur/shared/schemas/search';
import type { Db } from '../../db/client.ts';
import { withTenant } from '../../db/tenant.ts';
import { notFound } from '../../lib/errors.ts';
import type { UserScope } from '../../lib/scope.ts';
import { circlesOfReader, searchIndex } from '../search/index.ts';
import { lockAttempt, markPathwayBuilt } from './attempts.repository.ts';
import { doneBefore, expertsAmong, insertPathway, type NewPathwayItem, tickItem } from './pathway.repository.ts';

/**
 * The personal pathway (issue 24): for the three weakest dimensions of a result scoring under 4 of
 * 5, up to two things of each kind — programs, content, experts, circles, events, opportunities —
 * found in the one search index by the dimension's tags, only among what the person may find
 * (the search's own audience rules: public, members, their own, their circles). Deduplicated,
 * at most PATHWAY_MAX items. Things ticked off on an earlier pathway come ticked (progress is
 * never lost), so the next attempt shows what moved.
 */

export const PATHWAY_DIMENSIONS = 3;
export const PATHWAY_BELOW = 4;
export const PATHWAY_PER_KIND = 2;
export const PATHWAY_MAX = 12;

/** The search kind each pathway kind comes from. */
const SEARCH_KIND: Record<TPathwayKind, TSearchKind> = {
  program: 'program',
  content: 'content',
  expert: 'person',
  circle: 'circle',
  event: 'event',
  opportunity: 'competition',
};
const PATHWAY_KIND = Object.fromEntries(Object.entries(SEARCH_KIND).map(([k, s]) => [s, k])) as Record<
  string,
  TPathwayKind
>;

/** The words a dimension is matched by: its tags (any of them), or its label. */
export function dimensionQuery(tags: readonly string[], label: string): string {
  const words = tags.map((t) => t.replace(/["()]/g, ' ').trim()).filter(Boolean);
  return words.length ? words.join(' or ') : label;
}

export interface PathwayAttempt {
  attempt_id: number;
  user_id: number;
  definition: TAssessmentDefinition;
  result: TReadinessResult;
}

/**
 * Builds and stores the attempt's pathway inside the caller's transaction, once: the attempt row
 * is locked and its result marked (pathway_built_at), so two readers of a seeded attempt do not
 * both build it. Returns whether it built now.
 */
export async function buildPathway(tx: Db, attempt: PathwayAttempt, now: Date): Promise<boolean> {
  const locked = (await lockAttempt(tx, attempt.attempt_id)) as
    | (TReadinessResult & { pathway_built_at?: string })
    | null;
  if (!locked || locked.pathway_built_at) return false;
  const weak = weakestDimensions(attempt.result.dimensions, PATHWAY_DIMENSIONS).filter((d) => d.score < PATHWAY_BELOW);
  const items: NewPathwayItem[] = [];
  if (weak.length) {
    const reader = { userId: attempt.user_id, circleIds: await circlesOfReader(tx, attempt.user_id) };
    const done = await doneBefore(tx, attempt.user_id);
    const seen = new Set<string>();
    for (const dim of weak) {
      const def = attempt.definition.dimensions.find((d) => d.id === dim.id);
      const q = dimensionQuery(def?.tags ?? [], dim.label);
      const hits = await searchIndex(tx, reader, { q, kinds: Object.values(SEARCH_KIND), limit: 60 });
      const people = hits.filter((h) => h.kind === 'person' && h.ref_id !== attempt.user_id).map((h) => h.ref_id);
      const experts = await expertsAmong(tx, people);
      const perKind = new Map<TPathwayKind, number>();
      for (const hit of hits) {
        const kind = PATHWAY_KIND[hit.kind];
        if (!kind) continue;
        if (kind === 'expert' && !experts.has(hit.ref_id)) continue;
        const ref = `${kind}:${hit.ref_id}`;
        if (seen.has(ref) || (perKind.get(kind) ?? 0) >= PATHWAY_PER_KIND) continue;
        seen.add(ref);
        perKind.set(kind, (perKind.get(kind) ?? 0) + 1);
        items.push({
          kind,
          ref_id: String(hit.ref_id),
          title: hit.title,
          link: hit.url,
          dimension: dim.id,
          dimension_label: dim.label,
          score: dim.score,
          max: dim.max,
          position: 0,
          done_at: done.get(ref) ?? null,
        });
      }
    }
  }
  // weakest dimension first, then the kinds in their order; at most PATHWAY_MAX, the kinds shared
  // round-robin across dimensions so the weakest does not take every place
  const kindOrder = (k: TPathwayKind) => PATHWAY_KINDS.indexOf(k);
  const byDim = weak.map((d) =>
    items.filter((i) => i.dimension === d.id).sort((x, y) => kindOrder(x.kind) - kindOrder(y.kind)),
  );
  const picked: NewPathwayItem[] = [];
  for (let round = 0; picked.length < PATHWAY_MAX && byDim.some((l) => l.length > round); round++) {
    for (const list of byDim) {
      const item = list[round];
      if (item && picked.length < PATHWAY_MAX) picked.push(item);
    }
  }
  const ordered = weak
    .flatMap((d) => picked.filter((i) => i.dimension === d.id))
    .map((i, n) => ({ ...i, position: n }));
  await insertPathway(tx, attempt.attempt_id, attempt.user_id, ordered);
  await markPathwayBuilt(tx, attempt.attempt_id, now.toISOString());
  return true;
}

/** PATCH /readiness/pathway/{itemId}: the person ticks an item off (or unticks it). */
export function tickPathwayItem(
  db: Db,
  scope: UserScope,
  itemId: number,
  done: boolean,
  now: Date,
): Promise<TPathwayItem> {
  return withTenant(db, scope.tenantId, async (tx) => {
    const item = await tickItem(tx, itemId, scope.actor.userId, done, now.toISOString());
    if (!item) throw notFound(READINESS_ERRORS.noPathwayItem);
    return item;
  });
}
