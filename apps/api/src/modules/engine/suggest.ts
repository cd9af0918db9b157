import type { TEngineCategory, TPhaseReason, TPhaseSuggestion } from '@ankur/shared/schemas/engine';
import type { TReadinessKey } from '@ankur/shared/schemas/readiness';

/** What the suggestion reads: each readiness overall (null: not taken) and each category's top-level KPI. */
export interface SuggestionInput {
  readiness: Partial<Record<TReadinessKey, number | null>>;
  /** per category: the latest and previous value of its first top-level stat */
  kpis: Partial<Record<TEngineCategory, { latest: number | null; previous: number | null }>>;
}

/** An idea readiness overall (0–100) at or above this says the idea is worth validating. */
export const IDEA_READY = 50;
/** Users at which growing revenue reads as growth rather than a launch. */
export const GROWTH_USERS = 1000;

/**
 * The phase a founder's results and KPIs point to, with the reasons (docs/decisions.md): revenue
 * growing with 1,000+ users → growth; any revenue → launch; users or pilots → building; an idea
 * readiness of 50+ → validation; a readiness result → ideation; else awakening.
 */
export function suggestPhase(input: SuggestionInput): TPhaseSuggestion {
  const k = (c: TEngineCategory) => input.kpis[c] ?? { latest: null, previous: null };
  const revenue = k('revenue');
  const users = k('users').latest ?? 0;
  const pilots = k('pilots').latest ?? 0;
  const idea = input.readiness.idea ?? null;
  const entre = input.readiness.entrepreneurial ?? null;
  const r = (code: TPhaseReason['code'], value: number | null = null): TPhaseReason => ({ code, value });

  if (
    (revenue.latest ?? 0) > 0 &&
    (revenue.previous ?? 0) > 0 &&
    revenue.latest! > revenue.previous! &&
    users >= GROWTH_USERS
  ) {
    return { phase: 'growth', reasons: [r('revenue_growing', revenue.latest), r('has_users', users)] };
  }
  if ((revenue.latest ?? 0) > 0) return { phase: 'launch', reasons: [r('has_revenue', revenue.latest)] };
  if (users > 0 || pilots > 0) {
    const reasons = [];
    if (users > 0) reasons.push(r('has_users', users));
    if (pilots > 0) reasons.push(r('has_pilots', pilots));
    return { phase: 'building', reasons };
  }
  if (idea !== null && idea >= IDEA_READY) return { phase: 'validation', reasons: [r('idea_scored', idea)] };
  if (idea !== null) return { phase: 'ideation', reasons: [r('idea_scored', idea)] };
  if (entre !== null) return { phase: 'ideation', reasons: [r('entrepreneurial_done', entre)] };
  return { phase: 'awakening', reasons: [r('nothing_yet')] };
}
