import { nextUnit, previousUnit } from '@ankur/shared/unit-navigation';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { course, json, list, mockApi, module, program, unit } from '../test-support';
import { loadProgramOutline, outlineTotals } from './load-program-outline';

afterEach(() => vi.restoreAllMocks());

describe('loadProgramOutline', () => {
  it('nests courses → modules → units by sort_order, as a ProgramOutline for unit navigation', async () => {
    mockApi({
      'GET /api/programs/getProgram/2': json(200, program()),
      'GET /api/courses/getAll': json(
        200,
        list([course({ course_id: 11, sort_order: 2 }), course({ course_id: 10, sort_order: 1 })]),
      ),
      'GET /api/modules/getAll': json(
        200,
        list([module({ module_id: 110, course_id: 11 }), module({ module_id: 100, course_id: 10 })]),
      ),
      'GET /api/units/getAll': json(
        200,
        list([
          unit({ unit_id: 3, module_id: 110, duration_minutes: null }),
          unit({ unit_id: 2, module_id: 100, sort_order: 5 }),
          unit({ unit_id: 1, module_id: 100, sort_order: 1 }),
        ]),
      ),
    });
    const outline = await loadProgramOutline(2);
    expect(outline.program.program_name).toBe('Pitch Alchemy Cohort');
    expect(
      outline.courses.map((c) => [c.course_id, c.modules.map((m) => [m.module_id, m.units.map((u) => u.unit_id)])]),
    ).toEqual([
      [10, [[100, [1, 2]]]],
      [11, [[110, [3]]]],
    ]);
    expect(outline.courses[0]).not.toHaveProperty('course_module');
    expect(nextUnit(outline, 2)).toEqual({ courseId: 11, moduleId: 110, unitId: 3 });
    expect(previousUnit(outline, 3)).toEqual({ courseId: 10, moduleId: 100, unitId: 2 });
    expect(outlineTotals(outline)).toEqual({ units: 3, minutes: 20 });
  });

  it('skips the modules and units calls of a program without courses', async () => {
    const api = mockApi({
      'GET /api/programs/getProgram/4': json(200, program({ program_id: 4 })),
      'GET /api/courses/getAll': json(200, list([])),
    });
    const outline = await loadProgramOutline(4);
    expect(outline.courses).toEqual([]);
    expect(api.calls.map((c) => c.path).sort()).toEqual(['/api/courses/getAll', '/api/programs/getProgram/4']);
  });
});
