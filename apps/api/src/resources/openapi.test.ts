import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessPlugin } from '../plugins/access.ts';
import { createTestApp, type TestApp } from '../test/app.ts';

const GROUPS: Array<[string, string[], string]> = [
  ['global-user/users/', ['getUser/{id}', 'createUser', 'updateUser/{id}', 'deleteUser/{id}/{userId}'], 'user_ids'],
  ['user/roles/', ['getRole/{id}', 'createRole', 'updateRole/{id}', 'deleteRole/{id}/{userId}'], 'role_ids'],
  [
    'user/userSettings/',
    ['getUserSetting/{id}', 'createUserSetting', 'updateUserSetting/{id}', 'deleteUserSetting/{id}/{userId}'],
    'user_setting_ids',
  ],
  ['user/privileges/', ['get/{id}', 'create', 'update/{id}', 'delete/{id}/{userId}'], 'privilege_ids'],
  ['user/customRolePrivilege/', ['get/{id}', 'create', 'update/{id}', 'delete/{id}/{userId}'], 'privilege_ids'],
  ['user/customRole/', ['get/{id}', 'create', 'update/{id}', 'delete/{id}/{userId}'], 'role_ids'],
  ['system/customMenus/', ['getMenu/{id}', 'createMenu', 'updateMenu/{id}', 'deleteMenu/{id}/{userId}'], 'menu_ids'],
  [
    'user/groupUsers/',
    ['getGroupUser/{id}', 'createGroupUser', 'updateGroupUser/{id}', 'deleteGroupUser/{id}/{userId}'],
    'table_ids',
  ],
  [
    'programs-enrolled/',
    [
      'getEnrolledProgram/{id}',
      'createProgramEnrolled',
      'updateProgramEnrolled/{id}',
      'deleteProgramEnrolled/{id}/{userId}',
    ],
    'enrollment_ids',
  ],
  [
    'programs/',
    ['getProgram/{id}', 'createProgram', 'updateProgram/{id}', 'deleteProgram/{id}/{userId}', 'searchPrograms'],
    'program_ids',
  ],
  ['courses/', ['getCourse/{id}', 'createCourse', 'updateCourse/{id}', 'deleteCourse/{id}/{userId}'], 'course_ids'],
  ['modules/', ['getModule/{id}', 'createModule', 'updateModule/{id}', 'deleteModule/{id}/{userId}'], 'module_ids'],
  ['units/', ['getUnit/{id}', 'createUnit', 'updateUnit/{id}', 'deleteUnit/{id}/{userId}'], 'unit_ids'],
];

describe('the API contract is published', () => {
  let t: TestApp;
  let doc: {
    paths: Record<
      string,
      Record<string, { requestBody?: { content: Record<string, { schema: { properties?: object } }> } }>
    >;
  };
  beforeAll(async () => {
    t = await createTestApp();
    doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  });
  afterAll(() => t.close());

  it.each(GROUPS)('%s: every call of SPEC §7 is in /api/openapi.json', (prefix, singles, idsKey) => {
    for (const call of ['getAll', 'createMany', 'updateMany', 'deleteMany', ...singles]) {
      expect(doc.paths, `${prefix}${call}`).toHaveProperty([`/api/${prefix}${call}`]);
    }
    const del = doc.paths[`/api/${prefix}deleteMany`]!.put!;
    expect(Object.keys(del.requestBody!.content['application/json']!.schema.properties!)).toEqual([
      idsKey,
      'deleted_by',
    ]);
  });

  it('lists the tenant calls and the sign-in calls', () => {
    for (const path of [
      '/api/user/tenants/getUserTenants/{id}',
      '/api/user/tenants/createTenantIfNotExists',
      '/api/auth/signin',
      '/api/auth/profile',
      '/api/auth/logout',
      '/api/health',
    ]) {
      expect(doc.paths, path).toHaveProperty([path]);
    }
  });

  it('serves Swagger UI at /api/docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/swagger/i);
  });

  it('refuses to start when an /api route declares no access rule', async () => {
    const app = Fastify();
    await app.register(accessPlugin);
    const start = async () => {
      await app.register(async (api) => {
        api.get('/api/forgotten', async () => 'oops');
      });
      await app.ready();
    };
    await expect(start()).rejects.toThrow(/GET \/api\/forgotten declares no access rule/);
  });
});
