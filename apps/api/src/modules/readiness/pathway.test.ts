import { scoreAttempt, summarise } from '@ankur/shared/readiness-scoring';
import { ZAssessmentDefinition } from '@ankur/shared/schemas/readiness';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assessmentAttempts, assessments, pathwayItems } from '../../db/schema/readiness.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createUser, inTenant, signIn } from '../../test/factories.ts';
import { FIXTURE_ANSWERS, FIXTURE_DEFINITION, publishFixture } from '../../test/readiness-fixture.ts';
import { indexDocuments, type SearchDoc } from '../search/index.ts';
import { PATHWAY_MAX, PATHWAY_PER_KIND } from './pathway.service.ts';

/** The pathway (issue 24): matched by tags in the one search, what the person may find, ticked, carried over. */
describe('readiness: the pathway', () => {
  let t: TestApp;
  let asha: string;
  let ravi: string;
  let meenaId: number; // an Expert
  let kabirId: number; // not an expert
  let versionId: number;

  type Item = { item_id: number; kind: string; title: string; dimension: string; score: number; done: boolean };
  const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, cookie: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api/${url}`,
      headers: { cookie },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const takeAndSubmit = async (cookie: string) => {
    const attempt = (await call('POST', 'readiness/investor/attempts', cookie, {})).json();
    for (const [i, answers] of FIXTURE_ANSWERS.entries()) {
      const res = await call('PUT', `readiness/attempts/${attempt.attempt_id}/steps/${i}`, cookie, {
        answers,
        next_step: i + 1,
      });
      expect(res.statusCode).toBe(200);
    }
    const res = await call('POST', `readiness/attempts/${attempt.attempt_id}/submit`, cookie);
    expect(res.statusCode).toBe(200);
    return res.json() as { attempt: { attempt_id: number }; pathway: Item[]; previous: unknown[] };
  };

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    await createUser(db, 'pwasha', 'Entrepreneur');
    await createUser(db, 'pwravi', 'Entrepreneur');
    meenaId = await createUser(db, 'pwmeena', 'Expert');
    kabirId = await createUser(db, 'pwkabir', 'Entrepreneur');
    asha = await signIn(t.app, 'pwasha');
    ravi = await signIn(t.app, 'pwravi');
    const doc = (
      kind: SearchDoc['kind'],
      ref_id: number,
      title: string,
      body: string,
      extra: Partial<SearchDoc> = {},
    ) => ({ kind, ref_id, title, body, url: `/${kind}/${ref_id}`, audience: 'members', ...extra }) satisfies SearchDoc;
    await inTenant(db, async (tx) => {
      versionId = await publishFixture(tx, 'investor');
      await indexDocuments(tx, [
        doc('program', 9001, 'Customer discovery bootcamp', 'market validation with farmers in Nashik'),
        doc('program', 9002, 'Market validation sprint', 'customer discovery interviews, four weeks'),
        doc('program', 9003, 'Customer discovery for hardware founders', 'market validation for devices'),
        doc('content', 9101, 'Market validation playbook', 'how to run customer discovery interviews'),
        doc('circle', 9201, 'Customer discovery circle', 'founders comparing market validation notes'),
        doc('circle', 9202, 'Closed market validation circle', 'customer discovery', {
          audience: 'circle',
          circle_id: 777_777,
        }),
        doc('event', 9301, 'Cofounder matching evening, Bengaluru', 'meet a cofounder'),
        doc('competition', 9401, 'Market validation challenge 2026', 'customer discovery grants'),
        doc('person', meenaId, 'Meena Iyer', 'mentor for market validation and customer discovery'),
        doc('person', kabirId, 'Kabir Shah', 'market validation enthusiast'),
      ]);
    });
  });
  afterAll(() => t.close());

  let firstItems: Item[] = [];

  it('a result gets a pathway for its weak dimensions, matched by tags, only what the person may find', async () => {
    const detail = await takeAndSubmit(asha);
    const items = detail.pathway;
    firstItems = items;
    const titles = items.map((i) => i.title);
    // market validation (2.1) and team (3.8) are under 4; funding (5.0) is not
    expect(new Set(items.map((i) => i.dimension))).toEqual(new Set(['market', 'team']));
    expect(titles).toContain('Market validation playbook');
    expect(titles).toContain('Customer discovery circle');
    expect(titles).toContain('Market validation challenge 2026');
    expect(titles).toContain('Cofounder matching evening, Bengaluru');
    // a closed circle's document and a person without expertise are not offered
    expect(titles).not.toContain('Closed market validation circle');
    expect(titles).not.toContain('Kabir Shah');
    expect(items.find((i) => i.title === 'Meena Iyer')).toMatchObject({ kind: 'expert', dimension: 'market' });
    expect(items.find((i) => i.title === 'Market validation challenge 2026')?.kind).toBe('opportunity');
    // at most two per kind per dimension, at most PATHWAY_MAX in all, the facts for "because ... 2.1/5"
    const programs = items.filter((i) => i.kind === 'program' && i.dimension === 'market');
    expect(programs.length).toBe(PATHWAY_PER_KIND);
    expect(items.length).toBeLessThanOrEqual(PATHWAY_MAX);
    expect(items.find((i) => i.dimension === 'market')).toMatchObject({ score: 2.1, max: 5, done: false });
    // weakest dimension first
    expect(items[0]?.dimension).toBe('market');
    // the journey counts it
    const journey = (await call('GET', 'readiness', asha)).json();
    expect(journey.assessments[3]).toMatchObject({ pathway_done: 0, pathway_total: items.length });
  });

  it('ticking an item off (and back); only the owner (404 for others), a bad body is 400', async () => {
    const item = firstItems.find((i) => i.title === 'Market validation playbook')!;
    const res = await call('PATCH', `readiness/pathway/${item.item_id}`, asha, { done: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ item_id: item.item_id, done: true });
    const doneAt = res.json().done_at;
    expect(doneAt).not.toBeNull();
    // ticking again keeps the first time
    expect((await call('PATCH', `readiness/pathway/${item.item_id}`, asha, { done: true })).json().done_at).toBe(
      doneAt,
    );
    expect((await call('PATCH', `readiness/pathway/${item.item_id}`, ravi, { done: true })).statusCode).toBe(404);
    expect((await call('PATCH', `readiness/pathway/${item.item_id}`, asha, { done: 'yes' })).statusCode).toBe(400);
    expect((await call('PATCH', 'readiness/pathway/999999', asha, { done: true })).statusCode).toBe(404);
    const other = firstItems.find((i) => i.title === 'Customer discovery circle')!;
    await call('PATCH', `readiness/pathway/${other.item_id}`, asha, { done: true });
    const undone = await call('PATCH', `readiness/pathway/${other.item_id}`, asha, { done: false });
    expect(undone.json()).toMatchObject({ done: false, done_at: null });
    const journey = (await call('GET', 'readiness', asha)).json();
    expect(journey.assessments[3].pathway_done).toBe(1);
  });

  it('the next attempt keeps what was ticked off, and shows the earlier result beside it', async () => {
    const detail = await takeAndSubmit(asha);
    expect(detail.previous).toHaveLength(1);
    const again = detail.pathway.find((i) => i.title === 'Market validation playbook');
    expect(again?.done).toBe(true);
    expect(detail.pathway.find((i) => i.title === 'Customer discovery circle')?.done).toBe(false);
  });

  it('a completed attempt without a pathway (seeded before the index) gets one when read, once', async () => {
    const db = t.database.db;
    const userId = await createUser(db, 'pwseeded', 'Entrepreneur');
    const cookie = await signIn(t.app, 'pwseeded');
    const def = ZAssessmentDefinition.parse(FIXTURE_DEFINITION);
    const formData = Object.assign({}, ...FIXTURE_ANSWERS);
    const scored = scoreAttempt(def, formData);
    const attemptId = await inTenant(db, async (tx) => {
      const [a] = await tx.select().from(assessments).where(eq(assessments.key, 'investor'));
      const [row] = await tx
        .insert(assessmentAttempts)
        .values({
          user_id: userId,
          assessment_id: a!.assessment_id,
          version_id: versionId,
          current_step: 2,
          last_saved_step: 2,
          form_data: formData,
          is_completed: true,
          submitted_at: new Date(Date.now() - 864e5).toISOString(),
          result: { ...scored, summary: summarise(scored.overall, scored.band, scored.dimensions, scored.level) },
          overall: scored.overall,
        })
        .returning({ id: assessmentAttempts.attempt_id });
      return row!.id;
    });
    const journey = (await call('GET', 'readiness', cookie)).json();
    const total = journey.assessments[3].pathway_total;
    expect(total).toBeGreaterThan(0);
    const detail = (await call('GET', `readiness/attempts/${attemptId}`, cookie)).json();
    expect(detail.pathway).toHaveLength(total);
    await call('GET', 'readiness', cookie);
    const stored = await inTenant(db, (tx) =>
      tx.select().from(pathwayItems).where(eq(pathwayItems.attempt_id, attemptId)),
    );
    expect(stored).toHaveLength(total);
    // the server's mark never shows in the contract
    expect(detail.attempt.result).not.toHaveProperty('pathway_built_at');
  });
});
