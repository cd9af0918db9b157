import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { programEnrollments } from '../../db/schema/programs.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createUser, inTenant, signIn } from '../../test/factories.ts';

const P = 'programs-enrolled/';

/**
 * Record scoping on programs-enrolled (programs/programs.resources.ts enrolmentGuard and scope): a learner reaches
 * only their own enrolments (others answer 404), enrols only themselves and only as pending,
 * and may only withdraw; a program manager (update on 'Programs and Courses') sees and approves all.
 */
describe('access: enrolment scope', () => {
  let t: TestApp;
  let asha: string;
  let ashaId: number;
  let ravi: string;
  let raviId: number;
  let manager: string;
  let raviEnrolment: number;
  let ashaEnrolment: number;

  type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
  const call = (method: Method, url: string, cookie: string, payload?: unknown) =>
    t.app.inject({ method, url: `/api/${P}${url}`, headers: { cookie }, payload: payload as object });
  const rows = () =>
    inTenant(t.database.db, (tx) => tx.select().from(programEnrollments).orderBy(programEnrollments.enrollment_id));

  beforeAll(async () => {
    t = await createTestApp();
    // the demo cohort's members (the readiness demo, issue 24) are not this file's learners
    await inTenant(t.database.db, (tx) => tx.delete(programEnrollments));
    ashaId = await createUser(t.database.db, 'asha', 'Entrepreneur');
    raviId = await createUser(t.database.db, 'ravi', 'Entrepreneur');
    await createUser(t.database.db, 'cohort', 'Cohort Manager');
    asha = await signIn(t.app, 'asha');
    ravi = await signIn(t.app, 'ravi');
    manager = await signIn(t.app, 'cohort');
    const r = await call('POST', 'createProgramEnrolled', ravi, { user_id: raviId, program_id: 2 });
    expect(r.statusCode, r.body).toBe(201);
    raviEnrolment = r.json().enrollment_id;
  });
  afterAll(() => t.close());

  it('a learner enrols themselves: pending by default or when asked', async () => {
    const res = await call('POST', 'createProgramEnrolled', asha, { user_id: ashaId, program_id: 2 });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      user_id: ashaId,
      program_id: 2,
      enrollment_status: 'pending',
      created_by: ashaId,
    });
    ashaEnrolment = res.json().enrollment_id;
    const explicit = await call('POST', 'createProgramEnrolled', asha, {
      user_id: ashaId,
      program_id: 5, // the self-paced demo program: always open (program 3 has ended)
      enrollment_status: 'pending',
    });
    expect(explicit.statusCode, explicit.body).toBe(201);
  });

  it('not someone else (403), not already enrolled (403); nothing written, also in a batch', async () => {
    const before = await rows();
    const other = await call('POST', 'createProgramEnrolled', asha, { user_id: raviId, program_id: 1 });
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe('You may only enrol yourself.');
    const approved = await call('POST', 'createProgramEnrolled', asha, {
      user_id: ashaId,
      program_id: 1,
      enrollment_status: 'enrolled',
    });
    expect(approved.statusCode).toBe(403);
    expect(approved.json().message).toBe('A new enrolment starts pending; a program manager approves it.');
    const batch = await call('POST', 'createMany', asha, [
      { user_id: ashaId, program_id: 1 },
      { user_id: raviId, program_id: 1 },
    ]);
    expect(batch.statusCode).toBe(403);
    expect(await rows()).toEqual(before);
  });

  it("lists only the learner's own; another's record answers 404 to get, update and delete", async () => {
    const list = (await call('GET', 'getAll?limit=-1', asha)).json();
    expect(list.meta.total).toBe(2);
    expect(new Set(list.data.map((e: { user_id: number }) => e.user_id))).toEqual(new Set([ashaId]));
    const filtered = await call(
      'GET',
      `getAll?filterFields=${encodeURIComponent(JSON.stringify({ user_id: raviId }))}`,
      asha,
    );
    expect(filtered.json().meta.total).toBe(0);
    const before = await rows();
    expect((await call('GET', `getEnrolledProgram/${raviEnrolment}`, asha)).statusCode).toBe(404);
    expect(
      (await call('PUT', `updateProgramEnrolled/${raviEnrolment}`, asha, { enrollment_status: 'withdrawn' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('POST', 'updateMany', asha, [{ enrollment_id: raviEnrolment, enrollment_status: 'withdrawn' }]))
        .statusCode,
    ).toBe(404);
    expect((await call('DELETE', `deleteProgramEnrolled/${raviEnrolment}/${ashaId}`, asha)).statusCode).toBe(404);
    expect((await call('PUT', 'deleteMany', asha, { enrollment_ids: [raviEnrolment] })).statusCode).toBe(404);
    expect(await rows()).toEqual(before);
  });

  it('a learner may change their own only to withdrawn, and cannot hand it to someone else', async () => {
    for (const status of ['enrolled', 'completed', 'rejected']) {
      const res = await call('PUT', `updateProgramEnrolled/${ashaEnrolment}`, asha, { enrollment_status: status });
      expect(res.statusCode, status).toBe(403);
      expect(res.json().message).toBe('You may only withdraw your enrolment; a program manager changes its status.');
    }
    const handed = await call('PUT', `updateProgramEnrolled/${ashaEnrolment}`, asha, { user_id: raviId });
    expect(handed.statusCode).toBe(403);
    const [row] = await inTenant(t.database.db, (tx) =>
      tx.select().from(programEnrollments).where(eq(programEnrollments.enrollment_id, ashaEnrolment)),
    );
    expect(row).toMatchObject({ user_id: ashaId, enrollment_status: 'pending' });
  });

  it('a Cohort Manager sees every enrolment and approves one', async () => {
    const list = (await call('GET', 'getAll?limit=-1', manager)).json();
    expect(new Set(list.data.map((e: { user_id: number }) => e.user_id))).toEqual(new Set([ashaId, raviId]));
    expect((await call('GET', `getEnrolledProgram/${raviEnrolment}`, manager)).statusCode).toBe(200);
    const approved = await call('PUT', `updateProgramEnrolled/${ashaEnrolment}`, manager, {
      enrollment_status: 'enrolled',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().enrollment_status).toBe('enrolled');
    const forSomeone = await call('POST', 'createProgramEnrolled', manager, {
      user_id: raviId,
      program_id: 1,
      enrollment_status: 'enrolled',
    });
    expect(forSomeone.statusCode, forSomeone.body).toBe(201);
  });

  it('an approved learner cannot move the enrolment to another program (only withdraw)', async () => {
    const moved = await call('PUT', `updateProgramEnrolled/${ashaEnrolment}`, asha, { program_id: 1 });
    expect(moved.statusCode, moved.body).toBe(403);
    const [row] = await inTenant(t.database.db, (tx) =>
      tx.select().from(programEnrollments).where(eq(programEnrollments.enrollment_id, ashaEnrolment)),
    );
    expect(row).toMatchObject({ program_id: 2, enrollment_status: 'enrolled' });
  });

  it('the learner withdraws their own enrolment', async () => {
    const res = await call('PUT', `updateProgramEnrolled/${ashaEnrolment}`, asha, { enrollment_status: 'withdrawn' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ enrollment_status: 'withdrawn', modified_by: ashaId });
  });

  it('a learner may cancel (delete) their own enrolment only while it is pending', async () => {
    const pending = (await call('GET', 'getAll?filterFields={"program_id":5}', asha)).json().data[0];
    expect(pending).toMatchObject({ user_id: ashaId, enrollment_status: 'pending' });
    expect((await call('DELETE', `deleteProgramEnrolled/${ashaEnrolment}/${ashaId}`, asha)).statusCode).toBe(403);
    const res = await call('DELETE', `deleteProgramEnrolled/${pending.enrollment_id}/${ashaId}`, asha);
    expect(res.statusCode, res.body).toBe(200);
  });

  it("a role without 'enrol' on 'Programs and Courses' cannot enrol at all", async () => {
    const tempId = await createUser(t.database.db, 'newbie', 'temp');
    const newbie = await signIn(t.app, 'newbie');
    const res = await call('POST', 'createProgramEnrolled', newbie, { user_id: tempId, program_id: 2 });
    expect(res.statusCode).toBe(403);
    expect((await call('GET', 'getAll', newbie)).statusCode).toBe(403);
  });
});
