import type { TAssessmentDefinitionInput, TVersionDetail } from '@ankur/shared/schemas/readiness';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/access.ts';
import { assessmentAttempts, assessments, assessmentVersions } from '../../db/schema/readiness.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createUser, founderInside, inTenant, signIn } from '../../test/factories.ts';

/**
 * Readiness administration (issue 24): versions on the Forms and Assessments menu. One draft at a
 * time copied from the published version; the definition checked beyond its shape (400 naming the
 * path); a published version never changes under the people who took it.
 */
describe('readiness administration: versions', () => {
  let t: TestApp;
  let manager: string; // Cohort Manager: Forms and Assessments RCUD
  let founder: string; // Entrepreneur: Forms and Assessments read only

  type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
  const call = (method: Method, url: string, cookie: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api/readiness/admin/${url}`,
      headers: cookie ? { cookie } : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  /** A small, valid investor-readiness definition an administrator might write. */
  const definition = (extra: Partial<TAssessmentDefinitionInput> = {}): TAssessmentDefinitionInput => ({
    title: 'Investor readiness (Pune cohort)',
    summary: 'Where your venture stands before you meet angels in Pune and Mumbai.',
    minutes: 8,
    dimensions: [
      { id: 'team', label: 'Team', tags: ['team'] },
      { id: 'traction', label: 'Traction', tags: ['traction'] },
    ],
    sections: [
      {
        id: 'people',
        title: 'Your team',
        questions: [
          {
            id: 'founders_full_time',
            prompt: 'How many founders work on it full time?',
            type: 'number',
            dimension: 'team',
            number: {
              min: 0,
              max: 10,
              unit: 'founders',
              bands: [
                { upto: 0, score: 0 },
                { upto: 1, score: 0.5 },
                { upto: null, score: 1 },
              ],
            },
          },
          {
            id: 'cap_table',
            prompt: 'Is your cap table clean?',
            type: 'choice',
            dimension: 'team',
            options: [
              { value: 'yes', label: 'Yes', score: 1 },
              { value: 'no', label: 'No', score: 0 },
            ],
          },
        ],
      },
      {
        id: 'growth',
        title: 'Traction',
        questions: [
          {
            id: 'paying_customers',
            prompt: 'How sure are you of your paying customers?',
            type: 'scale',
            dimension: 'traction',
          },
          { id: 'story', prompt: 'Tell us about your best customer', type: 'text', required: false },
        ],
      },
    ],
    ...extra,
  });

  beforeAll(async () => {
    t = await createTestApp();
    await createUser(t.database.db, 'rdaManager', 'Cohort Manager');
    await createUser(t.database.db, 'rdaFounder', 'Entrepreneur');
    manager = await signIn(t.app, 'rdaManager');
    founder = await signIn(t.app, 'rdaFounder');
  });
  afterAll(() => t.close());

  it('401 signed out and 403 for people who only take assessments, on every route', async () => {
    const routes: [Method, string, unknown?][] = [
      ['GET', 'assessments'],
      ['POST', 'investor/versions'],
      ['GET', 'versions/1'],
      ['PUT', 'versions/1', { definition: definition() }],
      ['POST', 'versions/1/publish'],
      ['DELETE', 'versions/1'],
    ];
    for (const [method, url, body] of routes) {
      expect((await call(method, url, '', body)).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(method, url, founder, body)).statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it('lists the four assessments, each with version 1 published and no attempts', async () => {
    const res = await call('GET', 'assessments', manager);
    expect(res.statusCode, res.body).toBe(200);
    const { assessments: list } = res.json();
    expect(list.map((a: { key: string }) => a.key)).toEqual(['entrepreneurial', 'idea', 'technology', 'investor']);
    for (const a of list) {
      expect(a.versions).toHaveLength(1);
      expect(a.versions[0]).toMatchObject({ version: 1, status: 'published', attempts: 0 });
      expect(a.title).toBe(a.versions[0].title);
    }
  });

  let v1: number;
  let v2: number;
  let attemptId: number;

  it('starts one draft, copied from the published version; a second is 409; a bad key is 400', async () => {
    const res = await call('POST', 'investor/versions', manager);
    expect(res.statusCode, res.body).toBe(201);
    const draft: TVersionDetail = res.json();
    expect(draft.key).toBe('investor');
    expect(draft.summary).toMatchObject({ version: 2, status: 'draft', attempts: 0, published_at: null });
    v2 = draft.summary.version_id;
    const list = (await call('GET', 'assessments', manager)).json().assessments;
    const investor = list.find((a: { key: string }) => a.key === 'investor');
    expect(investor.versions.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    v1 = investor.versions[1].version_id;
    const published = (await call('GET', `versions/${v1}`, manager)).json();
    expect(draft.definition).toEqual(published.definition);

    const again = await call('POST', 'investor/versions', manager);
    expect(again.statusCode).toBe(409);
    expect(again.json().details).toEqual({ version_id: v2 });
    expect((await call('POST', 'fundraising/versions', manager)).statusCode).toBe(400);
  });

  it('saves a draft; refuses a definition that does not hold together, naming the path', async () => {
    const ok = await call('PUT', `versions/${v2}`, manager, { definition: definition() });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().definition.title).toBe('Investor readiness (Pune cohort)');
    expect(ok.json().summary.title).toBe('Investor readiness (Pune cohort)');

    const bad = async (def: TAssessmentDefinitionInput, path: string, message: RegExp) => {
      const res = await call('PUT', `versions/${v2}`, manager, { definition: def });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().details).toContainEqual({ path, message: expect.stringMatching(message) });
    };
    const d = definition();
    const [people, growth] = d.sections as [NonNullable<(typeof d.sections)[0]>, NonNullable<(typeof d.sections)[0]>];
    const q = (s: typeof people, i: number) => s.questions[i]!;
    await bad(
      { ...d, sections: [people, { ...growth, questions: [{ ...q(growth, 0), id: 'cap_table' }, q(growth, 1)] }] },
      'body.definition.sections[1].questions[0].id',
      /used twice/,
    );
    await bad(
      { ...d, sections: [people, { ...growth, id: 'people' }] },
      'body.definition.sections[1].id',
      /used twice/,
    );
    await bad(
      { ...d, dimensions: [...d.dimensions, { id: 'team', label: 'Team again' }] },
      'body.definition.dimensions[2].id',
      /used twice/,
    );
    await bad(
      { ...d, sections: [people, { ...growth, questions: [{ ...q(growth, 0), dimension: 'market' }, q(growth, 1)] }] },
      'body.definition.sections[1].questions[0].dimension',
      /No dimension "market"/,
    );
    await bad(
      {
        ...d,
        sections: [
          {
            ...people,
            questions: [q(people, 0), { ...q(people, 1), options: [{ value: 'yes', label: 'Yes', score: 1 }] }],
          },
          growth,
        ],
      },
      'body.definition.sections[0].questions[1].options',
      /at least two options/,
    );
    await bad(
      { ...d, sections: [{ ...people, questions: [q(people, 0), { ...q(people, 1), scale: { points: 5 } }] }, growth] },
      'body.definition.sections[0].questions[1].scale',
      /no scale/,
    );
    await bad(
      {
        ...d,
        sections: [{ ...people, questions: [{ ...q(people, 0), number: { bands: [] } }, q(people, 1)] }, growth],
      },
      'body.definition.sections[0].questions[0].number.bands',
      /needs scoring bands/,
    );
    // traction loses its only scored question
    await bad(
      { ...d, sections: [people, { ...growth, questions: [{ ...q(growth, 0), dimension: null }, q(growth, 1)] }] },
      'body.definition.dimensions[1]',
      /No question scores into "Traction"/,
    );
    // the shape itself: zod's 400
    const shapeless = await call('PUT', `versions/${v2}`, manager, { definition: { ...d, sections: [] } });
    expect(shapeless.statusCode).toBe(400);
    expect(shapeless.json().message).toMatch(/^Invalid body\.definition\.sections/);
    // nothing of the refused saves stuck
    expect((await call('GET', `versions/${v2}`, manager)).json().definition).toEqual(ok.json().definition);
  });

  it('404 for no such version, 400 for a non-number id', async () => {
    expect((await call('GET', 'versions/999999', manager)).statusCode).toBe(404);
    expect((await call('PUT', 'versions/999999', manager, { definition: definition() })).statusCode).toBe(404);
    expect((await call('POST', 'versions/999999/publish', manager)).statusCode).toBe(404);
    expect((await call('DELETE', 'versions/999999', manager)).statusCode).toBe(404);
    expect((await call('GET', 'versions/abc', manager)).statusCode).toBe(400);
  });

  it('a published version never changes under the people who took it', async () => {
    // a founder begins version 1 (rd-api's start: the attempt points at the published version)
    const before = (await call('GET', `versions/${v1}`, manager)).json() as TVersionDetail;
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/readiness/investor/attempts',
      headers: { cookie: founder },
      payload: {},
    });
    expect(started.statusCode, started.body).toBe(201);
    attemptId = started.json().attempt_id;

    const put = await call('PUT', `versions/${v1}`, manager, { definition: definition() });
    expect(put.statusCode).toBe(409);
    expect(put.json().message).toBe('Version 1 is published: it never changes; start a new draft');
    expect((await call('DELETE', `versions/${v1}`, manager)).statusCode).toBe(409);
    expect((await call('POST', `versions/${v1}/publish`, manager)).statusCode).toBe(409);

    const pub = await call('POST', `versions/${v2}/publish`, manager);
    expect(pub.statusCode, pub.body).toBe(200);
    expect(pub.json().summary).toMatchObject({
      version: 2,
      status: 'published',
      published_by_name: 'rdaManager Tester',
    });
    expect(pub.json().summary.published_at).not.toBeNull();

    const old = (await call('GET', `versions/${v1}`, manager)).json() as TVersionDetail;
    expect(old.summary).toMatchObject({ status: 'retired', attempts: 1 });
    expect(old.definition).toEqual(before.definition);
    const retired = await call('PUT', `versions/${v1}`, manager, { definition: definition() });
    expect(retired.json().message).toBe('Version 1 is retired: it never changes; start a new draft');
    const again = await call('PUT', `versions/${v2}`, manager, { definition: definition({ title: 'Changed' }) });
    expect(again.statusCode).toBe(409);

    // the founder's attempt still reads version 1's definition; a new start takes version 2
    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/readiness/attempts/${attemptId}`,
      headers: { cookie: founder },
    });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().attempt).toMatchObject({ version_id: v1, version: 1 });
    expect(mine.json().definition).toEqual(before.definition);
    const page = await t.app.inject({ method: 'GET', url: '/api/readiness/investor', headers: { cookie: founder } });
    expect(page.json()).toMatchObject({
      version_id: v2,
      version: 2,
      in_progress: { attempt_id: attemptId, version: 1 },
    });

    await inTenant(t.database.db, async (tx) => {
      const [a] = await tx.select().from(assessments).where(eq(assessments.key, 'investor'));
      expect(a!.published_version_id).toBe(v2);
      const [attempt] = await tx.select().from(assessmentAttempts).where(eq(assessmentAttempts.attempt_id, attemptId));
      expect(attempt!.version_id).toBe(v1);
      const statuses = await tx
        .select({ id: assessmentVersions.version_id, status: assessmentVersions.status })
        .from(assessmentVersions)
        .where(eq(assessmentVersions.assessment_id, a!.assessment_id));
      expect(statuses.filter((s) => s.status === 'published')).toEqual([{ id: v2, status: 'published' }]);
    });
    const audit = await t.database.db
      .select({ record_id: auditLog.record_id, changes: auditLog.changes })
      .from(auditLog)
      .where(and(eq(auditLog.table_name, 'assessment_versions'), eq(auditLog.action, 'update')));
    expect(audit).toEqual(
      expect.arrayContaining([
        { record_id: v2, changes: { status: { from: 'draft', to: 'published' } } },
        { record_id: v1, changes: { status: { from: 'published', to: 'retired' } } },
      ]),
    );
  });

  it('deletes a draft (204), which is then gone; the next draft copies the new published version', async () => {
    const draft = (await call('POST', 'investor/versions', manager)).json() as TVersionDetail;
    expect(draft.summary.version).toBe(3);
    expect(draft.definition.title).toBe('Investor readiness (Pune cohort)');
    const del = await call('DELETE', `versions/${draft.summary.version_id}`, manager);
    expect(del.statusCode).toBe(204);
    expect((await call('GET', `versions/${draft.summary.version_id}`, manager)).statusCode).toBe(404);
    expect((await call('POST', 'investor/versions', manager)).json().summary.version).toBe(3);
  });

  it("another tenant's administrator sees only their own tenant's assessments", async () => {
    const inside = await founderInside(t.app, t.database.db, 'rd-admin-labs', 'rdaOrg');
    expect((await call('GET', `versions/${v2}`, inside)).statusCode).toBe(404);
    expect((await call('PUT', `versions/${v2}`, inside, { definition: definition() })).statusCode).toBe(404);
    expect((await call('POST', `versions/${v2}/publish`, inside)).statusCode).toBe(404);
    const list = await call('GET', 'assessments', inside);
    expect(list.statusCode, list.body).toBe(200);
    const investor = list.json().assessments.find((a: { key: string }) => a.key === 'investor');
    expect(investor.versions).toHaveLength(1);
    expect(investor.versions[0]).toMatchObject({ version: 1, status: 'published', attempts: 0 });
  });
});
