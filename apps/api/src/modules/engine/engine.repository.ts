import type { TEngineCategory } from '@ankur/shared/schemas/engine';
import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { engineModules, engineProfiles, engineScores, engineStats } from '../../db/schema/engine.ts';

/**
 * The only code that touches the Engine's four tables. Runs inside the caller's withTenant()
 * transaction (row-level security keeps it to the tenant); every query names the owner (scores
 * through their stat), so one person never reads or changes another's rows.
 */

export type ModuleRow = typeof engineModules.$inferSelect;
export type StatRow = typeof engineStats.$inferSelect;
export type ScoreRow = typeof engineScores.$inferSelect;

const rowsOf = async <T>(tx: Db, q: ReturnType<typeof sql>) => ((await tx.execute(q)) as unknown as { rows: T[] }).rows;

// ---------------------------------------------------------------------------------------------
// Profile
// ---------------------------------------------------------------------------------------------

export async function findProfile(tx: Db, userId: number): Promise<{ active_phase: string } | undefined> {
  const [row] = await tx
    .select({ active_phase: engineProfiles.active_phase })
    .from(engineProfiles)
    .where(eq(engineProfiles.user_id, userId));
  return row;
}

/** Creates the profile; false when it already existed (another request made it first). */
export async function insertProfile(tx: Db, userId: number): Promise<boolean> {
  const rows = await tx
    .insert(engineProfiles)
    .values({ user_id: userId })
    .onConflictDoNothing()
    .returning({ user_id: engineProfiles.user_id });
  return rows.length > 0;
}

export async function setPhase(tx: Db, userId: number, phase: string, now: string): Promise<void> {
  await tx
    .insert(engineProfiles)
    .values({ user_id: userId, active_phase: phase, updated_at: now })
    .onConflictDoUpdate({
      target: [engineProfiles.tenant_id, engineProfiles.user_id],
      set: { active_phase: phase, updated_at: now },
    });
}

// ---------------------------------------------------------------------------------------------
// Modules and stats
// ---------------------------------------------------------------------------------------------

export const listModules = (tx: Db, userId: number) =>
  tx
    .select()
    .from(engineModules)
    .where(eq(engineModules.user_id, userId))
    .orderBy(asc(engineModules.position), asc(engineModules.module_id));

export const listStats = (tx: Db, userId: number) =>
  tx
    .select()
    .from(engineStats)
    .where(eq(engineStats.user_id, userId))
    .orderBy(asc(engineStats.position), asc(engineStats.stat_id));

export async function findModule(tx: Db, userId: number, moduleId: number): Promise<ModuleRow | undefined> {
  const [row] = await tx
    .select()
    .from(engineModules)
    .where(and(eq(engineModules.module_id, moduleId), eq(engineModules.user_id, userId)));
  return row;
}

export async function findStat(tx: Db, userId: number, statId: number): Promise<StatRow | undefined> {
  const [row] = await tx
    .select()
    .from(engineStats)
    .where(and(eq(engineStats.stat_id, statId), eq(engineStats.user_id, userId)));
  return row;
}

export async function findStatByName(tx: Db, userId: number, name: string): Promise<StatRow | undefined> {
  const [row] = await tx
    .select()
    .from(engineStats)
    .where(and(eq(engineStats.user_id, userId), sql`lower(${engineStats.stat_name}) = lower(${name})`));
  return row;
}

export async function countOwned(tx: Db, userId: number): Promise<{ modules: number; stats: number }> {
  const [row] = await rowsOf<{ modules: number; stats: number }>(
    tx,
    sql`select (select count(*)::int from engine_modules where user_id = ${userId}) as modules,
      (select count(*)::int from engine_stats where user_id = ${userId}) as stats`,
  );
  return row ?? { modules: 0, stats: 0 };
}

export async function insertModule(
  tx: Db,
  userId: number,
  v: { module_name: string; phase_id: number; position: number },
): Promise<ModuleRow> {
  const [row] = await tx
    .insert(engineModules)
    .values({ user_id: userId, ...v })
    .returning();
  return row!;
}

export async function updateModule(
  tx: Db,
  userId: number,
  moduleId: number,
  v: Partial<Pick<ModuleRow, 'module_name' | 'phase_id' | 'position'>>,
): Promise<ModuleRow | undefined> {
  const [row] = await tx
    .update(engineModules)
    .set(v)
    .where(and(eq(engineModules.module_id, moduleId), eq(engineModules.user_id, userId)))
    .returning();
  return row;
}

/** Deletes a module with its stats and their scores. */
export async function deleteModule(tx: Db, userId: number, moduleId: number): Promise<void> {
  await tx.execute(sql`delete from engine_scores where stat_id in
    (select stat_id from engine_stats where module_id = ${moduleId} and user_id = ${userId})`);
  await tx.delete(engineStats).where(and(eq(engineStats.module_id, moduleId), eq(engineStats.user_id, userId)));
  await tx.delete(engineModules).where(and(eq(engineModules.module_id, moduleId), eq(engineModules.user_id, userId)));
}

export interface StatValues {
  stat_name: string;
  module_id: number;
  parent_stat_id: number | null;
  category: TEngineCategory;
  unit: string;
  position: number;
}

export async function insertStats(tx: Db, userId: number, values: StatValues[]): Promise<StatRow[]> {
  if (!values.length) return [];
  return tx
    .insert(engineStats)
    .values(values.map((v) => ({ user_id: userId, ...v })))
    .returning();
}

export async function updateStat(
  tx: Db,
  userId: number,
  statId: number,
  v: Partial<StatValues>,
): Promise<StatRow | undefined> {
  const [row] = await tx
    .update(engineStats)
    .set(v)
    .where(and(eq(engineStats.stat_id, statId), eq(engineStats.user_id, userId)))
    .returning();
  return row;
}

/** Children of a stat become top-level stats (used when it moves or is deleted). */
export async function orphanChildren(tx: Db, userId: number, statId: number): Promise<void> {
  await tx
    .update(engineStats)
    .set({ parent_stat_id: null })
    .where(and(eq(engineStats.parent_stat_id, statId), eq(engineStats.user_id, userId)));
}

export async function hasChildren(tx: Db, userId: number, statId: number): Promise<boolean> {
  const [row] = await tx
    .select({ stat_id: engineStats.stat_id })
    .from(engineStats)
    .where(and(eq(engineStats.parent_stat_id, statId), eq(engineStats.user_id, userId)))
    .limit(1);
  return !!row;
}

/** Deletes a stat with its scores; its children stay, at the top level. */
export async function deleteStat(tx: Db, userId: number, statId: number): Promise<void> {
  await orphanChildren(tx, userId, statId);
  await tx.delete(engineScores).where(eq(engineScores.stat_id, statId));
  await tx.delete(engineStats).where(and(eq(engineStats.stat_id, statId), eq(engineStats.user_id, userId)));
}

// ---------------------------------------------------------------------------------------------
// Scores
// ---------------------------------------------------------------------------------------------

interface RawScore {
  table_id: number;
  stat_id: number;
  time_period: string;
  score_value: string | number;
  score_unit: string;
  rn: number;
}

/** The latest two scores of each of the owner's stats (one query). */
export async function latestTwo(tx: Db, userId: number): Promise<RawScore[]> {
  return rowsOf<RawScore>(
    tx,
    sql`select table_id, stat_id, time_period, score_value, score_unit, rn from (
        select s.table_id, s.stat_id, s.time_period, s.score_value, s.score_unit,
          row_number() over (partition by s.stat_id order by s.time_period desc)::int as rn
        from engine_scores s join engine_stats st on st.stat_id = s.stat_id
        where st.user_id = ${userId}) x
      where rn <= 2`,
  );
}

/** Cash and burn of the latest month holding both (for the derived runway). */
export async function latestCashAndBurn(
  tx: Db,
  userId: number,
): Promise<{ time_period: string; cash: number; burn: number } | undefined> {
  const [row] = await rowsOf<{ time_period: string; cash: string | number; burn: string | number }>(
    tx,
    sql`select c.time_period, c.score_value as cash, b.score_value as burn
      from engine_scores c
      join engine_stats cs on cs.stat_id = c.stat_id and cs.user_id = ${userId} and cs.category = 'cash'
      join engine_scores b on b.time_period = c.time_period
      join engine_stats bs on bs.stat_id = b.stat_id and bs.user_id = ${userId} and bs.category = 'burn'
      order by c.time_period desc, cs.stat_id, bs.stat_id limit 1`,
  );
  return row ? { time_period: row.time_period, cash: Number(row.cash), burn: Number(row.burn) } : undefined;
}

export async function scoresInRange(tx: Db, userId: number, from: string, to: string): Promise<ScoreRow[]> {
  const owned = tx.select({ id: engineStats.stat_id }).from(engineStats).where(eq(engineStats.user_id, userId));
  return tx
    .select()
    .from(engineScores)
    .where(
      and(inArray(engineScores.stat_id, owned), gte(engineScores.time_period, from), lte(engineScores.time_period, to)),
    )
    .orderBy(asc(engineScores.stat_id), asc(engineScores.time_period));
}

export interface ScoreValues {
  stat_id: number;
  time_period: string;
  score_value: number;
  score_unit: string;
}

/** Upserts on (stat, period); returns each row with whether it was new. Stats must be the caller's. */
export async function upsertScores(
  tx: Db,
  userId: number,
  values: ScoreValues[],
  now: string,
): Promise<Array<ScoreRow & { inserted: boolean }>> {
  const out: Array<ScoreRow & { inserted: boolean }> = [];
  for (let i = 0; i < values.length; i += 1000) {
    const chunk = values.slice(i, i + 1000);
    const rows = await tx
      .insert(engineScores)
      .values(chunk.map((v) => ({ ...v, created_by: userId, updated_at: now })))
      .onConflictDoUpdate({
        target: [engineScores.tenant_id, engineScores.stat_id, engineScores.time_period],
        set: {
          score_value: sql`excluded.score_value`,
          score_unit: sql`excluded.score_unit`,
          updated_at: sql`excluded.updated_at`,
        },
      })
      .returning({
        table_id: engineScores.table_id,
        tenant_id: engineScores.tenant_id,
        stat_id: engineScores.stat_id,
        time_period: engineScores.time_period,
        score_value: engineScores.score_value,
        score_unit: engineScores.score_unit,
        created_by: engineScores.created_by,
        updated_at: engineScores.updated_at,
        inserted: sql<boolean>`(xmax = 0)`,
      });
    out.push(...rows);
  }
  return out;
}

export async function findScore(tx: Db, userId: number, tableId: number): Promise<ScoreRow | undefined> {
  const [row] = await tx
    .select({ score: engineScores })
    .from(engineScores)
    .innerJoin(engineStats, eq(engineStats.stat_id, engineScores.stat_id))
    .where(and(eq(engineScores.table_id, tableId), eq(engineStats.user_id, userId)));
  return row?.score;
}

export async function deleteScore(tx: Db, tableId: number): Promise<void> {
  await tx.delete(engineScores).where(eq(engineScores.table_id, tableId));
}
