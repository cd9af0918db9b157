import type { OutlineCourse } from '../../../api/load-program-outline';
import { itemDndId, listDndId } from '../../outline-order';
import { itemKey } from './outline-context';

/** The outline without the items whose deletion is waiting (their keys: "unit:7", …). */
export function hideItems(courses: readonly OutlineCourse[], hidden: ReadonlySet<string>): OutlineCourse[] {
  if (hidden.size === 0) return [...courses];
  return courses
    .filter((c) => !hidden.has(itemKey('course', c.course_id)))
    .map((course) => ({
      ...course,
      modules: course.modules
        .filter((m) => !hidden.has(itemKey('module', m.module_id)))
        .map((module) => ({ ...module, units: module.units.filter((u) => !hidden.has(itemKey('unit', u.unit_id))) })),
    }));
}

/** Every drag-and-drop id's name: an item's own, and an empty list's parent's ("the end of Basics"). */
export function namesOf(courses: readonly OutlineCourse[]): Map<string, string> {
  const names = new Map<string, string>();
  for (const course of courses) {
    names.set(itemDndId('course', course.course_id), course.course_name);
    names.set(listDndId('module', course.course_id), course.course_name);
    for (const module of course.modules) {
      names.set(itemDndId('module', module.module_id), module.module_name);
      names.set(listDndId('unit', module.module_id), module.module_name);
      for (const unit of module.units) names.set(itemDndId('unit', unit.unit_id), unit.unit_name);
    }
  }
  return names;
}
