import {
  READINESS_DIMENSION_MAX,
  type TAnswer,
  type TAssessmentDefinition,
  type TDimensionScore,
  type TFormData,
  type TQuestion,
  type TReadinessBand,
  type TSection,
} from './schemas/readiness.ts';

/**
 * The readiness rules both sides share (issue 24): a step's answers are validated the same way in
 * the browser (before leaving the step) and on the server (when it is saved), and a submitted
 * attempt is scored by one function. Pure: no clock, no I/O.
 */

const isBlank = (a: TAnswer | undefined): boolean =>
  a === undefined || a === null || (typeof a === 'string' && a.trim() === '') || (Array.isArray(a) && a.length === 0);

/** Why one answer is not acceptable for its question, or null when it is. */
export function answerProblem(q: TQuestion, a: TAnswer | undefined): string | null {
  if (isBlank(a)) return q.required ? 'Answer this question' : null;
  switch (q.type) {
    case 'scale': {
      const points = q.scale?.points ?? 5;
      if (typeof a !== 'number' || !Number.isInteger(a) || a < 1 || a > points) return `Choose 1 to ${points}`;
      return null;
    }
    case 'number': {
      if (typeof a !== 'number' || !Number.isFinite(a)) return 'Enter a number';
      const min = q.number?.min ?? null;
      const max = q.number?.max ?? null;
      if (min !== null && a < min) return `Enter at least ${min}`;
      if (max !== null && a > max) return `Enter at most ${max}`;
      return null;
    }
    case 'choice':
      if (typeof a !== 'string' || !q.options.some((o) => o.value === a)) return 'Choose one of the options';
      return null;
    case 'multi':
      if (!Array.isArray(a) || a.some((v) => !q.options.some((o) => o.value === v))) return 'Choose from the options';
      if (new Set(a).size !== a.length) return 'Choose each option once';
      return null;
    case 'text':
      return typeof a === 'string' ? null : 'Write an answer';
  }
}

/** A step's problems by question id (empty when the step may be left); answers to other steps are ignored. */
export function sectionProblems(section: TSection, answers: TFormData): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const q of section.questions) {
    const p = answerProblem(q, answers[q.id]);
    if (p) problems[q.id] = p;
  }
  return problems;
}

/** Answers keyed by ids that are not questions of the section (the server refuses them). */
export function strangerAnswers(section: TSection, answers: TFormData): string[] {
  const ids = new Set(section.questions.map((q) => q.id));
  return Object.keys(answers).filter((id) => !ids.has(id));
}

/** One answer's score, 0..1, or null when it does not score (text, blank, no dimension). */
export function answerScore(q: TQuestion, a: TAnswer | undefined): number | null {
  if (q.dimension === null || isBlank(a)) return null;
  switch (q.type) {
    case 'scale': {
      const points = q.scale?.points ?? 5;
      return typeof a === 'number' ? Math.min(1, Math.max(0, (a - 1) / (points - 1))) : null;
    }
    case 'choice':
      return q.options.find((o) => o.value === a)?.score ?? null;
    case 'multi': {
      if (!Array.isArray(a)) return null;
      const scores = a.map((v) => q.options.find((o) => o.value === v)?.score ?? 0);
      return scores.length ? scores.reduce((s, x) => s + x, 0) / scores.length : null;
    }
    case 'number': {
      if (typeof a !== 'number') return null;
      const bands = q.number?.bands ?? [];
      const band = bands.find((b) => b.upto === null || a <= b.upto);
      return band ? band.score : null;
    }
    case 'text':
      return null;
  }
}

const round1 = (x: number) => Math.round(x * 10) / 10;

export function bandOf(overall: number): TReadinessBand {
  if (overall < 40) return 'early';
  if (overall < 60) return 'developing';
  if (overall < 80) return 'ready';
  return 'strong';
}

/** Plain words for a dimension's score: its advice when low or high, a middle sentence otherwise. */
function explain(label: string, score: number, low: string, high: string): string {
  if (score < 2.5) return low || `${label} is where to work first.`;
  if (score >= 3.5) return high || `${label} is a strength: keep it up.`;
  return `${label} is on its way: a few focused steps will make it a strength.`;
}

export interface ScoredAttempt {
  overall: number;
  band: TReadinessBand;
  dimensions: TDimensionScore[];
  level: number | null;
}

/**
 * Scores a whole attempt: each dimension the weighted mean of its answered questions × 5 (one
 * decimal; a dimension nobody answered scores 0), overall the dimensions' weighted mean as 0..100
 * (whole number). 'levels' scoring also returns the level reached: the highest section n such that
 * sections 1..n each average ≥ 0.5 over their scored answers (0 when the first does not).
 */
export function scoreAttempt(def: TAssessmentDefinition, formData: TFormData): ScoredAttempt {
  const sums = new Map<string, { total: number; weight: number }>();
  for (const section of def.sections) {
    for (const q of section.questions) {
      const s = answerScore(q, formData[q.id]);
      if (s === null || q.dimension === null) continue;
      const acc = sums.get(q.dimension) ?? { total: 0, weight: 0 };
      acc.total += s * q.weight;
      acc.weight += q.weight;
      sums.set(q.dimension, acc);
    }
  }
  const dimensions: TDimensionScore[] = def.dimensions.map((d) => {
    const acc = sums.get(d.id);
    const score = acc && acc.weight > 0 ? round1((acc.total / acc.weight) * READINESS_DIMENSION_MAX) : 0;
    return {
      id: d.id,
      label: d.label,
      score,
      max: READINESS_DIMENSION_MAX,
      explanation: explain(d.label, score, d.low_advice, d.high_advice),
    };
  });
  let wTotal = 0;
  let wSum = 0;
  def.dimensions.forEach((d, i) => {
    wTotal += (dimensions[i]?.score ?? 0) * d.weight;
    wSum += d.weight;
  });
  const overall = wSum > 0 ? Math.round((wTotal / wSum / READINESS_DIMENSION_MAX) * 100) : 0;

  let level: number | null = null;
  if (def.scoring === 'levels') {
    level = 0;
    for (const section of def.sections) {
      const scores = section.questions
        .map((q) => answerScore(q, formData[q.id]))
        .filter((s): s is number => s !== null);
      const mean = scores.length ? scores.reduce((s, x) => s + x, 0) / scores.length : 0;
      if (mean < 0.5) break;
      level += 1;
    }
  }
  return { overall, band: bandOf(overall), dimensions, level };
}

/** The weakest dimensions first (ties keep the definition's order): what a pathway addresses. */
export function weakestDimensions(dims: readonly TDimensionScore[], count = 3): TDimensionScore[] {
  return dims
    .map((d, i) => ({ d, i }))
    .sort((a, b) => a.d.score - b.d.score || a.i - b.i)
    .slice(0, count)
    .map(({ d }) => d);
}

/** One sentence over the whole result: where the person stands, their strength, where to start. */
export function summarise(
  overall: number,
  band: TReadinessBand,
  dims: TDimensionScore[],
  level: number | null,
): string {
  const words: Record<TReadinessBand, string> = {
    early: 'early days',
    developing: 'developing',
    ready: 'ready in most respects',
    strong: 'strong',
  };
  const strongest = [...dims].sort((a, b) => b.score - a.score)[0];
  const [weakest] = weakestDimensions(dims, 1);
  const parts = [`You scored ${overall}/100: ${words[band]}.`];
  if (level !== null) parts.push(`You have reached technology readiness level ${level} of 9.`);
  if (strongest && weakest && strongest.id !== weakest.id) {
    parts.push(
      `Your strongest area is ${strongest.label} (${strongest.score}/${READINESS_DIMENSION_MAX}); start with ${weakest.label} (${weakest.score}/${READINESS_DIMENSION_MAX}).`,
    );
  }
  return parts.join(' ');
}
