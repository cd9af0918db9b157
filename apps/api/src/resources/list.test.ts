import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';
import { createUser, signIn, signInAdmin } from '../test/factories.ts';

describe('list and get conventions (SPEC §7)', () => {
  let t: TestApp;
  let admin: string;
  let member: string;
  let memberId: number;
  let newestId: number;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signInAdmin(t.app);
    memberId = await createUser(t.database.db, 'kavya');
    member = await signIn(t.app, 'kavya');
    // 25 programs of our own in category 'Bench', named so that sort and search are checkable
    const items = Array.from({ length: 25 }, (_, i) => ({
      program_name: `Growth Lab ${String(i + 1).padStart(2, '0')}`,
      program_category: i % 2 ? 'Bench' : 'Bench-Odd',
      start_date: `2027-01-${String(i + 1).padStart(2, '0')}`,
    }));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/programs/createMany',
      payload: items,
      headers: { cookie: admin },
    });
    expect(res.statusCode).toBe(201);
    newestId = Math.max(...res.json().data.map((p: { program_id: number }) => p.program_id));
  });
  afterAll(() => t.close());

  // the conventions are read as a program manager (who sees drafts too); scoping is tested below
  const get = async (url: string, cookie = admin) => {
    const res = await t.app.inject({ method: 'GET', url, headers: { cookie } });
    return { status: res.statusCode, body: res.json() };
  };
  const q = (o: Record<string, unknown>) =>
    new URLSearchParams(
      Object.entries(o).map(([k, v]): [string, string] => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
    ).toString();

  it('learners list and get only published programs; drafts answer 404', async () => {
    const all = await get('/api/programs/getAll?limit=-1&fields=program_id,status');
    const mine = await get('/api/programs/getAll?limit=-1&fields=program_id,status', member);
    const published = all.body.data.filter((p: { status: string }) => p.status === 'published');
    expect(published.length).toBeGreaterThan(0);
    expect(published.length).toBeLessThan(all.body.data.length);
    expect(mine.body.data).toEqual(published);
    const draft = all.body.data.find((p: { status: string }) => p.status !== 'published');
    expect((await get(`/api/programs/getProgram/${draft.program_id}`, member)).status).toBe(404);
    expect((await get(`/api/programs/searchPrograms?limit=100`, member)).body.meta.total).toBe(published.length);
  });

  it('defaults: page 1, limit 10, sorted by id descending, with totals', async () => {
    const { status, body } = await get('/api/programs/getAll');
    expect(status).toBe(200);
    expect(body.meta).toEqual({ page: 1, limit: 10, total: 30, totalPages: 3 });
    const idsSeen = body.data.map((p: { program_id: number }) => p.program_id);
    expect(idsSeen).toEqual([...idsSeen].sort((a, b) => b - a));
    expect(idsSeen[0]).toBe(newestId);
  });

  it('pages, and a page past the end is empty with the right total', async () => {
    const p3 = await get('/api/programs/getAll?page=3&limit=10');
    expect(p3.body.data).toHaveLength(10);
    const p9 = await get('/api/programs/getAll?page=9&limit=10');
    expect(p9.body).toEqual({ data: [], meta: { page: 9, limit: 10, total: 30, totalPages: 3 } });
  });

  it('limit -1 returns every record; fields picks columns', async () => {
    const { body } = await get(`/api/programs/getAll?${q({ limit: '-1', fields: 'program_id,program_name' })}`);
    expect(body.data).toHaveLength(30);
    expect(Object.keys(body.data[0]).sort()).toEqual(['program_id', 'program_name']);
    expect(body.meta).toEqual({ page: 1, limit: -1, total: 30, totalPages: 1 });
  });

  it('filterFields: equality, arrays as "in", null as "is null"', async () => {
    const eq = await get(`/api/programs/getAll?${q({ filterFields: { program_category: 'Bench' }, limit: '-1' })}`);
    expect(eq.body.meta.total).toBe(12);
    const inList = await get(`/api/programs/getAll?${q({ filterFields: { program_id: [1, 2, 3, 999] } })}`);
    expect(inList.body.data.map((p: { program_id: number }) => p.program_id)).toEqual([3, 2, 1]);
    const nul = await get(`/api/programs/getAll?${q({ filterFields: { end_date: null }, metadataOnly: 'true' })}`);
    // 25 of ours and the self-paced demo program, which has no dates
    expect(nul.body).toEqual({ meta: { page: 1, limit: 10, total: 26, totalPages: 3 } });
  });

  it('sortField + sortOrder, with the id breaking ties', async () => {
    const asc = await get(
      `/api/programs/getAll?${q({ sortField: 'program_name', sortOrder: 'asc', filterFields: { program_category: ['Bench', 'Bench-Odd'] }, limit: '3' })}`,
    );
    expect(asc.body.data.map((p: { program_name: string }) => p.program_name)).toEqual([
      'Growth Lab 01',
      'Growth Lab 02',
      'Growth Lab 03',
    ]);
    const desc = await get(
      `/api/programs/getAll?${q({ sortField: 'start_date', sortOrder: 'DESC', filterFields: { program_category: ['Bench', 'Bench-Odd'] }, limit: '1' })}`,
    );
    expect(desc.body.data[0].program_name).toBe('Growth Lab 25');
  });

  it('search: default columns, named searchFields, and LIKE wildcards taken literally', async () => {
    const s = await get(`/api/programs/getAll?${q({ search: 'growth lab 1', limit: '-1' })}`);
    expect(s.body.meta.total).toBe(10);
    const named = await get(
      `/api/programs/getAll?${q({ search: 'bench-odd', searchFields: ['program_category'], metadataOnly: 'true' })}`,
    );
    expect(named.body.meta.total).toBe(13);
    const wild = await get(`/api/programs/getAll?${q({ search: '%', metadataOnly: 'true' })}`);
    expect(wild.body.meta.total).toBe(0);
  });

  it.each([
    ['page=0', /^Invalid page/],
    ['page=-1', /^Invalid page/],
    ['page=abc', /^Invalid page/],
    ['limit=0', /^Invalid limit/],
    ['limit=-2', /^Invalid limit/],
    ['limit=5000', /^Invalid limit/],
    ['fields=program_id,password_hash', /^Invalid fields: unknown column "password_hash"/],
    ['sortField=nope', /^Invalid sortField/],
    ['sortField=program_name;drop table programs', /^Invalid sortField/],
    ['sortOrder=sideways', /^Invalid sortOrder/],
    ['filterFields={bad json', /^Invalid filterFields: must be valid JSON/],
    ['filterFields=[1]', /^Invalid filterFields: must be a JSON object/],
    [`filterFields=${encodeURIComponent('{"program_id":"abc"}')}`, /^Invalid filterFields.program_id/],
    [`filterFields=${encodeURIComponent('{"program_id":{"$gt":1}}')}`, /nested values are not allowed/],
    [`filterFields=${encodeURIComponent('{"start_date":"yesterday"}')}`, /ISO date/],
    [`filterFields=${encodeURIComponent('{"is_deleted":"maybe"}')}`, /must be true or false/],
    [
      `search=x&searchFields=${encodeURIComponent('["program_id"]')}`,
      /^Invalid searchFields: column program_id is not text/,
    ],
    ['search=x&searchFields=program_name', /^Invalid searchFields: must be valid JSON/],
    ['metadataOnly=perhaps', /^Invalid metadataOnly/],
  ])('400 for %s, naming the parameter', async (query, message) => {
    const { status, body } = await get(`/api/programs/getAll?${query}`);
    expect(status).toBe(400);
    expect(body.message).toMatch(message);
    expect(JSON.stringify(body)).not.toMatch(/select |from "|syntax error/i);
  });

  it('single get: 404 when absent or soft-deleted, 400 for a bad id, filterFields must match', async () => {
    expect((await get('/api/programs/getProgram/2')).body.program_id).toBe(2);
    expect((await get('/api/programs/getProgram/99999')).status).toBe(404);
    expect((await get('/api/programs/getProgram/abc')).status).toBe(400);
    expect((await get(`/api/programs/getProgram/2?${q({ filterFields: { status: 'draft' } })}`)).status).toBe(404);
  });

  it('reads need a session; anonymous callers get 401', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/programs/getAll' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ statusCode: 401, error: 'Unauthorized' });
  });

  it('user records are for administrators only', async () => {
    expect((await get('/api/global-user/users/getAll', member)).status).toBe(403);
    expect((await get('/api/global-user/users/getAll', admin)).status).toBe(200);
  });

  it('the menu list exactly as the client asks for it', async () => {
    const { status, body } = await get(
      `/api/system/customMenus/getAll?${q({ page: '1', limit: '1000', fields: 'menu_id,menu_name,menu_view,is_deleted', filterFields: { is_deleted: false }, sortField: 'menu_id', sortOrder: 'asc' })}`,
      member,
    );
    expect(status).toBe(200);
    expect(body.data.length).toBeGreaterThan(50);
    expect(Object.keys(body.data[0]).sort()).toEqual(['is_deleted', 'menu_id', 'menu_name', 'menu_view']);
    const menuIds = body.data.map((m: { menu_id: number }) => m.menu_id);
    expect(menuIds).toEqual([...menuIds].sort((a, b) => a - b));
    expect(body.data.map((m: { menu_name: string }) => m.menu_name)).toContain('Admin Center');
  });

  it("the header's enrolment fetch for program 2", async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/programs-enrolled/createProgramEnrolled',
      payload: { user_id: memberId, program_id: 2, enrollment_status: 'enrolled' },
      headers: { cookie: admin },
    });
    const { body } = await get(
      `/api/programs-enrolled/getAll?${q({ page: '1', limit: '1', fields: 'program_id,enrollment_status', filterFields: { user_id: memberId, program_id: 2 } })}`,
    );
    expect(body.data).toEqual([{ program_id: 2, enrollment_status: 'enrolled' }]);
  });

  it('the complete program load: program, courses by program_id, modules by course ids, units by module ids', async () => {
    const program = (await get('/api/programs/getProgram/2')).body;
    const courses = (
      await get(`/api/courses/getAll?${q({ limit: '-1', filterFields: { program_id: program.program_id } })}`)
    ).body.data;
    expect(courses.length).toBe(3);
    const courseIds = courses.map((c: { course_id: number }) => c.course_id);
    const modules = (await get(`/api/modules/getAll?${q({ limit: '-1', filterFields: { course_id: courseIds } })}`))
      .body.data;
    expect(modules.length).toBeGreaterThanOrEqual(6);
    expect(new Set(modules.map((m: { course_id: number }) => m.course_id))).toEqual(new Set(courseIds));
    const moduleIds = modules.map((m: { module_id: number }) => m.module_id);
    const units = (await get(`/api/units/getAll?${q({ limit: '-1', filterFields: { module_id: moduleIds } })}`)).body
      .data;
    expect(units.length).toBeGreaterThanOrEqual(12);
    expect(units.every((u: { module_id: number }) => moduleIds.includes(u.module_id))).toBe(true);
  });

  it('searchPrograms: text, category list, status and ISO date range', async () => {
    const byCat = await get(`/api/programs/searchPrograms?${q({ program_category: 'Bench,Cohort', limit: '-1' })}`);
    expect(byCat.body.meta.total).toBe(13);
    const dated = await get(
      `/api/programs/searchPrograms?${q({ search: 'growth', start_date_from: '2027-01-10', start_date_to: '2027-01-12', sortField: 'start_date', sortOrder: 'asc' })}`,
    );
    expect(dated.body.data.map((p: { program_name: string }) => p.program_name)).toEqual([
      'Growth Lab 10',
      'Growth Lab 11',
      'Growth Lab 12',
    ]);
    const pub = await get(`/api/programs/searchPrograms?${q({ status: 'draft', metadataOnly: 'true' })}`);
    expect(pub.body.meta.total).toBe(26);
    expect((await get('/api/programs/searchPrograms?start_date_from=12/01/2027')).status).toBe(400);
  });

  // last: it adds a program, which the counts above must not see
  it('the courses, modules and units of an unpublished program are out of a learner’s reach', async () => {
    const post = async (url: string, payload: object) =>
      (await t.app.inject({ method: 'POST', url, payload, headers: { cookie: admin } })).json();
    const draft = await post('/api/programs/createProgram', { program_name: 'Unreleased track', status: 'draft' });
    const course = await post('/api/courses/createCourse', {
      program_id: draft.program_id,
      course_name: 'Hidden course',
    });
    const mod = await post('/api/modules/createModule', { course_id: course.course_id, module_name: 'Hidden module' });
    const unit = await post('/api/units/createUnit', { module_id: mod.module_id, unit_name: 'Hidden unit' });
    for (const [path, id] of [
      [`courses/getCourse/${course.course_id}`, course.course_id],
      [`modules/getModule/${mod.module_id}`, mod.module_id],
      [`units/getUnit/${unit.unit_id}`, unit.unit_id],
    ] as const) {
      expect((await get(`/api/${path}`, member)).status, path).toBe(404);
      expect((await get(`/api/${path}`, admin)).status, path).toBe(200);
      expect(id).toBeGreaterThan(0);
    }
    const courses = await get(`/api/courses/getAll?${q({ filterFields: { program_id: draft.program_id } })}`, member);
    expect(courses.body.meta.total).toBe(0);
    const units = await get(`/api/units/getAll?${q({ filterFields: { module_id: mod.module_id } })}`, member);
    expect(units.body.meta.total).toBe(0);
    // published programs' parts stay readable
    const published = await get(`/api/courses/getAll?${q({ limit: '1' })}`, member);
    expect(published.body.meta.total).toBeGreaterThan(0);
  });
});

describe('write safety', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signInAdmin(t.app);
  });
  afterAll(() => t.close());
  const send = (method: 'POST' | 'PUT', url: string, payload: unknown) =>
    t.app.inject({ method, url, payload: payload as object, headers: { cookie: admin } });

  it('a batch over 500 answers 413 and writes nothing', async () => {
    const items = Array.from({ length: 501 }, (_, i) => ({ program_name: `P${i}` }));
    const res = await send('POST', '/api/programs/createMany', items);
    expect(res.statusCode).toBe(413);
    const del = await send('PUT', '/api/programs/deleteMany', {
      program_ids: Array.from({ length: 501 }, (_, i) => i + 1),
    });
    expect(del.statusCode).toBe(413);
    const count = await t.app.inject({
      method: 'GET',
      url: '/api/programs/getAll?metadataOnly=true',
      headers: { cookie: admin },
    });
    expect(count.json().meta.total).toBe(5); // the five demo programs
  });

  it('createMany is all or nothing: one bad item rolls back the rest', async () => {
    const res = await send('POST', '/api/courses/createMany', [
      { program_id: 1, course_name: 'Fine' },
      { program_id: 424242, course_name: 'Dangling' },
    ]);
    expect(res.statusCode).toBe(400);
    // the programs table is under row-level security, so PostgreSQL does not echo the key back
    expect(res.json().message).toBe('Invalid program_id: no such record');
    const fine = await t.app.inject({
      method: 'GET',
      url: `/api/courses/getAll?filterFields=${encodeURIComponent('{"course_name":"Fine"}')}`,
      headers: { cookie: admin },
    });
    expect(fine.json().meta.total).toBe(0);
  });

  it('names the bad item and field of a batch', async () => {
    const res = await send('POST', '/api/programs/createMany', [{ program_name: 'ok' }, { program_name: '' }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^Invalid body\[1\]\.program_name/);
  });

  it('duplicates answer 409, unknown and server-owned fields 400, bad JSON 400', async () => {
    const dup = await send('POST', '/api/user/roles/createRole', { role_name: 'entrepreneur' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toMatch(/already exists/);
    for (const extra of [{ role_id: 5 }, { tenant_id: 'X' }, { is_deleted: true }, { password_hash: 'x' }]) {
      const res = await send('POST', '/api/user/roles/createRole', { role_name: 'Sneaky', ...extra });
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
    }
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/user/roles/createRole',
      payload: '{"role_name":',
      headers: { cookie: admin, 'content-type': 'application/json' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/not valid JSON/);
  });

  it('a total reused for the same query still changes at once after a write', async () => {
    const total = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/programs/getAll?limit=2', headers: { cookie: admin } })).json()
        .meta.total;
    const before = await total();
    expect(await total()).toBe(before);
    const created = await send('POST', '/api/programs/createProgram', { program_name: 'Fresh count' });
    expect(await total()).toBe(before + 1);
    await t.app.inject({
      method: 'DELETE',
      url: `/api/programs/deleteProgram/${created.json().program_id}/1`,
      headers: { cookie: admin },
    });
    expect(await total()).toBe(before);
  });

  it('checks dates on programs', async () => {
    const res = await send('POST', '/api/programs/createProgram', {
      program_name: 'Backwards',
      start_date: '2027-02-01',
      end_date: '2027-01-01',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/end_date must not be before start_date/);
  });
});
