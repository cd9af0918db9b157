import type { TPathwayItem, TPathwayKind } from '@ankur/shared/schemas/readiness';
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { roles, userRoles } from '../../db/schema/access.ts';
import { pathwayItems } from '../../db/schema/readiness.ts';

const p = pathwayItems;
const iso = (v: string | null) => (v === null ? null : new Date(v).toISOString());

export interface NewPathwayItem {
  kind: TPathwayKind;
  ref_id: string;
  title: string;
  link: string;
  dimension: string;
  dimension_label: string;
  score: number;
  max: number;
  position: number;
  done_at: string | null;
}

const itemColumns = {
  item_id: p.item_id,
  kind: p.kind,
  title: p.title,
  link: p.link,
  dimension: p.dimension,
  dimension_label: p.dimension_label,
  score: p.score,
  max: p.max,
  done_at: p.done_at,
};
interface ItemRow {
  item_id: number;
  kind: string;
  title: string;
  link: string;
  dimension: string;
  dimension_label: string;
  score: number;
  max: number;
  done_at: string | null;
}

const toItem = (r: ItemRow): TPathwayItem => ({
  item_id: r.item_id,
  kind: r.kind as TPathwayKind,
  title: r.title,
  link: r.link,
  dimension: r.dimension,
  dimension_label: r.dimension_label,
  score: r.score,
  max: r.max,
  done: r.done_at !== null,
  done_at: iso(r.done_at),
});

export async function pathwayOf(tx: Db, attemptId: number): Promise<TPathwayItem[]> {
  const rows = await tx
    .select(itemColumns)
    .from(p)
    .where(eq(p.attempt_id, attemptId))
    .orderBy(asc(p.position), asc(p.item_id));
  return rows.map(toItem);
}

export async function hasPathway(tx: Db, attemptId: number): Promise<boolean> {
  const [row] = await tx.select({ id: p.item_id }).from(p).where(eq(p.attempt_id, attemptId)).limit(1);
  return row !== undefined;
}

export async function insertPathway(tx: Db, attemptId: number, userId: number, items: NewPathwayItem[]) {
  if (!items.length) return;
  await tx.insert(p).values(items.map((i) => ({ ...i, attempt_id: attemptId, user_id: userId })));
}

/** When the person ticked off each thing on an earlier pathway ("kind:ref" → first done_at). */
export async function doneBefore(tx: Db, userId: number): Promise<Map<string, string>> {
  const rows = await tx
    .select({ kind: p.kind, ref_id: p.ref_id, done_at: sql<string>`min(${p.done_at})` })
    .from(p)
    .where(and(eq(p.user_id, userId), isNotNull(p.done_at)))
    .groupBy(p.kind, p.ref_id);
  return new Map(rows.map((r) => [`${r.kind}:${r.ref_id}`, r.done_at]));
}

/** Ticks an item off (keeping the first time) or unticks it; only the person's own (null otherwise). */
export async function tickItem(
  tx: Db,
  itemId: number,
  userId: number,
  done: boolean,
  now: string,
): Promise<TPathwayItem | null> {
  const [row] = await tx
    .update(p)
    .set({ done_at: done ? sql`coalesce(${p.done_at}, ${now}::timestamptz)` : null })
    .where(and(eq(p.item_id, itemId), eq(p.user_id, userId)))
    .returning(itemColumns);
  return row ? toItem(row) : null;
}

/** Of these people, those who hold the Expert role (the pathway's "people with expertise"). */
export async function expertsAmong(tx: Db, userIds: number[]): Promise<Set<number>> {
  if (!userIds.length) return new Set();
  const rows = await tx
    .select({ user_id: userRoles.user_id })
    .from(userRoles)
    .innerJoin(roles, eq(roles.role_id, userRoles.role_id))
    .where(
      and(
        inArray(userRoles.user_id, userIds),
        eq(userRoles.is_deleted, false),
        sql`lower(${roles.role_name}) = 'expert'`,
        eq(roles.is_deleted, false),
      ),
    );
  return new Set(rows.map((r) => r.user_id));
}
