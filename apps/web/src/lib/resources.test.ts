import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { ApiError } from './api-client';
import * as resources from './resources';
import {
  completeProgramQueryOptions,
  fetchHeaderEnrollment,
  fetchMenus,
  loadCompleteProgram,
  searchPrograms,
  searchProgramsQueryOptions,
} from './resources';

const META = { page: 1, limit: -1, total: 0, totalPages: 0 };

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}
const list = (data: unknown[]) => jsonResponse(200, { data, meta: { ...META, total: data.length } });

let fetchMock: Mock<typeof fetch>;
beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>(async () => list([]));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const urlOf = (index: number) => String(fetchMock.mock.calls[index]?.[0]);
const initOf = (index: number) => fetchMock.mock.calls[index]?.[1] ?? {};
const pathOf = (index: number) => urlOf(index).split('?')[0];
const paramsOf = (index: number) => Object.fromEntries(new URL(urlOf(index), 'http://localhost').searchParams);

describe('resource groups (SPEC §7)', () => {
  const groups = [
    [resources.programs, 'programs/', 'getProgram', 'deleteProgram', 'program_ids'],
    [resources.courses, 'courses/', 'getCourse', 'deleteCourse', 'course_ids'],
    [resources.modules, 'modules/', 'getModule', 'deleteModule', 'module_ids'],
    [resources.units, 'units/', 'getUnit', 'deleteUnit', 'unit_ids'],
    [resources.programsEnrolled, 'programs-enrolled/', 'getEnrolledProgram', 'deleteProgramEnrolled', 'enrollment_ids'],
    [resources.roles, 'user/roles/', 'getRole', 'deleteRole', 'role_ids'],
    [resources.privileges, 'user/privileges/', 'get', 'delete', 'privilege_ids'],
    [resources.customRoles, 'user/customRole/', 'get', 'delete', 'role_ids'],
    [resources.customRolePrivileges, 'user/customRolePrivilege/', 'get', 'delete', 'privilege_ids'],
    [resources.menus, 'system/customMenus/', 'getMenu', 'deleteMenu', 'menu_ids'],
    [resources.groupUsers, 'user/groupUsers/', 'getGroupUser', 'deleteGroupUser', 'table_ids'],
    [resources.userSettings, 'user/userSettings/', 'getUserSetting', 'deleteUserSetting', 'user_setting_ids'],
    [resources.users, 'global-user/users/', 'getUser', 'deleteUser', 'user_ids'],
  ] as const;

  it.each(groups)('%#: calls under /api/<prefix> with its own names', async (client, prefix, get, del, idsKey) => {
    await client.get(3);
    await client.remove(3, 8);
    await client.deleteMany([3, 4], 8);
    expect(pathOf(0)).toBe(`/api/${prefix}${get}/3`);
    expect(pathOf(1)).toBe(`/api/${prefix}${del}/3/8`);
    expect(initOf(1).method).toBe('DELETE');
    expect(pathOf(2)).toBe(`/api/${prefix}deleteMany`);
    expect(JSON.parse(String(initOf(2).body))).toEqual({ [idsKey]: [3, 4], deleted_by: 8 });
  });

  it('names the update and create calls of the programs-enrolled and user settings groups', async () => {
    await resources.programsEnrolled.create({ user_id: 3, program_id: 2 });
    await resources.programsEnrolled.update(5, { enrollment_status: 'enrolled' });
    await resources.userSettings.create({ user_id: 3, theme: 'dark' });
    await resources.userSettings.update(6, { language: 'hi' });
    expect([0, 1, 2, 3].map(pathOf)).toEqual([
      '/api/programs-enrolled/createProgramEnrolled',
      '/api/programs-enrolled/updateProgramEnrolled/5',
      '/api/user/userSettings/createUserSetting',
      '/api/user/userSettings/updateUserSetting/6',
    ]);
  });
});

describe('fetchMenus', () => {
  it('asks for the menu list exactly as SPEC §7 says', async () => {
    fetchMock.mockResolvedValueOnce(
      list([{ menu_id: 1, menu_name: 'Dashboard', menu_view: 'user', is_deleted: false }]),
    );
    const result = await fetchMenus();
    expect(urlOf(0)).toBe(
      '/api/system/customMenus/getAll?page=1&limit=1000&fields=menu_id%2Cmenu_name%2Cmenu_view%2Cis_deleted' +
        '&filterFields=%7B%22is_deleted%22%3Afalse%7D&sortField=menu_id&sortOrder=asc',
    );
    expect(paramsOf(0)).toEqual({
      page: '1',
      limit: '1000',
      fields: 'menu_id,menu_name,menu_view,is_deleted',
      filterFields: '{"is_deleted":false}',
      sortField: 'menu_id',
      sortOrder: 'asc',
    });
    expect(initOf(0)).toMatchObject({ method: 'GET', credentials: 'include' });
    expect(result.data).toEqual([{ menu_id: 1, menu_name: 'Dashboard', menu_view: 'user', is_deleted: false }]);
  });
});

describe('fetchHeaderEnrollment', () => {
  it('fetches one record for the user and program 2, and returns it', async () => {
    fetchMock.mockResolvedValueOnce(list([{ program_id: 2, enrollment_status: 'enrolled' }]));
    expect(await fetchHeaderEnrollment(17)).toEqual({ program_id: 2, enrollment_status: 'enrolled' });
    expect(pathOf(0)).toBe('/api/programs-enrolled/getAll');
    expect(paramsOf(0)).toEqual({
      page: '1',
      limit: '1',
      fields: 'program_id,enrollment_status',
      filterFields: '{"user_id":17,"program_id":2}',
    });
    expect(initOf(0).credentials).toBe('include');
  });

  it('returns null when there is no enrolment', async () => {
    expect(await fetchHeaderEnrollment(17)).toBeNull();
  });
});

describe('searchPrograms', () => {
  it('sends the list conventions, then the program filters with lists comma-joined', async () => {
    await searchPrograms({
      page: 2,
      limit: 12,
      search: 'agri',
      program_category: ['Agriculture', 'Health'],
      status: 'published',
      start_date_from: '2026-01-01',
      end_date_to: '2026-12-31',
    });
    expect(pathOf(0)).toBe('/api/programs/searchPrograms');
    expect(urlOf(0)).toBe(
      '/api/programs/searchPrograms?page=2&limit=12&search=agri&program_category=Agriculture%2CHealth' +
        '&status=published&start_date_from=2026-01-01&end_date_to=2026-12-31',
    );
    expect(initOf(0).credentials).toBe('include');
  });

  it('leaves out empty filters and is keyed under programs/', async () => {
    await searchPrograms({ program_category: [], status: [] });
    expect(urlOf(0)).toBe('/api/programs/searchPrograms');
    expect(searchProgramsQueryOptions({ page: 1 }).queryKey).toEqual(['programs/', 'search', { page: 1 }]);
  });
});

describe('loadCompleteProgram', () => {
  const at = (_: unknown, i: number) => i;

  it('makes the four calls of SPEC §7 and nests the answer sorted by sort_order, then id', async () => {
    fetchMock.mockImplementation(async (input) => {
      const path = String(input).split('?')[0];
      if (path === '/api/programs/getProgram/7') return jsonResponse(200, { program_id: 7, program_name: 'Seed' });
      if (path === '/api/courses/getAll')
        return list([
          { course_id: 12, program_id: 7, sort_order: 2 },
          { course_id: 11, program_id: 7, sort_order: 1 },
          { course_id: 10, program_id: 7, sort_order: 2 },
        ]);
      if (path === '/api/modules/getAll')
        return list([
          { module_id: 21, course_id: 11, sort_order: 1 },
          { module_id: 20, course_id: 12, sort_order: 0 },
          { module_id: 23, course_id: 11, sort_order: 0 },
          { module_id: 22, course_id: 11, sort_order: 1 },
        ]);
      if (path === '/api/units/getAll')
        return list([
          { unit_id: 31, module_id: 23, sort_order: 5 },
          { unit_id: 32, module_id: 23, sort_order: 1 },
          { unit_id: 30, module_id: 20, sort_order: 0 },
        ]);
      return jsonResponse(404, { statusCode: 404, error: 'Not Found', message: `no ${path}` });
    });

    const program = await loadCompleteProgram(7);

    expect(fetchMock).toHaveBeenCalledTimes(4);
    expect(fetchMock.mock.calls.map(at).map(pathOf)).toEqual([
      '/api/programs/getProgram/7',
      '/api/courses/getAll',
      '/api/modules/getAll',
      '/api/units/getAll',
    ]);
    expect(paramsOf(0)).toEqual({});
    expect(paramsOf(1)).toEqual({ limit: '-1', filterFields: '{"program_id":7}' });
    expect(paramsOf(2)).toEqual({ limit: '-1', filterFields: '{"course_id":[12,11,10]}' });
    expect(paramsOf(3)).toEqual({ limit: '-1', filterFields: '{"module_id":[21,20,23,22]}' });
    for (const i of [0, 1, 2, 3]) expect(initOf(i).credentials).toBe('include');

    expect(program.program_name).toBe('Seed');
    const shape = program.program_course.map((c) => ({
      course: c.course_id,
      modules: c.course_module.map((m) => ({ module: m.module_id, units: m.module_unit.map((u) => u.unit_id) })),
    }));
    expect(shape).toEqual([
      {
        course: 11,
        modules: [
          { module: 23, units: [32, 31] },
          { module: 21, units: [] },
          { module: 22, units: [] },
        ],
      },
      { course: 10, modules: [] },
      { course: 12, modules: [{ module: 20, units: [30] }] },
    ]);
  });

  it('makes no modules or units call for a program without courses', async () => {
    fetchMock.mockImplementation(async (input) =>
      String(input).startsWith('/api/programs/getProgram/') ? jsonResponse(200, { program_id: 8 }) : list([]),
    );
    expect(await loadCompleteProgram(8)).toEqual({ program_id: 8, program_course: [] });
    expect(fetchMock.mock.calls.map(at).map(pathOf)).toEqual(['/api/programs/getProgram/8', '/api/courses/getAll']);
  });

  it('makes no units call when the courses have no modules', async () => {
    fetchMock.mockImplementation(async (input) => {
      const path = String(input).split('?')[0];
      if (path === '/api/programs/getProgram/9') return jsonResponse(200, { program_id: 9 });
      if (path === '/api/courses/getAll') return list([{ course_id: 40, program_id: 9, sort_order: 0 }]);
      return list([]);
    });
    const program = await loadCompleteProgram(9);
    expect(program.program_course).toEqual([{ course_id: 40, program_id: 9, sort_order: 0, course_module: [] }]);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(pathOf(2)).toBe('/api/modules/getAll');
  });

  it('rejects with the ApiError of a missing program', async () => {
    fetchMock.mockImplementation(async (input) =>
      String(input).startsWith('/api/programs/')
        ? jsonResponse(404, { statusCode: 404, error: 'Not Found', message: 'program 5 not found' })
        : list([]),
    );
    const error = await loadCompleteProgram(5).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, message: 'program 5 not found' });
    expect(completeProgramQueryOptions(5).queryKey).toEqual(['programs/', 'complete', 5]);
  });
});
