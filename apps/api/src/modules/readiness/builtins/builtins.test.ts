import { scoreAttempt } from '@ankur/shared/readiness-scoring';
import {
  READINESS_KEYS,
  type TAnswer,
  type TAssessmentDefinition,
  type TFormData,
  type TQuestion,
  ZAssessmentDefinition,
} from '@ankur/shared/schemas/readiness';
import { describe, expect, it } from 'vitest';
import { READINESS_BUILTINS } from './index.ts';

/** The four built-in question sets are sound: valid, consistent, and scored across the full range. */

const parsed = (key: (typeof READINESS_KEYS)[number]): TAssessmentDefinition =>
  ZAssessmentDefinition.parse(READINESS_BUILTINS[key]);

const questionsOf = (def: TAssessmentDefinition) => def.sections.flatMap((s) => s.questions);

/** The answer that scores best (best = true) or worst for one question; text left blank. */
function extremeAnswer(q: TQuestion, best: boolean): TAnswer {
  const pick = <T>(xs: T[], score: (x: T) => number) =>
    xs.reduce((a, b) => ((best ? score(b) > score(a) : score(b) < score(a)) ? b : a));
  switch (q.type) {
    case 'scale':
      return best ? (q.scale?.points ?? 5) : 1;
    case 'choice':
      return pick(q.options, (o) => o.score).value;
    case 'multi':
      return best
        ? q.options.filter((o) => o.score === 1).map((o) => o.value)
        : [pick(q.options, (o) => o.score).value];
    case 'number': {
      const bands = q.number?.bands ?? [];
      if (!bands.length) return q.number?.min ?? 0;
      const band = pick(bands, (b) => b.score);
      const i = bands.indexOf(band);
      // a value inside the band: its upto, or past the previous band's upto for the open last band
      const value = band.upto ?? (bands[i - 1]?.upto ?? 0) + 1;
      return Math.max(value, q.number?.min ?? Number.NEGATIVE_INFINITY);
    }
    case 'text':
      return best ? 'Evidence written out in full.' : null;
  }
}

const formOf = (def: TAssessmentDefinition, best: boolean): TFormData =>
  Object.fromEntries(questionsOf(def).map((q) => [q.id, extremeAnswer(q, best)]));

describe.each(READINESS_KEYS)('the %s question set', (key) => {
  it('parses as an assessment definition', () => {
    expect(() => parsed(key)).not.toThrow();
  });

  it('has unique ids for its sections, questions, dimensions and each question’s options', () => {
    const def = parsed(key);
    const unique = (xs: string[]) => expect(new Set(xs).size).toBe(xs.length);
    unique(def.sections.map((s) => s.id));
    unique(questionsOf(def).map((q) => q.id));
    unique(def.dimensions.map((d) => d.id));
    for (const q of questionsOf(def)) unique(q.options.map((o) => o.value));
  });

  it('scores every question into a dimension it defines, and every dimension from a scored question', () => {
    const def = parsed(key);
    const dims = new Set(def.dimensions.map((d) => d.id));
    const scored = questionsOf(def).filter((q) => q.dimension !== null && q.type !== 'text');
    for (const q of questionsOf(def)) if (q.dimension !== null) expect(dims, q.id).toContain(q.dimension);
    for (const d of def.dimensions)
      expect(
        scored.some((q) => q.dimension === d.id),
        d.id,
      ).toBe(true);
  });

  it('explains and tags every dimension', () => {
    for (const d of parsed(key).dimensions) {
      expect(d.low_advice.length, d.id).toBeGreaterThan(40);
      expect(d.high_advice.length, d.id).toBeGreaterThan(40);
      expect(d.tags.length, d.id).toBeGreaterThan(0);
    }
  });

  it('gives choice and multi questions two or more options, scales labels and numbers bands', () => {
    for (const q of questionsOf(parsed(key))) {
      if (q.type === 'choice' || q.type === 'multi') expect(q.options.length, q.id).toBeGreaterThanOrEqual(2);
      if (q.type === 'scale') expect(q.scale?.min_label && q.scale.max_label, q.id).toBeTruthy();
      if (q.type === 'number' && q.dimension !== null) {
        const bands = q.number?.bands ?? [];
        expect(bands.length, q.id).toBeGreaterThanOrEqual(2);
        expect(bands.at(-1)?.upto, q.id).toBeNull();
      }
      if (q.type === 'text') expect(q.dimension, q.id).toBeNull();
    }
  });

  it('scores the best answers 90 or more and the worst 15 or less', () => {
    const def = parsed(key);
    const best = scoreAttempt(def, formOf(def, true));
    const worst = scoreAttempt(def, formOf(def, false));
    expect(best.overall).toBeGreaterThanOrEqual(90);
    expect(best.band).toBe('strong');
    expect(worst.overall).toBeLessThanOrEqual(15);
    expect(worst.band).toBe('early');
  });
});

describe('the technology set', () => {
  const def = parsed('technology');

  it('has the nine TRLs as steps and scores them as levels', () => {
    expect(def.scoring).toBe('levels');
    expect(def.sections).toHaveLength(9);
    def.sections.forEach((s, i) => {
      expect(s.title).toContain(`TRL ${i + 1}`);
      expect(s.questions.map((q) => q.type)).toEqual(['choice', 'text']);
    });
  });

  const upTo = (n: number, rest: 'no' | 'partly', at: 'yes' | 'partly' = 'yes'): TFormData =>
    Object.fromEntries(def.sections.map((_, i) => [`trl${i + 1}_done`, i < n ? at : rest]));

  it('reaches level 4 when levels 1–4 are done and 5 is not', () => {
    const r = scoreAttempt(def, upTo(4, 'no'));
    expect(r.level).toBe(4);
    const research = r.dimensions.find((d) => d.id === 'research');
    expect(research?.score).toBe(5);
  });

  it('counts a level partly done as reached, and stops at the first level not yet done', () => {
    expect(scoreAttempt(def, upTo(9, 'no', 'partly')).level).toBe(9);
    const gap = { ...upTo(9, 'no'), trl3_done: 'no' };
    expect(scoreAttempt(def, gap).level).toBe(2);
    expect(scoreAttempt(def, upTo(0, 'no')).level).toBe(0);
  });
});
