import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { programEnrollments } from '../../db/schema/programs.ts';
import { tenantMemberships } from '../../db/schema/tenants.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createUser, enterTenant, inTenant, roleIdByName, signIn } from '../../test/factories.ts';

/**
 * Who a program reaches (issue 18, findings 5 and 6): inside an organisation's tenant, enrolments,
 * the report and cohort conversations take in only the tenant's active members; a learner's
 * enrolment request in a draft program answers exactly as one in a program that does not exist.
 */
describe('programs: enrolment reach', () => {
  let t: TestApp;
  let db: Db;
  let tenant: string;
  let founder: string;
  let program: number;
  const id = {} as Record<'founder' | 'member' | 'outsider' | 'suspended', number>;

  type Method = 'GET' | 'POST' | 'PUT';
  const call = (method: Method, url: string, cookie: string, payload?: unknown) =>
    t.app.inject({ method, url: `/api/${url}`, headers: { cookie }, payload: payload as object });

  beforeAll(async () => {
    t = await createTestApp();
    db = t.database.db;
    id.founder = await createUser(db, 'reach_founder', 'Organisation');
    id.member = await createUser(db, 'reach_member');
    id.outsider = await createUser(db, 'reach_outsider');
    id.suspended = await createUser(db, 'reach_suspended');
    const onPlatform = await signIn(t.app, 'reach_founder');
    const created = await call('POST', 'user/tenants/createTenantIfNotExists', onPlatform, {
      tenant_type: 'incubator',
      tenant_name: 'reach-labs',
      display_name: 'Reach Labs',
    });
    expect(created.statusCode, created.body).toBeLessThan(300);
    tenant = created.json().tenant_id;
    const role = await roleIdByName(db, 'Entrepreneur');
    await db.insert(tenantMemberships).values([
      { tenant_id: tenant, user_id: id.member, role_id: role },
      { tenant_id: tenant, user_id: id.suspended, role_id: role, status: 'suspended' },
    ]);
    founder = await enterTenant(t.app, onPlatform, tenant);
    const p = await call('POST', 'programs/createProgram', founder, { program_name: 'Reach', status: 'published' });
    expect(p.statusCode, p.body).toBe(201);
    program = p.json().program_id;
  });
  afterAll(() => t.close());

  const enrol = (user_id: number, cookie = founder) =>
    call('POST', 'programs-enrolled/createProgramEnrolled', cookie, {
      user_id,
      program_id: program,
      enrollment_status: 'enrolled',
    });

  it("a tenant administrator enrols the tenant's active members only; others answer as unknown users", async () => {
    const ok = await enrol(id.member);
    expect(ok.statusCode, ok.body).toBe(201);
    const unknown = await enrol(2_000_000_000);
    expect(unknown.statusCode).toBe(400);
    for (const user of [id.outsider, id.suspended]) {
      const res = await enrol(user);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual({
        ...unknown.json(),
        message: unknown.json().message.replace('2000000000', String(user)),
      });
    }
    const bulk = await call('POST', 'programs-enrolled/createMany', founder, [
      { user_id: id.outsider, program_id: program, enrollment_status: 'enrolled' },
    ]);
    expect(bulk.statusCode, bulk.body).toBe(400);
    const rows = await inTenant(db, (tx) => tx.select().from(programEnrollments), tenant);
    expect(rows.map((r) => r.user_id)).toEqual([id.member]);
  });

  it("the report and a cohort conversation leave out enrolled people who are not the tenant's members", async () => {
    // an enrolment written before the guard existed, and one of a member who is suspended since
    await inTenant(
      db,
      (tx) =>
        tx.insert(programEnrollments).values([
          { user_id: id.outsider, program_id: program, enrollment_status: 'enrolled' },
          { user_id: id.suspended, program_id: program, enrollment_status: 'enrolled' },
        ]),
      tenant,
    );
    const report = await call('GET', `programs/${program}/report`, founder);
    expect(report.statusCode, report.body).toBe(200);
    expect(report.json().learners.map((l: { user_id: number }) => l.user_id)).toEqual([id.member]);
    expect(report.json().active_learners).toBe(1);
    expect(report.body).not.toMatch(/reach_outsider|reach_suspended/);
    const cohort = await call('POST', 'conversations', founder, { kind: 'cohort', program_id: program });
    expect(cohort.statusCode, cohort.body).toBe(201);
    const members = cohort.json().members.map((m: { user_id: number }) => m.user_id);
    expect(members.sort()).toEqual([id.founder, id.member].sort());
  });

  it('a learner asking to join a draft program gets the answer of a program that does not exist', async () => {
    const draft = await call('POST', 'programs/createProgram', founder, { program_name: 'Hidden', status: 'draft' });
    expect(draft.statusCode, draft.body).toBe(201);
    const learner = await enterTenant(t.app, await signIn(t.app, 'reach_member'), tenant);
    const ask = (program_id: number) =>
      call('POST', 'programs-enrolled/createProgramEnrolled', learner, { user_id: id.member, program_id });
    const missing = await ask(2_000_000_000);
    const hidden = await ask(draft.json().program_id);
    expect(missing.statusCode).toBe(400);
    expect(hidden.statusCode, hidden.body).toBe(missing.statusCode);
    expect(hidden.json()).toEqual({
      ...missing.json(),
      message: missing.json().message.replace('2000000000', String(draft.json().program_id)),
    });
    const rows = await inTenant(db, (tx) => tx.select().from(programEnrollments), tenant);
    expect(rows.some((r) => r.program_id === draft.json().program_id)).toBe(false);
  });
});
