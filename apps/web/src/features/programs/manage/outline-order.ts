import type { TOutlineOrder } from '@ankur/shared/schemas/programs';
import type { OutlineCourse } from '../api/load-program-outline';

/**
 * The pure logic of the outline editor's reordering: an outline's order is exactly the body of
 * PUT programs/{id}/outline/order (ZOutlineOrder): courses → modules → unit ids. Every function
 * returns a new order and never changes the one it is given.
 */

export type OutlineOrder = TOutlineOrder;
export type CourseOrder = OutlineOrder['courses'][number];
export type ModuleOrder = CourseOrder['modules'][number];
export type OutlineKind = 'course' | 'module' | 'unit';

/** Where an item sits: its parent (a course for a module, a module for a unit; null for a course) and index. */
export interface Position {
  parentId: number | null;
  index: number;
}

/** What the loaded outline looks like, at its least (OutlineCourse fits). */
interface OutlineLike {
  course_id: number;
  modules: readonly { module_id: number; units: readonly { unit_id: number }[] }[];
}

/** The order of an outline as it is on screen. */
export function orderOf(courses: readonly OutlineLike[]): OutlineOrder {
  return {
    courses: courses.map((course) => ({
      course_id: course.course_id,
      modules: course.modules.map((module) => ({
        module_id: module.module_id,
        unit_ids: module.units.map((unit) => unit.unit_id),
      })),
    })),
  };
}

/** A deep copy: the payload sent to the server, never shared with the screen's state. */
export function orderPayload(order: OutlineOrder): OutlineOrder {
  return orderOf(
    order.courses.map((c) => ({
      course_id: c.course_id,
      modules: c.modules.map((m) => ({ module_id: m.module_id, units: m.unit_ids.map((unit_id) => ({ unit_id })) })),
    })),
  );
}

export function sameOrder(a: OutlineOrder, b: OutlineOrder): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Where `id` of `kind` sits, with the number of its siblings; null when it is not in the order. */
export function locate(order: OutlineOrder, kind: OutlineKind, id: number): (Position & { count: number }) | null {
  if (kind === 'course') {
    const index = order.courses.findIndex((c) => c.course_id === id);
    return index < 0 ? null : { parentId: null, index, count: order.courses.length };
  }
  for (const course of order.courses) {
    if (kind === 'module') {
      const index = course.modules.findIndex((m) => m.module_id === id);
      if (index >= 0) return { parentId: course.course_id, index, count: course.modules.length };
      continue;
    }
    for (const module of course.modules) {
      const index = module.unit_ids.indexOf(id);
      if (index >= 0) return { parentId: module.module_id, index, count: module.unit_ids.length };
    }
  }
  return null;
}

const clamp = (index: number, length: number) => Math.max(0, Math.min(index, length));

function insertAt<T>(list: readonly T[], index: number, item: T): T[] {
  const next = [...list];
  next.splice(clamp(index, next.length), 0, item);
  return next;
}

/**
 * Moves `id` of `kind` to `target` (the parent is ignored for a course). The index is where it
 * ends up in the target list: within one list this is arrayMove; into another list the item
 * lands before the item now at that index. An unknown item or parent leaves the order as it is.
 */
export function moveTo(order: OutlineOrder, kind: OutlineKind, id: number, target: Position): OutlineOrder {
  const from = locate(order, kind, id);
  if (!from) return order;
  if (kind === 'course') {
    const course = order.courses[from.index]!;
    const rest = order.courses.filter((_, i) => i !== from.index);
    return { courses: insertAt(rest, target.index, course) };
  }
  if (kind === 'module') {
    if (!order.courses.some((c) => c.course_id === target.parentId)) return order;
    const source = order.courses.find((c) => c.course_id === from.parentId)!;
    const module = source.modules[from.index]!;
    return {
      courses: order.courses.map((course) => {
        const modules = course.modules.filter((m) => m.module_id !== id);
        return {
          ...course,
          modules: course.course_id === target.parentId ? insertAt(modules, target.index, module) : modules,
        };
      }),
    };
  }
  if (!order.courses.some((c) => c.modules.some((m) => m.module_id === target.parentId))) return order;
  return {
    courses: order.courses.map((course) => ({
      ...course,
      modules: course.modules.map((module) => {
        const unit_ids = module.unit_ids.filter((u) => u !== id);
        return {
          ...module,
          unit_ids: module.module_id === target.parentId ? insertAt(unit_ids, target.index, id) : unit_ids,
        };
      }),
    })),
  };
}

/**
 * "Move up" (-1) / "Move down" (+1). Within the list it swaps with the neighbour; at the top or
 * bottom of its list a module moves on to the end of the course before (or the start of the course
 * after), and a unit to the module before or after it across the whole program, so every place is
 * reachable with these two buttons. Null when there is nowhere to go.
 */
export function stepItem(order: OutlineOrder, kind: OutlineKind, id: number, delta: -1 | 1): OutlineOrder | null {
  const at = locate(order, kind, id);
  if (!at) return null;
  const index = at.index + delta;
  if (index >= 0 && index < at.count) return moveTo(order, kind, id, { parentId: at.parentId, index });
  if (kind === 'course') return null;
  // the parents in outline order: courses for a module, every module of the program for a unit
  const parents =
    kind === 'module'
      ? order.courses.map((c) => ({ id: c.course_id, size: c.modules.length }))
      : order.courses.flatMap((c) => c.modules.map((m) => ({ id: m.module_id, size: m.unit_ids.length })));
  const parentIndex = parents.findIndex((p) => p.id === at.parentId);
  const next = parents[parentIndex + delta];
  if (!next) return null;
  return moveTo(order, kind, id, { parentId: next.id, index: delta < 0 ? next.size : 0 });
}

/* ---------------------------------------------------------------- drag and drop (dnd-kit ids) */

/** A sortable item's id, or an empty list's drop zone ("modules of course 3", "units of module 7"). */
export type DndRef =
  | { type: 'item'; kind: OutlineKind; id: number }
  | { type: 'list'; kind: 'module' | 'unit'; parentId: number };

export const itemDndId = (kind: OutlineKind, id: number) => `${kind}:${id}`;
export const listDndId = (kind: 'module' | 'unit', parentId: number) => `${kind}s-in:${parentId}`;

export function parseDndId(value: string | number): DndRef | null {
  const match = /^(course|module|unit)(s-in)?:(\d+)$/.exec(String(value));
  if (!match) return null;
  const kind = match[1] as OutlineKind;
  const id = Number(match[3]);
  if (!match[2]) return { type: 'item', kind, id };
  return kind === 'course' ? null : { type: 'list', kind, parentId: id };
}

/** Whether a drop target takes the item being dragged (units onto units or a module's list, and so on). */
export function accepts(active: DndRef, over: DndRef): boolean {
  return active.type === 'item' && active.kind === over.kind;
}

/** Where the dragged item goes when dropped on `over`; null when `over` does not take it. */
export function dropTarget(order: OutlineOrder, active: DndRef, over: DndRef): Position | null {
  if (!accepts(active, over)) return null;
  if (over.type === 'list') {
    const size = locateList(order, over.kind, over.parentId);
    return size === null ? null : { parentId: over.parentId, index: size };
  }
  const at = locate(order, over.kind, over.id);
  return at ? { parentId: at.parentId, index: at.index } : null;
}

function locateList(order: OutlineOrder, kind: 'module' | 'unit', parentId: number): number | null {
  if (kind === 'module') return order.courses.find((c) => c.course_id === parentId)?.modules.length ?? null;
  for (const course of order.courses) {
    const module = course.modules.find((m) => m.module_id === parentId);
    if (module) return module.unit_ids.length;
  }
  return null;
}

/**
 * While dragging: when the pointer reaches another list, the item moves into it at once (so the
 * list opens a gap for it). Within its own list nothing changes until the drop.
 */
export function dragOver(order: OutlineOrder, active: DndRef, over: DndRef): OutlineOrder {
  if (active.type !== 'item') return order;
  const target = dropTarget(order, active, over);
  const from = locate(order, active.kind, active.id);
  if (!target || !from || target.parentId === from.parentId) return order;
  return moveTo(order, active.kind, active.id, target);
}

/** On drop: the item takes the place of the one it was dropped on (or the end of an empty list). */
export function dragEnd(order: OutlineOrder, active: DndRef, over: DndRef): OutlineOrder {
  if (active.type !== 'item') return order;
  const target = dropTarget(order, active, over);
  return target ? moveTo(order, active.kind, active.id, target) : order;
}

/* ---------------------------------------------------------------- the outline data */

/**
 * The loaded outline rearranged by `order` (the optimistic screen after a move): parents are
 * re-pointed (a module's course_id, a unit's module_id) and sort_order becomes the position.
 * Items the order does not name keep their place after the named ones.
 */
export function applyOrder(courses: readonly OutlineCourse[], order: OutlineOrder): OutlineCourse[] {
  const courseById = new Map(courses.map((c) => [c.course_id, c]));
  const modules = courses.flatMap((c) => c.modules);
  const moduleById = new Map(modules.map((m) => [m.module_id, m]));
  const unitById = new Map(modules.flatMap((m) => m.units).map((u) => [u.unit_id, u]));
  const named = new Set<string>();

  const placed: OutlineCourse[] = [];
  for (const courseOrder of order.courses) {
    const course = courseById.get(courseOrder.course_id);
    if (!course) continue;
    const courseModules = [];
    for (const moduleOrder of courseOrder.modules) {
      const module = moduleById.get(moduleOrder.module_id);
      if (!module) continue;
      named.add(`m${module.module_id}`);
      const moduleUnits = [];
      for (const unitId of moduleOrder.unit_ids) {
        const unit = unitById.get(unitId);
        if (!unit) continue;
        named.add(`u${unitId}`);
        moduleUnits.push({ ...unit, module_id: module.module_id, sort_order: moduleUnits.length });
      }
      courseModules.push({
        ...module,
        course_id: course.course_id,
        sort_order: courseModules.length,
        units: moduleUnits,
      });
    }
    placed.push({ ...course, sort_order: placed.length, modules: courseModules });
  }
  // whatever the order left out stays, after the rest
  for (const course of courses) {
    let target = placed.find((c) => c.course_id === course.course_id);
    if (!target) {
      target = { ...course, modules: [] };
      placed.push(target);
    }
    for (const module of course.modules) {
      let moduleTarget = target.modules.find((m) => m.module_id === module.module_id);
      if (!named.has(`m${module.module_id}`)) {
        moduleTarget = { ...module, units: [] };
        target.modules.push(moduleTarget);
      }
      if (!moduleTarget) moduleTarget = placed.flatMap((c) => c.modules).find((m) => m.module_id === module.module_id);
      for (const unit of module.units) {
        if (!named.has(`u${unit.unit_id}`)) moduleTarget?.units.push(unit);
      }
    }
  }
  return placed;
}

/** sort_order for a new item: after the last of its list. */
export function nextSortOrder(items: readonly { sort_order: number }[]): number {
  return items.reduce((max, item) => Math.max(max, item.sort_order + 1), items.length);
}
