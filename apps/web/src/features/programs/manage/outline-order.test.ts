import { ZOutlineOrder } from '@ankur/shared/schemas/programs';
import { describe, expect, it } from 'vitest';
import type { OutlineCourse } from '../api/load-program-outline';
import { course, module, unit } from '../test-support';
import {
  applyOrder,
  dragEnd,
  dragOver,
  itemDndId,
  listDndId,
  locate,
  moveTo,
  nextSortOrder,
  type OutlineOrder,
  orderOf,
  orderPayload,
  parseDndId,
  stepItem,
} from './outline-order';

/** Course 1 (modules 10: units 100 101 102; 11: unit 110), course 2 (module 20: no units), course 3 (no modules). */
const ORDER: OutlineOrder = {
  courses: [
    {
      course_id: 1,
      modules: [
        { module_id: 10, unit_ids: [100, 101, 102] },
        { module_id: 11, unit_ids: [110] },
      ],
    },
    { course_id: 2, modules: [{ module_id: 20, unit_ids: [] }] },
    { course_id: 3, modules: [] },
  ],
};

const units = (order: OutlineOrder, moduleId: number) =>
  order.courses.flatMap((c) => c.modules).find((m) => m.module_id === moduleId)?.unit_ids;
const modules = (order: OutlineOrder, courseId: number) =>
  order.courses.find((c) => c.course_id === courseId)?.modules.map((m) => m.module_id);
const courses = (order: OutlineOrder) => order.courses.map((c) => c.course_id);

describe('moveTo', () => {
  it('moves a course among courses, like arrayMove', () => {
    expect(courses(moveTo(ORDER, 'course', 1, { parentId: null, index: 2 }))).toEqual([2, 3, 1]);
    expect(courses(moveTo(ORDER, 'course', 3, { parentId: null, index: 0 }))).toEqual([3, 1, 2]);
  });

  it('moves a module within its course and into another course', () => {
    expect(modules(moveTo(ORDER, 'module', 11, { parentId: 1, index: 0 }), 1)).toEqual([11, 10]);
    const across = moveTo(ORDER, 'module', 10, { parentId: 2, index: 1 });
    expect(modules(across, 1)).toEqual([11]);
    expect(modules(across, 2)).toEqual([20, 10]);
    // its units travel with it
    expect(units(across, 10)).toEqual([100, 101, 102]);
    expect(modules(moveTo(ORDER, 'module', 11, { parentId: 3, index: 0 }), 3)).toEqual([11]);
  });

  it('moves a unit within its module and into another module of another course', () => {
    expect(units(moveTo(ORDER, 'unit', 100, { parentId: 10, index: 2 }), 10)).toEqual([101, 102, 100]);
    const across = moveTo(ORDER, 'unit', 101, { parentId: 20, index: 0 });
    expect(units(across, 10)).toEqual([100, 102]);
    expect(units(across, 20)).toEqual([101]);
  });

  it('leaves the order alone for an unknown item or parent, and never changes its input', () => {
    const before = JSON.stringify(ORDER);
    expect(moveTo(ORDER, 'unit', 999, { parentId: 10, index: 0 })).toBe(ORDER);
    expect(moveTo(ORDER, 'unit', 100, { parentId: 999, index: 0 })).toBe(ORDER);
    expect(moveTo(ORDER, 'module', 10, { parentId: 999, index: 0 })).toBe(ORDER);
    moveTo(ORDER, 'unit', 100, { parentId: 20, index: 0 });
    expect(JSON.stringify(ORDER)).toBe(before);
  });
});

describe('stepItem (Move up / Move down)', () => {
  it('swaps with the neighbour inside a list', () => {
    expect(units(stepItem(ORDER, 'unit', 101, -1)!, 10)).toEqual([101, 100, 102]);
    expect(units(stepItem(ORDER, 'unit', 101, 1)!, 10)).toEqual([100, 102, 101]);
    expect(courses(stepItem(ORDER, 'course', 2, -1)!)).toEqual([2, 1, 3]);
  });

  it('carries a unit across module and course borders, and stops at the ends of the program', () => {
    const down = stepItem(ORDER, 'unit', 102, 1)!;
    expect(units(down, 10)).toEqual([100, 101]);
    expect(units(down, 11)).toEqual([102, 110]);
    // from the last module of course 1 into the (empty) first module of course 2
    const across = stepItem(ORDER, 'unit', 110, 1)!;
    expect(units(across, 11)).toEqual([]);
    expect(units(across, 20)).toEqual([110]);
    const up = stepItem(ORDER, 'unit', 110, -1)!;
    expect(units(up, 10)).toEqual([100, 101, 102, 110]);
    expect(stepItem(ORDER, 'unit', 100, -1)).toBeNull();
  });

  it('carries a module to the course before or after, and courses stop at the ends', () => {
    const down = stepItem(ORDER, 'module', 11, 1)!;
    expect(modules(down, 1)).toEqual([10]);
    expect(modules(down, 2)).toEqual([11, 20]);
    const up = stepItem(ORDER, 'module', 20, -1)!;
    expect(modules(up, 1)).toEqual([10, 11, 20]);
    expect(stepItem(ORDER, 'module', 10, -1)).toBeNull();
    expect(stepItem(ORDER, 'course', 1, -1)).toBeNull();
    expect(stepItem(ORDER, 'course', 3, 1)).toBeNull();
    expect(stepItem(ORDER, 'unit', 12345, 1)).toBeNull();
  });
});

describe('drag and drop', () => {
  it('names items and empty lists, and reads the names back', () => {
    expect(parseDndId(itemDndId('unit', 7))).toEqual({ type: 'item', kind: 'unit', id: 7 });
    expect(parseDndId(listDndId('module', 3))).toEqual({ type: 'list', kind: 'module', parentId: 3 });
    expect(parseDndId('courses-in:1')).toBeNull();
    expect(parseDndId('something')).toBeNull();
  });

  it('moves a dragged unit into another list as soon as it is over it, then places it on drop', () => {
    const active = parseDndId('unit:100')!;
    // over a unit of its own list: nothing moves until the drop
    expect(dragOver(ORDER, active, parseDndId('unit:102')!)).toBe(ORDER);
    expect(units(dragEnd(ORDER, active, parseDndId('unit:102')!), 10)).toEqual([101, 102, 100]);
    // over another module's unit: it joins that module before the unit
    const over = dragOver(ORDER, active, parseDndId('unit:110')!);
    expect(units(over, 11)).toEqual([100, 110]);
    // over an empty module's list: it goes to its end
    const empty = dragEnd(ORDER, active, parseDndId(listDndId('unit', 20))!);
    expect(units(empty, 20)).toEqual([100]);
  });

  it('ignores targets of another kind', () => {
    const module = parseDndId('module:10')!;
    expect(dragEnd(ORDER, module, parseDndId('unit:110')!)).toBe(ORDER);
    expect(modules(dragEnd(ORDER, module, parseDndId(listDndId('module', 3))!), 3)).toEqual([10]);
    expect(dragOver(ORDER, parseDndId(listDndId('unit', 10))!, parseDndId('unit:100')!)).toBe(ORDER);
  });
});

describe('the payload and the outline data', () => {
  const outline: OutlineCourse[] = [
    {
      ...course({ course_id: 1, sort_order: 0 }),
      modules: [
        {
          ...module({ module_id: 10, course_id: 1 }),
          units: [unit({ unit_id: 100, module_id: 10 }), unit({ unit_id: 101, module_id: 10, sort_order: 1 })],
        },
      ],
    },
    {
      ...course({ course_id: 2, sort_order: 1 }),
      modules: [{ ...module({ module_id: 20, course_id: 2 }), units: [] }],
    },
  ];

  it('builds a payload ZOutlineOrder accepts, as a copy', () => {
    const order = orderOf(outline);
    expect(order).toEqual({
      courses: [
        { course_id: 1, modules: [{ module_id: 10, unit_ids: [100, 101] }] },
        { course_id: 2, modules: [{ module_id: 20, unit_ids: [] }] },
      ],
    });
    const payload = orderPayload(order);
    expect(ZOutlineOrder.parse(payload)).toEqual(order);
    expect(payload).not.toBe(order);
    expect(payload.courses[0]!.modules[0]!.unit_ids).not.toBe(order.courses[0]!.modules[0]!.unit_ids);
    expect(locate(order, 'unit', 101)).toEqual({ parentId: 10, index: 1, count: 2 });
  });

  it('rearranges the loaded outline by an order, re-pointing parents and sort orders', () => {
    const moved = moveTo(moveTo(orderOf(outline), 'unit', 101, { parentId: 20, index: 0 }), 'course', 2, {
      parentId: null,
      index: 0,
    });
    const result = applyOrder(outline, moved);
    expect(result.map((c) => [c.course_id, c.sort_order])).toEqual([
      [2, 0],
      [1, 1],
    ]);
    const movedUnit = result[0]!.modules[0]!.units[0]!;
    expect([movedUnit.unit_id, movedUnit.module_id, movedUnit.sort_order]).toEqual([101, 20, 0]);
    expect(result[1]!.modules[0]!.units.map((u) => u.unit_id)).toEqual([100]);
  });

  it('keeps items the order does not name, after the rest', () => {
    const partial: OutlineOrder = { courses: [{ course_id: 2, modules: [] }] };
    const result = applyOrder(outline, partial);
    expect(result.map((c) => c.course_id)).toEqual([2, 1]);
    expect(result[0]!.modules.map((m) => m.module_id)).toEqual([20]);
    expect(result[1]!.modules[0]!.units.map((u) => u.unit_id)).toEqual([100, 101]);
  });

  it('gives a new item the sort order after the last of its list', () => {
    expect(nextSortOrder([])).toBe(0);
    expect(nextSortOrder([{ sort_order: 0 }, { sort_order: 1 }])).toBe(2);
    expect(nextSortOrder([{ sort_order: 5 }, { sort_order: 2 }])).toBe(6);
    // seeded rows that all share 0 still get a place at the end
    expect(nextSortOrder([{ sort_order: 0 }, { sort_order: 0 }])).toBe(2);
  });
});
