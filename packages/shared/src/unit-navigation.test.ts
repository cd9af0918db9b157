import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findUnit, firstUnit, flattenOutline, nextUnit, type ProgramOutline, previousUnit } from './unit-navigation.ts';

/** An outline from nested arrays of unit ids: course → module → units; ids derived from positions. */
function outline(shape: number[][][]): ProgramOutline {
  return {
    courses: shape.map((modules, c) => ({
      course_id: 100 + c,
      modules: modules.map((units, m) => ({
        module_id: 1000 + c * 10 + m,
        units: units.map((unit_id) => ({ unit_id })),
      })),
    })),
  };
}

const ids = (position: { unitId: number } | null) => position?.unitId ?? null;

describe('nextUnit and previousUnit (SPEC §4)', () => {
  // course 100: module 1000 [1, 2], module 1001 [3]; course 101: module 1010 [4, 5]
  const program = outline([[[1, 2], [3]], [[4, 5]]]);

  it('moves to the next unit in the module', () => {
    expect(nextUnit(program, 1)).toEqual({ courseId: 100, moduleId: 1000, unitId: 2 });
    expect(previousUnit(program, 2)).toEqual({ courseId: 100, moduleId: 1000, unitId: 1 });
  });

  it('else to the first unit of the next module in the course; Previous to the last of the previous module', () => {
    expect(nextUnit(program, 2)).toEqual({ courseId: 100, moduleId: 1001, unitId: 3 });
    expect(previousUnit(program, 3)).toEqual({ courseId: 100, moduleId: 1000, unitId: 2 });
  });

  it('else to the first unit of the next course; Previous to the last unit of the previous course', () => {
    expect(nextUnit(program, 3)).toEqual({ courseId: 101, moduleId: 1010, unitId: 4 });
    expect(previousUnit(program, 4)).toEqual({ courseId: 100, moduleId: 1001, unitId: 3 });
  });

  it('stays at the ends (null: no move)', () => {
    expect(nextUnit(program, 5)).toBeNull();
    expect(previousUnit(program, 1)).toBeNull();
  });

  it('knows nothing of a unit outside the outline', () => {
    expect(nextUnit(program, 99)).toBeNull();
    expect(previousUnit(program, 99)).toBeNull();
    expect(findUnit(program, 99)).toBeNull();
  });
});

describe('ragged outlines', () => {
  it('skips empty modules in both directions', () => {
    const program = outline([[[1], [], [], [2]]]);
    expect(ids(nextUnit(program, 1))).toBe(2);
    expect(ids(previousUnit(program, 2))).toBe(1);
  });

  it('skips empty courses and courses whose modules are all empty', () => {
    const program = outline([[[1]], [], [[], []], [[2]]]);
    expect(nextUnit(program, 1)).toEqual({ courseId: 103, moduleId: 1030, unitId: 2 });
    expect(previousUnit(program, 2)).toEqual({ courseId: 100, moduleId: 1000, unitId: 1 });
  });

  it('a single unit has neither next nor previous', () => {
    const program = outline([[[7]]]);
    expect(nextUnit(program, 7)).toBeNull();
    expect(previousUnit(program, 7)).toBeNull();
    expect(ids(firstUnit(program))).toBe(7);
  });

  it('an empty program has no first unit', () => {
    expect(firstUnit(outline([]))).toBeNull();
    expect(firstUnit(outline([[[], []], []]))).toBeNull();
  });

  it('leading and trailing empty parts do not matter', () => {
    const program = outline([[[], [1, 2]], [[3], []], []]);
    expect(ids(firstUnit(program))).toBe(1);
    expect(ids(nextUnit(program, 2))).toBe(3);
    expect(nextUnit(program, 3)).toBeNull();
  });
});

describe('properties over random outlines', () => {
  // unique unit ids, any number of empty modules and courses
  const shapes = fc
    .array(fc.array(fc.array(fc.constant(0), { maxLength: 4 }), { maxLength: 4 }), { maxLength: 5 })
    .map((shape) => {
      let id = 1;
      return shape.map((modules) => modules.map((units) => units.map(() => id++)));
    });

  it('Next then Previous comes back, and walking Next from the first unit visits every unit once, in order', () => {
    fc.assert(
      fc.property(shapes, (shape) => {
        const program = outline(shape);
        const all = flattenOutline(program).map((p) => p.unitId);
        const walked: number[] = [];
        for (let at = firstUnit(program); at; at = nextUnit(program, at.unitId)) walked.push(at.unitId);
        expect(walked).toEqual(all);
        for (const unitId of all) {
          const next = nextUnit(program, unitId);
          if (next) expect(ids(previousUnit(program, next.unitId))).toBe(unitId);
          const position = findUnit(program, unitId);
          expect(
            position && shape[position.courseId - 100]?.[position.moduleId - 1000 - (position.courseId - 100) * 10],
          ).toContain(unitId);
        }
      }),
    );
  });
});
