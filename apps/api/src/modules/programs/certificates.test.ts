import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  certificates,
  courses,
  modules,
  programEnrollments,
  programs,
  unitProgress,
  units,
} from '../../db/schema/programs.ts';
import { manualClock } from '../../lib/clock.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createUser, founderInside, inTenant, signIn } from '../../test/factories.ts';
import { CERTIFICATE_VERIFY_LIMIT, CERTIFICATE_VERIFY_WINDOW_MS } from './certificates.routes.ts';
import { NO_SUCH_CERTIFICATE } from './certificates.service.ts';

/**
 * Certificates (issue 8): completing every unit of a program issues one; the owner lists it; anyone
 * can verify its code without signing in, and sees it revoked once the program is reopened.
 */
describe('programs: certificates', () => {
  let t: TestApp;
  const clock = manualClock(new Date('2026-03-11T06:00:00Z'));
  let asha: string;
  let ashaId: number;
  let ravi: string;
  let code: string;
  let manualUnits: number[];
  const PROGRAM = 2;

  const get = (url: string, cookie?: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/api/${url}`, headers: { ...headers, ...(cookie ? { cookie } : {}) } });
  const complete = (unitId: number, method: 'POST' | 'DELETE' = 'POST') =>
    t.app.inject({
      method,
      url: `/api/programs/progress/${PROGRAM}/units/${unitId}/complete`,
      headers: { cookie: asha },
    });
  const unitsOf = (kinds: string[]) =>
    inTenant(t.database.db, (tx) =>
      tx
        .select({ id: units.unit_id })
        .from(units)
        .innerJoin(modules, eq(modules.module_id, units.module_id))
        .innerJoin(courses, eq(courses.course_id, modules.course_id))
        .where(
          and(
            eq(courses.program_id, PROGRAM),
            eq(courses.is_deleted, false),
            eq(modules.is_deleted, false),
            eq(units.is_deleted, false),
            inArray(units.unit_type, kinds),
          ),
        ),
    ).then((rows) => rows.map((r) => r.id));
  const ashasCertificates = () =>
    inTenant(t.database.db, (tx) => tx.select().from(certificates).where(eq(certificates.user_id, ashaId)));

  beforeAll(async () => {
    t = await createTestApp({}, { clock });
    ashaId = await createUser(t.database.db, 'asha');
    await createUser(t.database.db, 'ravi');
    asha = await signIn(t.app, 'asha');
    ravi = await signIn(t.app, 'ravi');
    await inTenant(t.database.db, (tx) =>
      tx.insert(programEnrollments).values({ user_id: ashaId, program_id: PROGRAM, enrollment_status: 'enrolled' }),
    );
    // quizzes and assignments complete themselves (quiz and assignment tests): recorded directly
    const selfCompleting = await unitsOf(['quiz', 'assignment']);
    expect(selfCompleting.length).toBeGreaterThan(0);
    await inTenant(t.database.db, (tx) =>
      tx
        .insert(unitProgress)
        .values(selfCompleting.map((unit_id) => ({ user_id: ashaId, program_id: PROGRAM, unit_id }))),
    );
    manualUnits = await unitsOf(['lesson', 'video', 'document']);
    expect(manualUnits.length).toBeGreaterThan(1);
  });
  afterAll(() => t.close());

  it('signed out: 401 for the own list', async () => {
    expect((await get('certificates')).statusCode).toBe(401);
  });

  it('completing every unit of the program issues exactly one certificate', async () => {
    for (const [i, unit] of manualUnits.entries()) {
      expect(await ashasCertificates(), `before unit ${i}`).toEqual([]);
      expect((await complete(unit)).statusCode).toBe(201);
    }
    const issued = await ashasCertificates();
    expect(issued).toHaveLength(1);
    code = issued[0]!.code;
    expect(code).toMatch(/^ANK-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    // completing an already completed unit again issues nothing more
    expect((await complete(manualUnits[0]!)).statusCode).toBe(200);
    expect(await ashasCertificates()).toHaveLength(1);
  });

  it('is listed for its owner only, with its public verification path', async () => {
    const [program] = await inTenant(t.database.db, (tx) =>
      tx.select().from(programs).where(eq(programs.program_id, PROGRAM)),
    );
    const mine = await get('certificates', asha);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json()).toEqual({
      items: [
        {
          certificate_id: expect.any(Number),
          program_id: PROGRAM,
          competition_id: null,
          award: null,
          code,
          recipient_name: 'asha Tester',
          program_name: program!.program_name,
          issuer_name: 'Bharat Startup Summit',
          issued_at: expect.any(String),
          revoked_at: null,
          verify_path: `/certificates/verify/${code}`,
        },
      ],
    });
    expect((await get('certificates', ravi)).json()).toEqual({ items: [] });
  });

  it('verifies signed out, trimmed and in any case, without revealing whose account it is', async () => {
    for (const typed of [code, code.toLowerCase(), `%20${code}%20`]) {
      const res = await get(`certificates/verify/${typed}`);
      expect(res.statusCode, `${typed}: ${res.body}`).toBe(200);
      expect(res.json()).toEqual({
        code,
        valid: true,
        recipient_name: 'asha Tester',
        program_name: expect.any(String),
        issuer_name: 'Bharat Startup Summit',
        issued_at: expect.any(String),
        revoked_at: null,
      });
      expect(res.body).not.toMatch(/user_id|asha@example\.org|tenant|BHARATSTARTUPSUMMIT/);
    }
  });

  it('an unknown code: 404 saying so; an over-long one: 400', async () => {
    const res = await get('certificates/verify/ANK-0000-0000-0000-0000');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(NO_SUCH_CERTIFICATE);
    expect((await get(`certificates/verify/${'A'.repeat(41)}`)).statusCode).toBe(400);
  });

  it('after a completion is undone the certificate verifies as revoked; completing again reinstates it', async () => {
    expect((await complete(manualUnits[0]!, 'DELETE')).statusCode).toBe(204);
    const revoked = await get(`certificates/verify/${code}`);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toMatchObject({ code, valid: false, revoked_at: expect.any(String) });
    expect((await get('certificates', asha)).json().items[0].revoked_at).toEqual(expect.any(String));
    expect((await complete(manualUnits[0]!)).statusCode).toBe(201);
    expect((await get(`certificates/verify/${code}`)).json()).toMatchObject({ valid: true, revoked_at: null });
  });

  it('another tenant’s session lists none of it, yet the public page verifies the code there too', async () => {
    const inside = await founderInside(t.app, t.database.db, 'cert-labs');
    expect((await get('certificates', inside)).json()).toEqual({ items: [] });
    const verified = await get(`certificates/verify/${code}`, inside);
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ code, valid: true, issuer_name: 'Bharat Startup Summit' });
  });

  it(`throttles lookups: ${CERTIFICATE_VERIFY_LIMIT} a minute per address, then 429 with Retry-After`, async () => {
    const from = { 'x-forwarded-for': '203.0.113.77' };
    for (let i = 0; i < CERTIFICATE_VERIFY_LIMIT; i++) {
      // unknown codes count too, so guessing is throttled
      const res = await get(`certificates/verify/ANK-GUESS-${i}`, undefined, from);
      expect(res.statusCode, `lookup ${i}`).toBe(404);
    }
    const refused = await get(`certificates/verify/${code}`, undefined, from);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // another address is not affected; the same one may look again after the window
    expect(
      (await get(`certificates/verify/${code}`, undefined, { 'x-forwarded-for': '203.0.113.78' })).statusCode,
    ).toBe(200);
    clock.advance(CERTIFICATE_VERIFY_WINDOW_MS);
    expect((await get(`certificates/verify/${code}`, undefined, from)).statusCode).toBe(200);
  });
});
