import { sectionProblems, strangerAnswers } from '@ankur/shared/readiness-scoring';
import { COHORT_INACTIVE_DAYS_DEFAULT, ZAssessmentDefinition, ZReadinessResult } from '@ankur/shared/schemas/readiness';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { READINESS_BUILTINS } from '../../modules/readiness/builtins/index.ts';
import { createTestApp, type TestApp, useTestDatabase } from '../../test/app.ts';
import { testConfig } from '../../test/config.ts';
import { createSessionToken, inTenant, signInAdmin } from '../../test/factories.ts';
import type { Db } from '../client.ts';
import { users } from '../schema/identity.ts';
import { programEnrollments, programs } from '../schema/programs.ts';
import { assessmentAttempts, assessments, assessmentVersions } from '../schema/readiness.ts';
import { seedDemoReadiness } from './demo-readiness.ts';
import { DEMO_ATTEMPTS, DEMO_COHORT_MEMBERS } from './demo-readiness-data.ts';
import { seedDatabase } from './index.ts';

/** The readiness demo (issue 24): its answers fit the question sets, the seed ran with the demo, and again adds nothing. */

const DAY_MS = 86_400_000;

describe('the readiness demo data', () => {
  it('answers every step of a completed attempt, and the saved steps of one in progress, as the API would accept', () => {
    for (const a of DEMO_ATTEMPTS) {
      const def = ZAssessmentDefinition.parse(READINESS_BUILTINS[a.key]);
      const steps = a.submittedDaysAgo !== undefined ? def.sections : def.sections.slice(0, a.savedSteps ?? 0);
      expect(steps.length, `${a.who} ${a.key}`).toBeGreaterThan(0);
      const known = new Set(def.sections.flatMap((s) => s.questions.map((q) => q.id)));
      expect(
        Object.keys(a.answers).filter((id) => !known.has(id)),
        `${a.who} ${a.key}`,
      ).toEqual([]);
      for (const s of steps) {
        expect(sectionProblems(s, a.answers), `${a.who} ${a.key} ${s.id}`).toEqual({});
        const mine = Object.fromEntries(
          Object.entries(a.answers).filter(([id]) => s.questions.some((q) => q.id === id)),
        );
        expect(strangerAnswers(s, mine)).toEqual([]);
      }
    }
  });
});

describe('the readiness demo seed', () => {
  const testDb = useTestDatabase();
  const attemptsOf = (tx: Db) =>
    tx
      .select({
        username: users.username,
        email: users.email,
        key: assessments.key,
        is_completed: assessmentAttempts.is_completed,
        overall: assessmentAttempts.overall,
        result: assessmentAttempts.result,
        form_data: assessmentAttempts.form_data,
        current_step: assessmentAttempts.current_step,
        last_saved_step: assessmentAttempts.last_saved_step,
        last_activity_at: assessmentAttempts.last_activity_at,
        submitted_at: assessmentAttempts.submitted_at,
        cohort_id: assessmentAttempts.cohort_id,
        response_for_type: assessmentAttempts.response_for_type,
        institute_name: assessmentAttempts.institute_name,
      })
      .from(assessmentAttempts)
      .innerJoin(users, eq(users.user_id, assessmentAttempts.user_id))
      .innerJoin(assessments, eq(assessments.assessment_id, assessmentAttempts.assessment_id))
      .orderBy(assessmentAttempts.attempt_id);

  it('created the four assessments with version 1 published', async () => {
    await inTenant(testDb().db, async (tx) => {
      const rows = await tx
        .select({ key: assessments.key, version: assessmentVersions.version, status: assessmentVersions.status })
        .from(assessments)
        .innerJoin(assessmentVersions, eq(assessmentVersions.version_id, assessments.published_version_id));
      expect(rows.map((r) => r.key).sort()).toEqual(['entrepreneurial', 'idea', 'investor', 'technology']);
      expect(rows.every((r) => r.version === 1 && r.status === 'published')).toBe(true);
    });
  });

  it('enrolled the demo cohort in Pitch Alchemy and gave it completed, in-progress (some inactive) and not-started members', async () => {
    await inTenant(testDb().db, async (tx) => {
      const [cohort] = await tx.select().from(programs).where(eq(programs.program_name, 'Pitch Alchemy Cohort'));
      const members = await tx
        .select({ username: users.username })
        .from(programEnrollments)
        .innerJoin(users, eq(users.user_id, programEnrollments.user_id))
        .where(
          and(
            eq(programEnrollments.program_id, cohort!.program_id),
            eq(programEnrollments.enrollment_status, 'enrolled'),
          ),
        );
      expect(members.map((m) => m.username).sort()).toEqual([...DEMO_COHORT_MEMBERS].sort());

      const investor = (await attemptsOf(tx)).filter((a) => a.key === 'investor');
      expect(investor.every((a) => a.cohort_id === cohort!.program_id && a.response_for_type === 'cohort')).toBe(true);
      expect(investor.every((a) => a.institute_name === 'Pitch Alchemy Cohort')).toBe(true);
      const completed = new Set(investor.filter((a) => a.is_completed).map((a) => a.username));
      const open = investor.filter((a) => !a.is_completed);
      expect(completed.size).toBeGreaterThanOrEqual(4);
      expect(open.length).toBeGreaterThanOrEqual(3);
      const started = new Set(investor.map((a) => a.username));
      expect(DEMO_COHORT_MEMBERS.filter((m) => !started.has(m)).length).toBeGreaterThanOrEqual(2);
      const idleDays = (a: (typeof open)[number]) => (Date.now() - Date.parse(a.last_activity_at)) / DAY_MS;
      expect(open.filter((a) => idleDays(a) > COHORT_INACTIVE_DAYS_DEFAULT).length).toBeGreaterThanOrEqual(2);
      expect(open.some((a) => idleDays(a) < 1)).toBe(true);
      // an attempt in progress holds exactly the steps it saved
      for (const a of open) {
        expect(a.current_step).toBe(a.last_saved_step + 1);
        expect(a.result).toBeNull();
        expect(Object.keys(a.form_data).length).toBeGreaterThan(0);
      }
    });
  });

  it('stored completed attempts as the API does: a scored result with a summary, and Priya’s second investor attempt shows progress', async () => {
    await inTenant(testDb().db, async (tx) => {
      const all = await attemptsOf(tx);
      for (const a of all.filter((x) => x.is_completed)) {
        const result = ZReadinessResult.parse(a.result);
        expect(result.overall).toBe(a.overall);
        expect(result.summary).toMatch(/^You scored \d+\/100/);
        expect(a.submitted_at).not.toBeNull();
      }
      const priya = all.filter((a) => a.username === 'priya.deshmukh' && a.key === 'investor');
      expect(priya).toHaveLength(2);
      const [before, after] = [...priya].sort((x, y) => x.submitted_at!.localeCompare(y.submitted_at!));
      expect(after!.overall!).toBeGreaterThan(before!.overall! + 15);
      const arjun = all.find((a) => a.username === 'arjun.reddy' && a.key === 'technology');
      expect(arjun?.result?.level).toBe(7);
      // the administrator sees a result of their own
      const admin = all.find((a) => a.email === 'admin@ankur.test');
      expect(admin).toMatchObject({ key: 'entrepreneurial', is_completed: true });
    });
  });

  it('adds nothing when it runs again, alone or with the whole seed', async () => {
    const db = testDb().db;
    const counts = () =>
      inTenant(db, async (tx) => {
        const [a] = await tx.select({ n: sql<number>`count(*)::int` }).from(assessmentAttempts);
        const [e] = await tx.select({ n: sql<number>`count(*)::int` }).from(programEnrollments);
        const [v] = await tx.select({ n: sql<number>`count(*)::int` }).from(assessmentVersions);
        return { attempts: a!.n, enrolments: e!.n, versions: v!.n };
      });
    const before = await counts();
    expect(before.attempts).toBe(DEMO_ATTEMPTS.length);
    await inTenant(db, (tx) => seedDemoReadiness(tx, 'admin@ankur.test'));
    await inTenant(db, (tx) => seedDemoReadiness(tx, 'admin@ankur.test'));
    await seedDatabase(db, testConfig());
    expect(await counts()).toEqual(before);
  });
});

describe('the readiness demo through the API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('shows the administrator their entrepreneurial result, with a pathway built on first read', async () => {
    const cookie = await signInAdmin(t.app);
    const journey = await t.app.inject({ method: 'GET', url: '/api/readiness', headers: { cookie } });
    expect(journey.statusCode, journey.body).toBe(200);
    const mine = journey.json().assessments.find((a: { key: string }) => a.key === 'entrepreneurial');
    expect(mine.latest).toMatchObject({ band: expect.any(String), overall: expect.any(Number) });
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/readiness/attempts/${mine.latest.attempt_id}`,
      headers: { cookie },
    });
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().attempt.result.summary).toMatch(/^You scored/);
    expect(Array.isArray(detail.json().pathway)).toBe(true);
  });

  it('shows Priya her investor attempt beside the earlier one, and her unfinished ones nowhere', async () => {
    const db = t.database.db;
    const [priya] = await db.select({ id: users.user_id }).from(users).where(eq(users.username, 'priya.deshmukh'));
    const auth = { authorization: `Bearer ${await createSessionToken(db, priya!.id)}` };
    const page = await t.app.inject({ method: 'GET', url: '/api/readiness/investor', headers: auth });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().in_progress).toBeNull();
    const history = page.json().history as { attempt_id: number; result: { overall: number } }[];
    expect(history).toHaveLength(2);
    expect(history[0]!.result.overall).toBeGreaterThan(history[1]!.result.overall);
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/readiness/attempts/${history[0]!.attempt_id}`,
      headers: auth,
    });
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().previous.map((p: { attempt_id: number }) => p.attempt_id)).toEqual([history[1]!.attempt_id]);
  });

  it('resumes Fatima’s investor attempt where she left it', async () => {
    const db = t.database.db;
    const [fatima] = await db.select({ id: users.user_id }).from(users).where(eq(users.username, 'fatima.sheikh'));
    const auth = { authorization: `Bearer ${await createSessionToken(db, fatima!.id)}` };
    const page = await t.app.inject({ method: 'GET', url: '/api/readiness/investor', headers: auth });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().in_progress).toMatchObject({
      current_step: 3,
      last_saved_step: 2,
      cohort_id: expect.any(Number),
    });
    expect(page.json().cohorts.map((c: { name: string }) => c.name)).toContain('Pitch Alchemy Cohort');
  });
});
