import { describe, expect, it } from 'vitest';
import { programProgress } from './program-progress.ts';

// course 1: module 10 [1, 2, 3], module 11 []; course 2: module 20 [4]
const outline = {
  courses: [
    {
      course_id: 1,
      modules: [
        { module_id: 10, units: [{ unit_id: 1 }, { unit_id: 2 }, { unit_id: 3 }] },
        { module_id: 11, units: [] },
      ],
    },
    { course_id: 2, modules: [{ module_id: 20, units: [{ unit_id: 4 }] }] },
  ],
};

describe('programProgress', () => {
  it('derives module, course and program percentages from the completed units', () => {
    const p = programProgress(outline, new Set([1, 4]));
    expect(p.modules.get(10)).toEqual({ done: 1, total: 3, percent: 33 });
    expect(p.modules.get(20)).toEqual({ done: 1, total: 1, percent: 100 });
    expect(p.courses.get(1)).toEqual({ done: 1, total: 3, percent: 33 });
    expect(p.courses.get(2)).toEqual({ done: 1, total: 1, percent: 100 });
    expect(p.program).toEqual({ done: 2, total: 4, percent: 50 });
  });

  it('rounds down, so 100 % means every unit is done', () => {
    expect(programProgress(outline, new Set([1, 2, 3])).program.percent).toBe(75);
    const almost = {
      courses: [
        {
          course_id: 1,
          modules: [{ module_id: 1, units: Array.from({ length: 200 }, (_, i) => ({ unit_id: i + 1 })) }],
        },
      ],
    };
    expect(programProgress(almost, new Set(Array.from({ length: 199 }, (_, i) => i + 1))).program.percent).toBe(99);
    expect(programProgress(outline, new Set([1, 2, 3, 4])).program.percent).toBe(100);
  });

  it('gives 0 % to parts without units and ignores completed units that are no longer in the program', () => {
    const p = programProgress(outline, new Set([99]));
    expect(p.modules.get(11)).toEqual({ done: 0, total: 0, percent: 0 });
    expect(p.program).toEqual({ done: 0, total: 4, percent: 0 });
    expect(programProgress({ courses: [] }, new Set()).program).toEqual({ done: 0, total: 0, percent: 0 });
  });
});
