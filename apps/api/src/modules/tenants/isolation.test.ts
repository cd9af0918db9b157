import { RESOURCES } from '@ankur/shared/resources';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_ROLE } from '../../db/client.ts';
import { programs } from '../../db/schema/programs.ts';
import { tenantMemberships } from '../../db/schema/tenants.ts';
import { afterCommit, withTenant } from '../../db/tenant.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createUser, enterTenant, signIn } from '../../test/factories.ts';

/**
 * No tenant ever sees or changes another's records (docs/tenancy.md): two tenants with their own
 * administrators, members and records; every list, get, update and delete call of every
 * tenant-scoped resource group is made by each tenant's people against the other's records.
 */

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Kind = 'program' | 'course' | 'module' | 'unit' | 'enrolment';

/** The tenant-scoped resource groups and the id key of each. */
const GROUPS: Record<
  Kind,
  { prefix: string; idKey: string; idsKey: string; ops: { get: string; update: string; delete: string } }
> = {
  program: RESOURCES.programs,
  course: RESOURCES.courses,
  module: RESOURCES.modules,
  unit: RESOURCES.units,
  enrolment: RESOURCES.programsEnrolled,
};

interface TenantWorld {
  id: string;
  admin: string;
  member: string;
  records: Record<Kind, number>;
}

const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;

describe('tenant isolation (row-level security)', () => {
  let t: TestApp;
  const worlds: Record<'A' | 'B', TenantWorld> = {
    A: { id: '', admin: '', member: '', records: {} as Record<Kind, number> },
    B: { id: '', admin: '', member: '', records: {} as Record<Kind, number> },
  };

  const call = (method: Method, url: string, cookie: string, payload?: unknown) =>
    t.app.inject({ method, url: `/api/${url}`, headers: { cookie }, payload: payload as object });
  const ok = async (method: Method, url: string, cookie: string, payload?: unknown) => {
    const res = await call(method, url, cookie, payload);
    if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.json();
  };
  const enter = (cookie: string, tenantId: string | null) => enterTenant(t.app, cookie, tenantId);

  async function buildWorld(key: 'A' | 'B', slug: string) {
    const w = worlds[key];
    const adminName = `founder${key.toLowerCase()}`;
    await createUser(t.database.db, adminName, 'Organisation');
    const created = await ok('POST', 'user/tenants/createTenantIfNotExists', await signIn(t.app, adminName), {
      tenant_type: 'incubator',
      tenant_name: slug,
      display_name: `Incubator ${key}`,
    });
    w.id = created.tenant_id;
    w.admin = await enter(await signIn(t.app, adminName), w.id);
    // a member holding the Entrepreneur role in this tenant
    const memberName = `learner${key.toLowerCase()}`;
    const memberId = await createUser(t.database.db, memberName, 'Entrepreneur');
    const [entrepreneur] = rowsOf<{ role_id: number }>(
      await t.database.db.execute(sql`select role_id from roles where role_name = 'Entrepreneur'`),
    );
    await t.database.db
      .insert(tenantMemberships)
      .values({ tenant_id: w.id, user_id: memberId, role_id: entrepreneur!.role_id });
    w.member = await enter(await signIn(t.app, memberName), w.id);
    // the tenant's own records, made inside the tenant by its administrator and member
    const program = await ok('POST', 'programs/createProgram', w.admin, {
      program_name: `Cohort of ${key}`,
      program_category: 'Isolation',
      status: 'published',
    });
    const course = await ok('POST', 'courses/createCourse', w.admin, {
      program_id: program.program_id,
      course_name: `Course of ${key}`,
    });
    const mod = await ok('POST', 'modules/createModule', w.admin, {
      course_id: course.course_id,
      module_name: `Module of ${key}`,
    });
    const unit = await ok('POST', 'units/createUnit', w.admin, {
      module_id: mod.module_id,
      unit_name: `Unit of ${key}`,
    });
    const enrolment = await ok('POST', 'programs-enrolled/createProgramEnrolled', w.member, {
      user_id: memberId,
      program_id: program.program_id,
    });
    w.records = {
      program: program.program_id,
      course: course.course_id,
      module: mod.module_id,
      unit: unit.unit_id,
      enrolment: enrolment.enrollment_id,
    };
  }

  beforeAll(async () => {
    t = await createTestApp();
    await buildWorld('A', 'alpha-labs');
    await buildWorld('B', 'beta-works');
  });
  afterAll(() => t.close());

  it('each tenant was made with its own records, stamped with its tenant', async () => {
    expect(worlds.A.id).not.toBe(worlds.B.id);
    for (const w of Object.values(worlds)) {
      const got = await ok('GET', `programs/getProgram/${w.records.program}`, w.admin);
      expect(got.program_name).toMatch(/^Cohort of/);
      const owner = rowsOf<{ tenant_id: string }>(
        await t.database.db.execute(sql`select tenant_id from programs where program_id = ${w.records.program}`),
      );
      // read without a tenant set: row-level security shows nothing at all
      expect(owner).toEqual([]);
    }
  });

  it('every list, get, update and delete call, as each tenant’s administrator and member, against the other tenant: 0 rows leaked, 0 cross-tenant writes', async () => {
    let leaked = 0;
    let crossWrites = 0;
    let calls = 0;
    const problems: string[] = [];
    for (const [mine, theirs] of [
      [worlds.A, worlds.B],
      [worlds.B, worlds.A],
    ] as const) {
      for (const [who, cookie] of [
        ['administrator', mine.admin],
        ['member', mine.member],
      ] as const) {
        for (const [kind, g] of Object.entries(GROUPS) as [Kind, (typeof GROUPS)[Kind]][]) {
          const theirId = theirs.records[kind];
          const base = g.prefix;
          // lists: 200 with nothing of theirs, whatever the filter (an error is not an answer)
          for (const query of [
            'limit=-1',
            `limit=-1&filterFields=${encodeURIComponent(JSON.stringify({ [g.idKey]: theirId }))}`,
            'limit=-1&search=of',
          ]) {
            calls++;
            const list = await call('GET', `${base}getAll?${query}`, cookie);
            if (list.statusCode !== 200) {
              problems.push(`${who} of ${mine.id}: list ${kind} (${query}) → ${list.statusCode} (expected 200)`);
              continue;
            }
            const ids = list.json().data.map((r: Record<string, number>) => r[g.idKey]);
            if (ids.includes(theirId)) {
              leaked++;
              problems.push(`${who} of ${mine.id} listed ${kind} ${theirId} (${query})`);
            }
          }
          // single get: 404, as for a record that does not exist
          calls++;
          const got = await call('GET', `${base}${g.ops.get}/${theirId}`, cookie);
          if (got.statusCode === 200) {
            leaked++;
            problems.push(`${who} of ${mine.id} got ${kind} ${theirId}`);
          } else if (got.statusCode !== 404) {
            problems.push(`${who} of ${mine.id}: get ${kind} ${theirId} → ${got.statusCode} (expected 404)`);
          }
          // writes: update, delete, bulk update, bulk delete — all must miss: 404, or 403 where a
          // member may not write the group at all (only enrolments are theirs to write)
          const refused = who === 'member' && kind !== 'enrolment' ? 403 : 404;
          const change = kind === 'enrolment' ? { enrollment_status: 'withdrawn' } : { sort_order: 9 };
          const writes: [Method, string, unknown][] = [
            ['PUT', `${base}${g.ops.update}/${theirId}`, kind === 'program' ? { status: 'archived' } : change],
            ['DELETE', `${base}${g.ops.delete}/${theirId}/1`, undefined],
            [
              'POST',
              `${base}updateMany`,
              [{ [g.idKey]: theirId, ...(kind === 'program' ? { status: 'archived' } : change) }],
            ],
            ['PUT', `${base}deleteMany`, { [g.idsKey]: [theirId] }],
          ];
          for (const [method, url, body] of writes) {
            calls++;
            const res = await call(method, url, cookie, body);
            if (res.statusCode < 300) {
              crossWrites++;
              problems.push(`${who} of ${mine.id}: ${method} ${url} → ${res.statusCode}`);
            } else if (res.statusCode !== refused) {
              problems.push(`${who} of ${mine.id}: ${method} ${url} → ${res.statusCode} (expected ${refused})`);
            }
          }
        }
        // searchPrograms shows none of theirs either
        calls++;
        const search = await call('GET', 'programs/searchPrograms?limit=100&program_category=Isolation', cookie);
        expect(search.statusCode, search.body).toBe(200);
        const found = search.json().data.map((p: { program_id: number }) => p.program_id);
        if (found.includes(theirs.records.program)) {
          leaked++;
          problems.push(`${who} of ${mine.id} found program ${theirs.records.program} by search`);
        }
      }
    }
    console.log(`tenant isolation: ${calls} calls, ${leaked} rows leaked, ${crossWrites} cross-tenant writes`);
    expect(problems).toEqual([]);
    expect(leaked).toBe(0);
    expect(crossWrites).toBe(0);
    // and their records are exactly as they were
    for (const w of Object.values(worlds)) {
      const p = await ok('GET', `programs/getProgram/${w.records.program}`, w.admin);
      expect(p.status).toBe('published');
      const e = await ok('GET', `programs-enrolled/getEnrolledProgram/${w.records.enrolment}`, w.admin);
      expect(e.enrollment_status).toBe('pending');
    }
  });

  it('nothing may point into another tenant: a course for their program is refused', async () => {
    const res = await call('POST', 'courses/createCourse', worlds.A.admin, {
      program_id: worlds.B.records.program,
      course_name: 'Smuggled',
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe('Invalid program_id: no such record');
    const enrol = await call('POST', 'programs-enrolled/createProgramEnrolled', worlds.A.admin, {
      user_id: 1,
      program_id: worlds.B.records.program,
    });
    expect(enrol.statusCode).toBe(400);
  });

  it('unit progress: another tenant’s program and unit answer 404 to every progress call', async () => {
    for (const [own, other] of [
      [worlds.A, worlds.B],
      [worlds.B, worlds.A],
    ] as const) {
      for (const cookie of [own.admin, own.member]) {
        const base = `programs/progress/${other.records.program}`;
        expect((await call('GET', base, cookie)).statusCode).toBe(404);
        expect((await call('POST', `${base}/units/${other.records.unit}/complete`, cookie)).statusCode).toBe(404);
        expect((await call('DELETE', `${base}/units/${other.records.unit}/complete`, cookie)).statusCode).toBe(404);
        // their own program, with the other tenant's unit: not a unit of this program
        const mixed = `programs/progress/${own.records.program}/units/${other.records.unit}/complete`;
        expect((await call('POST', mixed, cookie)).statusCode).toBe(403);
      }
    }
  });

  it('the main platform sees neither tenant’s records, and a tenant’s people do not see the platform’s', async () => {
    const platform = await signIn(t.app, 'learnera'); // a member, but signed in on the main platform
    const list = await ok('GET', 'programs/getAll?limit=-1&filterFields={"program_category":"Isolation"}', platform);
    expect(list.data).toEqual([]);
    const demo = await ok('GET', 'programs/getAll?limit=-1', platform);
    expect(demo.data.length).toBeGreaterThan(0);
    const inA = await ok('GET', 'programs/getAll?limit=-1', worlds.A.member);
    expect(inA.data.map((p: { program_id: number }) => p.program_id)).toEqual([worlds.A.records.program]);
  });

  it('memberships and investor registrations (issue 20) stay in their tenant', async () => {
    const registration = {
      investor_type: 'angel',
      ticket_min_inr: 100_000,
      ticket_max_inr: 1_000_000,
      stages: ['seed'],
      sectors: ['saas'],
      portfolio_links: [],
      accreditation: true,
    };
    const mine = await ok('PUT', 'investors/me', worlds.A.member, registration);
    expect(mine.profile.status).toBe('pending');
    // the same person in the other tenant, and the other tenant's people, see none of it
    const platform = await signIn(t.app, 'learnera');
    expect((await ok('GET', 'investors/me', platform)).profile).toBeNull();
    expect((await ok('GET', 'investors/me', worlds.B.member)).profile).toBeNull();
    const other = await call('POST', `investors/admin/profiles/${mine.profile.profile_id}/decide`, worlds.B.admin, {
      decision: 'verify',
    });
    expect([403, 404]).toContain(other.statusCode);
    expect((await ok('GET', 'investors/me', worlds.A.member)).profile.status).toBe('pending');
    // the platform's demo plans are the platform's: no tenant sees them or may join them
    const platformPlans = (await ok('GET', 'memberships/me', platform)).plans;
    expect(platformPlans.length).toBeGreaterThan(0);
    for (const w of Object.values(worlds)) {
      expect((await ok('GET', 'memberships/me', w.member)).plans).toEqual([]);
      const join = await call('POST', 'memberships/request', w.member, { plan_id: platformPlans[0].plan_id });
      expect(join.statusCode).toBe(404);
    }
  });

  it('a tenant administrator hands its cohort a sponsor code; only that tenant’s members can use it', async () => {
    const plan = await ok('POST', 'memberships/admin/plans', worlds.A.admin, {
      name: 'Sahyadri Founders',
      price_paise: 0,
      period: 'year',
      apps: ['Idea Hub'],
    });
    await ok('POST', 'memberships/admin/codes', worlds.A.admin, {
      code: 'SAHYADRI-2026',
      plan_id: plan.plan_id,
      sponsor_name: 'Sahyadri Startup Foundry',
      seats: 5,
    });
    // the other tenant, and the platform, do not have the code; A's member does
    expect((await call('POST', 'memberships/redeem', worlds.B.member, { code: 'SAHYADRI-2026' })).statusCode).toBe(404);
    expect((await call('GET', 'memberships/admin/codes', worlds.B.admin)).json()).toEqual([]);
    const redeemed = await ok('POST', 'memberships/redeem', worlds.A.member, { code: 'SAHYADRI-2026' });
    expect(redeemed.membership).toMatchObject({ status: 'active', plan_id: plan.plan_id });
    expect((await ok('GET', 'memberships/me', worlds.A.member)).apps).toEqual(['Idea Hub']);
    // a member of the tenant may not make codes
    expect(
      (
        await call('POST', 'memberships/admin/plans', worlds.A.member, {
          name: 'x',
          price_paise: 0,
          period: 'year',
          apps: [],
        })
      ).statusCode,
    ).toBe(403);
  });

  it('profiles and ventures: a profile or venture written in one tenant is not found from the other or the platform', async () => {
    const learnerA = await ok('GET', 'auth/profile', worlds.A.member);
    await ok('PUT', 'profiles/me', worlds.A.member, {
      headline: 'Builds irrigation sensors',
      visibility: { basic: 'public' },
    });
    const venture = await ok('POST', 'ventures', worlds.A.member, {
      name: 'Alpha Agri',
      stage: 'idea',
      sector: 'agritech',
      state: 'Maharashtra',
      city: 'Nashik',
      team_size: 2,
      website: '',
      pitch: 'Soil sensors for grape farmers',
      needs: ['mentoring'],
      visibility: 'public',
    });
    const userId = learnerA.user_id as number;
    expect((await ok('GET', `profiles/${userId}`, worlds.A.admin)).headline).toBe('Builds irrigation sensors');
    expect((await call('GET', `profiles/${userId}`, worlds.B.member)).statusCode).toBe(404);
    expect((await call('GET', `profiles/${userId}`, worlds.B.admin)).statusCode).toBe(404);
    expect((await call('GET', `ventures/${venture.venture_id}`, worlds.B.member)).statusCode).toBe(404);
    expect((await call('PUT', `ventures/${venture.venture_id}`, worlds.B.admin, { name: 'Taken' })).statusCode).toBe(
      404,
    );
    const platform = await signIn(t.app, 'learnerb');
    expect((await call('GET', `ventures/${venture.venture_id}`, platform)).statusCode).toBe(404);
    expect((await ok('GET', 'ventures/mine', platform)).items).toEqual([]);
  });

  it('the content library (issue 22): a piece published in one tenant is not found from the other or the platform', async () => {
    const piece = await ok('POST', 'content/items', worlds.A.admin, {
      kind: 'article',
      title: 'Alpha-only guide to irrigation grants',
      topics: ['alpha-isolation'],
      details: { kind: 'article' },
    });
    const id = piece.content_id as number;
    await ok('POST', `content/items/${id}/transition`, worlds.A.admin, { action: 'publish' });
    expect((await ok('GET', `content/items/${id}`, worlds.A.member)).title).toBe(
      'Alpha-only guide to irrigation grants',
    );
    expect((await ok('GET', 'content/items?topic=alpha-isolation', worlds.A.member)).meta.total).toBe(1);
    expect((await call('GET', `content/items/${id}`, worlds.B.member)).statusCode).toBe(404);
    expect((await call('DELETE', `content/items/${id}`, worlds.B.admin)).statusCode).toBe(404);
    expect((await call('POST', `content/items/${id}/save`, worlds.B.member)).statusCode).toBe(404);
    expect((await ok('GET', 'content/items?topic=alpha-isolation', worlds.B.member)).meta.total).toBe(0);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/content/items?topic=alpha-isolation' });
    expect(anonymous.json().meta.total).toBe(0);
  });

  it('a session cannot enter a tenant its user does not belong to', async () => {
    const res = await call('POST', 'auth/refresh', worlds.A.member, { tenant_id: worlds.B.id });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('You are not a member of this tenant.');
  });
});

describe('row-level security catalogue', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** Tables that carry tenant_id but are the tenancy machinery itself, not a tenant's data. */
  const NOT_TENANT_DATA: Record<string, string> = {
    tenants: 'the tenant registry itself',
    tenant_memberships: "who belongs where: read across tenants to list a user's tenants",
    tenant_invitations: 'looked up by token before the invitee belongs to the tenant',
    sessions: 'the tenant context of a session, not data of the tenant',
    certificate_codes: 'the public verification index: a code and its tenant, read before any tenant is known',
    calendar_feeds: 'the iCal feed index: a token hash and its tenant, read before any session is known',
    jobs: 'the job queue: the poller claims due jobs of every tenant, then runs each inside its tenant',
  };

  it('every table with a tenant_id is under forced row-level security with the tenant policy', async () => {
    const db = t.database.db;
    const tables = rowsOf<{ table_name: string }>(
      await db.execute(sql`select table_name from information_schema.columns
        where table_schema = 'public' and column_name = 'tenant_id' order by table_name`),
    ).map((r) => r.table_name);
    expect(tables).toEqual(
      expect.arrayContaining([
        'programs',
        'courses',
        'modules',
        'units',
        'program_enrollments',
        'unit_progress',
        'uploads',
        'quiz_questions',
        'quiz_attempts',
        'assignment_submissions',
        'learning_plans',
        'plan_items',
        'certificates',
        'notifications',
        'notification_preferences',
        'conversations',
        'conversation_members',
        'messages',
        'user_blocks',
        'message_reports',
        'announcements',
        'calendar_entries',
        'membership_plans',
        'memberships',
        'sponsor_codes',
        'investor_profiles',
        'user_profiles',
        'ventures',
        'venture_members',
        'personality_results',
        'organisations',
        'organisation_members',
        'connections',
        'follows',
        'circles',
        'circle_members',
        'posts',
        'community_reports',
        'moderation_actions',
        'community_suspensions',
        'community_calls',
        'call_applications',
        'collab_requests',
        'collab_responses',
        'forum_categories',
        'forum_threads',
        'forum_replies',
        'forum_votes',
        'post_comments',
        'post_reactions',
        'post_saves',
        'prajna_answers',
        // the Engine (issue 24)
        'engine_modules',
        'engine_stats',
        'engine_scores',
        'engine_profiles',
      ]),
    );
    const covered = tables.filter((name) => !(name in NOT_TENANT_DATA));
    const state = rowsOf<{ relname: string; relrowsecurity: boolean; relforcerowsecurity: boolean }>(
      await db.execute(sql`select relname, relrowsecurity, relforcerowsecurity from pg_class
        where relnamespace = 'public'::regnamespace and relkind = 'r'`),
    );
    const policies = rowsOf<{ tablename: string; qual: string; with_check: string; cmd: string }>(
      await db.execute(sql`select tablename, qual, with_check, cmd from pg_policies where schemaname = 'public'`),
    );
    const missing: string[] = [];
    for (const name of covered) {
      const s = state.find((r) => r.relname === name);
      if (!s?.relrowsecurity) missing.push(`${name}: row-level security not enabled`);
      if (!s?.relforcerowsecurity) missing.push(`${name}: row-level security not forced`);
      const p = policies.find((x) => x.tablename === name);
      const isTenantRule = (expr: string | null) =>
        /tenant_id = NULLIF\(current_setting\('app\.tenant_id'::text, true\), ''::text\)/.test(expr ?? '');
      if (p?.cmd !== 'ALL' || !isTenantRule(p.qual) || !isTenantRule(p.with_check)) {
        missing.push(`${name}: no tenant policy for all commands`);
      }
    }
    console.log(`row-level security: ${covered.length} tenant tables covered, ${missing.length} gaps`);
    expect(missing).toEqual([]);
  });

  it('the application runs as a role that neither owns the tables nor bypasses row-level security', async () => {
    const [me] = rowsOf<{ current_user: string; rolsuper: boolean; rolbypassrls: boolean }>(
      await t.database.db.execute(sql`select current_user, r.rolsuper, r.rolbypassrls
        from pg_roles r where r.rolname = current_user`),
    );
    expect(me).toEqual({ current_user: APP_ROLE, rolsuper: false, rolbypassrls: false });
    const owned = rowsOf<{ n: number }>(
      await t.database.db.execute(sql`select count(*)::int as n from pg_tables
        where schemaname = 'public' and tableowner = current_user`),
    );
    expect(Number(owned[0]?.n)).toBe(0);
  });

  it('a service called inside another transaction joins it: one tenant throughout, one commit, one rollback', async () => {
    const db = t.database.db;
    const tenantOf = async (tx: typeof db) =>
      rowsOf<{ t: string }>(await tx.execute(sql`select current_setting('app.tenant_id', true) as t`))[0]?.t;
    const seen: (string | undefined)[] = [];
    const ran: string[] = [];
    await withTenant(db, 'BHARATSTARTUPSUMMIT', async (tx) => {
      await withTenant(tx, 'BHARATSTARTUPSUMMIT', async (inner) => {
        expect(inner).toBe(tx);
        afterCommit(() => ran.push('inner'));
      });
      // still inside the caller's transaction, with its tenant (no early commit)
      seen.push(await tenantOf(tx));
      expect(ran).toEqual([]);
    });
    expect(seen).toEqual(['BHARATSTARTUPSUMMIT']);
    expect(ran).toEqual(['inner']);
    const marker = `rolled-back-${Date.now()}`;
    await expect(
      withTenant(db, 'BHARATSTARTUPSUMMIT', async (tx) => {
        await withTenant(tx, 'BHARATSTARTUPSUMMIT', (inner) =>
          inner.insert(programs).values({ program_name: marker, status: 'draft' }),
        );
        throw new Error('the caller fails after the nested write');
      }),
    ).rejects.toThrow('the caller fails');
    const left = await withTenant(db, 'BHARATSTARTUPSUMMIT', (tx) =>
      tx.execute(sql`select count(*)::int as n from programs where program_name = ${marker}`),
    );
    expect(Number(rowsOf<{ n: number }>(left)[0]?.n)).toBe(0);
    await expect(withTenant(db, 'BHARATSTARTUPSUMMIT', (tx) => withTenant(tx, 'OTHER', async () => 1))).rejects.toThrow(
      /nested in a transaction of BHARATSTARTUPSUMMIT/,
    );
  });
});
