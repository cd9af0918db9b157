import type { TProgramReport } from '@ankur/shared/schemas/programs';
import { isActiveLearner, type ReportLearner } from './api/program-report';

/** What the progress summary cards show, worked out from the report (pure). */
export interface ReportSummary {
  activeLearners: number;
  /** The mean progress of the active learners, 0–100 rounded; null when no one is active. */
  averagePercent: number | null;
  completedLearners: number;
  pendingReviews: number;
}

export function summarizeReport(report: TProgramReport): ReportSummary {
  const active = report.learners.filter(isActiveLearner);
  const total = active.reduce((sum, l) => sum + l.percent, 0);
  return {
    activeLearners: report.active_learners,
    averagePercent: active.length ? Math.round(total / active.length) : null,
    completedLearners: report.learners.filter((l) => l.enrollment_status === 'completed').length,
    pendingReviews: report.pending_submissions,
  };
}

export type ProgressSortField = 'name' | 'percent' | 'last_activity_at';
export interface ProgressSort {
  field: ProgressSortField;
  order: 'asc' | 'desc';
}

const time = (iso: string | null) => {
  const ms = iso ? Date.parse(iso) : Number.NaN;
  return Number.isNaN(ms) ? null : ms;
};

/**
 * Learners sorted by a column (by name when `sort` is null). Ties fall back to the name; a learner
 * with no activity comes last either way.
 */
export function sortLearners(learners: readonly ReportLearner[], sort: ProgressSort | null): ReportLearner[] {
  const byName = (a: ReportLearner, b: ReportLearner) =>
    a.name.localeCompare(b.name) || a.enrollment_id - b.enrollment_id;
  const field = sort?.field ?? 'name';
  const sign = sort?.order === 'desc' ? -1 : 1;
  return [...learners].sort((a, b) => {
    if (field === 'name') return sign * byName(a, b);
    if (field === 'percent') return sign * (a.percent - b.percent) || byName(a, b);
    const ta = time(a.last_activity_at);
    const tb = time(b.last_activity_at);
    if (ta === null || tb === null) return ta === tb ? byName(a, b) : ta === null ? 1 : -1;
    return sign * (ta - tb) || byName(a, b);
  });
}

/** Unit id → its completion in the report (units the report lacks read as 0). */
export function unitRates(report: Pick<TProgramReport, 'units'>): Map<number, TProgramReport['units'][number]> {
  return new Map(report.units.map((u) => [u.unit_id, u]));
}
