import type { TCohortReadiness, TReadinessResult } from '@ankur/shared/schemas/readiness';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditLog } from '../../db/schema/access.ts';
import { messages, userBlocks } from '../../db/schema/messages.ts';
import { programEnrollments, programs } from '../../db/schema/programs.ts';
import { assessmentAttempts, assessments, readinessNudges } from '../../db/schema/readiness.ts';
import { siteOrigin } from '../../plugins/context.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createUser, founderInside, inTenant, signIn } from '../../test/factories.ts';
import { NUDGE_LIMIT } from './cohort.service.ts';

/**
 * A cohort's readiness (issue 24): its managers see each approved member's state in one assessment,
 * who has gone quiet, and the distribution of the latest completed scores; a nudge sends a direct
 * message once a day per person per cohort.
 */
describe('readiness: a cohort for its managers', () => {
  let t: TestApp;
  let manager: string; // Cohort Manager: update on 'Program Cohort' and 'Programs and Courses'
  let managerId: number;
  let asha: string; // a member: Entrepreneur
  let organisation: string; // Organisation: reads 'Program Cohort', manages nothing
  const ids: Record<string, number> = {};
  let cohortId: number;
  const day = 864e5;
  const ago = (days: number) => new Date(Date.now() - days * day).toISOString();

  const get = (url: string, cookie: string) =>
    t.app.inject({ method: 'GET', url: `/api/readiness/${url}`, headers: cookie ? { cookie } : {} });
  const nudge = (cohort: number, payload: unknown, cookie = manager) =>
    t.app.inject({
      method: 'POST',
      url: `/api/readiness/cohorts/${cohort}/nudges`,
      headers: cookie ? { cookie } : {},
      payload: payload as object,
    });

  const result = (team: number, traction: number): TReadinessResult => ({
    overall: Math.round(((team + traction) / 2 / 5) * 100),
    band: 'developing',
    summary: '',
    level: null,
    dimensions: [
      { id: 'team', label: 'Team', score: team, max: 5, explanation: '' },
      { id: 'traction', label: 'Traction', score: traction, max: 5, explanation: '' },
    ],
  });

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    managerId = await createUser(db, 'rdcManager', 'Cohort Manager');
    for (const name of ['asha', 'ravi', 'meera', 'kiran', 'arjun', 'deepa']) {
      ids[name] = await createUser(db, `rdc${name}`, 'Entrepreneur');
    }
    await createUser(db, 'rdcOrg', 'Organisation');
    manager = await signIn(t.app, 'rdcManager');
    asha = await signIn(t.app, 'rdcasha');
    organisation = await signIn(t.app, 'rdcOrg');

    // the investor assessment with two dimensions, published (the admin API's own path)
    const admin = (method: 'POST' | 'PUT', url: string, payload?: unknown) =>
      t.app.inject({
        method,
        url: `/api/readiness/admin/${url}`,
        headers: { cookie: manager },
        ...(payload ? { payload: payload as object } : {}),
      });
    const draft = (await admin('POST', 'investor/versions')).json();
    const saved = await admin('PUT', `versions/${draft.summary.version_id}`, {
      definition: {
        title: 'Investor readiness',
        dimensions: [
          { id: 'team', label: 'Team' },
          { id: 'traction', label: 'Traction' },
        ],
        sections: [
          {
            id: 'all',
            title: 'Where you stand',
            questions: [
              { id: 'team_q', prompt: 'Is your founding team complete?', type: 'scale', dimension: 'team' },
              { id: 'traction_q', prompt: 'Do customers pay you?', type: 'scale', dimension: 'traction' },
            ],
          },
        ],
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await admin('POST', `versions/${draft.summary.version_id}/publish`)).statusCode).toBe(200);

    await inTenant(db, async (tx) => {
      const [p] = await tx
        .insert(programs)
        .values({ program_name: 'Pune Founders Cohort 2026', status: 'published' })
        .returning({ id: programs.program_id });
      cohortId = p!.id;
      const enrol = (name: string, status: string) => ({
        user_id: ids[name]!,
        program_id: cohortId,
        enrollment_status: status,
      });
      await tx
        .insert(programEnrollments)
        .values([
          enrol('asha', 'enrolled'),
          enrol('ravi', 'enrolled'),
          enrol('meera', 'completed'),
          enrol('kiran', 'enrolled'),
          enrol('arjun', 'pending'),
          enrol('deepa', 'enrolled'),
        ]);
      const [a] = await tx.select().from(assessments).where(eq(assessments.key, 'investor'));
      const [idea] = await tx.select().from(assessments).where(eq(assessments.key, 'idea'));
      const base = { assessment_id: a!.assessment_id, version_id: a!.published_version_id! };
      const done = (name: string, days: number, r: TReadinessResult) => ({
        ...base,
        user_id: ids[name]!,
        started_at: ago(days + 1),
        last_activity_at: ago(days),
        submitted_at: ago(days),
        is_completed: true,
        result: r,
        overall: r.overall,
      });
      const open = (name: string, days: number) => ({
        ...base,
        user_id: ids[name]!,
        started_at: ago(days + 1),
        last_activity_at: ago(days),
      });
      await tx.insert(assessmentAttempts).values([
        // asha: completed 40 days ago (completed members are never inactive)
        done('asha', 40, result(4.5, 1.2)),
        // ravi: completed, then started a retake yesterday: in progress, his last result still shown
        done('ravi', 30, result(2, 3)),
        open('ravi', 1),
        // meera: started 20 days ago and went quiet
        open('meera', 20),
        // kiran: an attempt given up by starting over does not count; and another assessment
        { ...open('kiran', 3), abandoned_at: ago(3) },
        { ...open('kiran', 2), assessment_id: idea!.assessment_id, version_id: idea!.published_version_id! },
        // arjun's enrolment is pending: not a member, his result stays out of the distribution
        done('arjun', 5, result(0.5, 0.5)),
      ]);
    });
  });
  afterAll(() => t.close());

  it('401 signed out; 403 for a member and for a role that manages no cohort', async () => {
    expect((await get(`cohorts/${cohortId}`, '')).statusCode).toBe(401);
    expect((await nudge(cohortId, { key: 'investor', user_ids: [ids.kiran], message: 'Hi' }, '')).statusCode).toBe(401);
    for (const cookie of [asha, organisation]) {
      expect((await get(`cohorts/${cohortId}`, cookie)).statusCode).toBe(403);
      expect(
        (await nudge(cohortId, { key: 'investor', user_ids: [ids.kiran], message: 'Hi' }, cookie)).statusCode,
      ).toBe(403);
    }
  });

  it("shows each member's state, the quiet ones, and the distribution of the latest completed scores", async () => {
    const res = await get(`cohorts/${cohortId}?key=investor`, manager);
    expect(res.statusCode, res.body).toBe(200);
    const body: TCohortReadiness = res.json();
    expect(body).toMatchObject({ cohort_id: cohortId, cohort_name: 'Pune Founders Cohort 2026', key: 'investor' });
    expect(body.inactive_days).toBe(14);
    const by = Object.fromEntries(body.members.map((m) => [m.name, m]));
    expect(Object.keys(by).sort()).toEqual(
      ['rdcasha Tester', 'rdcdeepa Tester', 'rdckiran Tester', 'rdcmeera Tester', 'rdcravi Tester'].sort(),
    );
    expect(by['rdcasha Tester']).toMatchObject({ state: 'completed', overall: 57, inactive: false });
    expect(by['rdcravi Tester']).toMatchObject({ state: 'in_progress', overall: 50, inactive: false });
    expect(by['rdcmeera Tester']).toMatchObject({ state: 'in_progress', overall: null, inactive: true });
    expect(by['rdckiran Tester']).toMatchObject({ state: 'not_started', overall: null, last_activity_at: null });
    expect(by['rdcmeera Tester']!.last_activity_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(body.counts).toEqual({ members: 5, completed: 1, in_progress: 2, not_started: 2, inactive: 1 });
    // asha team 4.5, ravi team 2.0 (his latest completed), arjun (pending) left out
    expect(body.distribution).toEqual([
      { id: 'team', label: 'Team', buckets: [0, 0, 1, 0, 1], mean: 3.3 },
      { id: 'traction', label: 'Traction', buckets: [0, 1, 0, 1, 0], mean: 2.1 },
    ]);

    const longer = (await get(`cohorts/${cohortId}?key=investor&inactive_days=30`, manager)).json();
    expect(longer.counts.inactive).toBe(0);
    const idea = (await get(`cohorts/${cohortId}?key=idea`, manager)).json() as TCohortReadiness;
    expect(idea.counts).toMatchObject({ in_progress: 1, not_started: 4, completed: 0 });
    expect(idea.distribution.every((d) => d.mean === null && d.buckets.every((b) => b === 0))).toBe(true);
  });

  it('400 for a bad key or inactive_days; 404 for no such cohort, or a deleted one', async () => {
    expect((await get(`cohorts/${cohortId}?key=fundraising`, manager)).statusCode).toBe(400);
    const zero = await get(`cohorts/${cohortId}?inactive_days=0`, manager);
    expect(zero.statusCode).toBe(400);
    expect(zero.json().message).toMatch(/inactive_days/);
    expect((await get('cohorts/abc', manager)).statusCode).toBe(400);
    expect((await get('cohorts/999999', manager)).statusCode).toBe(404);
    const gone = await inTenant(t.database.db, async (tx) => {
      const [p] = await tx
        .insert(programs)
        .values({ program_name: 'Closed cohort', is_deleted: true })
        .returning({ id: programs.program_id });
      return p!.id;
    });
    expect((await get(`cohorts/${gone}`, manager)).statusCode).toBe(404);
    expect((await nudge(999999, { key: 'investor', user_ids: [ids.kiran], message: 'Hi' })).statusCode).toBe(404);
  });

  it('nudges members by direct message, once a day each; others are skipped with the reason', async () => {
    const bad = await nudge(cohortId, { key: 'investor', user_ids: [], message: 'Hi' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/user_ids/);
    expect((await nudge(cohortId, { key: 'investor', user_ids: [ids.kiran], message: '  ' })).statusCode).toBe(400);

    // deepa has blocked the manager: she cannot be messaged
    await inTenant(t.database.db, (tx) =>
      tx.insert(userBlocks).values({ blocker_id: ids.deepa!, blocked_id: managerId }),
    );
    const message = 'The investor readiness check takes ten minutes: please take it before Friday’s demo day.';
    const res = await nudge(cohortId, {
      key: 'investor',
      user_ids: [ids.meera, ids.kiran, ids.arjun, ids.deepa, ids.kiran],
      message,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      sent: [ids.meera, ids.kiran],
      skipped: [
        { user_id: ids.arjun, reason: 'not_a_member' },
        { user_id: ids.deepa, reason: 'unreachable' },
      ],
    });
    await inTenant(t.database.db, async (tx) => {
      const sent = await tx.select({ body: messages.body }).from(messages).where(eq(messages.sender_id, managerId));
      expect(sent).toHaveLength(2);
      for (const m of sent) expect(m.body).toBe(`${message}\n\n${siteOrigin(t.config)}/investor-readiness`);
      const rows = await tx.select().from(readinessNudges).where(eq(readinessNudges.cohort_id, cohortId));
      expect(rows.map((r) => r.user_id).sort()).toEqual([ids.meera, ids.kiran].sort());
      expect(rows.every((r) => r.sent_by === managerId && r.assessment_key === 'investor')).toBe(true);
    });

    const again = await nudge(cohortId, { key: 'idea', user_ids: [ids.meera, ids.ravi], message: 'And the idea one' });
    expect(again.json()).toEqual({ sent: [ids.ravi], skipped: [{ user_id: ids.meera, reason: 'recently_nudged' }] });
    // the second message to meera went nowhere; ravi's opened a conversation of its own
    const count = await inTenant(t.database.db, (tx) =>
      tx.select({ id: messages.message_id }).from(messages).where(eq(messages.sender_id, managerId)),
    );
    expect(count).toHaveLength(3);

    const view = (await get(`cohorts/${cohortId}`, manager)).json() as TCohortReadiness;
    const nudged = view.members.filter((m) => m.last_nudged_at !== null).map((m) => m.user_id);
    expect(nudged.sort()).toEqual([ids.meera, ids.kiran, ids.ravi].sort());

    const audit = await t.database.db
      .select({ changes: auditLog.changes })
      .from(auditLog)
      .where(and(eq(auditLog.table_name, 'readiness_nudges'), eq(auditLog.record_id, cohortId)));
    expect(audit).toContainEqual({
      changes: { assessment_key: { to: 'investor' }, user_ids: { to: [ids.meera, ids.kiran] } },
    });
  });

  it('one cohort view is a constant number of queries whatever its size', async () => {
    if (!t.database.pglite) return;
    const small = await inTenant(t.database.db, async (tx) => {
      const [p] = await tx
        .insert(programs)
        .values({ program_name: 'Nashik Agritech Cohort', status: 'published' })
        .returning({ id: programs.program_id });
      await tx
        .insert(programEnrollments)
        .values({ user_id: ids.kiran!, program_id: p!.id, enrollment_status: 'enrolled' });
      return p!.id;
    });
    const pg = t.database.pglite as unknown as { _runExclusiveQuery: (fn: () => Promise<unknown>) => Promise<unknown> };
    const queriesOf = async (cohort: number) => {
      const original = pg._runExclusiveQuery.bind(pg);
      let n = 0;
      const spy = vi.spyOn(pg, '_runExclusiveQuery').mockImplementation((fn) => {
        n += 1;
        return original(fn);
      });
      const res = await get(`cohorts/${cohort}`, manager);
      spy.mockRestore();
      expect(res.statusCode).toBe(200);
      return n;
    };
    await queriesOf(small); // the session is cached after its first read
    const big = await queriesOf(cohortId);
    expect(big).toBeGreaterThanOrEqual(7); // the cohort, assessments, definition, members, two latest, nudges
    expect(big).toBe(await queriesOf(small));
  });

  it("another tenant's managers see nothing of this cohort", async () => {
    const inside = await founderInside(t.app, t.database.db, 'rd-cohort-labs', 'rdcFounder');
    expect((await get(`cohorts/${cohortId}`, inside)).statusCode).toBe(404);
    expect((await nudge(cohortId, { key: 'investor', user_ids: [ids.kiran], message: 'Hi' }, inside)).statusCode).toBe(
      404,
    );
  });

  it('rate-limits nudges per manager (429 with Retry-After)', async () => {
    let last = await nudge(cohortId, { key: 'investor', user_ids: [ids.arjun], message: 'Hi' });
    for (let i = 0; i < NUDGE_LIMIT.limit && last.statusCode === 200; i++) {
      last = await nudge(cohortId, { key: 'investor', user_ids: [ids.arjun], message: 'Hi' });
    }
    expect(last.statusCode).toBe(429);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    const rows = await inTenant(t.database.db, (tx) =>
      tx
        .select()
        .from(readinessNudges)
        .where(inArray(readinessNudges.user_id, [ids.arjun!])),
    );
    expect(rows).toEqual([]);
  });
});
