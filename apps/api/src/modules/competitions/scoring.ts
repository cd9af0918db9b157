import type { TCriterion } from '@ankur/shared/schemas/competitions';

/** The pure arithmetic of judging (issue 23): totals, normalisation, ranks and balanced assignment. */

const round = (v: number, places: number) => Math.round(v * 10 ** places) / 10 ** places;

/**
 * The weighted total 0..100 of a complete score: Σ weight·(score−1)/(scale−1) / Σ weight × 100.
 * Null while any criterion is unscored.
 */
export function weightedTotal(rubric: TCriterion[], scores: Record<string, number>): number | null {
  let sum = 0;
  let weights = 0;
  for (const c of rubric) {
    const s = scores[c.key];
    if (s === undefined) return null;
    const scale = c.scale_max ?? 5;
    sum += c.weight * ((s - 1) / (scale - 1));
    weights += c.weight;
  }
  return weights > 0 ? round((sum / weights) * 100, 2) : null;
}

export interface JudgedTotal {
  application_id: number;
  judge_id: number;
  total: number;
}

/**
 * Per application: the mean of the judges' totals, and the normalised score — each judge's totals
 * turned into z-scores against that judge's own mean and (population) standard deviation, then
 * averaged per application. A judge with one score or identical scores contributes 0 (no spread).
 */
export function combine(totals: JudgedTotal[]): Map<number, { average: number; normalised: number }> {
  const byJudge = new Map<number, number[]>();
  for (const t of totals) byJudge.set(t.judge_id, [...(byJudge.get(t.judge_id) ?? []), t.total]);
  const stats = new Map<number, { mean: number; sd: number }>();
  for (const [judge, list] of byJudge) {
    const mean = list.reduce((a, b) => a + b, 0) / list.length;
    const sd = Math.sqrt(list.reduce((a, b) => a + (b - mean) ** 2, 0) / list.length);
    stats.set(judge, { mean, sd });
  }
  const per = new Map<number, { totals: number[]; z: number[] }>();
  for (const t of totals) {
    const { mean, sd } = stats.get(t.judge_id)!;
    const entry = per.get(t.application_id) ?? { totals: [], z: [] };
    entry.totals.push(t.total);
    entry.z.push(sd > 1e-9 ? (t.total - mean) / sd : 0);
    per.set(t.application_id, entry);
  }
  const out = new Map<number, { average: number; normalised: number }>();
  for (const [app, e] of per) {
    out.set(app, {
      average: round(e.totals.reduce((a, b) => a + b, 0) / e.totals.length, 2),
      normalised: round(e.z.reduce((a, b) => a + b, 0) / e.z.length, 3),
    });
  }
  return out;
}

/** Standard competition ranks (1, 2, 2, 4) by `value` descending; null values are unranked. */
export function ranks<T>(items: T[], value: (t: T) => number | null): Map<T, number | null> {
  const scored = items.filter((i) => value(i) !== null).sort((a, b) => value(b)! - value(a)!);
  const out = new Map<T, number | null>(items.map((i) => [i, null]));
  scored.forEach((item, i) => {
    const prev = scored[i - 1];
    out.set(item, prev !== undefined && value(prev) === value(item) ? out.get(prev)! : i + 1);
  });
  return out;
}

/**
 * Hands each application to `perApplication` judges, balanced and deterministic: applications in
 * id order, judges in id order; each application takes the least-loaded judges, ties broken by a
 * rotation (application i starts at judge i·k mod n), never a judge who is on its team.
 */
export function assign(
  applications: { application_id: number; team: number[] }[],
  judges: number[],
  perApplication: number,
  initialLoads: Map<number, number> = new Map(),
): { application_id: number; judge_user_id: number }[] {
  const sortedJudges = [...new Set(judges)].sort((a, b) => a - b);
  const n = sortedJudges.length;
  if (!n) return [];
  const loads = new Map(sortedJudges.map((j) => [j, initialLoads.get(j) ?? 0]));
  const out: { application_id: number; judge_user_id: number }[] = [];
  const sortedApps = [...applications].sort((a, b) => a.application_id - b.application_id);
  sortedApps.forEach((app, i) => {
    const start = (i * perApplication) % n;
    const candidates = sortedJudges
      .map((j, idx) => ({ j, order: (idx - start + n) % n }))
      .filter((c) => !app.team.includes(c.j))
      .sort((a, b) => loads.get(a.j)! - loads.get(b.j)! || a.order - b.order)
      .slice(0, Math.min(perApplication, n));
    for (const c of candidates) {
      loads.set(c.j, loads.get(c.j)! + 1);
      out.push({ application_id: app.application_id, judge_user_id: c.j });
    }
  });
  return out;
}
