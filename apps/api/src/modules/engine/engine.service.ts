import { DEFAULT_MODULES } from '@ankur/shared/engine-defaults';
import {
  ENGINE_MODULES_MAX,
  ENGINE_STATS_MAX,
  runwayMonths,
  type TEngineCategory,
  type TEngineDashboard,
  type TEngineModule,
  type TEnginePhase,
  type TEngineReadiness,
  type TEngineScore,
  type TEngineStat,
  type TImportResult,
  type TImportRow,
  type TModulePatch,
  type TScoreInput,
  type TStatInput,
  type TStatPatch,
  ZEnginePhase,
} from '@ankur/shared/schemas/engine';
import { READINESS_KEYS } from '@ankur/shared/schemas/readiness';
import type { Db } from '../../db/client.ts';
import { withTenant } from '../../db/tenant.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import type { UserScope } from '../../lib/scope.ts';
import { latestCompleted } from '../readiness/index.ts';
import * as repo from './engine.repository.ts';
import { suggestPhase } from './suggest.ts';

/**
 * The Engine (issue 24): a founder's modules, KPIs and monthly scores, their phase and their
 * readiness results. Everything acts on the session's own user in the session's tenant: another
 * person's module, stat or score answers 404, as one that does not exist.
 */

const NO_MODULE = (id: number) => notFound(`module_id: no module ${id} of yours`);
const NO_STAT = (id: number) => notFound(`stat_id: no stat ${id} of yours`);

const isUniqueViolation = (e: unknown): boolean => {
  const err = e as { code?: string; cause?: { code?: string } };
  return err?.code === '23505' || err?.cause?.code === '23505';
};
const nameTaken = (name: string) => conflict(`stat_name: you already have a stat named "${name}"`);

const moduleOut = (m: repo.ModuleRow): TEngineModule => ({
  module_id: m.module_id,
  module_name: m.module_name,
  phase_id: m.phase_id,
  user_id: m.user_id,
  position: m.position,
});
const scoreOut = (s: {
  table_id: number;
  stat_id: number;
  time_period: string;
  score_value: string | number;
  score_unit: string;
}): TEngineScore => ({
  table_id: s.table_id,
  stat_id: s.stat_id,
  time_period: s.time_period,
  score_value: Number(s.score_value),
  score_unit: s.score_unit,
});
const statOut = (s: repo.StatRow, latest: TEngineScore | null = null, previous: TEngineScore | null = null) => ({
  stat_id: s.stat_id,
  stat_name: s.stat_name,
  module_id: s.module_id,
  parent_stat_id: s.parent_stat_id,
  category: s.category as TEngineCategory,
  unit: s.unit,
  position: s.position,
  latest,
  previous,
});

/** The first visit: the profile (awakening) and the default modules and KPIs, once. */
async function ensureStarted(tx: Db, userId: number): Promise<TEnginePhase> {
  const found = await repo.findProfile(tx, userId);
  if (found) return ZEnginePhase.catch('awakening').parse(found.active_phase);
  if (!(await repo.insertProfile(tx, userId))) return 'awakening';
  for (const [i, m] of DEFAULT_MODULES.entries()) {
    const mod = await repo.insertModule(tx, userId, { module_name: m.name, phase_id: m.phase_id, position: i });
    const tops = m.stats.filter((s) => !s.parent);
    const made = await repo.insertStats(
      tx,
      userId,
      tops.map((s) => ({
        stat_name: s.name,
        module_id: mod.module_id,
        parent_stat_id: null,
        category: s.category,
        unit: s.unit,
        position: m.stats.indexOf(s),
      })),
    );
    const idOf = new Map(made.map((s) => [s.stat_name, s.stat_id]));
    await repo.insertStats(
      tx,
      userId,
      m.stats
        .filter((s) => s.parent)
        .map((s) => ({
          stat_name: s.name,
          module_id: mod.module_id,
          parent_stat_id: idOf.get(s.parent!) ?? null,
          category: s.category,
          unit: s.unit,
          position: m.stats.indexOf(s),
        })),
    );
  }
  return 'awakening';
}

/** GET /api/engine: phase and suggestion, modules → stats with their latest values, readiness, runway. */
export function dashboard(db: Db, scope: UserScope): Promise<TEngineDashboard> {
  const userId = scope.actor.userId;
  return withTenant(db, scope.tenantId, async (tx) => {
    const phase = await ensureStarted(tx, userId);
    const [modules, stats, scores, cashBurn] = [
      await repo.listModules(tx, userId),
      await repo.listStats(tx, userId),
      await repo.latestTwo(tx, userId),
      await repo.latestCashAndBurn(tx, userId),
    ];
    const readiness: TEngineReadiness[] = [];
    for (const key of READINESS_KEYS) {
      const r = await latestCompleted(tx, userId, key);
      readiness.push({
        key,
        attempt_id: r?.attempt_id ?? null,
        overall: r?.result.overall ?? null,
        band: r?.result.band ?? null,
        submitted_at: r ? new Date(r.submitted_at).toISOString() : null,
      });
    }
    const latest = new Map<number, TEngineScore>();
    const previous = new Map<number, TEngineScore>();
    for (const s of scores) (s.rn === 1 ? latest : previous).set(s.stat_id, scoreOut(s));
    const statsOut: TEngineStat[] = stats.map((s) =>
      statOut(s, latest.get(s.stat_id) ?? null, previous.get(s.stat_id) ?? null),
    );
    const kpis: Partial<Record<TEngineCategory, { latest: number | null; previous: number | null }>> = {};
    for (const s of statsOut) {
      if (s.parent_stat_id !== null || kpis[s.category]) continue;
      kpis[s.category] = { latest: s.latest?.score_value ?? null, previous: s.previous?.score_value ?? null };
    }
    const months = cashBurn ? runwayMonths(cashBurn.cash, cashBurn.burn) : null;
    return {
      active_phase: phase,
      suggestion: suggestPhase({
        readiness: Object.fromEntries(readiness.map((r) => [r.key, r.overall])),
        kpis,
      }),
      modules: modules.map((m) => ({
        ...moduleOut(m),
        stats: statsOut.filter((s) => s.module_id === m.module_id),
      })),
      readiness,
      runway: cashBurn && months !== null ? { time_period: cashBurn.time_period, months } : null,
    };
  });
}

export function changePhase(db: Db, scope: UserScope, phase: TEnginePhase, now: string) {
  return withTenant(db, scope.tenantId, async (tx) => {
    await repo.setPhase(tx, scope.actor.userId, phase, now);
    return { active_phase: phase };
  });
}

// ---------------------------------------------------------------------------------------------
// Modules
// ---------------------------------------------------------------------------------------------

export function createModule(db: Db, scope: UserScope, input: { module_name: string; phase_id: number }) {
  const userId = scope.actor.userId;
  return withTenant(db, scope.tenantId, async (tx) => {
    const owned = await repo.countOwned(tx, userId);
    if (owned.modules >= ENGINE_MODULES_MAX) {
      throw badRequest(`module_name: you have ${ENGINE_MODULES_MAX} modules, the most an Engine holds`);
    }
    return moduleOut(await repo.insertModule(tx, userId, { ...input, position: owned.modules }));
  });
}

export function patchModule(db: Db, scope: UserScope, moduleId: number, patch: TModulePatch) {
  return withTenant(db, scope.tenantId, async (tx) => {
    const changes = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
    // nothing to change: answer the module as it is (or 404)
    const row = Object.keys(changes).length
      ? await repo.updateModule(tx, scope.actor.userId, moduleId, changes)
      : await repo.findModule(tx, scope.actor.userId, moduleId);
    if (!row) throw NO_MODULE(moduleId);
    return moduleOut(row);
  });
}

export function removeModule(db: Db, scope: UserScope, moduleId: number) {
  return withTenant(db, scope.tenantId, async (tx) => {
    if (!(await repo.findModule(tx, scope.actor.userId, moduleId))) throw NO_MODULE(moduleId);
    await repo.deleteModule(tx, scope.actor.userId, moduleId);
  });
}

// ---------------------------------------------------------------------------------------------
// Stats
// ---------------------------------------------------------------------------------------------

/** A parent must be the caller's own top-level stat in the same module, never the stat itself. */
async function assertParent(tx: Db, userId: number, parentId: number, moduleId: number, self?: number) {
  if (parentId === self) throw badRequest('parent_stat_id: a stat cannot sit under itself');
  const parent = await repo.findStat(tx, userId, parentId);
  if (!parent) throw badRequest(`parent_stat_id: no stat ${parentId} of yours`);
  if (parent.module_id !== moduleId) throw badRequest('parent_stat_id: the parent must be in the same module');
  if (parent.parent_stat_id !== null) throw badRequest('parent_stat_id: the parent must be a top-level stat');
}

export function createStat(db: Db, scope: UserScope, input: TStatInput) {
  const userId = scope.actor.userId;
  return withTenant(db, scope.tenantId, async (tx) => {
    if (!(await repo.findModule(tx, userId, input.module_id))) {
      throw badRequest(`module_id: no module ${input.module_id} of yours`);
    }
    if (input.parent_stat_id !== null) await assertParent(tx, userId, input.parent_stat_id, input.module_id);
    if (await repo.findStatByName(tx, userId, input.stat_name)) throw nameTaken(input.stat_name);
    const owned = await repo.countOwned(tx, userId);
    if (owned.stats >= ENGINE_STATS_MAX) {
      throw badRequest(`stat_name: you have ${ENGINE_STATS_MAX} stats, the most an Engine holds`);
    }
    const [row] = await repo.insertStats(tx, userId, [{ ...input, position: owned.stats }]);
    return statOut(row!);
  });
}

export function patchStat(db: Db, scope: UserScope, statId: number, patch: TStatPatch) {
  const userId = scope.actor.userId;
  return withTenant(db, scope.tenantId, async (tx) => {
    const stat = await repo.findStat(tx, userId, statId);
    if (!stat) throw NO_STAT(statId);
    const moduleId = patch.module_id ?? stat.module_id;
    const moving = moduleId !== stat.module_id;
    if (moving && !(await repo.findModule(tx, userId, moduleId))) {
      throw badRequest(`module_id: no module ${moduleId} of yours`);
    }
    // a move leaves the old parent behind unless a new one in the new module is given
    let parent = patch.parent_stat_id !== undefined ? patch.parent_stat_id : moving ? null : stat.parent_stat_id;
    if (parent !== null && (patch.parent_stat_id !== undefined || moving)) {
      await assertParent(tx, userId, parent, moduleId, statId);
      if (await repo.hasChildren(tx, userId, statId)) {
        throw badRequest('parent_stat_id: a stat with stats under it cannot sit under another');
      }
    }
    if (parent === undefined) parent = null;
    if (patch.stat_name && patch.stat_name.toLowerCase() !== stat.stat_name.toLowerCase()) {
      if (await repo.findStatByName(tx, userId, patch.stat_name)) throw nameTaken(patch.stat_name);
    }
    if (moving) await repo.orphanChildren(tx, userId, statId);
    try {
      const row = await repo.updateStat(tx, userId, statId, { ...patch, module_id: moduleId, parent_stat_id: parent });
      return statOut(row!);
    } catch (e) {
      if (isUniqueViolation(e)) throw nameTaken(patch.stat_name ?? stat.stat_name);
      throw e;
    }
  });
}

export function removeStat(db: Db, scope: UserScope, statId: number) {
  return withTenant(db, scope.tenantId, async (tx) => {
    if (!(await repo.findStat(tx, scope.actor.userId, statId))) throw NO_STAT(statId);
    await repo.deleteStat(tx, scope.actor.userId, statId);
  });
}

// ---------------------------------------------------------------------------------------------
// Scores
// ---------------------------------------------------------------------------------------------

export function listScores(db: Db, scope: UserScope, from: string, to: string) {
  if (from > to) throw badRequest('from: must not be after to');
  return withTenant(db, scope.tenantId, async (tx) => ({
    data: (await repo.scoresInRange(tx, scope.actor.userId, from, to)).map(scoreOut),
  }));
}

export function putScore(db: Db, scope: UserScope, input: TScoreInput, now: string) {
  return withTenant(db, scope.tenantId, async (tx) => {
    const stat = await repo.findStat(tx, scope.actor.userId, input.stat_id);
    if (!stat) throw NO_STAT(input.stat_id);
    const [row] = await repo.upsertScores(
      tx,
      scope.actor.userId,
      [
        {
          stat_id: stat.stat_id,
          time_period: input.time_period,
          score_value: input.score_value,
          score_unit: input.score_unit ?? stat.unit,
        },
      ],
      now,
    );
    return scoreOut(row!);
  });
}

export function removeScore(db: Db, scope: UserScope, tableId: number) {
  return withTenant(db, scope.tenantId, async (tx) => {
    if (!(await repo.findScore(tx, scope.actor.userId, tableId)))
      throw notFound(`table_id: no score ${tableId} of yours`);
    await repo.deleteScore(tx, tableId);
  });
}

/**
 * POST /api/engine/import: rows of (stat name, month, value, unit?) upserted on (stat, month) in one
 * transaction. A row naming no stat of the caller's, or repeating an earlier row's stat and month,
 * refuses the whole import (400 naming the row and the field).
 */
export function importScores(db: Db, scope: UserScope, rows: TImportRow[], now: string): Promise<TImportResult> {
  const userId = scope.actor.userId;
  return withTenant(db, scope.tenantId, async (tx) => {
    const stats = await repo.listStats(tx, userId);
    const byName = new Map(stats.map((s) => [s.stat_name.trim().toLowerCase(), s]));
    const seen = new Map<string, number>();
    const values: repo.ScoreValues[] = [];
    for (const [i, row] of rows.entries()) {
      const stat = byName.get(row.stat.trim().toLowerCase());
      if (!stat) {
        throw badRequest(`rows[${i}].stat: row ${i + 1} names no stat of yours ("${row.stat}")`, {
          row: i + 1,
          field: 'stat',
        });
      }
      const key = `${stat.stat_id}|${row.period}`;
      const earlier = seen.get(key);
      if (earlier !== undefined) {
        throw badRequest(
          `rows[${i}].period: row ${i + 1} repeats row ${earlier + 1} (${stat.stat_name}, ${row.period})`,
          {
            row: i + 1,
            field: 'period',
          },
        );
      }
      seen.set(key, i);
      values.push({
        stat_id: stat.stat_id,
        time_period: row.period,
        score_value: row.value,
        score_unit: row.unit ?? stat.unit,
      });
    }
    const written = await repo.upsertScores(tx, userId, values, now);
    const inserted = written.filter((w) => w.inserted).length;
    return { inserted, updated: written.length - inserted };
  });
}
