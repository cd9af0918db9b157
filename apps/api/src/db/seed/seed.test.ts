import { DEFAULT_DATE_TIME_ZONE } from '@ankur/shared/dates';
import { MENU_SEEDS, PERMISSIONS } from '@ankur/shared/menus';
import { isoDateIn } from '@ankur/shared/plan-schedule';
import { programSchedule } from '@ankur/shared/program-schedule';
import { ENROL_PERMISSION, PROGRAMS_MENU, ROLE_PRIVILEGE_SEEDS } from '@ankur/shared/role-privileges';
import { ADMIN_ROLE_NAME, ROLE_SEEDS } from '@ankur/shared/roles';
import { and, eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { verifyPassword } from '../../lib/password.ts';
import { useTestDatabase } from '../../test/app.ts';
import { testConfig } from '../../test/config.ts';
import { inTenant } from '../../test/factories.ts';
import type { Db } from '../client.ts';
import { menus, privileges, roles, userRoles } from '../schema/access.ts';
import { communityReports } from '../schema/community.ts';
import { forumCategories, forumReplies, forumThreads } from '../schema/community-forum.ts';
import { competitionApplications, competitionAssignments, competitions } from '../schema/competitions.ts';
import { authUsers, users } from '../schema/identity.ts';
import { personalityResults, userProfiles, ventureMembers, ventures } from '../schema/profiles.ts';
import { certificates, courses, modules, programs, quizQuestions, units } from '../schema/programs.ts';
import { tenants } from '../schema/tenants.ts';
import { demoDates } from './demo-content.ts';
import { seedDatabase } from './index.ts';

describe('seed', () => {
  const testDb = useTestDatabase();
  const countIn = async (db: Db, table: PgTable) =>
    (await db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n;
  const count = (table: PgTable) => countIn(testDb().db, table);

  it('created every system role, the temp role labelled Temp, and an admin-view administrator', async () => {
    const rows = await testDb().db.select().from(roles);
    expect(rows.map((r) => r.role_name).sort()).toEqual(ROLE_SEEDS.map((r) => r.role_name).sort());
    expect(rows.find((r) => r.role_name === 'temp')?.display_name).toBe('Temp');
    expect(rows.find((r) => r.role_name === 'Administrator')?.role_view).toBe('admin');
    expect(new Set(rows.map((r) => r.role_type))).toEqual(new Set(['System Role']));
    for (const name of [
      'Entrepreneur',
      'Aspiring Entrepreneur',
      'Student',
      'Expert',
      'Investor',
      'Volunteer',
      'Organisation',
      'Cohort Manager',
    ]) {
      expect(
        rows.some((r) => r.role_name === name),
        name,
      ).toBe(true);
    }
  });

  it('created every menu of SPEC §6 with its parent', async () => {
    const rows = await testDb().db.select().from(menus);
    expect(rows).toHaveLength(MENU_SEEDS.length);
    const byName = new Map(rows.map((m) => [m.menu_name, m]));
    for (const name of [
      'Workspace',
      'Dashboard',
      'Investor Workspace',
      'Home',
      'Content Hub',
      'My Library',
      'My Ecosystem Map',
      'Memberships',
      'Admin Center',
      'Settings',
    ]) {
      expect(byName.has(name), name).toBe(true);
    }
    expect(byName.get('Dashboard')?.menu_parent_id).toBe(byName.get('Workspace')?.menu_id);
    expect(byName.get('Content Hub')?.menu_parent_id).toBe(byName.get('Innovation Hubs')?.menu_id);
  });

  it('created the default tenant and the first administrator with a verifiable argon2id password', async () => {
    const [tenant] = await testDb().db.select().from(tenants);
    expect(tenant?.tenant_id).toBe('BHARATSTARTUPSUMMIT');
    const [admin] = await testDb().db.select().from(users).where(eq(users.email, 'admin@ankur.test'));
    expect(admin?.enabled).toBe(true);
    const [auth] = await testDb().db.select().from(authUsers).where(eq(authUsers.user_id, admin!.user_id));
    expect(auth?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(auth!.password_hash!, 'test-admin-password')).toBe(true);
    expect(await verifyPassword(auth!.password_hash!, 'wrong')).toBe(false);
    const held = await testDb()
      .db.select({ role_name: roles.role_name })
      .from(userRoles)
      .innerJoin(roles, eq(roles.role_id, userRoles.role_id))
      .where(eq(userRoles.user_id, admin!.user_id));
    expect(held).toEqual([{ role_name: 'Administrator' }]);
    const [adminRole] = await testDb().db.select().from(roles).where(eq(roles.role_name, 'Administrator'));
    const grants = await testDb().db.select().from(privileges).where(eq(privileges.role_id, adminRole!.role_id));
    expect(grants).toHaveLength(MENU_SEEDS.length);
    expect(grants[0]?.privilege_access_type.map((p) => p.permission_name)).toEqual([
      'read',
      'create',
      'update',
      'delete',
    ]);
  });

  it('seeded demo people with profiles: a founder in Nashik with an agritech venture and its team, a volunteer in Pune, a mentor in Bengaluru (issue 20)', async () => {
    const db = testDb().db;
    const [venture] = await inTenant(db, (tx) => tx.select().from(ventures).orderBy(ventures.venture_id));
    expect(venture).toMatchObject({ name: 'Krishi Setu', sector: 'agritech', city: 'Nashik', state: 'Maharashtra' });
    // the network's demo people (issue 21) bring ventures and teams of their own
    const team = await inTenant(db, (tx) =>
      tx.select().from(ventureMembers).where(eq(ventureMembers.venture_id, venture!.venture_id)),
    );
    expect(team).toHaveLength(2);
    const places = (await inTenant(db, (tx) => tx.select({ city: userProfiles.city }).from(userProfiles))).map(
      (p) => p.city,
    );
    expect(places).toEqual(expect.arrayContaining(['Nashik', 'Pune', 'Bengaluru']));
    expect(await inTenant(db, (tx) => tx.select().from(personalityResults))).toHaveLength(2);
  });

  it('seeded the forum: six categories with Hindi names, answered threads, a pinned and a locked one, open reports (issue 21)', async () => {
    await inTenant(testDb().db, async (tx) => {
      const categories = await tx.select().from(forumCategories);
      expect(categories).toHaveLength(6);
      expect(categories.every((c) => /[\u0900-\u097F]/.test(c.name_hi))).toBe(true);
      const threads = await tx.select().from(forumThreads);
      expect(threads.length).toBeGreaterThanOrEqual(12);
      expect(threads.filter((t) => t.pinned_at)).toHaveLength(1);
      expect(threads.filter((t) => t.locked_at)).toHaveLength(1);
      expect(threads.filter((t) => t.accepted_reply_id).length).toBeGreaterThanOrEqual(5);
      expect(threads.filter((t) => /[\u0900-\u097F]/.test(t.title)).length).toBeGreaterThanOrEqual(2);
      expect(await countIn(tx, forumReplies)).toBeGreaterThanOrEqual(15);
      const reports = await tx.select().from(communityReports);
      expect(reports.filter((r) => r.status === 'open').length).toBeGreaterThanOrEqual(2);
    });
  });

  it('seeded competitions: the pitch challenge part-way through screening, an open challenge, an ideathon with results (issue 23)', async () => {
    await inTenant(testDb().db, async (tx) => {
      const all = await tx.select().from(competitions);
      expect(Object.fromEntries(all.map((c) => [c.title, c.status]))).toMatchObject({
        'Bharat Startup Summit Pitch Challenge 2026': 'judging',
        'Smart Village Innovation Challenge': 'open',
        'Campus Ideathon 2026': 'results_published',
      });
      const pitch = all.find((c) => c.status === 'judging')!;
      const apps = await tx
        .select()
        .from(competitionApplications)
        .where(eq(competitionApplications.competition_id, pitch.competition_id));
      expect(apps).toHaveLength(6);
      const scored = (await tx.select().from(competitionAssignments)).filter((a) => a.status === 'scored');
      expect(scored.length).toBeGreaterThanOrEqual(4);
      expect(scored.every((a) => a.total !== null && a.total >= 0 && a.total <= 100)).toBe(true);
      const awards = (await tx.select().from(certificates))
        .filter((c) => c.competition_id !== null)
        .map((c) => c.award);
      expect(awards.sort()).toEqual(['Finalist', 'Runner-up', 'Winner']);
    });
  });

  it('seeded demo programs, program 2 being the header cohort', async () => {
    const [p2] = await inTenant(testDb().db, (tx) => tx.select().from(programs).where(eq(programs.program_id, 2)));
    expect(p2?.program_name).toMatch(/Pitch Alchemy/);
  });

  it('seeded every demo video unit with a video: an https YouTube link the unit player embeds (issue 19)', async () => {
    const videos = await inTenant(testDb().db, (tx) => tx.select().from(units).where(eq(units.unit_type, 'video')));
    expect(videos.length).toBeGreaterThanOrEqual(1);
    for (const unit of videos) {
      expect(unit.resource_url, unit.unit_name).toMatch(/^https:\/\/www\.youtube\.com\/watch\?v=[A-Za-z0-9_-]{11}$/);
    }
  });

  it('dated the demo programs from the seeding day: one running, one starting soon, one over, one self-paced', async () => {
    const today = isoDateIn(new Date(), DEFAULT_DATE_TIME_ZONE);
    const rows = await inTenant(testDb().db, (tx) => tx.select().from(programs).orderBy(programs.program_id));
    const published = rows.filter((p) => p.status === 'published');
    const state = (name: RegExp) => {
      const p = published.find((r) => name.test(r.program_name));
      return p && programSchedule(p, today);
    };
    expect(state(/Pitch Alchemy/)).toBe('running');
    expect(state(/Idea to Impact/)).toBe('upcoming');
    expect(state(/Design Thinking/)).toBe('ended');
    expect(state(/उद्यमिता/)).toBe('self_paced');
    const running = published.find((p) => /Pitch Alchemy/.test(p.program_name))!;
    expect(running.start_date! <= today && today <= running.end_date!).toBe(true);
    const soon = published.find((p) => /Idea to Impact/.test(p.program_name))!;
    const daysAway = (Date.parse(soon.start_date!) - Date.parse(today)) / 86_400_000;
    expect(daysAway).toBeGreaterThan(0);
    expect(daysAway).toBeLessThanOrEqual(14);
    // no program carries the fixed January–May 2026 dates of the old seed
    expect(rows.map((p) => p.start_date)).not.toContain('2026-02-02');
  });

  it('works out the dates from whatever day it seeds on (starts on Mondays, weeks apart)', () => {
    expect(demoDates({ startWeek: -3, days: 81 }, '2027-09-15')).toEqual({
      start_date: '2027-08-23',
      end_date: '2027-11-12',
      self_paced: false,
    });
    expect(demoDates({ startWeek: 2, days: 81 }, '2027-09-19')).toMatchObject({ start_date: '2027-09-27' });
    expect(demoDates('self_paced', '2027-09-15')).toEqual({ start_date: null, end_date: null, self_paced: true });
    for (const day of ['2026-01-01', '2026-06-14', '2026-06-15', '2030-02-28']) {
      const at = (schedule: Parameters<typeof demoDates>[0]) => programSchedule(demoDates(schedule, day), day);
      expect([
        at({ startWeek: -3, days: 81 }),
        at({ startWeek: 2, days: 81 }),
        at({ startWeek: -8, days: 39 }),
      ]).toEqual(['running', 'upcoming', 'ended']);
    }
  });

  it('seeded one complete program written in Hindi: courses, modules, a lesson and a quiz, all in Hindi', async () => {
    const db = testDb().db;
    const [hindi, ...others] = await inTenant(db, (tx) =>
      tx.select().from(programs).where(eq(programs.language, 'hi')),
    );
    expect(others).toEqual([]);
    expect(hindi).toMatchObject({ program_name: 'उद्यमिता की पहली सीढ़ी', status: 'published', self_paced: true });
    const devanagari = /[\u0900-\u097F]/;
    const outline = await inTenant(db, (tx) =>
      tx
        .select({
          course: courses.course_name,
          module: modules.module_name,
          unit: units.unit_name,
          type: units.unit_type,
          content: units.content,
        })
        .from(units)
        .innerJoin(modules, eq(modules.module_id, units.module_id))
        .innerJoin(courses, eq(courses.course_id, modules.course_id))
        .where(eq(courses.program_id, hindi!.program_id)),
    );
    expect(new Set(outline.map((u) => u.course)).size).toBeGreaterThanOrEqual(2);
    expect(new Set(outline.map((u) => u.type))).toEqual(new Set(['lesson', 'quiz', 'assignment', 'document']));
    for (const u of outline) {
      for (const text of [u.course, u.module, u.unit, u.content ?? '']) expect(text, u.unit).toMatch(devanagari);
    }
    // every other demo program is English
    const english = await inTenant(db, (tx) => tx.select().from(programs).where(eq(programs.language, 'en')));
    expect(english.length).toBeGreaterThanOrEqual(4);
  });

  it('seeded each demo quiz with an HTML introduction, a pass mark of 70 and its questions in quiz_questions', async () => {
    const quizzes = await inTenant(testDb().db, (tx) => tx.select().from(units).where(eq(units.unit_type, 'quiz')));
    expect(quizzes.length).toBeGreaterThanOrEqual(4);
    const questions = await inTenant(testDb().db, (tx) => tx.select().from(quizQuestions));
    for (const unit of quizzes) {
      expect(unit.content, unit.unit_name).toMatch(/^<p>/);
      expect(() => JSON.parse(unit.content ?? ''), unit.unit_name).toThrow();
      expect(unit.passing_score, unit.unit_name).toBe(70);
      const own = questions.filter((q) => q.unit_id === unit.unit_id).sort((a, b) => a.sort_order - b.sort_order);
      expect(own.length, unit.unit_name).toBeGreaterThanOrEqual(3);
      for (const q of own) {
        expect(q.options.length).toBeGreaterThanOrEqual(2);
        expect(q.correct_options).toHaveLength(1);
        expect(q.correct_options[0]).toBeLessThan(q.options.length);
        expect(q.explanation).toBeTruthy();
      }
    }
    // questions belong to quiz units only
    expect(new Set(questions.map((q) => q.unit_id))).toEqual(new Set(quizzes.map((u) => u.unit_id)));
  });

  it('is idempotent: a second and third run change nothing and keep edits', async () => {
    const before = {
      roles: await count(roles),
      menus: await count(menus),
      users: await count(users),
      privileges: await count(privileges),
      programs: await inTenant(testDb().db, (tx) => countIn(tx, programs)),
    };
    await testDb().db.update(roles).set({ display_name: 'Founder' }).where(eq(roles.role_name, 'Entrepreneur'));
    const config = testConfig();
    const again = await seedDatabase(testDb().db, config);
    await seedDatabase(testDb().db, config);
    expect(again).toEqual({ createdAdmin: false, createdRoles: 0, createdMenus: 0, demo: false });
    expect({
      roles: await count(roles),
      menus: await count(menus),
      users: await count(users),
      privileges: await count(privileges),
      programs: await inTenant(testDb().db, (tx) => countIn(tx, programs)),
    }).toEqual(before);
    const [e] = await testDb()
      .db.select()
      .from(roles)
      .where(and(eq(roles.role_name, 'Entrepreneur'), eq(roles.is_deleted, false)));
    expect(e?.display_name).toBe('Founder');
  });

  describe('the privilege matrix (ROLE_PRIVILEGE_SEEDS)', () => {
    /** role name → menu name → sorted permission names, from the live privilege rows */
    const matrix = async (db: Db) => {
      const rows = await db
        .select({ role_name: roles.role_name, menu_name: menus.menu_name, type: privileges.privilege_access_type })
        .from(privileges)
        .innerJoin(roles, and(eq(roles.role_id, privileges.role_id), eq(roles.is_deleted, false)))
        .innerJoin(menus, and(eq(menus.menu_id, privileges.privilege_menu_id), eq(menus.is_deleted, false)))
        .where(eq(privileges.is_deleted, false));
      const out: Record<string, Record<string, string[]>> = {};
      for (const r of rows) {
        out[r.role_name] ??= {};
        out[r.role_name]![r.menu_name] = r.type.map((p) => p.permission_name.toLowerCase()).sort();
      }
      return out;
    };
    const sorted = (grants: Readonly<Record<string, readonly string[]>>) =>
      Object.fromEntries(Object.entries(grants).map(([m, p]) => [m, [...new Set(p)].sort()]));
    const privilegeOf = async (roleName: string, menuName: string) => {
      const [row] = await testDb()
        .db.select({ privilege: privileges })
        .from(privileges)
        .innerJoin(roles, eq(roles.role_id, privileges.role_id))
        .innerJoin(menus, eq(menus.menu_id, privileges.privilege_menu_id))
        .where(and(eq(roles.role_name, roleName), eq(menus.menu_name, menuName), eq(privileges.is_deleted, false)));
      return row?.privilege;
    };

    it('gave every seeded role exactly its matrix, and the Administrator every permission on every menu', async () => {
      const live = await matrix(testDb().db);
      for (const [role, grants] of Object.entries(ROLE_PRIVILEGE_SEEDS)) {
        if (role === ADMIN_ROLE_NAME) continue;
        // every menu a seed names exists, so nothing was silently skipped
        for (const menu of Object.keys(grants)) {
          expect(
            MENU_SEEDS.some((m) => m.name === menu),
            `${role}: menu ${menu}`,
          ).toBe(true);
        }
        expect(live[role], role).toEqual(sorted(grants));
      }
      expect(live.temp, 'the temp role starts with nothing').toBeUndefined();
      const admin = live[ADMIN_ROLE_NAME]!;
      expect(Object.keys(admin).sort()).toEqual(MENU_SEEDS.map((m) => m.name).sort());
      for (const m of MENU_SEEDS) {
        const want = [...PERMISSIONS, ...(m.name === PROGRAMS_MENU ? [ENROL_PERMISSION] : [])].sort();
        expect(admin[m.name], m.name).toEqual(want);
      }
      // the enrol permission of learners, and read-only 'Admin Center' for nobody but administrators
      expect(live.Entrepreneur?.[PROGRAMS_MENU]).toEqual(['enrol', 'read']);
      for (const [role, grants] of Object.entries(live)) {
        if (role !== ADMIN_ROLE_NAME) expect(grants['Admin Center'], role).toBeUndefined();
      }
    });

    it("keeps an administrator's revocations when seeding again (twice)", async () => {
      const db = testDb().db;
      const hub = (await privilegeOf('Entrepreneur', 'Content Hub'))!;
      await db
        .update(privileges)
        .set({ is_deleted: true, deleted_at: sql`now()` })
        .where(eq(privileges.privilege_id, hub.privilege_id));
      const ideas = (await privilegeOf('Student', 'My Ideas'))!;
      await db
        .update(privileges)
        .set({ privilege_access_type: [{ permission_name: 'read' }] })
        .where(eq(privileges.privilege_id, ideas.privilege_id));
      const before = await matrix(db);
      await seedDatabase(db, testConfig());
      await seedDatabase(db, testConfig());
      expect(await privilegeOf('Entrepreneur', 'Content Hub')).toBeUndefined();
      expect((await privilegeOf('Student', 'My Ideas'))?.privilege_access_type).toEqual([{ permission_name: 'read' }]);
      expect(await matrix(db)).toEqual(before);
    });

    it('gives the Administrator back a removed permission or privilege at the next start', async () => {
      const db = testDb().db;
      const settings = (await privilegeOf(ADMIN_ROLE_NAME, 'Settings'))!;
      await db
        .update(privileges)
        .set({ privilege_access_type: [{ permission_name: 'read' }] })
        .where(eq(privileges.privilege_id, settings.privilege_id));
      const programs = (await privilegeOf(ADMIN_ROLE_NAME, PROGRAMS_MENU))!;
      await db
        .update(privileges)
        .set({ privilege_access_type: [{ permission_name: 'read' }, { permission_name: 'update' }] })
        .where(eq(privileges.privilege_id, programs.privilege_id));
      const center = (await privilegeOf(ADMIN_ROLE_NAME, 'Admin Center'))!;
      await db
        .update(privileges)
        .set({ is_deleted: true, deleted_at: sql`now()` })
        .where(eq(privileges.privilege_id, center.privilege_id));
      await seedDatabase(db, testConfig());
      const admin = (await matrix(db))[ADMIN_ROLE_NAME]!;
      expect(admin.Settings).toEqual([...PERMISSIONS].sort());
      expect(admin[PROGRAMS_MENU]).toEqual([...PERMISSIONS, ENROL_PERMISSION].sort());
      expect(admin['Admin Center']).toEqual([...PERMISSIONS].sort());
      // one row per menu: the permissions were merged into the existing row
      expect((await privilegeOf(ADMIN_ROLE_NAME, 'Settings'))?.privilege_id).toBe(settings.privilege_id);
    });

    it('merging into an Administrator row holding a name in another case does not store it twice', async () => {
      const db = testDb().db;
      const memberships = (await privilegeOf(ADMIN_ROLE_NAME, 'Memberships'))!;
      await db
        .update(privileges)
        .set({ privilege_access_type: [{ permission_name: 'READ' }] })
        .where(eq(privileges.privilege_id, memberships.privilege_id));
      await seedDatabase(db, testConfig());
      const names = (await privilegeOf(ADMIN_ROLE_NAME, 'Memberships'))!.privilege_access_type.map((p) =>
        p.permission_name.toLowerCase(),
      );
      expect(names.sort()).toEqual([...PERMISSIONS].sort());
    });
  });
});
