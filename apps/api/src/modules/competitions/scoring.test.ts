import { describe, expect, it } from 'vitest';
import { assign, combine, ranks, weightedTotal } from './scoring.ts';

/** The arithmetic of judging (issue 23) on cases small enough to check by hand. */
describe('competition scoring', () => {
  const rubric = [
    { key: 'problem', name: 'Problem', description: '', weight: 3, scale_max: 5 },
    { key: 'team', name: 'Team', description: '', weight: 1, scale_max: 10 },
  ];

  it('weights each criterion on its own scale; incomplete scores have no total', () => {
    expect(weightedTotal(rubric, { problem: 5, team: 10 })).toBe(100);
    expect(weightedTotal(rubric, { problem: 1, team: 1 })).toBe(0);
    // (3·2/4 + 1·3/9) / 4 × 100 = (1.5 + 0.3333) / 4 × 100
    expect(weightedTotal(rubric, { problem: 3, team: 4 })).toBe(45.83);
    expect(weightedTotal(rubric, { problem: 3 })).toBeNull();
  });

  it('normalises per judge: a harsh and a generous judge agreeing on order give the same z-scores', () => {
    // judge 1 is harsh (20, 40), judge 2 generous (70, 90): both put B above A by one spread
    const out = combine([
      { application_id: 1, judge_id: 1, total: 20 },
      { application_id: 2, judge_id: 1, total: 40 },
      { application_id: 1, judge_id: 2, total: 70 },
      { application_id: 2, judge_id: 2, total: 90 },
      // application 3 is scored by judge 2 alone, at judge 2's mean of (70, 90, 80) → z 0
      { application_id: 3, judge_id: 2, total: 80 },
    ]);
    expect(out.get(1)).toEqual({ average: 45, normalised: -1.112 });
    expect(out.get(2)).toEqual({ average: 65, normalised: 1.112 });
    expect(out.get(3)).toEqual({ average: 80, normalised: 0 });
  });

  it('ranks share places on ties and leave the unscored unranked', () => {
    const items = [{ v: 10 }, { v: 30 }, { v: 30 }, { v: null }];
    const r = ranks(items, (i) => i.v);
    expect(items.map((i) => r.get(i))).toEqual([3, 1, 1, null]);
  });

  it('assigns balanced and deterministic, never to a judge on the team', () => {
    const apps = [1, 2, 3, 4, 5].map((id) => ({ application_id: id, team: id === 2 ? [11] : [] }));
    const pairs = assign(apps, [12, 11, 13], 2);
    expect(pairs).toEqual(assign(apps, [13, 12, 11], 2));
    expect(pairs).toHaveLength(10);
    const load = (j: number) => pairs.filter((p) => p.judge_user_id === j).length;
    expect([load(11), load(12), load(13)].sort()).toEqual([3, 3, 4]);
    expect(pairs.filter((p) => p.application_id === 2).map((p) => p.judge_user_id)).not.toContain(11);
    for (const id of [1, 2, 3, 4, 5]) {
      expect(new Set(pairs.filter((p) => p.application_id === id).map((p) => p.judge_user_id)).size).toBe(2);
    }
  });
});
