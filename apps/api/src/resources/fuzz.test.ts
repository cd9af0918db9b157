import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';
import { signInAdmin } from '../test/factories.ts';

const PREFIXES: Record<string, string[]> = {
  'global-user/users/': ['user_id', 'username', 'email', 'age', 'enabled', 'created_at'],
  'user/roles/': ['role_id', 'role_name', 'role_view', 'is_self_service'],
  'user/userSettings/': ['user_setting_id', 'user_id', 'language', 'preferences'],
  'user/privileges/': ['privilege_id', 'role_id', 'privilege_menu_id', 'privilege_access_type'],
  'user/customRolePrivilege/': ['privilege_id', 'role_id', 'privilege_access_scope'],
  'user/customRole/': ['role_id', 'role_name', 'parent_user_id'],
  'system/customMenus/': ['menu_id', 'menu_name', 'menu_parent_id', 'is_deleted'],
  'user/groupUsers/': ['table_id', 'user_id', 'status'],
  'programs-enrolled/': ['enrollment_id', 'program_id', 'enrollment_status'],
  'programs/': ['program_id', 'program_name', 'start_date', 'status', 'deleted_at'],
  'courses/': ['course_id', 'program_id', 'course_name', 'sort_order'],
  'modules/': ['module_id', 'course_id', 'module_name'],
  'units/': ['unit_id', 'module_id', 'unit_name', 'duration_minutes'],
};

/** What SQL or a driver error would look like if it ever leaked into a response. */
const SQL_LEAK =
  /select\s.+\sfrom\s|syntax error at|relation ".+" does not exist|violates .+ constraint|invalid input syntax|\bERROR:|node_modules|\s{4}at\s/i;

const scalar = fc.oneof(
  fc.integer({ min: -3_000_000_000, max: 3_000_000_000 }),
  fc.double({ noNaN: false }),
  fc.string({ maxLength: 12 }),
  fc.constantFrom(
    'true',
    'false',
    '2026-01-31',
    '2026-13-45',
    '1e309',
    '-0',
    "'; drop table users; --",
    '%_\\',
    // NUL and unpaired surrogates: JSON escapes in filterFields spell them (issue 18)
    '\u0000',
    'a\u0000b',
    '\uD800',
    'x\uDC00y',
    null,
    true,
    false,
  ),
);

const queryFor = (columns: string[]) => {
  const column = fc.oneof(
    { arbitrary: fc.constantFrom(...columns), weight: 8 },
    { arbitrary: fc.string({ maxLength: 10 }), weight: 1 },
    { arbitrary: fc.constant('password_hash'), weight: 1 },
  );
  const filter = fc.dictionary(
    column,
    fc.oneof(
      scalar,
      fc.array(scalar, { maxLength: 4 }),
      fc.dictionary(fc.string({ maxLength: 4 }), scalar, { maxKeys: 2 }),
    ),
    { maxKeys: 3 },
  );
  return fc.record(
    {
      page: fc.oneof(
        { arbitrary: fc.integer({ min: 1, max: 30 }).map(String), weight: 4 },
        { arbitrary: fc.integer({ min: -5, max: 5000 }).map(String), weight: 1 },
        { arbitrary: fc.string({ maxLength: 6 }), weight: 1 },
      ),
      limit: fc.oneof(
        { arbitrary: fc.integer({ min: 1, max: 100 }).map(String), weight: 4 },
        { arbitrary: fc.integer({ min: -3, max: 2000 }).map(String), weight: 1 },
        { arbitrary: fc.constant('-1'), weight: 1 },
        { arbitrary: fc.string({ maxLength: 6 }), weight: 1 },
      ),
      fields: fc.array(column, { maxLength: 4 }).map((a) => a.join(',')),
      filterFields: fc.oneof(
        { arbitrary: filter.map((f) => JSON.stringify(f)), weight: 4 },
        { arbitrary: fc.string({ maxLength: 20 }), weight: 1 },
      ),
      sortField: column,
      sortOrder: fc.oneof(
        { arbitrary: fc.constantFrom('asc', 'desc', 'ASC', 'Desc'), weight: 4 },
        { arbitrary: fc.string({ maxLength: 5 }), weight: 1 },
      ),
      search: fc.oneof(fc.string({ maxLength: 30 }), fc.constantFrom('\u0000', 'a\uD800')),
      searchFields: fc.oneof(
        fc.array(column, { maxLength: 3 }).map((a) => JSON.stringify(a)),
        fc.string({ maxLength: 10 }),
      ),
      metadataOnly: fc.oneof(
        { arbitrary: fc.constantFrom('true', 'false'), weight: 4 },
        { arbitrary: fc.string({ maxLength: 5 }), weight: 1 },
      ),
    },
    { requiredKeys: [] },
  );
};

describe('list calls under random input (property-based)', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signInAdmin(t.app);
  });
  afterAll(() => t.close());

  it.each(Object.entries(PREFIXES))('%s getAll never answers ≥ 500 or leaks SQL', async (prefix, columns) => {
    let sent = 0;
    await fc.assert(
      fc.asyncProperty(queryFor(columns), async (query) => {
        const qs = new URLSearchParams(query as Record<string, string>).toString();
        const res = await t.app.inject({
          method: 'GET',
          url: `/api/${prefix}getAll?${qs}`,
          headers: { cookie: admin },
        });
        sent++;
        expect(res.statusCode, `${prefix}getAll?${qs} → ${res.body}`).toBeLessThan(500);
        expect(res.body).not.toMatch(SQL_LEAK);
        if (res.statusCode === 400) expect(res.json().message).toMatch(/^Invalid /);
        else expect(res.statusCode).toBe(200);
      }),
      { numRuns: 200 },
    );
    expect(sent).toBe(200);
  });

  const JSON_COLUMNS = new Set(['preferences', 'privilege_access_type']);
  const wellFormed = (columns: string[]) => {
    const plain = columns.filter((c) => !JSON_COLUMNS.has(c));
    return fc.record({
      page: fc.integer({ min: 1, max: 4 }),
      limit: fc.oneof(fc.integer({ min: 1, max: 50 }), fc.constant(-1)),
      fields: fc.subarray(plain, { minLength: 1 }),
      sortField: fc.constantFrom(...plain),
      sortOrder: fc.constantFrom('asc', 'desc'),
      search: fc.oneof(fc.constant(''), fc.stringMatching(/^[a-z %_]{1,6}$/)),
      metadataOnly: fc.boolean(),
    });
  };

  it.each(Object.entries(PREFIXES))(
    '%s getAll answers every well-formed query with consistent pages',
    async (prefix, columns) => {
      await fc.assert(
        fc.asyncProperty(wellFormed(columns), async (q) => {
          const qs = new URLSearchParams({
            ...q,
            page: String(q.page),
            limit: String(q.limit),
            fields: q.fields.join(','),
            metadataOnly: String(q.metadataOnly),
          }).toString();
          const res = await t.app.inject({
            method: 'GET',
            url: `/api/${prefix}getAll?${qs}`,
            headers: { cookie: admin },
          });
          expect(res.statusCode, `${prefix}getAll?${qs} → ${res.body}`).toBe(200);
          const { data, meta } = res.json();
          expect(meta.totalPages).toBe(q.limit === -1 ? (meta.total > 0 ? 1 : 0) : Math.ceil(meta.total / q.limit));
          if (q.metadataOnly) expect(data).toBeUndefined();
          else {
            expect(data.length).toBeLessThanOrEqual(q.limit === -1 ? meta.total : q.limit);
            for (const row of data) expect(Object.keys(row).sort()).toEqual([...q.fields].sort());
          }
        }),
        { numRuns: 60 },
      );
    },
  );
});
