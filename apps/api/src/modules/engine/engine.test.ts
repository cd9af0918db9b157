import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { engineScores } from '../../db/schema/engine.ts';
import { assessmentAttempts, assessments, assessmentVersions } from '../../db/schema/readiness.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createSessionToken, createUser, founderInside, inTenant } from '../../test/factories.ts';
import { suggestPhase } from './suggest.ts';

/** The Engine (issue 24): the founder's own dashboard, KPIs, scores, import and phase. */
describe('engine', () => {
  let t: TestApp;
  const ids: Record<string, number> = {};
  const auth: Record<string, string> = {};
  let tenantCookie: string;

  const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, who?: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api/${url}`,
      headers: who === 'tenant' ? { cookie: tenantCookie } : who ? { authorization: auth[who]! } : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  type Dash = {
    active_phase: string;
    modules: Array<{ module_id: number; module_name: string; stats: Array<Record<string, unknown>> }>;
    readiness: Array<{ key: string; overall: number | null; attempt_id: number | null }>;
    suggestion: { phase: string; reasons: Array<{ code: string }> };
    runway: { months: number } | null;
  };
  const dash = async (who: string): Promise<Dash> => {
    const res = await call('GET', 'engine', who);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const statId = async (who: string, name: string) =>
    (await dash(who)).modules.flatMap((m) => m.stats).find((s) => s.stat_name === name)!.stat_id as number;

  beforeAll(async () => {
    t = await createTestApp();
    for (const [name, role] of [
      ['asha', 'Entrepreneur'],
      ['kiran', 'Entrepreneur'],
      ['temp', 'temp'],
    ] as const) {
      ids[name] = await createUser(t.database.db, `eng${name}`, role);
      auth[name] = `Bearer ${await createSessionToken(t.database.db, ids[name]!)}`;
    }
    tenantCookie = await founderInside(t.app, t.database.db, 'engineland', 'engfounder');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('makes the default modules and KPIs on the first visit, once, in phase awakening', async () => {
    const first = await dash('asha');
    expect(first.active_phase).toBe('awakening');
    expect(first.modules.map((m) => m.module_name)).toEqual(['Traction', 'Finance', 'Team']);
    const names = first.modules.flatMap((m) => m.stats.map((s) => s.stat_name));
    expect(names).toEqual(
      expect.arrayContaining(['Users', 'Paying users', 'Revenue (MRR)', 'Monthly burn', 'Headcount']),
    );
    const users = first.modules[0]!.stats.find((s) => s.stat_name === 'Users')!;
    const paying = first.modules[0]!.stats.find((s) => s.stat_name === 'Paying users')!;
    expect(paying.parent_stat_id).toBe(users.stat_id);
    expect(first.readiness.map((r) => r.key)).toEqual(['entrepreneurial', 'idea', 'technology', 'investor']);
    expect(first.suggestion.phase).toBe('awakening');
    const again = await dash('asha');
    expect(again.modules.flatMap((m) => m.stats)).toHaveLength(names.length);
  });

  it('enters scores per month, shows the latest and previous, derives runway', async () => {
    const users = await statId('asha', 'Users');
    for (const [period, value] of [
      ['2026-01', 40],
      ['2026-02', 95],
    ] as const) {
      const res = await call('PUT', 'engine/scores', 'asha', {
        stat_id: users,
        time_period: period,
        score_value: value,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().score_unit).toBe('count');
    }
    // editing a month upserts
    const edit = await call('PUT', 'engine/scores', 'asha', {
      stat_id: users,
      time_period: '2026-02',
      score_value: 120,
    });
    expect(edit.json().score_value).toBe(120);
    const cash = await statId('asha', 'Cash in bank');
    const burn = await statId('asha', 'Monthly burn');
    await call('PUT', 'engine/scores', 'asha', { stat_id: cash, time_period: '2026-02', score_value: 4_500_000 });
    await call('PUT', 'engine/scores', 'asha', { stat_id: burn, time_period: '2026-02', score_value: 600_000 });
    const d = await dash('asha');
    const u = d.modules[0]!.stats.find((s) => s.stat_id === users)! as {
      latest: { score_value: number; time_period: string };
      previous: { score_value: number };
    };
    expect(u.latest).toMatchObject({ time_period: '2026-02', score_value: 120 });
    expect(u.previous.score_value).toBe(40);
    expect(d.runway).toEqual({ time_period: '2026-02', months: 7.5 });
    expect(d.suggestion.phase).toBe('building');
    const range = await call('GET', 'engine/scores?from=2026-01&to=2026-01', 'asha');
    expect(range.json().data).toHaveLength(1);
  });

  it('refuses bad input naming the field', async () => {
    const users = await statId('asha', 'Users');
    const bad = await call('PUT', 'engine/scores', 'asha', { stat_id: users, time_period: '2026-13', score_value: 1 });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('time_period');
    const value = await call('PUT', 'engine/scores', 'asha', {
      stat_id: users,
      time_period: '2026-03',
      score_value: 'ten',
    });
    expect(value.statusCode).toBe(400);
    expect(value.body).toContain('score_value');
    const phase = await call('PUT', 'engine/phase', 'asha', { active_phase: 'unicorn' });
    expect(phase.statusCode).toBe(400);
    expect(phase.body).toContain('active_phase');
    const name = await call('POST', 'engine/stats', 'asha', { stat_name: ' ', module_id: 1 });
    expect(name.statusCode).toBe(400);
    expect(name.body).toContain('stat_name');
    const range = await call('GET', 'engine/scores?from=2026-05&to=2026-01', 'asha');
    expect(range.statusCode).toBe(400);
    expect(range.body).toContain('from');
    const taken = await call('POST', 'engine/stats', 'asha', {
      stat_name: 'users',
      module_id: (await dash('asha')).modules[0]!.module_id,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.body).toContain('stat_name');
  });

  it('answers 401 without a session and 403 without the Engine menu', async () => {
    expect((await call('GET', 'engine')).statusCode).toBe(401);
    expect((await call('PUT', 'engine/phase', undefined, { active_phase: 'ideation' })).statusCode).toBe(401);
    expect((await call('GET', 'engine', 'temp')).statusCode).toBe(403);
    expect((await call('POST', 'engine/import', 'temp', { rows: [] })).statusCode).toBe(403);
  });

  it("never reads or writes another person's Engine (404), nor another tenant's", async () => {
    const users = await statId('asha', 'Users');
    const mod = (await dash('asha')).modules[0]!.module_id;
    await dash('kiran');
    const put = await call('PUT', 'engine/scores', 'kiran', { stat_id: users, time_period: '2026-03', score_value: 1 });
    expect(put.statusCode).toBe(404);
    expect((await call('PATCH', `engine/stats/${users}`, 'kiran', { stat_name: 'Mine' })).statusCode).toBe(404);
    expect((await call('DELETE', `engine/stats/${users}`, 'kiran')).statusCode).toBe(404);
    expect((await call('DELETE', `engine/modules/${mod}`, 'kiran')).statusCode).toBe(404);
    const [score] = await inTenant(t.database.db, (tx) =>
      tx.select().from(engineScores).where(eq(engineScores.stat_id, users)),
    );
    expect((await call('DELETE', `engine/scores/${score!.table_id}`, 'kiran')).statusCode).toBe(404);
    const kiranRange = await call('GET', 'engine/scores?from=2000-01&to=2099-12', 'kiran');
    expect(kiranRange.json().data).toEqual([]);
    // inside another tenant the platform's rows do not exist
    const inside = await dash('tenant');
    expect(inside.modules.map((m) => m.module_name)).toEqual(['Traction', 'Finance', 'Team']);
    expect((await call('PATCH', `engine/stats/${users}`, 'tenant', { stat_name: 'X' })).statusCode).toBe(404);
    expect(
      (await call('PUT', 'engine/scores', 'tenant', { stat_id: users, time_period: '2026-03', score_value: 1 }))
        .statusCode,
    ).toBe(404);
  });

  it('imports rows in one transaction, upserting; a bad row refuses the whole import', async () => {
    const ok = await call('POST', 'engine/import', 'asha', {
      rows: [
        { stat: 'users', period: '2026-02', value: 130 },
        { stat: 'Users', period: '2026-03', value: 210 },
        { stat: 'Revenue (MRR)', period: '2026-03', value: 45000, unit: 'INR' },
      ],
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ inserted: 2, updated: 1 });
    const before = (await call('GET', 'engine/scores?from=2000-01&to=2099-12', 'asha')).json().data.length;
    const unknown = await call('POST', 'engine/import', 'asha', {
      rows: [
        { stat: 'Users', period: '2026-04', value: 300 },
        { stat: 'Unicorns', period: '2026-04', value: 1 },
      ],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toContain('rows[1].stat');
    const repeat = await call('POST', 'engine/import', 'asha', {
      rows: [
        { stat: 'Users', period: '2026-04', value: 300 },
        { stat: 'users', period: '2026-04', value: 301 },
      ],
    });
    expect(repeat.statusCode).toBe(400);
    expect(repeat.body).toContain('rows[1].period');
    const badValue = await call('POST', 'engine/import', 'asha', {
      rows: [
        { stat: 'Users', period: '2026-04', value: 300 },
        { stat: 'Users', period: '2026-05', value: 'many' },
      ],
    });
    expect(badValue.statusCode).toBe(400);
    expect(badValue.body).toContain('value');
    const after = (await call('GET', 'engine/scores?from=2000-01&to=2099-12', 'asha')).json().data.length;
    expect(after).toBe(before);
    const tooMany = await call('POST', 'engine/import', 'asha', {
      rows: Array.from({ length: 5001 }, () => ({ stat: 'Users', period: '2026-01', value: 1 })),
    });
    expect(tooMany.statusCode).toBe(400);
  });

  it('adds, renames, moves and deletes stats and modules; deleting a stat deletes its scores', async () => {
    const created = await call('POST', 'engine/modules', 'kiran', { module_name: 'Impact', phase_id: 4 });
    expect(created.statusCode).toBe(201);
    const impact = created.json().module_id as number;
    const farmers = await call('POST', 'engine/stats', 'kiran', {
      stat_name: 'Farmers reached',
      module_id: impact,
      category: 'custom',
      unit: 'people',
    });
    expect(farmers.statusCode, farmers.body).toBe(201);
    const fid = farmers.json().stat_id as number;
    const women = await call('POST', 'engine/stats', 'kiran', {
      stat_name: 'Women farmers',
      module_id: impact,
      parent_stat_id: fid,
    });
    expect(women.json().parent_stat_id).toBe(fid);
    const self = await call('PATCH', `engine/stats/${fid}`, 'kiran', { parent_stat_id: fid });
    expect(self.statusCode).toBe(400);
    expect(self.body).toContain('parent_stat_id');
    const renamed = await call('PATCH', `engine/stats/${fid}`, 'kiran', { stat_name: 'Farmers onboarded' });
    expect(renamed.json().stat_name).toBe('Farmers onboarded');
    const traction = (await dash('kiran')).modules[0]!.module_id;
    const moved = await call('PATCH', `engine/stats/${women.json().stat_id}`, 'kiran', { module_id: traction });
    expect(moved.json()).toMatchObject({ module_id: traction, parent_stat_id: null });
    await call('PUT', 'engine/scores', 'kiran', { stat_id: fid, time_period: '2026-01', score_value: 500 });
    expect((await call('DELETE', `engine/stats/${fid}`, 'kiran')).statusCode).toBe(204);
    const left = await inTenant(t.database.db, (tx) =>
      tx.select().from(engineScores).where(eq(engineScores.stat_id, fid)),
    );
    expect(left).toEqual([]);
    const nothing = await call('PATCH', `engine/modules/${impact}`, 'kiran', {});
    expect(nothing.statusCode, nothing.body).toBe(200);
    expect((await call('PATCH', 'engine/modules/999999', 'kiran', {})).statusCode).toBe(404);
    expect((await call('PATCH', 'engine/stats/999999', 'kiran', {})).statusCode).toBe(404);
    const rename = await call('PATCH', `engine/modules/${impact}`, 'kiran', { module_name: 'Social impact' });
    expect(rename.json().module_name).toBe('Social impact');
    expect((await call('DELETE', `engine/modules/${impact}`, 'kiran')).statusCode).toBe(204);
    expect((await call('DELETE', `engine/modules/${impact}`, 'kiran')).statusCode).toBe(404);
  });

  it('changes the phase and reads the latest readiness results', async () => {
    const res = await call('PUT', 'engine/phase', 'kiran', { active_phase: 'validation' });
    expect(res.json()).toEqual({ active_phase: 'validation' });
    expect((await dash('kiran')).active_phase).toBe('validation');
    const attemptId = await inTenant(t.database.db, async (tx) => {
      await tx.insert(assessments).values({ key: 'idea' }).onConflictDoNothing();
      const [a] = await tx.select().from(assessments).where(eq(assessments.key, 'idea'));
      const [v] = await tx
        .insert(assessmentVersions)
        .values({ assessment_id: a!.assessment_id, version: 900, status: 'published', definition: {} as never })
        .returning();
      const [at] = await tx
        .insert(assessmentAttempts)
        .values({
          user_id: ids.kiran!,
          assessment_id: a!.assessment_id,
          version_id: v!.version_id,
          is_completed: true,
          submitted_at: new Date().toISOString(),
          overall: 64,
          result: { overall: 64, band: 'ready', summary: 'Ready', dimensions: [], level: null },
        })
        .returning();
      return at!.attempt_id;
    });
    const d = await dash('kiran');
    expect(d.readiness.find((r) => r.key === 'idea')).toMatchObject({ attempt_id: attemptId, overall: 64 });
    expect(d.suggestion).toEqual({ phase: 'validation', reasons: [{ code: 'idea_scored', value: 64 }] });
  });

  it('a dashboard is a constant number of queries, whatever it holds', async () => {
    if (!t.database.pglite) return;
    const pg = t.database.pglite;
    type Exclusive = { _runExclusiveQuery: (fn: () => Promise<unknown>) => Promise<unknown> };
    const queriesOf = async (who: string) => {
      const target = pg as unknown as Exclusive;
      const original = target._runExclusiveQuery.bind(pg);
      let n = 0;
      const spy = vi.spyOn(target, '_runExclusiveQuery').mockImplementation((fn) => {
        n += 1;
        return original(fn);
      });
      await dash(who);
      spy.mockRestore();
      return n;
    };
    const rows = Array.from({ length: 24 }, (_, i) => ({
      stat: 'Users',
      period: `${2020 + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`,
      value: i * 10,
    }));
    expect((await call('POST', 'engine/import', 'kiran', { rows })).statusCode).toBe(200);
    expect(await queriesOf('kiran')).toBe(await queriesOf('asha'));
  });

  it('suggests a phase from results and KPIs', () => {
    expect(suggestPhase({ readiness: {}, kpis: {} }).phase).toBe('awakening');
    expect(suggestPhase({ readiness: { entrepreneurial: 40 }, kpis: {} }).phase).toBe('ideation');
    expect(suggestPhase({ readiness: { idea: 72 }, kpis: {} }).phase).toBe('validation');
    expect(suggestPhase({ readiness: {}, kpis: { pilots: { latest: 2, previous: 1 } } }).phase).toBe('building');
    expect(suggestPhase({ readiness: {}, kpis: { revenue: { latest: 10, previous: null } } }).phase).toBe('launch');
    expect(
      suggestPhase({
        readiness: {},
        kpis: { revenue: { latest: 480000, previous: 400000 }, users: { latest: 2300, previous: 2000 } },
      }).phase,
    ).toBe('growth');
  });
});
