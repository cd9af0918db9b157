import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';
import { createUser, signIn, signInAdmin } from '../test/factories.ts';

/**
 * Every resource group of SPEC §7 through the same conventions: create, get, list with a filter,
 * update, soft delete, and the three bulk calls — with audit columns from the session.
 */
describe('resource groups of SPEC §7', () => {
  let t: TestApp;
  let admin: string;
  let adminId: number;
  let memberId: number;
  let ids: Record<string, number>;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signInAdmin(t.app);
    adminId = (await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: { cookie: admin } })).json()
      .user_id;
    memberId = await createUser(t.database.db, 'ravi');
    // a user whose settings do not exist yet (signing in creates them: SPEC §4 step 4)
    settingsUserId = await createUser(t.database.db, 'nisha');
    const get = async (url: string) => (await t.app.inject({ method: 'GET', url, headers: { cookie: admin } })).json();
    // a role holding nothing on Content Hub yet (the seeded roles read every hub)
    const role = (await get('/api/user/roles/getAll?filterFields={"role_name":"temp"}&fields=role_id')).data[0];
    const menu = (await get('/api/system/customMenus/getAll?filterFields={"menu_name":"Content Hub"}&fields=menu_id'))
      .data[0];
    const course = (await get('/api/courses/getAll?filterFields={"program_id":2}&limit=1&sortOrder=asc')).data[0];
    const mod = (await get(`/api/modules/getAll?filterFields={"course_id":${course.course_id}}&limit=1`)).data[0];
    ids = { role: role.role_id, menu: menu.menu_id, course: course.course_id, module: mod.module_id };
    const owned = await t.app.inject({
      method: 'POST',
      url: '/api/user/customRole/create',
      payload: { role_name: 'Privilege holders', parent_user_id: adminId },
      headers: { cookie: admin },
    });
    customRoleId = owned.json().role_id;
  });
  afterAll(() => t.close());

  const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, cookie = admin) =>
    t.app.inject({ method, url, payload: payload as object, headers: { cookie } });

  let customRoleId = 0;
  let settingsUserId = 0;
  const groups = () => [
    {
      prefix: 'global-user/users/',
      name: 'User',
      id: 'user_id',
      idsKey: 'user_ids',
      make: (n: number) => ({ username: `u${n}x`, email: `u${n}x@example.org`, firstName: 'Asha' }),
      change: { firstName: 'Changed' },
      again: { firstName: 'Again' },
    },
    {
      prefix: 'user/roles/',
      name: 'Role',
      id: 'role_id',
      idsKey: 'role_ids',
      make: (n: number) => ({ role_name: `Role ${n}`, display_name: `Role ${n}` }),
      change: { display_name: 'Changed' },
      again: { display_name: 'Again' },
    },
    {
      prefix: 'user/userSettings/',
      name: 'UserSetting',
      id: 'user_setting_id',
      idsKey: 'user_setting_ids',
      make: (_n: number) => ({ user_id: settingsUserId, language: 'hi' }),
      change: { theme: 'dark' },
      again: { theme: 'system' },
      unique: true,
    },
    {
      prefix: 'user/privileges/',
      name: '',
      id: 'privilege_id',
      idsKey: 'privilege_ids',
      make: (_n: number) => ({
        role_id: ids.role,
        privilege_menu_id: ids.menu,
        privilege_access_type: [{ permission_name: 'read' }],
      }),
      change: { privilege_access_scope: 'public' },
      again: { privilege_access_scope: 'tenant' },
      unique: true,
    },
    {
      prefix: 'user/customRole/',
      name: '',
      id: 'role_id',
      idsKey: 'role_ids',
      make: (n: number) => ({ role_name: `Mentors ${n}`, parent_user_id: adminId }),
      change: { display_name: 'Changed' },
      again: { display_name: 'Again' },
    },
    {
      prefix: 'user/customRolePrivilege/',
      name: '',
      id: 'privilege_id',
      idsKey: 'privilege_ids',
      make: (_n: number) => ({ role_id: customRoleId, privilege_menu_id: ids.menu }),
      change: { privilege_access_scope: 'public' },
      again: { privilege_access_scope: 'tenant' },
      unique: true,
    },
    {
      prefix: 'system/customMenus/',
      name: 'Menu',
      id: 'menu_id',
      idsKey: 'menu_ids',
      make: (n: number) => ({ menu_name: `Menu ${n}`, menu_route: `/menu-${n}` }),
      change: { sort_order: 7 },
      again: { sort_order: 8 },
    },
    {
      prefix: 'user/groupUsers/',
      name: 'GroupUser',
      id: 'table_id',
      idsKey: 'table_ids',
      make: (_n: number) => ({ user_id: memberId, parent_user_id: adminId }),
      change: { status: 'suspended' },
      again: { status: 'active' },
    },
    {
      prefix: 'programs-enrolled/',
      name: '',
      ops: ['getEnrolledProgram', 'createProgramEnrolled', 'updateProgramEnrolled', 'deleteProgramEnrolled'],
      id: 'enrollment_id',
      idsKey: 'enrollment_ids',
      make: (_n: number) => ({ user_id: memberId, program_id: 1 }),
      change: { enrollment_status: 'enrolled' },
      again: { enrollment_status: 'withdrawn' },
      unique: true,
    },
    {
      prefix: 'programs/',
      name: 'Program',
      id: 'program_id',
      idsKey: 'program_ids',
      make: (n: number) => ({ program_name: `Program ${n}`, program_category: 'Test' }),
      change: { status: 'archived' },
      again: { status: 'draft' },
    },
    {
      prefix: 'courses/',
      name: 'Course',
      id: 'course_id',
      idsKey: 'course_ids',
      make: (n: number) => ({ program_id: 1, course_name: `Course ${n}` }),
      change: { sort_order: 9 },
      again: { sort_order: 10 },
    },
    {
      prefix: 'modules/',
      name: 'Module',
      id: 'module_id',
      idsKey: 'module_ids',
      make: (n: number) => ({ course_id: ids.course, module_name: `Module ${n}` }),
      change: { sort_order: 9 },
      again: { sort_order: 10 },
    },
    {
      prefix: 'units/',
      name: 'Unit',
      id: 'unit_id',
      idsKey: 'unit_ids',
      make: (n: number) => ({ module_id: ids.module, unit_name: `Unit ${n}`, unit_type: 'quiz' }),
      change: { duration_minutes: 12 },
      again: { duration_minutes: 13 },
    },
  ];

  it.each(groups().map((g) => [g.prefix, g] as const))(
    '%s: create, get, list, update, delete, bulk',
    async (_p, g0) => {
      const g = groups().find((x) => x.prefix === g0.prefix)!;
      const [getOp, createOp, updateOp, deleteOp] =
        g.ops ??
        (g.name
          ? [`get${g.name}`, `create${g.name}`, `update${g.name}`, `delete${g.name}`]
          : ['get', 'create', 'update', 'delete']);
      const base = `/api/${g.prefix}`;

      // create: audit from the session; a body's audit value (the SPEC §7 client sends one) is ignored
      const created = await inject('POST', `${base}${createOp}`, { ...g.make(1), created_by: 999 });
      expect(created.statusCode, created.body).toBe(201);
      const rec = created.json();
      const id = rec[g.id];
      expect(rec).toMatchObject({ created_by: adminId, modified_by: null, deleted_by: null, is_deleted: false });

      // get, with fields
      const got = await inject('GET', `${base}${getOp}/${id}?fields=${g.id},created_by`);
      expect(got.statusCode).toBe(200);
      expect(got.json()).toEqual({ [g.id]: id, created_by: adminId });

      // list filtered by id
      const listed = await inject(
        'GET',
        `${base}getAll?filterFields=${encodeURIComponent(JSON.stringify({ [g.id]: [id] }))}`,
      );
      expect(listed.json()).toMatchObject({
        data: [{ [g.id]: id }],
        meta: { page: 1, limit: 10, total: 1, totalPages: 1 },
      });

      // update
      const updated = await inject('PUT', `${base}${updateOp}/${id}`, g.change);
      expect(updated.statusCode, updated.body).toBe(200);
      expect(updated.json()).toMatchObject({ ...g.change, modified_by: adminId });
      expect((await inject('PUT', `${base}${updateOp}/${id}`, {})).statusCode).toBe(400);

      // a non-administrator may not write
      const member = await signIn(t.app, 'ravi');
      expect((await inject('PUT', `${base}${updateOp}/${id}`, g.change, member)).statusCode).toBe(403);
      expect((await inject('PUT', `${base}${updateOp}/${id}`, g.change, '')).statusCode).toBe(401);

      // soft delete: gone from get and list, deleted_by from the session whatever the path says
      const del = await inject('DELETE', `${base}${deleteOp}/${id}/424242`);
      expect(del.statusCode, del.body).toBe(200);
      expect((await inject('GET', `${base}${getOp}/${id}`)).statusCode).toBe(404);
      expect((await inject('DELETE', `${base}${deleteOp}/${id}/${adminId}`)).statusCode).toBe(404);
      expect((await inject('GET', `${base}getAll?filterFields={"${g.id}":${id}}`)).json().meta.total).toBe(0);

      // bulk: createMany, updateMany, deleteMany — all or nothing
      const items = g.unique ? [g.make(2)] : [g.make(2), g.make(3)];
      const many = await inject('POST', `${base}createMany`, items);
      expect(many.statusCode, many.body).toBe(201);
      const newIds = many.json().data.map((r: Record<string, number>) => r[g.id]);
      expect(newIds).toHaveLength(items.length);
      const upd = await inject(
        'POST',
        `${base}updateMany`,
        newIds.map((i: number) => ({ [g.id]: i, ...g.change })),
      );
      expect(upd.statusCode, upd.body).toBe(200);
      // a real change to the first item, then an item that fails: the first change must not land
      expect(g.again).not.toEqual(g.change);
      const partial = await inject('POST', `${base}updateMany`, [
        { [g.id]: newIds[0], ...g.again },
        { [g.id]: 2147480000, ...g.again },
      ]);
      expect(partial.statusCode).toBe(404);
      const afterPartial = await inject('GET', `${base}${getOp}/${newIds[0]}`);
      expect(afterPartial.json(), 'the failed batch rolled back its first item').toMatchObject(g.change);
      const badDel = await inject('PUT', `${base}deleteMany`, { [g.idsKey]: [...newIds, 2147480000], deleted_by: 1 });
      expect(badDel.statusCode).toBe(404);
      expect((await inject('GET', `${base}${getOp}/${newIds[0]}`)).statusCode, 'rolled back').toBe(200);
      const goodDel = await inject('PUT', `${base}deleteMany`, { [g.idsKey]: newIds, deleted_by: 1 });
      expect(goodDel.statusCode, goodDel.body).toBe(200);
      expect(goodDel.json().deleted.sort()).toEqual([...newIds].sort());
      for (const i of newIds) expect((await inject('GET', `${base}${getOp}/${i}`)).statusCode).toBe(404);
    },
  );
});
