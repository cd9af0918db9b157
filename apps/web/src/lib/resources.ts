/**
 * The resource groups of SPEC §7 as typed clients, and the exact calls SPEC §7 names
 * (menu list, header enrolment, complete program) as functions features reuse.
 */

import type { ProgramSchedule } from '@ankur/shared/program-schedule';
import { RESOURCES } from '@ankur/shared/resources';
import type { TMenu } from '@ankur/shared/schemas/access';
import type { TListMeta } from '@ankur/shared/schemas/common';
import type {
  PROGRAM_STATUSES,
  ProgramLanguage,
  TCourse,
  TEnrollment,
  TModule,
  TProgram,
  TUnit,
} from '@ankur/shared/schemas/programs';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from './api-client';
import {
  createResourceClient,
  type ListParams,
  type ListResult,
  type RequestOptions,
  serializeListParams,
  toListResult,
} from './resource-client';

/* ---------------------------------------------------------------- Programs, courses, modules, units */

export const programs = createResourceClient(RESOURCES.programs);

export const courses = createResourceClient(RESOURCES.courses);

export const modules = createResourceClient(RESOURCES.modules);

export const units = createResourceClient(RESOURCES.units);

export const programsEnrolled = createResourceClient(RESOURCES.programsEnrolled);

/* ---------------------------------------------------------------- Access: roles, privileges, menus, groups */

export const roles = createResourceClient(RESOURCES.roles);

export const privileges = createResourceClient(RESOURCES.privileges);

export const customRoles = createResourceClient(RESOURCES.customRoles);

export const customRolePrivileges = createResourceClient(RESOURCES.customRolePrivileges);

export const menus = createResourceClient(RESOURCES.menus);

export const groupUsers = createResourceClient(RESOURCES.groupUsers);

/* ---------------------------------------------------------------- Users */

export const userSettings = createResourceClient(RESOURCES.userSettings);

export const users = createResourceClient(RESOURCES.users);

/* ---------------------------------------------------------------- GET programs/searchPrograms */

export type ProgramStatus = (typeof PROGRAM_STATUSES)[number];

/** The list conventions plus the program filters of searchPrograms (dates are ISO YYYY-MM-DD). */
export interface ProgramSearchParams extends ListParams<TProgram> {
  /** One category or several (sent comma-joined). */
  program_category?: string | readonly string[];
  /** One status or several (sent comma-joined). */
  status?: ProgramStatus | readonly ProgramStatus[];
  start_date_from?: string;
  start_date_to?: string;
  end_date_from?: string;
  end_date_to?: string;
  /** One content language or several (sent comma-joined). */
  language?: ProgramLanguage | readonly ProgramLanguage[];
  /** Where programs stand today: one or several (sent comma-joined). */
  schedule?: ProgramSchedule | readonly ProgramSchedule[];
  /** Programs in this language first, then the sort. */
  prefer_language?: ProgramLanguage;
  /** Programs that have ended after all others, then the sort. */
  open_first?: boolean;
}

function joinList(value: string | readonly string[] | undefined): string | undefined {
  if (value === undefined) return undefined;
  const joined = typeof value === 'string' ? value : value.join(',');
  return joined === '' ? undefined : joined;
}

export function searchPrograms(
  params: ProgramSearchParams = {},
  options: RequestOptions = {},
): Promise<ListResult<TProgram>> {
  const {
    program_category,
    status,
    start_date_from,
    start_date_to,
    end_date_from,
    end_date_to,
    language,
    schedule,
    prefer_language,
    open_first,
    ...list
  } = params;
  return apiFetch<{ data?: Partial<TProgram>[]; meta: TListMeta }>(`${programs.prefix}searchPrograms`, {
    query: {
      ...serializeListParams(list),
      program_category: joinList(program_category),
      status: joinList(status),
      start_date_from,
      start_date_to,
      end_date_from,
      end_date_to,
      language: joinList(language),
      schedule: joinList(schedule),
      prefer_language,
      open_first: open_first === undefined ? undefined : String(open_first),
    },
    signal: options.signal,
  }).then(toListResult);
}

/** Keyed [programs/, 'search', params], so invalidate(queryClient, programs) refreshes it. */
export function searchProgramsQueryOptions(params: ProgramSearchParams = {}) {
  return queryOptions({
    queryKey: [programs.prefix, 'search', params] as const,
    queryFn: ({ signal }) => searchPrograms(params, { signal }),
  });
}

/* ---------------------------------------------------------------- The calls SPEC §7 names */

/** SPEC §7: the menu list (limit 1000, four fields, not deleted, by menu_id ascending). */
export const MENU_LIST_PARAMS = {
  page: 1,
  limit: 1000,
  fields: ['menu_id', 'menu_name', 'menu_view', 'is_deleted'],
  filterFields: { is_deleted: false },
  sortField: 'menu_id',
  sortOrder: 'asc',
} as const satisfies ListParams<TMenu>;

export function fetchMenus(options: RequestOptions = {}) {
  return menus.getAll(MENU_LIST_PARAMS, options);
}

/** The program whose enrolment the header shows (SPEC §7). */
export const HEADER_PROGRAM_ID = 2;

export function headerEnrollmentParams(userId: number) {
  return {
    page: 1,
    limit: 1,
    fields: ['program_id', 'enrollment_status'],
    filterFields: { user_id: userId, program_id: HEADER_PROGRAM_ID },
  } as const satisfies ListParams<TEnrollment>;
}

/** SPEC §7: the signed-in user's enrolment in program 2 (one record: page 1, size 1), or null. */
export async function fetchHeaderEnrollment(
  userId: number,
  options: RequestOptions = {},
): Promise<Partial<TEnrollment> | null> {
  const { data } = await programsEnrolled.getAll(headerEnrollmentParams(userId), options);
  return data[0] ?? null;
}

export function headerEnrollmentQueryOptions(userId: number) {
  return queryOptions({
    queryKey: [programsEnrolled.prefix, 'header', userId] as const,
    queryFn: ({ signal }) => fetchHeaderEnrollment(userId, { signal }),
  });
}

/** A complete program (SPEC §3): program_course → course_module → module_unit. */
export type CompleteUnit = Partial<TUnit>;
export type CompleteModule = Partial<TModule> & { module_unit: CompleteUnit[] };
export type CompleteCourse = Partial<TCourse> & { course_module: CompleteModule[] };
export type CompleteProgram = Partial<TProgram> & { program_course: CompleteCourse[] };

/** Orders by sort_order, then by id; missing values go last. */
function bySortOrderThenId<T extends { sort_order?: number }>(idKey: keyof T) {
  const num = (v: unknown) => (typeof v === 'number' ? v : Number.POSITIVE_INFINITY);
  const cmp = (a: number, b: number) => (a === b ? 0 : a < b ? -1 : 1);
  return (a: T, b: T) => cmp(num(a.sort_order), num(b.sort_order)) || cmp(num(a[idKey]), num(b[idKey]));
}

function groupBy<T, K extends keyof T>(rows: readonly T[], key: K): Map<T[K], T[]> {
  const groups = new Map<T[K], T[]>();
  for (const row of rows) {
    const list = groups.get(row[key]);
    if (list) list.push(row);
    else groups.set(row[key], [row]);
  }
  return groups;
}

const idsOf = <T>(rows: readonly T[], key: keyof T): number[] =>
  rows.map((row) => row[key]).filter((id): id is T[keyof T] & number => typeof id === 'number');

/**
 * SPEC §7: loads a complete program in steps: the program (with its courses by program_id),
 * then modules by the course_id list, then units by the module_id list, all with limit -1.
 * The modules / units calls are skipped when the list before them is empty.
 */
export async function loadCompleteProgram(programId: number, options: RequestOptions = {}): Promise<CompleteProgram> {
  const [program, courseList] = await Promise.all([
    programs.get(programId, {}, options),
    courses.getAll({ limit: -1, filterFields: { program_id: programId } }, options),
  ]);
  const courseIds = idsOf(courseList.data, 'course_id');
  const moduleRows = courseIds.length
    ? (await modules.getAll({ limit: -1, filterFields: { course_id: courseIds } }, options)).data
    : [];
  const moduleIds = idsOf(moduleRows, 'module_id');
  const unitRows = moduleIds.length
    ? (await units.getAll({ limit: -1, filterFields: { module_id: moduleIds } }, options)).data
    : [];

  const unitsByModule = groupBy(unitRows, 'module_id');
  const modulesByCourse = groupBy(moduleRows, 'course_id');
  const program_course = [...courseList.data].sort(bySortOrderThenId('course_id')).map(
    (course): CompleteCourse => ({
      ...course,
      course_module: [...(modulesByCourse.get(course.course_id) ?? [])].sort(bySortOrderThenId('module_id')).map(
        (module): CompleteModule => ({
          ...module,
          module_unit: [...(unitsByModule.get(module.module_id) ?? [])].sort(bySortOrderThenId('unit_id')),
        }),
      ),
    }),
  );
  return { ...program, program_course };
}

/** Keyed under programs/: invalidate programs too after course, module or unit changes. */
export function completeProgramQueryOptions(programId: number) {
  return queryOptions({
    queryKey: [programs.prefix, 'complete', programId] as const,
    queryFn: ({ signal }) => loadCompleteProgram(programId, { signal }),
  });
}
