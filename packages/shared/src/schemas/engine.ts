import { z } from 'zod';
import { zId } from './common.ts';
import { ZReadinessBand, ZReadinessKey } from './readiness.ts';

/**
 * The Engine (issue 24): a founder's own dashboard on SPEC §3's stats model, field for field:
 * modules (module_id, module_name, phase_id, user_id), stats (stat_id, stat_name, module_id,
 * parent_stat_id, category) and scores per month (table_id, stat_id, time_period, score_value,
 * score_unit), with the founder's activePhase (awakening → … → growth). Everything is the session's
 * own user's: nobody reads or writes another person's Engine (404). API under /api/engine
 * (modules/engine), web under features/engine (/engine, read on the 'Engine' menu).
 */

export const ENGINE_MENU = 'Engine';
export const ENGINE_PATH = '/engine';

/** SPEC §3 activePhase, in order; phase_id of a module is an index into this list. */
export const ENGINE_PHASES = ['awakening', 'ideation', 'validation', 'building', 'launch', 'growth'] as const;
export const ZEnginePhase = z.enum(ENGINE_PHASES);
export type TEnginePhase = z.infer<typeof ZEnginePhase>;
export const DEFAULT_ENGINE_PHASE: TEnginePhase = 'awakening';

/** What a stat measures. `cash` (cash in bank) feeds the derived runway with `burn`. */
export const ENGINE_CATEGORIES = ['users', 'revenue', 'burn', 'cash', 'runway', 'team', 'pilots', 'custom'] as const;
export const ZEngineCategory = z.enum(ENGINE_CATEGORIES);
export type TEngineCategory = z.infer<typeof ZEngineCategory>;

/** Units a score carries (a stat's unit is its scores' default). */
export const ENGINE_UNITS = ['count', 'INR', 'months', 'percent', 'people'] as const;
export const ZEngineUnit = z.enum(ENGINE_UNITS);
export type TEngineUnit = z.infer<typeof ZEngineUnit>;

export const ENGINE_NAME_MAX = 80;
export const ENGINE_MODULES_MAX = 30;
export const ENGINE_STATS_MAX = 200;
export const ENGINE_IMPORT_MAX_ROWS = 5000;
/** Scores are kept in this range (money in INR up to ₹10,000 crore). */
export const ENGINE_VALUE_MAX = 1e12;

const zName = z.string().trim().min(1, 'must not be empty').max(ENGINE_NAME_MAX);
/** A month: YYYY-MM. */
export const ZTimePeriod = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'must be a month as YYYY-MM');
export const zPhaseId = z
  .number()
  .int()
  .min(0)
  .max(ENGINE_PHASES.length - 1);
export const zScoreValue = z.number().finite().min(-ENGINE_VALUE_MAX).max(ENGINE_VALUE_MAX);

// ------------------------------------------------------------------------------------------------
// Records
// ------------------------------------------------------------------------------------------------

export const ZEngineModule = z.object({
  module_id: zId,
  module_name: z.string(),
  phase_id: z.number().int(),
  user_id: zId,
  position: z.number().int(),
});
export type TEngineModule = z.infer<typeof ZEngineModule>;

export const ZEngineScore = z.object({
  table_id: zId,
  stat_id: zId,
  time_period: z.string(),
  score_value: z.number(),
  score_unit: z.string(),
});
export type TEngineScore = z.infer<typeof ZEngineScore>;

export const ZEngineStat = z.object({
  stat_id: zId,
  stat_name: z.string(),
  module_id: zId,
  parent_stat_id: zId.nullable(),
  category: ZEngineCategory,
  unit: z.string(),
  position: z.number().int(),
  /** the latest and the month before it, for "change vs previous month" */
  latest: ZEngineScore.nullable(),
  previous: ZEngineScore.nullable(),
});
export type TEngineStat = z.infer<typeof ZEngineStat>;

export const ZEngineModuleWithStats = ZEngineModule.extend({ stats: z.array(ZEngineStat) });
export type TEngineModuleWithStats = z.infer<typeof ZEngineModuleWithStats>;

export const ZEngineReadiness = z.object({
  key: ZReadinessKey,
  attempt_id: zId.nullable(),
  overall: z.number().nullable(),
  band: ZReadinessBand.nullable(),
  submitted_at: z.string().nullable(),
});
export type TEngineReadiness = z.infer<typeof ZEngineReadiness>;

/** Why a phase is suggested: codes the screen words (value: a score or a KPI figure). */
export const PHASE_REASONS = [
  'nothing_yet',
  'entrepreneurial_done',
  'idea_scored',
  'has_users',
  'has_pilots',
  'has_revenue',
  'revenue_growing',
] as const;
export const ZPhaseReason = z.object({ code: z.enum(PHASE_REASONS), value: z.number().nullable() });
export type TPhaseReason = z.infer<typeof ZPhaseReason>;

export const ZPhaseSuggestion = z.object({ phase: ZEnginePhase, reasons: z.array(ZPhaseReason) });
export type TPhaseSuggestion = z.infer<typeof ZPhaseSuggestion>;

export const ZDerivedRunway = z.object({ time_period: z.string(), months: z.number() });

export const ZEngineDashboard = z.object({
  active_phase: ZEnginePhase,
  suggestion: ZPhaseSuggestion,
  modules: z.array(ZEngineModuleWithStats),
  readiness: z.array(ZEngineReadiness),
  /** cash ÷ burn of the latest month holding both (null without them) */
  runway: ZDerivedRunway.nullable(),
});
export type TEngineDashboard = z.infer<typeof ZEngineDashboard>;

// ------------------------------------------------------------------------------------------------
// Inputs
// ------------------------------------------------------------------------------------------------

export const ZPhaseInput = z.object({ active_phase: ZEnginePhase });

export const ZModuleInput = z.object({ module_name: zName, phase_id: zPhaseId.default(0) });
export const ZModulePatch = z.object({
  module_name: zName.optional(),
  phase_id: zPhaseId.optional(),
  position: z.number().int().min(0).max(1000).optional(),
});
export type TModulePatch = z.infer<typeof ZModulePatch>;

export const ZStatInput = z.object({
  stat_name: zName,
  module_id: zId,
  parent_stat_id: zId.nullable().default(null),
  category: ZEngineCategory.default('custom'),
  unit: ZEngineUnit.default('count'),
});
export type TStatInput = z.infer<typeof ZStatInput>;
export const ZStatPatch = z.object({
  stat_name: zName.optional(),
  module_id: zId.optional(),
  parent_stat_id: zId.nullable().optional(),
  category: ZEngineCategory.optional(),
  unit: ZEngineUnit.optional(),
  position: z.number().int().min(0).max(1000).optional(),
});
export type TStatPatch = z.infer<typeof ZStatPatch>;

/** PUT /api/engine/scores: set one stat's value for one month (upsert; unit defaults to the stat's). */
export const ZScoreInput = z.object({
  stat_id: zId,
  time_period: ZTimePeriod,
  score_value: zScoreValue,
  score_unit: ZEngineUnit.optional(),
});
export type TScoreInput = z.infer<typeof ZScoreInput>;

export const ZScoreRange = z.object({ from: ZTimePeriod, to: ZTimePeriod });
export const ZScoreList = z.object({ data: z.array(ZEngineScore) });

/** One row of a CSV import (long layout; the browser turns a wide layout into these). stat: a stat's name. */
export const ZImportRow = z.object({
  stat: zName,
  period: ZTimePeriod,
  value: zScoreValue,
  unit: ZEngineUnit.optional(),
});
export type TImportRow = z.infer<typeof ZImportRow>;
export const ZImportInput = z.object({ rows: z.array(ZImportRow).min(1).max(ENGINE_IMPORT_MAX_ROWS) });
export const ZImportResult = z.object({ inserted: z.number().int(), updated: z.number().int() });
export type TImportResult = z.infer<typeof ZImportResult>;

// ------------------------------------------------------------------------------------------------
// Helpers shared by web and API
// ------------------------------------------------------------------------------------------------

/** The month `n` months after `period` (negative: before). */
export function shiftPeriod(period: string, n: number): string {
  const [y, m] = period.split('-').map(Number) as [number, number];
  const total = y * 12 + (m - 1) + n;
  return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}`;
}

/** The `count` months ending at `last`, oldest first. */
export const recentPeriods = (last: string, count: number): string[] =>
  Array.from({ length: count }, (_, i) => shiftPeriod(last, i - count + 1));

export const periodOf = (d: Date): string => `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;

/** Runway in months: cash in bank ÷ monthly burn (null without a positive burn). */
export const runwayMonths = (cash: number, burn: number): number | null =>
  burn > 0 ? Math.round((cash / burn) * 10) / 10 : null;
